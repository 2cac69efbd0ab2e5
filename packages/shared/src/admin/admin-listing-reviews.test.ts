import { describe, expect, it } from 'vitest';
import { ApproveListingSchema, parseDepositInput } from './admin-listing-reviews.ts';

describe('the approval dialog’s deposit', () => {
  it('reads lira as the listing form does and refuses what the form refuses', () => {
    expect(parseDepositInput('25.000')).toEqual({ kurus: 25_000_00 });
    expect(parseDepositInput('1250,50')).toEqual({ kurus: 1_250_50 });
    expect(parseDepositInput('  ')).toEqual({ kurus: 0 });
    expect(parseDepositInput('-5')).toEqual({ error: 'Teminat tutarı negatif olamaz.' });
    expect(parseDepositInput('beş')).toEqual({
      error: 'Teminat tutarı geçerli bir sayı olmalıdır (ör. 1250,50).',
    });
  });

  it('is sent only with the authorisation check ticked', () => {
    expect(ApproveListingSchema.safeParse({ depositAmount: 100 }).success).toBe(false);
    expect(
      ApproveListingSchema.safeParse({ depositAmount: 100, authorisationChecked: false }).success,
    ).toBe(false);
    expect(
      ApproveListingSchema.safeParse({ depositAmount: 100, authorisationChecked: true }).success,
    ).toBe(true);
  });
});
