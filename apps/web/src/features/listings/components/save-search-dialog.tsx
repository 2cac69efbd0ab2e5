import type { StoredSavedSearchFilters } from '@arsamezat/shared/listings/watchlist';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  WATCHLIST_MESSAGES as M,
  type SavedSearchFrequency,
} from '@arsamezat/shared/listings/watchlist-texts';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { FormField, inputClassName } from '../../../components/ui/form-field';
import { describeFilters } from '../utils/saved-search-text';

const FREQUENCY_HINTS: Record<SavedSearchFrequency, string> = {
  immediate: 'Aramanıza uyan yeni bir ilan yayınlandığında e-posta ve panel bildirimi.',
  daily: 'Gün içinde yayınlanan eşleşen ilanlar, her sabah tek bir e-postada.',
};

type SaveSearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: StoredSavedSearchFilters;
  name: string;
  onNameChange: (name: string) => void;
  frequency: SavedSearchFrequency;
  onFrequencyChange: (frequency: SavedSearchFrequency) => void;
  error: string | undefined;
  saving: boolean;
  onSubmit: () => void;
  /** The 'Aramayı Kaydet' button, which gets the focus back on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * The 'Aramayı Kaydet' form: the search's name and how often to hear of it. Its own chunk,
 * loaded when a member first presses the button (decision 063): Radix's dialog is no part of a
 * browse page's start.
 */
export function SaveSearchDialog({
  open,
  onOpenChange,
  filters,
  name,
  onNameChange,
  frequency,
  onFrequencyChange,
  error,
  saving,
  onSubmit,
  returnFocusTo,
}: SaveSearchDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-surface p-5 shadow-raised sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[28rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
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
              onSubmit();
            }}
          >
            <FormField label="Arama adı" error={error}>
              {(control) => (
                <input
                  {...control}
                  value={name}
                  maxLength={80}
                  onChange={(event) => onNameChange(event.target.value)}
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
                    onChange={() => onFrequencyChange(value)}
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
              <Button type="submit" disabled={saving}>
                {saving ? 'Kaydediliyor…' : 'Kaydet'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
