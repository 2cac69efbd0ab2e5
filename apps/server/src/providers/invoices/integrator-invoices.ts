import {
  InvoiceProviderError,
  type InvoiceProvider,
  type InvoiceState,
  type TaxpayerCheck,
} from './invoice-provider.ts';
import {
  INTEGRATOR_PATHS,
  toWireInvoice,
  type Unchecked,
  type WireError,
  type WireStatus,
} from './integrator-wire.ts';

export type IntegratorOptions = {
  /** The integrator's API root, e.g. 'https://efatura.example-entegrator.com.tr'. */
  baseUrl: string;
  username: string;
  password: string;
  timeoutMs: number;
  name?: 'fake' | 'integrator';
  close?: () => Promise<void>;
};

const STATUSES: Record<WireStatus, InvoiceState['status']> = {
  QUEUED: 'queued',
  SIGNED: 'signed',
  CANCELLED: 'cancelled',
};

/** The first words of the integrator's refusal, bounded, for the invoice's `error`. */
function refusalText(body: unknown, status: number): string {
  // The integrator's body, read as what it may be: any field missing or of another type.
  const error = body as Unchecked<WireError> | null;
  const list: readonly Unchecked<{ field: string; message: string }>[] = Array.isArray(
    error?.errors,
  )
    ? error.errors
    : [];
  const said = (value: unknown) => (typeof value === 'string' ? value : '');
  const details = list.map((e) => `${said(e?.field)}: ${said(e?.message)}`).join('; ');
  const message = typeof error?.message === 'string' ? error.message : '';
  const text = [message, details].filter(Boolean).join(' — ') || `HTTP ${status}`;
  return text.slice(0, 400);
}

/**
 * The integrator's REST interface (integrator-wire.ts) over fetch. The session token is taken at
 * the first call and again when the integrator answers 401 (expired), once per call. A 4xx is the
 * integrator's refusal (`refused`, its message kept); no answer, a timeout or a 5xx is
 * `unavailable`. Nothing of the buyer's identity is put in an error.
 */
export function createIntegratorInvoices(options: IntegratorOptions): InvoiceProvider {
  const { baseUrl, timeoutMs } = options;
  let token: Promise<string> | null = null;

  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new InvoiceProviderError(
        'unavailable',
        timedOut ? `Entegratör ${timeoutMs} ms içinde yanıt vermedi.` : 'Entegratöre ulaşılamadı.',
      );
    }
  }

  async function login(): Promise<string> {
    const response = await call(INTEGRATOR_PATHS.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: options.username, password: options.password }),
    });
    const body = (await response.json().catch(() => null)) as { token?: unknown } | null;
    if (response.status === 401 || response.status === 403) {
      throw new InvoiceProviderError('unauthorised', 'Entegratör oturum açmayı reddetti.');
    }
    if (!response.ok || typeof body?.token !== 'string') {
      throw new InvoiceProviderError(
        'unavailable',
        `Entegratör oturumu açılamadı (HTTP ${response.status}).`,
      );
    }
    return body.token;
  }

  /** A call with the session's token; a 401 takes a new token and tries once more. */
  async function authorised(path: string, init: RequestInit = {}): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      token ??= login();
      let current: string;
      try {
        current = await token;
      } catch (error) {
        token = null;
        throw error;
      }
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${current}`);
      const response = await call(path, { ...init, headers });
      if (response.status !== 401 || attempt > 0) return response;
      token = null;
    }
  }

  async function json<T>(response: Response): Promise<T> {
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 404) {
      throw new InvoiceProviderError('not_found', 'Entegratör belgeyi bulamadı.');
    }
    if (response.status === 401) {
      throw new InvoiceProviderError('unauthorised', 'Entegratör oturumu reddetti.');
    }
    if (response.status >= 400 && response.status < 500) {
      throw new InvoiceProviderError('refused', refusalText(body, response.status));
    }
    if (!response.ok || body === null) {
      throw new InvoiceProviderError(
        'unavailable',
        `Entegratör yanıtı okunamadı (HTTP ${response.status}).`,
      );
    }
    return body as T;
  }

  function state(body: { uuid?: unknown; status?: unknown }): InvoiceState {
    const status = (STATUSES as Partial<Record<string, InvoiceState['status']>>)[
      String(body.status)
    ];
    if (typeof body.uuid !== 'string' || !status) {
      throw new InvoiceProviderError('unavailable', 'Entegratörün durum yanıtı okunamadı.');
    }
    return { ettn: body.uuid, status };
  }

  return {
    name: options.name ?? 'integrator',
    async checkTaxpayer(vknOrTckn): Promise<TaxpayerCheck> {
      const body = await json<{ isEInvoiceUser?: unknown; aliases?: Array<{ alias?: unknown }> }>(
        await authorised(INTEGRATOR_PATHS.taxpayer(vknOrTckn)),
      );
      const alias = body.aliases?.find((a) => typeof a.alias === 'string')?.alias;
      if (body.isEInvoiceUser === true && typeof alias === 'string') {
        return { eFatura: true, alias };
      }
      return { eFatura: false };
    },
    async send(invoice) {
      const response = await authorised(INTEGRATOR_PATHS.invoices, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(toWireInvoice(invoice)),
      });
      return state(await json(response));
    },
    async status(ettn) {
      return state(await json(await authorised(INTEGRATOR_PATHS.status(ettn))));
    },
    async cancel(ettn) {
      return state(await json(await authorised(INTEGRATOR_PATHS.cancel(ettn), { method: 'POST' })));
    },
    async pdf(ettn) {
      const response = await authorised(INTEGRATOR_PATHS.pdf(ettn));
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.startsWith('application/pdf')) {
        await json(response);
        throw new InvoiceProviderError('unavailable', 'Entegratör PDF göndermedi.');
      }
      return Buffer.from(await response.arrayBuffer());
    },
    close: options.close ?? (() => Promise.resolve()),
  };
}
