import { formatDecimal } from '@arsamezat/shared/core/number-format';

/** '1.250,5 m²'; the stored unit 'm2' is shown as m² (spec §3). Null without a size. */
export function formatArea(size: number | null | undefined, unit: string): string | null {
  if (size === null || size === undefined) return null;
  const shownUnit = unit.trim() === '' || unit === 'm2' ? 'm²' : unit;
  return `${formatDecimal(size, 0, 2)} ${shownUnit}`;
}
