import type { DocumentVerification } from '@arsamezat/shared/sales/sale';
import { verifySaleDocumentRoute } from '@arsamezat/shared/sales/sales.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { callApiParsed } from '../../../lib/call-api';
import { retryUnlessClientError } from '../../../lib/query-client';

export const documentVerificationKeys = {
  one: (code: string) => ['document-verification', code] as const,
};

export async function getDocumentVerification(
  code: string,
  signal?: AbortSignal,
): Promise<DocumentVerification> {
  return callApiParsed(
    verifySaleDocumentRoute,
    () => import('@arsamezat/shared/sales/sale').then((m) => m.DocumentVerificationSchema),
    { params: { code }, signal },
  );
}

/** The public check of a sale document by its verification code (issue 29). */
export function useDocumentVerification(code: string) {
  return useQuery(
    queryOptions({
      queryKey: documentVerificationKeys.one(code),
      queryFn: ({ signal }) => getDocumentVerification(code, signal),
      retry: retryUnlessClientError,
    }),
  );
}

/** A code that names no document (or is not a code at all): 404 or 400. */
export function isDocumentNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
