import { describe, expect, it } from 'vitest';
import { CardSchema } from './deposits.ts';
import { buildOrderId, listingIdFromOrderId, ORDER_ID_MAX_LENGTH } from './payments.ts';

const LISTING = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
const USER = '0a1b2c3d-1111-4222-8333-444455556666';

describe('order ids', () => {
  it('hold parts of both ids and a timestamp in at most 50 characters', () => {
    const id = buildOrderId(LISTING, USER, new Date('2026-11-22T10:00:00.123Z'), 'x7q');
    expect(id.length).toBeLessThanOrEqual(ORDER_ID_MAX_LENGTH);
    expect(id).toMatch(/^a6f1c2d3e4b5a4c7d8e9f0a1b2c3d4e5fu0a1x7qt\d{9}$/);
    expect(listingIdFromOrderId(id)).toBe(LISTING);
  });

  it("finds the listing by the spec's three patterns, else null", () => {
    expect(listingIdFromOrderId(`auction-${LISTING}-user-42`)).toBe(LISTING);
    expect(listingIdFromOrderId(`a${LISTING}u12t1700000000`)).toBe(LISTING);
    expect(listingIdFromOrderId(`ORD_${LISTING}_9`)).toBe(LISTING);
    // A run of hex that is not a whole listing id leads nowhere rather than to a dead page.
    expect(listingIdFromOrderId('ORD-deadbeef-1')).toBeNull();
    expect(listingIdFromOrderId('')).toBeNull();
    expect(listingIdFromOrderId(null)).toBeNull();
  });
});

describe('CardSchema', () => {
  const card = {
    cardHolderName: 'Ayşe Kaya',
    cardNumber: '4111 1111 1111 1111',
    expireMonth: '7',
    expireYear: '30',
    cvc: '123',
  };

  it('strips the spaces from the card number', () => {
    expect(CardSchema.parse(card).cardNumber).toBe('4111111111111111');
  });

  it('requires every field, each with its own message, all at once', () => {
    const empty = {
      cardHolderName: '  ',
      cardNumber: '',
      expireMonth: '',
      expireYear: '',
      cvc: '',
    };
    // The first problem of each field is what the form shows beside it.
    const messages: Record<string, string> = {};
    for (const issue of CardSchema.safeParse(empty).error?.issues ?? []) {
      messages[issue.path.join('.')] ??= issue.message;
    }
    expect(messages).toEqual({
      cardHolderName: 'Kart sahibinin adını girin.',
      cardNumber: 'Kart numarasını girin.',
      expireMonth: 'Son kullanma ayını girin.',
      expireYear: 'Son kullanma yılını girin.',
      cvc: 'CVV kodunu girin.',
    });
  });

  it('refuses malformed values with their own messages', () => {
    const message = (patch: object) =>
      CardSchema.safeParse({ ...card, ...patch }).error?.issues[0]?.message;
    expect(message({ cardNumber: '4111 1111' })).toBe('Kart numarası geçersiz.');
    expect(message({ expireMonth: '00' })).toBe('Son kullanma ayı geçersiz.');
    expect(message({ expireYear: '1999' })).toBe('Son kullanma yılı geçersiz.');
    expect(message({ cvc: '12a' })).toBe('CVV geçersiz.');
  });
});
