import type { ApiRoute, PathParams } from '@arsamezat/shared/core/api-route';
import { routeUrl } from '@arsamezat/shared/core/api-route';
import { ApiError } from './api-client';

const UPLOAD_TIMEOUT_MS = 120_000;

/** The double-submit CSRF token (see api-client.ts); multipart needs it too. */
function csrfToken(): string {
  return /(?:^|;\s*)(?:__Host-)?csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
}

/**
 * Posts a multipart form (files) to a shared route and answers the parsed JSON; a refusal is an
 * ApiError with the server's Turkish message and its `fields` (each refused file by name), and
 * a lost connection `failed`.
 */
export async function postMultipart<R extends ApiRoute>(
  route: R,
  params: PathParams<R['path']>,
  body: FormData,
  failed: string,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(routeUrl(route, params), {
      method: route.method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-CSRF-Token': csrfToken() },
      body,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', failed);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    // The catalogue and its zod schema only when a refusal comes, as api-client.ts does: this
    // file sits in the public pages' shared chunk, which must stay free of zod (decision 063).
    const { ApiErrorBodySchema, knownErrorCode } = await import('@arsamezat/shared/core/errors');
    const parsed = ApiErrorBodySchema.safeParse(data);
    if (!parsed.success) throw new ApiError(response.status, 'UNKNOWN', failed);
    const { code, message, fields } = parsed.data.error;
    throw new ApiError(response.status, knownErrorCode(code), message, undefined, fields);
  }
  return data;
}
