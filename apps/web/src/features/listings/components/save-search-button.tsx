import type { StoredSavedSearchFilters } from '@arsamezat/shared/listings/watchlist';
import {
  WATCHLIST_MESSAGES as M,
  type SavedSearchFrequency,
} from '@arsamezat/shared/listings/watchlist-texts';
import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { GETTING_READY_CLASSES } from '../../../components/ui/getting-ready';
import { ApiError } from '../../../lib/api-client';
import { useKeptPress } from '../../../lib/kept-press';
import { useAfterSessionCheck } from '../../../lib/session/use-after-session-check';
import { useAuth } from '../../../lib/session/use-auth';
import { whenToastsReady } from '../../../lib/toasts';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCreateSavedSearch } from '../api/saved-searches';
import { useSignInFirst } from '../hooks/use-sign-in-first';
import { takePendingAction } from '../lib/pending-action';
import { defaultSearchName } from '../utils/saved-search-text';

const loadDialog = () => import('./save-search-dialog');
const SaveSearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SaveSearchDialog })));

/** The button's name for a press kept before the page was live (lib/kept-press.ts). */
const SAVE_SEARCH_PRESS = 'save-search';

const BUTTON_CLASSES = cx(
  'inline-flex h-11 shrink-0 items-center gap-2 rounded-xl border border-ink-200 bg-surface px-3.5 text-sm font-semibold text-ink-800 shadow-sm hover:bg-ink-50',
  GETTING_READY_CLASSES,
);

/**
 * 'Aramayı Kaydet': keeps the browse's filters under a name. A guest is sent to sign in and,
 * back on the browse, the search is saved with its suggested name. For a guest it is a link to
 * the sign-in page, which works before the page's scripts have run; while a member's session
 * is being checked it shows it is getting ready; its form is a chunk of its own, loaded on the
 * first press (decision 063).
 */
export function SaveSearchButton({ filters }: { filters: StoredSavedSearchFilters }) {
  const auth = useAuth();
  const create = useCreateSavedSearch();
  const signInFirst = useSignInFirst();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // The form's chunk is asked for on the first opening and the form then stays mounted.
  const [wanted, setWanted] = useState(false);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('immediate');
  const [error, setError] = useState<string>();
  const finishing = useRef(false);

  const save = (input: {
    name: string;
    filters: StoredSavedSearchFilters;
    frequency: SavedSearchFrequency;
  }) =>
    create.mutate(input, {
      onSuccess: () => {
        setOpen(false);
        void whenToastsReady().then((toast) => toast.success(M.searchSaved));
      },
      onError: (failure) => {
        const message = failure instanceof ApiError ? failure.message : M.searchSaveFailed;
        if (open) setError(message);
        else void whenToastsReady().then((toast) => toast.error(message));
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
      signInFirst.go({ kind: 'save-search', name: suggested, filters });
      return;
    }
    setName(suggested);
    setFrequency('immediate');
    setError(undefined);
    setWanted(true);
    setOpen(true);
  });

  const live = useHydrated();
  useKeptPress(SAVE_SEARCH_PRESS, start);

  const content = (
    <>
      <BellPlus aria-hidden className="size-4 text-brand-700" />
      {M.saveSearch}
    </>
  );
  if (auth.status === 'unauthenticated') {
    return (
      <Link
        to={signInFirst.href}
        onClick={() =>
          signInFirst.remember({ kind: 'save-search', name: defaultSearchName(filters), filters })
        }
        className={BUTTON_CLASSES}
      >
        {content}
      </Link>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={start}
        // The form's code starts loading as the finger lands, before the click.
        onPointerDown={() => void loadDialog().catch(() => undefined)}
        aria-haspopup="dialog"
        aria-expanded={open}
        // While the session is checked, or drawn by the server for a known member until the page
        // is live (decision 095): a press meanwhile opens the form once it is.
        aria-busy={auth.status === 'loading' || !live ? true : undefined}
        data-keep-press={SAVE_SEARCH_PRESS}
        className={BUTTON_CLASSES}
      >
        {content}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            open={open}
            onOpenChange={setOpen}
            filters={filters}
            name={name}
            onNameChange={setName}
            frequency={frequency}
            onFrequencyChange={setFrequency}
            error={error}
            saving={create.isPending}
            onSubmit={() => {
              const trimmed = name.trim();
              if (!trimmed) return setError(M.nameRequired);
              save({ name: trimmed, filters, frequency });
            }}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </>
  );
}
