import { useNavigation } from 'react-router';

/** A thin gold bar along the top edge while the next page's code or data is loading. */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Sayfa yükleniyor"
      className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-accent-400"
    />
  );
}
