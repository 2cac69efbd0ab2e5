import type { LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export type MemberTab<T extends string> = { value: T; label: string; icon: LucideIcon };

type MemberTabsProps<T extends string> = {
  tabs: readonly MemberTab<T>[];
  label: string;
  /** Which tab shows first when the address names none (or an unknown one). */
  fallback: T;
  /** The tab navigation state asked for (spec 02 §2.7), when the address names none. */
  requested?: string | undefined;
  children: (tab: T) => ReactNode;
};

/**
 * The tabs of /profile and /settings, kept in the address (`?tab=`) so a link, a reload or the
 * back button lands on the same tab. Tall enough to tap (44 px) and full width on a phone.
 */
export function MemberTabs<T extends string>(props: MemberTabsProps<T>) {
  const { tabs, label, fallback, requested, children } = props;
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab') ?? requested;
  const current = tabs.find((tab) => tab.value === wanted)?.value ?? fallback;
  return (
    <Tabs.Root
      value={current}
      onValueChange={(next) =>
        setParams({ tab: next }, { replace: true, preventScrollReset: true })
      }
    >
      <Tabs.List
        aria-label={label}
        className="grid grid-cols-3 gap-1 rounded-xl border border-ink-100 bg-surface p-1 shadow-xs"
      >
        {tabs.map(({ value, label: text, icon: Icon }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-1.5 py-2 text-center text-[13px] leading-tight font-semibold text-ink-700 transition-colors hover:bg-ink-50 hover:text-ink-900 data-[state=active]:bg-brand-700 data-[state=active]:text-white sm:px-3 sm:text-sm"
          >
            <Icon aria-hidden className="hidden size-4 shrink-0 sm:block" />
            {text}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={current} className="mt-6 focus-visible:outline-none">
        {children(current)}
      </Tabs.Content>
    </Tabs.Root>
  );
}
