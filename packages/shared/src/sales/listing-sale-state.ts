/**
 * The public listing's line while its sale runs or after it completed (issue 29). Kept free of
 * zod: the public listing page shows it, and its first-load scripts must not carry zod
 * (decision 063).
 */
export const LISTING_SALE_STATE_LABELS = {
  in_progress: 'Satış sürecinde',
  completed: 'Satıldı',
} as const;
export type ListingSaleState = keyof typeof LISTING_SALE_STATE_LABELS;
