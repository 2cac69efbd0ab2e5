import { ERRORS } from '@arsamezat/shared/core/errors';
import * as contracts from '@arsamezat/shared/notifications/unsubscribe.contracts';
import {
  UNSUBSCRIBE_API_PATH,
  UNSUBSCRIBE_TEXTS as T,
  UnsubscribeQuerySchema,
} from '@arsamezat/shared/notifications/marketing';
import { paths } from '@arsamezat/shared/site/web-paths';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.ts';
import { registerFormBodies } from '../../../providers/payments/form-body.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, status: number, siteName: string, body: string) {
  const site = escapeHtml(siteName);
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="tr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(T.title)} | ${site}</title></head>
<body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#1f2937;max-width:480px;margin:48px auto;padding:0 16px;line-height:1.5">
<p style="color:#166534;font-size:20px;font-weight:700;margin:0 0 24px">${site}</p>
<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(T.title)}</h1>
${body}
<p style="margin-top:32px"><a href="${paths.home}" style="color:#166534">Ana sayfaya dön</a></p>
</body></html>`);
}

/**
 * The marketing e-mails' unsubscribe link (decision 040), public, under /api. GET shows a
 * confirmation page with one button (mail scanners open links; a GET changes nothing); POST —
 * that button, or the mail client's one-click `List-Unsubscribe=One-Click` (RFC 8058) — turns
 * marketing e-mails off. The signed token is the authority: no session, no CSRF pair (a mail
 * client has neither), and it can only ever switch marketing e-mails off. Rate limited.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.marketing;
  const siteName = app.deps.config.siteName;
  registerFormBodies(app);

  route(app, contracts.unsubscribePage, {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: (request, reply) => {
      const parsed = UnsubscribeQuerySchema.safeParse(request.query);
      const valid = parsed.success && service.tokens.verify(parsed.data.token) !== null;
      if (!parsed.success || !valid) {
        const message = ERRORS.UNSUBSCRIBE_TOKEN_INVALID.message;
        return page(reply, 400, siteName, `<p>${escapeHtml(message)}</p>`);
      }
      const action = `${UNSUBSCRIBE_API_PATH}?token=${encodeURIComponent(parsed.data.token)}`;
      return page(
        reply,
        200,
        siteName,
        `<p>${escapeHtml(T.question)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="min-height:44px;padding:10px 20px;font-size:16px;background:#166534;color:#fff;border:0;border-radius:6px;cursor:pointer">${escapeHtml(T.button)}</button>
</form>`,
      );
    },
  });

  route(app, contracts.unsubscribe, {
    config: { csrf: false, rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      await service.unsubscribe(request.query.token);
      return page(
        reply,
        200,
        siteName,
        `<p role="status">${escapeHtml(T.done)}</p><p style="color:#6b7280">${escapeHtml(T.doneNote)}</p>`,
      );
    },
  });
};
