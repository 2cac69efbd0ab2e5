import { formatInteger } from '@arsamezat/shared/core/number-format';

/** '5 ilan · 90 gün geçerli' */
export const packageTerms = (pkg: { listingCount: number; validityDays: number }) =>
  `${formatInteger(pkg.listingCount)} ilan · ${formatInteger(pkg.validityDays)} gün geçerli`;
