import { CalendarClock, X } from 'lucide-react';

/** The overview's "ending today" link lands here: the filter is shown and can be cleared. */
export function EndingTodayFilter({ onClear }: { onClear: () => void }) {
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-ink-700">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-100 px-3 py-1.5 font-medium text-accent-800">
        <CalendarClock aria-hidden className="size-4" />
        Bugün sona eren ihaleler
      </span>
      <button
        type="button"
        onClick={onClear}
        className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-brand-700 hover:text-brand-800"
      >
        <X aria-hidden className="size-4" />
        Filtreyi kaldır
      </button>
    </p>
  );
}
