import type { ClientErrorCode, ErrorCode } from '@arsamezat/shared/core/errors';

/** A code from the shared catalogue, or one of the client's own (no connection, not our body). */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** An error the API answered with: `message` is the Turkish text to show, `code` is stable. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly retryAfter?: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

const REQUEST_TIMEOUT_MS = 10_000;
const GENERIC_ERROR = 'Bir hata oluştu. Lütfen daha sonra tekrar deneyin.';
const NETWORK_ERROR =
  'Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin ve tekrar deneyin.';

/** The double-submit CSRF token the server set as a cookie (see apps/server/src/plugins/csrf.ts). */
function readCsrfToken(): string | undefined {
  const match = /(?:^|;\s*)(?:__Host-)?csrf_token=([^;]+)/.exec(document.cookie);
  return match?.[1];
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

/** Fetches JSON from our API with a 10 s time-out and the one error contract. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(method === 'GET' ? {} : { 'X-CSRF-Token': readCsrfToken() ?? '' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR);
  }
  return readApiResponse<T>(response);
}

/** An answer of our API: its JSON, or the ApiError it carries. */
export async function readApiResponse<T>(response: Response): Promise<T> {
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) throw await apiError(response.status, data);
  return data as T;
}

/**
 * The error an answer carries. The catalogue and its zod schema are fetched only when an error
 * comes (they would add zod to the first load of every page, issue 14).
 */
async function apiError(status: number, data: unknown): Promise<ApiError> {
  const { ApiErrorBodySchema, knownErrorCode } =
    await import('@arsamezat/shared/core/errors').catch(() => ({
      ApiErrorBodySchema: null,
      knownErrorCode: null,
    }));
  const parsed = ApiErrorBodySchema?.safeParse(data);
  if (parsed?.success && knownErrorCode) {
    const { code, message, retryAfter, fields } = parsed.data.error;
    // A code this build does not know still shows the server's Turkish text.
    return new ApiError(status, knownErrorCode(code), message, retryAfter, fields);
  }
  return new ApiError(status, 'UNKNOWN', GENERIC_ERROR);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
