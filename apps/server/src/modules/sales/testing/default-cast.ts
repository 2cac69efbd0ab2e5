import { eq } from 'drizzle-orm';
import { insertListing } from '../../../../test/fixtures/listings.ts';
import type { TestApp } from '../../../../test/helpers/app.ts';
import { sales } from '../../../db/schema/sales.ts';
import { runClosingOnce } from '../../auctions/index.ts';
import {
  insertDeposit,
  send,
  signedInTrader,
  type Trader,
} from '../../bids/testing/trading-fixtures.ts';
import { insertFirm } from '../../firms/testing/firm-fixtures.ts';
import type { SaleRow } from '../sales.repository.ts';
import { saleUrl } from './sale-default-world.ts';

/*
 * The people of the default, runner-up and relist tests (issue 29) and the moves they share: the
 * operator, four members, a firm and its owner; a default declared once the first deadline has
 * passed; a Pazarlık listing sold to an offer with the next-highest offer as the runner-up.
 */

type Clock = { clock: () => Date; advance(seconds: number): void };
const HOUR = 60 * 60;

export type DefaultCast = {
  admin: Trader;
  ahmet: Trader;
  ayse: Trader;
  mehmet: Trader;
  zeynep: Trader;
  firmOwner: Trader;
  firmId: string;
};

/** Signs the cast in and runs the closing once (so earlier test listings are out of the way). */
export async function buildDefaultCast(t: TestApp, now: Date): Promise<DefaultCast> {
  const db = t.database.db;
  const person = (firstName: string, lastName: string) =>
    signedInTrader(db, now, { firstName, lastName });
  const admin = await signedInTrader(db, now, {
    firstName: 'Yönetici',
    lastName: 'Bey',
    role: 'admin',
  });
  const cast = {
    admin,
    ahmet: await person('Ahmet', 'Yılmaz'),
    ayse: await person('Ayşe', 'Kaya'),
    mehmet: await person('Mehmet', 'Demir'),
    zeynep: await person('Zeynep', 'Ak'),
    firmOwner: await person('Firma', 'Sahibi'),
  };
  const firmId = await insertFirm(db, { ownerId: cast.firmOwner.id, now });
  await runClosingOnce(t.app.deps);
  return { ...cast, firmId };
}

/** The operator declares the buyer's default just after the 48-hour confirmation deadline. */
export async function defaultAfterDeadline(
  t: TestApp,
  clock: Clock,
  saleId: string,
  admin: Trader,
): Promise<void> {
  clock.advance(49 * HOUR);
  const res = await send(t, 'POST', saleUrl(saleId, 'default'), {
    trader: admin,
    payload: { reason: 'confirmation_missed' },
  });
  if (res.statusCode !== 200) throw new Error(`default refused: ${res.body}`);
}

/** Sends an offer with a fresh completed deposit; the offer's id. */
export async function offerWithDeposit(
  t: TestApp,
  listingId: string,
  trader: Trader,
  amount: number,
): Promise<string> {
  await insertDeposit(t.database.db, { listingId, userId: trader.id, amount: 2_000_00 });
  const res = await send(t, 'POST', `/api/listings/${listingId}/offers`, {
    trader,
    payload: { amount },
  });
  if (res.statusCode !== 201) throw new Error(`offer refused: ${res.body}`);
  return res.json<{ offer: { id: string } }>().offer.id;
}

/** A Pazarlık listing sold to the buyer's offer; the runner-up's lower offer is held. */
export async function soldOfferListing(
  t: TestApp,
  clock: Clock,
  people: { buyer: Trader; runnerUp: Trader; admin: Trader },
): Promise<SaleRow> {
  const now = clock.clock();
  const id = await insertListing(t.database.db, {
    listingType: 'offer',
    status: 'active',
    startsAt: new Date(now.getTime() - HOUR * 1000),
    endsAt: new Date(now.getTime() + 24 * HOUR * 1000),
  });
  await offerWithDeposit(t, id, people.runnerUp, 200_000_00);
  const offerId = await offerWithDeposit(t, id, people.buyer, 210_000_00);
  const accepted = await send(t, 'POST', `/api/admin/offers/${offerId}/accept`, {
    trader: people.admin,
  });
  if (accepted.statusCode !== 200) throw new Error(`accept refused: ${accepted.body}`);
  const [sale] = await t.database.db.select().from(sales).where(eq(sales.listingId, id));
  if (!sale) throw new Error('the acceptance opened no sale');
  return sale;
}
