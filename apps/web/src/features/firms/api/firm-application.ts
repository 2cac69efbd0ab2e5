import {
  addFirmApplicationDocumentRoute,
  getMyFirmApplicationRoute,
  submitFirmApplicationRoute,
} from '@arsamezat/shared/firms/firm-application.routes';
import {
  MyFirmApplicationSchema,
  type FirmDocumentKind,
  type MyFirmApplication,
} from '@arsamezat/shared/firms/firm-application';
import type { ApiRoute } from '@arsamezat/shared/core/api-route';
import { routeUrl } from '@arsamezat/shared/core/api-route';
import { ApiErrorBodySchema, knownErrorCode } from '@arsamezat/shared/core/errors';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { sessionQueryKey } from '../../../lib/session/get-session';

/** 'Kurumsal Başvuru' (issue 28): the member's application, sending it, a missing document. */
export const firmApplicationKeys = { mine: ['firm', 'application'] as const };

const UPLOAD_TIMEOUT_MS = 120_000;
const UPLOAD_FAILED = 'Başvuru gönderilemedi. Lütfen bağlantınızı kontrol edip tekrar deneyin.';

/** The double-submit CSRF token (see lib/api-client.ts); multipart needs it too. */
function csrfToken(): string {
  return /(?:^|;\s*)(?:__Host-)?csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
}

/** A multipart POST to a shared route, refused answers read into `ApiError` with their fields. */
async function postForm(route: ApiRoute, body: FormData): Promise<MyFirmApplication> {
  let response: Response;
  try {
    response = await fetch(routeUrl(route), {
      method: route.method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-CSRF-Token': csrfToken() },
      body,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', UPLOAD_FAILED);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ApiErrorBodySchema.safeParse(data);
    if (!parsed.success) throw new ApiError(response.status, 'UNKNOWN', UPLOAD_FAILED);
    const { code, message, fields } = parsed.data.error;
    throw new ApiError(response.status, knownErrorCode(code), message, undefined, fields);
  }
  return MyFirmApplicationSchema.parse(data);
}

export async function getMyFirmApplication(signal?: AbortSignal): Promise<MyFirmApplication> {
  return MyFirmApplicationSchema.parse(
    await callApi(getMyFirmApplicationRoute, signal ? { signal } : {}),
  );
}

export const myFirmApplicationQueryOptions = () =>
  queryOptions({
    queryKey: firmApplicationKeys.mine,
    queryFn: ({ signal }) => getMyFirmApplication(signal),
    // The operator may have answered since: asked again whenever the page opens.
    staleTime: 0,
  });

export function useMyFirmApplication() {
  return useQuery(myFirmApplicationQueryOptions());
}

/** The form's values and files, as the server reads them (multipart field names). */
export function submitFirmApplication(form: FormData): Promise<MyFirmApplication> {
  return postForm(submitFirmApplicationRoute, form);
}

export function addFirmDocument(kind: FirmDocumentKind, file: File): Promise<MyFirmApplication> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, file.name);
  return postForm(addFirmApplicationDocumentRoute, body);
}

/** Either write answers the application; the session's firm (the member menu) follows. */
function useApplicationWrite<T>(write: (input: T) => Promise<MyFirmApplication>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => {
      queryClient.setQueryData(firmApplicationKeys.mine, answer);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

export const useSubmitFirmApplication = () => useApplicationWrite(submitFirmApplication);
export const useAddFirmDocument = () =>
  useApplicationWrite(({ kind, file }: { kind: FirmDocumentKind; file: File }) =>
    addFirmDocument(kind, file),
  );
