import type { SavedSearchFilters } from '@arsamezat/shared/listings/watchlist';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  WATCHLIST_MESSAGES as M,
  type SavedSearchFrequency,
} from '@arsamezat/shared/listings/watchlist-texts';
import { BellPlus, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { FormField, inputClassName } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { useAfterSessionCheck } from '../../../lib/session/use-after-session-check';
import { useAuth } from '../../../lib/session/use-auth';
import { useCreateSavedSearch } from '../api/saved-searches';
import { useSignInFirst } from '../hooks/use-sign-in-first';
import { takePendingAction } from '../lib/pending-action';
import { defaultSearchName, describeFilters } from '../utils/saved-search-text';

const FREQUENCY_HINTS: Record<SavedSearchFrequency, string> = {
  immediate: 'Aramanıza uyan yeni bir ilan yayınlandığında e-posta ve panel bildirimi.',
  daily: 'Gün içinde yayınlanan eşleşen ilanlar, her sabah tek bir e-postada.',
};

/**
 * 'Aramayı Kaydet': keeps the browse's filters under a name. A guest is sent to sign in and,
 * back on the browse, the search is saved with its suggested name.
 */
export function SaveSearchButton({ filters }: { filters: SavedSearchFilters }) {
  const auth = useAuth();
  const create = useCreateSavedSearch();
  const signInFirst = useSignInFirst();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('immediate');
  const [error, setError] = useState<string>();
  const finishing = useRef(false);

  const save = (input: {
    name: string;
    filters: SavedSearchFilters;
    frequency: SavedSearchFrequency;
  }) =>
    create.mutate(input, {
      onSuccess: () => {
        setOpen(false);
        toast.success(M.searchSaved);
      },
      onError: (failure) => {
        const message = failure instanceof ApiError ? failure.message : M.searchSaveFailed;
        if (open) setError(message);
        else toast.error(message);
      },
    });

  // Back from signing in: save the search the guest asked for.
  useEffect(() => {
    if (auth.status !== 'authenticated' || finishing.current) return;
    const pending = takePendingAction('save-search');
    if (!pending) return;
    finishing.current = true;
    save({ name: pending.name, filters: pending.filters, frequency: 'immediate' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the session is known
  }, [auth.status]);

  const start = useAfterSessionCheck(auth.status, () => {
    const suggested = defaultSearchName(filters);
    if (auth.status !== 'authenticated') {
      signInFirst({ kind: 'save-search', name: suggested, filters });
      return;
    }
    setName(suggested);
    setFrequency('immediate');
    setError(undefined);
    setOpen(true);
  });

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <button
        type="button"
        onClick={start}
        className="inline-flex h-11 shrink-0 items-center gap-2 rounded-xl border border-ink-200 bg-surface px-3.5 text-sm font-semibold text-ink-800 shadow-sm hover:bg-ink-50"
      >
        <BellPlus aria-hidden className="size-4 text-brand-700" />
        {M.saveSearch}
      </button>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-surface p-5 shadow-raised sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[28rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-ink-900">
              {M.saveSearch}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Kapat"
              className="-mt-2 -mr-2 grid size-11 place-items-center rounded-xl text-ink-700 hover:bg-ink-100"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm break-words text-ink-600">
            {describeFilters(filters)}
          </Dialog.Description>
          <form
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              const trimmed = name.trim();
              if (!trimmed) return setError(M.nameRequired);
              save({ name: trimmed, filters, frequency });
            }}
          >
            <FormField label="Arama adı" error={error}>
              {(control) => (
                <input
                  {...control}
                  value={name}
                  maxLength={80}
                  onChange={(event) => setName(event.target.value)}
                  className={inputClassName}
                />
              )}
            </FormField>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-ink-800">Ne zaman haber verelim?</legend>
              {SAVED_SEARCH_FREQUENCIES.map((value) => (
                <label
                  key={value}
                  className={cx(
                    'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-3',
                    frequency === value ? 'border-brand-500 bg-brand-50' : 'border-ink-200',
                  )}
                >
                  <input
                    type="radio"
                    name="frequency"
                    value={value}
                    checked={frequency === value}
                    onChange={() => setFrequency(value)}
                    className="mt-0.5 size-5 accent-brand-700"
                  />
                  <span>
                    <span className="block text-sm font-semibold text-ink-900">
                      {SAVED_SEARCH_FREQUENCY_LABELS[value]}
                    </span>
                    <span className="block text-xs text-ink-600">{FREQUENCY_HINTS[value]}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline">Vazgeç</Button>
              </Dialog.Close>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Kaydediliyor…' : 'Kaydet'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
