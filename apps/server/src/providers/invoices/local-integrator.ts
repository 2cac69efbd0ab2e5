import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { istanbulClock } from '@arsamezat/shared/core/istanbul-time';
import {
  INTEGRATOR_PATHS,
  fromDecimal,
  type Unchecked,
  type WireInvoice,
  type WireStatus,
} from './integrator-wire.ts';
import { invoiceProblems } from './local-integrator-checks.ts';
import { textPdf } from './local-integrator-pdf.ts';

export const LOCAL_INTEGRATOR_CREDENTIALS = { username: 'arsamezat', password: 'yerel-entegrator' };
const TOKEN_LIFETIME_S = 3600;
/** An e-Arşiv invoice can be cancelled until the end of the 7th day after its date (decision 076). */
export const E_ARSIV_CANCEL_DAYS = 7;

type Stored = { invoice: WireInvoice; status: WireStatus; receivedAt: number };

/**
 * A local stand-in for a GİB-licensed integrator's REST interface (integrator-wire.ts), the
 * default when INVOICE_PROVIDER is unset or 'fake' and what the tests run against. It checks
 * everything a real one refuses (local-integrator-checks.ts), keeps the invoices in memory,
 * answers asynchronously (an invoice is QUEUED, then SIGNED after `signDelayMs` or at the next
 * status query), knows a list of e-Fatura taxpayers, cancels e-Arşiv invoices within the period
 * and hands out a PDF. `setUnavailable` makes it answer 503, as an integrator in maintenance
 * does. Listens on 127.0.0.1 only.
 */
export async function startLocalIntegrator(
  options: { signDelayMs?: number; clock?: () => Date; taxpayers?: Record<string, string> } = {},
) {
  const clock = options.clock ?? (() => new Date());
  const signDelayMs = options.signDelayMs ?? 2000;
  const taxpayers = new Map<string, string>(Object.entries(options.taxpayers ?? {}));
  const invoices = new Map<string, Stored>();
  const tokens = new Map<string, number>();
  const requests: Array<{ method: string; path: string; status: number }> = [];
  let unavailable = false;

  const isEInvoiceUser = (id: string) => taxpayers.has(id);
  const signIfDue = (stored: Stored, asked: boolean) => {
    if (stored.status !== 'QUEUED') return;
    if (asked || clock().getTime() - stored.receivedAt >= signDelayMs) stored.status = 'SIGNED';
  };
  const lastCancelDay = (issueDate: string) => {
    const [y, m, d] = issueDate.split('-').map(Number);
    const last = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + E_ARSIV_CANCEL_DAYS));
    return last.toISOString().slice(0, 10);
  };
  const istanbulDate = (at: Date) => {
    const c = istanbulClock(at);
    return `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
  };

  type Reply = { status: number; body: unknown; pdf?: Buffer };
  const error = (status: number, errorCode: string, message: string, errors?: unknown): Reply => ({
    status,
    body: { errorCode, message, ...(errors ? { errors } : {}) },
  });

  function answer(
    method: string,
    path: string,
    headers: http.IncomingHttpHeaders,
    raw: string,
  ): Reply {
    if (unavailable) return error(503, 'MAINTENANCE', 'Servis bakımda.');
    if (method === 'POST' && path === INTEGRATOR_PATHS.login) {
      const body = parse(raw) as { username?: unknown; password?: unknown } | null;
      if (
        body?.username !== LOCAL_INTEGRATOR_CREDENTIALS.username ||
        body.password !== LOCAL_INTEGRATOR_CREDENTIALS.password
      ) {
        return error(401, 'AUTH', 'Kullanıcı adı veya şifre hatalı.');
      }
      const token = randomBytes(24).toString('hex');
      tokens.set(token, clock().getTime() + TOKEN_LIFETIME_S * 1000);
      return { status: 200, body: { token, expiresIn: TOKEN_LIFETIME_S } };
    }
    const token = /^Bearer (\S+)$/.exec(headers.authorization ?? '')?.[1];
    const until = token ? tokens.get(token) : undefined;
    if (!until || until < clock().getTime()) return error(401, 'TOKEN', 'Oturum geçersiz.');

    const taxpayer = /^\/api\/v1\/taxpayers\/([^/]+)$/.exec(path);
    if (method === 'GET' && taxpayer) {
      const id = decodeURIComponent(taxpayer[1] ?? '');
      if (!/^\d{10,11}$/.test(id)) return error(400, 'VALIDATION', 'VKN/TCKN geçersiz.');
      const alias = taxpayers.get(id);
      return {
        status: 200,
        body: {
          identifier: id,
          isEInvoiceUser: alias !== undefined,
          aliases: alias ? [{ alias }] : [],
        },
      };
    }
    if (method === 'POST' && path === INTEGRATOR_PATHS.invoices) {
      const received = parse(raw) as Unchecked<WireInvoice> | null;
      if (!received || typeof received !== 'object') {
        return error(400, 'VALIDATION', 'Gövde okunamadı.');
      }
      const existing = invoices.get(String(received.uuid));
      if (existing) return { status: 200, body: { uuid: received.uuid, status: existing.status } };
      const problems = invoiceProblems(received, isEInvoiceUser);
      const taken = [...invoices.values()].some(
        (s) => s.invoice.invoiceNumber === received.invoiceNumber,
      );
      if (taken) problems.push({ field: 'invoiceNumber', message: 'bu numara kullanılmış' });
      if (problems.length > 0) {
        return error(422, 'VALIDATION', 'Fatura doğrulanamadı.', problems);
      }
      // Checked above: from here it is the invoice the wire describes.
      const invoice = received as WireInvoice;
      invoices.set(invoice.uuid, { invoice, status: 'QUEUED', receivedAt: clock().getTime() });
      return { status: 202, body: { uuid: invoice.uuid, status: 'QUEUED' } };
    }
    const one = /^\/api\/v1\/invoices\/([^/]+)\/(status|cancel|pdf)$/.exec(path);
    const stored = one ? invoices.get(decodeURIComponent(one[1] ?? '')) : undefined;
    if (!one || !stored) return error(404, 'NOT_FOUND', 'Belge bulunamadı.');
    const uuid = stored.invoice.uuid;
    if (method === 'GET' && one[2] === 'status') {
      signIfDue(stored, true);
      return { status: 200, body: { uuid, status: stored.status } };
    }
    if (method === 'POST' && one[2] === 'cancel') {
      signIfDue(stored, false);
      if (stored.invoice.profileId !== 'EARSIVFATURA') {
        return error(422, 'NOT_CANCELLABLE', 'e-Fatura iptal edilemez; iade faturası düzenleyin.');
      }
      if (stored.status === 'CANCELLED')
        return { status: 200, body: { uuid, status: 'CANCELLED' } };
      if (istanbulDate(clock()) > lastCancelDay(stored.invoice.issueDate)) {
        return error(422, 'CANCEL_PERIOD_OVER', 'e-Arşiv fatura iptal süresi geçti.');
      }
      stored.status = 'CANCELLED';
      return { status: 200, body: { uuid, status: 'CANCELLED' } };
    }
    if (method === 'GET' && one[2] === 'pdf') {
      signIfDue(stored, false);
      if (stored.status === 'QUEUED') return error(409, 'NOT_SIGNED', 'Belge henüz imzalanmadı.');
      const i = stored.invoice;
      const total = fromDecimal(i.legalMonetaryTotal.payableAmount) ?? 0;
      return {
        status: 200,
        body: null,
        pdf: textPdf([
          i.profileId === 'EARSIVFATURA' ? 'e-Arşiv Fatura' : 'e-Fatura',
          `Fatura No: ${i.invoiceNumber}`,
          `ETTN: ${i.uuid}`,
          `Tarih: ${i.issueDate}`,
          `Satici: ${i.supplier.title ?? ''}`,
          `Alici: ${i.customer.title ?? `${i.customer.firstName ?? ''} ${i.customer.lastName ?? ''}`}`,
          ...i.lines.map(
            (l) => `${l.name}: ${l.lineExtensionAmount} TL + KDV %${l.vatRate} ${l.vatAmount} TL`,
          ),
          `Odenecek Tutar: ${(total / 100).toFixed(2)} TL`,
          stored.status === 'CANCELLED' ? 'IPTAL EDILDI' : '',
        ]),
      };
    }
    return error(404, 'NOT_FOUND', 'Yol bulunamadı.');
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
      if (raw.length > 256 * 1024) req.destroy();
    });
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://local').pathname;
      const reply = answer(req.method ?? 'GET', path, req.headers, raw);
      requests.push({ method: req.method ?? '', path, status: reply.status });
      if (res.destroyed) return;
      if (reply.pdf) {
        res.writeHead(reply.status, { 'content-type': 'application/pdf' });
        res.end(reply.pdf);
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(reply.body));
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** What the integrator holds, by ETTN (for a test to read what was sent). */
    invoices,
    registerTaxpayer(id: string, alias = `urn:mail:defaultpk@${id}.example.com.tr`) {
      taxpayers.set(id, alias);
    },
    setUnavailable(value: boolean) {
      unavailable = value;
    },
    expireTokens() {
      tokens.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export type LocalIntegrator = Awaited<ReturnType<typeof startLocalIntegrator>>;
