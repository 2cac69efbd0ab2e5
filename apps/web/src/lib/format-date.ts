/**
 * Dates and times as the UI shows them: Turkish, in Istanbul time, whatever the device says.
 * Written by `@arsamezat/shared/core/istanbul-time` without Intl (decision 046).
 */
import {
  formatIstanbulDateTime,
  formatIstanbulLongDate,
  formatIstanbulLongDateTime,
} from '@arsamezat/shared/core/istanbul-time';

/** '12 Mayıs 2026' */
export const formatDate = (value: string | Date): string => formatIstanbulLongDate(value);

/** '12 Mayıs 2026 14:30' */
export const formatDateTime = (value: string | Date): string => formatIstanbulLongDateTime(value);

/** '12.05.2026 14:30', for dense lists such as bid rows. */
export const formatShortDateTime = (value: string | Date): string => formatIstanbulDateTime(value);
