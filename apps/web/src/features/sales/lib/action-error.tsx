import { ApiError } from '../../../lib/api-client';

/** The server's Turkish refusal next to the action that got it; a generic line for anything else. */
export function ActionError({ error }: { error: unknown }) {
  if (!error) return null;
  const message =
    error instanceof ApiError ? error.message : 'İşlem tamamlanamadı. Lütfen tekrar deneyin.';
  return (
    <p role="alert" className="text-sm font-medium break-words text-red-700">
      {message}
    </p>
  );
}
