import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '../content/faq';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { Prose } from './prose';

/**
 * Numbered questions as native <details>/<summary>: keyboard and screen-reader support come
 * from the browser, and every answer is findable with the browser's in-page search.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  useScrollToHash();
  return (
    <div className="space-y-3">
      {items.map((item, index) => (
        <details
          key={item.id}
          id={item.id}
          className="group scroll-mt-24 rounded-card border border-ink-200 bg-surface shadow-card open:border-brand-200"
        >
          <summary className="flex cursor-pointer list-none items-start gap-3 rounded-card p-4 text-left font-semibold text-ink-900 hover:bg-brand-50 sm:p-5 [&::-webkit-details-marker]:hidden">
            <span className="min-w-7 shrink-0 text-brand-700">{index + 1}.</span>
            <span className="flex-1">{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <Prose className="px-4 pb-5 sm:px-5 sm:pl-15">{item.answer}</Prose>
        </details>
      ))}
    </div>
  );
}
