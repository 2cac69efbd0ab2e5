import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { cx } from '../ui/cx';

/**
 * A map's place on the page: a fixed-height box that loads the map's code (MapLibre and the
 * given canvas) only when it scrolls near the viewport (or at once, `eager`). Until then, and
 * without WebGL, it keeps its height, so nothing below moves.
 */
export function useNearViewport(eager: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  // Never on the server, nor while hydrating: the map's code is the browser's alone.
  const hydrated = useHydrated();
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || eager) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, eager]);
  return { ref, near: hydrated && (eager || seen) };
}

export function lazyCanvas<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

export function MapBox({
  className,
  eager = false,
  label,
  children,
}: {
  className?: string;
  eager?: boolean;
  /** What the map shows, for screen readers. */
  label: string;
  children: React.ReactNode;
}) {
  const { ref, near } = useNearViewport(eager);
  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      className={cx(
        'relative overflow-hidden rounded-xl border border-ink-100 bg-[#dbe9f2]',
        className,
      )}
    >
      {near && <Suspense fallback={<MapLoading />}>{children}</Suspense>}
      {!near && <MapLoading />}
    </div>
  );
}

function MapLoading() {
  return (
    <p className="absolute inset-0 grid place-items-center text-sm text-ink-700">
      Harita yükleniyor…
    </p>
  );
}
