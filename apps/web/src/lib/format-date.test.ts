import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatShortDateTime } from './format-date';

describe('format-date', () => {
  it('shows Istanbul time in Turkish, whatever the device time zone', () => {
    expect(formatDate('2026-05-12T22:30:00Z')).toBe('13 Mayıs 2026');
    expect(formatDateTime('2026-05-12T11:30:00Z')).toBe('12 Mayıs 2026 14:30');
    expect(formatShortDateTime(new Date('2026-01-02T06:05:00Z'))).toBe('02.01.2026 09:05');
  });
});
