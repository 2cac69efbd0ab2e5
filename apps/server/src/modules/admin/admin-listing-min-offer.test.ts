import type { AdminListingDetail } from '@arsamezat/shared/admin/admin-listing-queries';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { movableClock, type ErrorBody } from '../auth/testing/auth-fixtures.ts';
import { asAdmin, listingBody, signInAdmin, type Admin } from './testing/admin-fixtures.ts';

const { clock } = movableClock('2026-11-10T09:00:00.000Z');
let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const offerListing = (values: Record<string, unknown> = {}) =>
  asAdmin(
    t,
    admin,
    'POST',
    '/api/admin/listings',
    listingBody({ listingType: 'offer', minIncrement: null, offerIncrement: 10_000_00, ...values }),
  );
const adminDetail = async (id: string) =>
  (await asAdmin(t, admin, 'GET', `/api/admin/listings/${id}`)).json<AdminListingDetail>();
const errorOf = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;

describe('the admin’s minimum acceptable offer', () => {
  it('is stored for an offer listing, shown to the admin, changed and cleared, never public', async () => {
    const created = await offerListing({ minOfferAmount: 1_000_000_00 });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<ListingDetail>();
    expect(created.body).not.toContain('minOfferAmount');
    expect((await adminDetail(id)).minOfferAmount).toBe(1_000_000_00);

    const changed = await asAdmin(t, admin, 'PATCH', `/api/admin/listings/${id}`, {
      minOfferAmount: 900_000_00,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await adminDetail(id)).minOfferAmount).toBe(900_000_00);

    await asAdmin(t, admin, 'PATCH', `/api/admin/listings/${id}`, { minOfferAmount: null });
    expect((await adminDetail(id)).minOfferAmount).toBeNull();

    const publicDetail = await t.app.inject({ method: 'GET', url: `/api/listings/${id}` });
    expect(publicDetail.body).not.toContain('minOfferAmount');
  });

  it('is ignored (stored empty) on an auction', async () => {
    const res = await asAdmin(
      t,
      admin,
      'POST',
      '/api/admin/listings',
      listingBody({ minOfferAmount: 1_000_00 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await adminDetail(res.json<ListingDetail>().id)).minOfferAmount).toBeNull();
  });

  it.each([
    [0, 'En düşük kabul edilebilir teklif sıfırdan büyük olmalıdır.'],
    [-1, 'En düşük kabul edilebilir teklif negatif olamaz.'],
    [2_000_000_00, 'En düşük kabul edilebilir teklif, liste fiyatından yüksek olamaz.'],
  ])(
    'refuses %i with a Turkish message on the field, creating nothing',
    async (amount, message) => {
      const res = await offerListing({ minOfferAmount: amount });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields?.minOfferAmount).toBe(message);
    },
  );
});
