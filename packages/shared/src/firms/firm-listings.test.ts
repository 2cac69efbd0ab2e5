import { describe, expect, it } from 'vitest';
import {
  FIRM_LISTING_FORM_DEFAULTS,
  FirmListingInputSchema,
  firmListingActions,
  firmListingFormSchema,
  firmListingTab,
  toFirmListingInput,
} from './firm-listings.ts';

describe("a firm's listing tabs and actions", () => {
  it('puts each state in its tab: returned in Taslak, a published one by the clock and the sale', () => {
    const at = (publication: Parameters<typeof firmListingTab>[0]['publication'], more = {}) =>
      firmListingTab({ publication, status: 'upcoming', phase: 'upcoming', ...more });
    expect(at('draft')).toBe('draft');
    expect(at('returned')).toBe('draft');
    expect(at('submitted')).toBe('submitted');
    expect(at('rejected')).toBe('rejected');
    expect(at('published', { phase: 'active', status: 'active' })).toBe('published');
    expect(at('published', { phase: 'ended', status: 'ended' })).toBe('ended');
    expect(at('published', { phase: 'ended', status: 'cancelled' })).toBe('ended');
    expect(at('published', { phase: 'ended', status: 'sold' })).toBe('sold');
  });

  it('offers Sil for a draft only, Onaydan Geri Çek for a submitted one, Takip Et once published', () => {
    expect(firmListingActions({ publication: 'draft' })).toEqual({
      edit: true,
      submit: true,
      withdraw: false,
      remove: true,
      follow: false,
    });
    expect(firmListingActions({ publication: 'returned' })).toMatchObject({
      edit: true,
      submit: true,
      remove: false,
    });
    expect(firmListingActions({ publication: 'submitted' })).toMatchObject({
      edit: false,
      submit: false,
      withdraw: true,
    });
    expect(firmListingActions({ publication: 'published' })).toMatchObject({
      edit: false,
      follow: true,
    });
    expect(Object.values(firmListingActions({ publication: 'rejected' })).some(Boolean)).toBe(
      false,
    );
  });
});

describe("a firm's listing form", () => {
  const filled = {
    ...FIRM_LISTING_FORM_DEFAULTS,
    title: 'Kütahya Merkez İmarlı Arsa',
    description: 'Yola cepheli arsa.',
    areaSize: '1.250,5',
    startingPrice: '1.250.000',
    minIncrement: '5000',
    startDate: '2026-12-01',
    endDate: '2026-12-08',
    city: 'Kütahya',
    tasinmazNo: '48213377',
    authorisationBasis: 'authorised' as const,
  };

  it('turns the form into a body the API contract accepts, without the operator’s fields', () => {
    const values = firmListingFormSchema().parse(filled);
    const body = toFirmListingInput(values);
    expect(body).toMatchObject({
      startingPrice: 1_250_000_00,
      minIncrement: 5_000_00,
      offerIncrement: null,
      areaSize: 1250.5,
      startsAt: '2026-12-01T09:00:00.000Z',
      endsAt: '2026-12-08T09:00:00.000Z',
      tasinmazNo: '48213377',
      authorisationBasis: 'authorised',
    });
    expect(body).not.toHaveProperty('depositAmount');
    expect(body).not.toHaveProperty('ilanSahibi');
    expect(FirmListingInputSchema.safeParse(body).success).toBe(true);
  });

  it('asks for both dates, the taşınmaz numarası in digits and the basis', () => {
    const result = firmListingFormSchema().safeParse({
      ...filled,
      startDate: '',
      tasinmazNo: '48 213',
      authorisationBasis: '',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toMatchObject({
      startDate: 'Başlangıç tarihi zorunludur.',
      tasinmazNo: 'Taşınmaz numarası yalnızca rakamlardan oluşmalıdır.',
      authorisationBasis: 'Yetki dayanağını seçin.',
    });
  });
});
