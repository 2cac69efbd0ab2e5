import { UNSUBSCRIBE_API_PATH, UNSUBSCRIBE_TEXTS } from '@arsamezat/shared/notifications/marketing';
import { paths } from '@arsamezat/shared/site/web-paths';
import type { Db } from '../../../db/client.ts';
import type { MailMessage } from '../../../providers/mail/mail.ts';
import { renderNotificationEmail } from '../emails/render-email.ts';
import { findCampaign, isInAudience } from './marketing.repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

export type MarketingDeliveryDeps = {
  db: Db;
  clock: () => Date;
  siteName: string;
  publicUrl: string;
  unsubscribeTokens: UnsubscribeTokens;
};

/**
 * A campaign's e-mail to one member, or null when the member no longer receives marketing
 * e-mails (unsubscribed, banned or deleted since it was queued): then nothing is sent. Every
 * marketing e-mail carries the visible unsubscribe link and the one-click headers (RFC 8058).
 */
export async function buildMarketingEmail(
  deps: MarketingDeliveryDeps,
  row: { recipientId: string; eventKey: string; email: string },
): Promise<Omit<MailMessage, 'idempotencyKey'> | null> {
  if (!(await isInAudience(deps.db, row.recipientId, deps.clock()))) return null;
  const campaign = await findCampaign(deps.db, row.eventKey);
  if (!campaign) return null;
  const token = deps.unsubscribeTokens.sign(row.recipientId);
  const unsubscribeUrl = `${deps.publicUrl}${UNSUBSCRIBE_API_PATH}?token=${token}`;
  const { html, text } = await renderNotificationEmail({
    siteName: deps.siteName,
    heading: campaign.subject,
    paragraphs: campaign.body
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    action: { label: 'İlanlara Göz At', url: `${deps.publicUrl}${paths.auctions}` },
    settingsUrl: `${deps.publicUrl}${paths.settings}`,
    unsubscribe: { label: UNSUBSCRIBE_TEXTS.emailFooter, url: unsubscribeUrl },
  });
  return {
    to: row.email,
    subject: campaign.subject,
    html,
    text,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
