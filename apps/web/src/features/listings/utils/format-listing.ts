import { formatDecimal } from '@arsamezat/shared/core/number-format';

/** 'Merkez, Kütahya' → 'Kütahya, Merkez' (spec §2.2: last comma part first); null when empty. */
export function formatLocation(location: string | null | undefined): string | null {
  const parts = (location ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 0 ? parts.reverse().join(', ') : null;
}

/** '1.250,5 m²'; the stored unit 'm2' is shown as m² (spec §3). Null without a size. */
export function formatArea(size: number | null | undefined, unit: string): string | null {
  if (size === null || size === undefined) return null;
  const shownUnit = unit.trim() === '' || unit === 'm2' ? 'm²' : unit;
  return `${formatDecimal(size, 0, 2)} ${shownUnit}`;
}
