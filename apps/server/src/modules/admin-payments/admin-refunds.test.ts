import type {
  AdminBulkRefund,
  AdminRefundAction,
  AdminRefundsPage,
} from '@arsamezat/shared/admin/admin-payments';
import type { MyDepositsPage } from '@arsamezat/shared/member/member-records';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { createTestDatabase, onPostgres } from '../../../test/helpers/database.ts';
import { openPostgres } from '../../db/client.ts';
import { deposits, sandboxPayments } from '../../db/schema/trading.ts';
import { PaymentProviderError } from '../../providers/payments/payment-provider.ts';
import { createSandboxPayments } from '../../providers/payments/sandbox/sandbox-payments.ts';
import { selectAuditEntries } from '../audit/testing/audit-entries.ts';
import { notificationsOf, verifyEmail } from '../notifications/testing/notification-fixtures.ts';
import {
  send,
  signedInTrader,
  type ErrorBody,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import {
  closedAuctionWithLosers,
  countingProvider,
  settableClock,
} from './testing/refund-fixtures.ts';

/**
 * The refund queue: the losers of a closed auction are refunded through the provider, only on its
 * word, exactly once across double clicks and two instances on one database.
 */

const clock = settableClock();
let a: TestApp;
let b: TestApp;
let provider: ReturnType<typeof countingProvider>;
let admin: Trader;

beforeAll(async () => {
  const database = await createTestDatabase();
  provider = countingProvider(createSandboxPayments({ db: database.db, merchant: 'ArsaMezat' }));
  a = await createTestApp({ clock: clock.clock, database, payments: provider });
  // A second instance: on PostgreSQL its own pool on the same database.
  const shared = onPostgres ? openPostgres(database.pool!.options.connectionString!, 5) : database;
  b = await createTestApp({ clock: clock.clock, database: shared, payments: provider });
  admin = await signedInTrader(database.db, clock.clock(), {
    firstName: 'Yönetici',
    lastName: 'Bey',
    role: 'admin',
  });
});
afterAll(async () => {
  await b.close();
  await a.close();
});
beforeEach(() => {
  provider.refunds.calls.length = 0;
  provider.refunds.next.length = 0;
  provider.refunds.delayMs = 0;
});

const refund = (t: TestApp, depositId: string) =>
  send(t, 'POST', `/api/admin/deposits/${depositId}/refund`, { trader: admin });

async function depositsOf(listingId: string) {
  return a.database.db.select().from(deposits).where(eq(deposits.listingId, listingId));
}
async function depositOf(listingId: string, userId: string) {
  return (await depositsOf(listingId)).find((d) => d.userId === userId)!;
}
/** The member's deposit_refunded notifications ('event channel' lines). */
async function refundedNotices(userId: string) {
  return (await notificationsOf(a.database.db, userId)).filter((line) =>
    line.startsWith('deposit_refunded'),
  );
}
async function queue(query = '') {
  const res = await send(a, 'GET', `/api/admin/refunds${query}`, { trader: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminRefundsPage>();
}

describe('refund queue', () => {
  it("refunds all losers of a closed auction at once; each loser sees 'refunded'", async () => {
    const { listingId, winner, losers } = await closedAuctionWithLosers(a, clock, 2);
    // One loser has a verified address (e-mail + in-app), the other not (in-app only).
    await verifyEmail(a.database.db, losers[0]!.id, `iade-${losers[0]!.id}@ornek.com`);
    const listed = await queue(`?listingId=${listingId}`);
    expect(listed.items.map((r) => r.member.id).sort()).toEqual(losers.map((l) => l.id).sort());
    expect(listed.items.every((r) => r.status === 'refund_due' && !r.overdue)).toBe(true);
    expect(listed.groups.find((g) => g.listing.id === listingId)).toMatchObject({
      count: 2,
      amount: 50_000_00,
    });

    const res = await send(a, 'POST', `/api/admin/listings/${listingId}/refunds`, {
      trader: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminBulkRefund>()).toEqual({
      message: '2 teminat iade edildi.',
      refunded: 2,
      failed: [],
      skipped: 0,
    });
    expect(provider.refunds.calls).toHaveLength(2);
    for (const loser of losers) {
      const deposit = await depositOf(listingId, loser.id);
      expect(deposit).toMatchObject({ status: 'refunded', refundError: null, refundClaimId: null });
      const audit = await selectAuditEntries(a.database.db, 'deposit', deposit.id);
      expect(audit.map((row) => [row.action, row.actorId])).toEqual([
        ['deposit.refunded', admin.id],
      ]);
      const mine = await send(a, 'GET', '/api/me/deposits', { trader: loser });
      expect(mine.json<MyDepositsPage>().items[0]).toMatchObject({
        status: 'refunded',
        refundSince: clock.clock().toISOString(),
      });
    }
    expect(await refundedNotices(losers[0]!.id)).toEqual([
      'deposit_refunded email',
      'deposit_refunded in_app',
    ]);
    expect(await refundedNotices(losers[1]!.id)).toEqual(['deposit_refunded in_app']);
    const bell = await send(a, 'GET', '/api/me/notifications', { trader: losers[0]! });
    expect(bell.body).toContain('Teminatınız iade edildi');
    expect(bell.body).toContain('kartınıza iade edildi');
    expect(await refundedNotices(winner.id)).toEqual([]);
    expect((await depositOf(listingId, winner.id)).status).toBe('completed');
    const ledger = await a.database.db.select().from(sandboxPayments);
    expect(ledger.filter((row) => row.status === 'refunded')).toHaveLength(2);
    expect((await queue('?view=refunded')).items.map((r) => r.depositId)).toEqual(
      expect.arrayContaining(
        (await depositsOf(listingId)).filter((d) => d.status === 'refunded').map((d) => d.id),
      ),
    );
  });

  it("keeps a refusal visible with the provider's reason, and refunds only when it confirms", async () => {
    const { listingId, losers } = await closedAuctionWithLosers(a, clock, 1);
    const deposit = await depositOf(listingId, losers[0]!.id);
    provider.refunds.next.push({ outcome: 'failed', reason: 'Banka iade işlemini onaylamadı' });

    const refused = await refund(a, deposit.id);
    expect(refused.statusCode).toBe(502);
    expect(refused.json<ErrorBody>().error).toEqual({
      code: 'REFUND_FAILED',
      message: 'İade gerçekleştirilemedi: Banka iade işlemini onaylamadı',
    });
    expect(await depositOf(listingId, losers[0]!.id)).toMatchObject({
      status: 'refund_due',
      refundError: 'Banka iade işlemini onaylamadı',
      refundClaimId: null,
    });
    const shown = (await queue(`?listingId=${listingId}`)).items[0]!;
    expect(shown).toMatchObject({ lastError: 'Banka iade işlemini onaylamadı', inProgress: false });

    // No answer at all: unknown, so not refunded either.
    provider.refunds.next.push(new PaymentProviderError('iyzico refund: unreachable'));
    expect((await refund(a, deposit.id)).statusCode).toBe(502);
    expect((await depositOf(listingId, losers[0]!.id)).status).toBe('refund_due');
    // Nothing is told before the provider confirms.
    expect(await refundedNotices(losers[0]!.id)).toEqual([]);

    const done = await refund(a, deposit.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<AdminRefundAction>()).toMatchObject({
      message: 'Teminat iade edildi.',
      refund: { status: 'refunded', lastError: null },
    });
    const audit = await selectAuditEntries(a.database.db, 'deposit', deposit.id);
    expect(audit.map((row) => row.action)).toEqual([
      'deposit.refund_failed',
      'deposit.refund_failed',
      'deposit.refunded',
    ]);
    expect(audit[0]!.after).toMatchObject({ reason: 'Banka iade işlemini onaylamadı' });
  });

  it('refunds exactly once when clicked twice, and from two instances at once', async () => {
    const { listingId, losers } = await closedAuctionWithLosers(a, clock, 2);
    provider.refunds.delayMs = 150;
    for (const loser of losers) {
      const deposit = await depositOf(listingId, loser.id);
      const calls = provider.refunds.calls.length;
      const answers = await Promise.all([
        refund(a, deposit.id),
        refund(a, deposit.id),
        refund(b, deposit.id),
        refund(b, deposit.id),
      ]);
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409]);
      for (const answer of answers.filter((r) => r.statusCode === 409)) {
        expect(['REFUND_IN_PROGRESS', 'DEPOSIT_ALREADY_REFUNDED']).toContain(
          answer.json<ErrorBody>().error.code,
        );
      }
      expect(provider.refunds.calls.length - calls).toBe(1);
      const audit = await selectAuditEntries(a.database.db, 'deposit', deposit.id);
      expect(audit.map((row) => row.action)).toEqual(['deposit.refunded']);
      expect(await refundedNotices(loser.id)).toEqual(['deposit_refunded in_app']);
    }
    const again = await refund(b, (await depositOf(listingId, losers[0]!.id)).id);
    expect(again.json<ErrorBody>().error.code).toBe('DEPOSIT_ALREADY_REFUNDED');
  });

  it('takes over a claim left stuck for ten minutes, and refuses one still running', async () => {
    const { listingId, losers } = await closedAuctionWithLosers(a, clock, 1);
    const deposit = await depositOf(listingId, losers[0]!.id);
    await a.database.db
      .update(deposits)
      .set({ refundClaimId: crypto.randomUUID(), refundClaimedAt: clock.clock() })
      .where(eq(deposits.id, deposit.id));
    const busy = await refund(a, deposit.id);
    expect(busy.json<ErrorBody>().error.code).toBe('REFUND_IN_PROGRESS');
    expect((await queue(`?listingId=${listingId}`)).items[0]!.inProgress).toBe(true);
    expect(provider.refunds.calls).toHaveLength(0);

    clock.advance(11 * 60 * 1000);
    const taken = await refund(a, deposit.id);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(provider.refunds.calls).toHaveLength(1);
  });

  it('marks refunds overdue after 7 business days, and refuses what is not due', async () => {
    const { listingId, losers } = await closedAuctionWithLosers(a, clock, 1);
    // Closed on Wednesday 6 May 2026; 7 business days later is Friday 15 May.
    clock.set('2026-05-15T10:00:00.000Z');
    expect((await queue(`?listingId=${listingId}`)).items[0]!.overdue).toBe(false);
    clock.set('2026-05-16T10:00:00.000Z');
    const late = await queue(`?listingId=${listingId}`);
    expect(late.items[0]).toMatchObject({ overdue: true, refundBy: '2026-05-15T13:00:00.000Z' });
    expect(late.summary.overdue).toBeGreaterThanOrEqual(1);

    const winnerDeposit = (await depositsOf(listingId)).find((d) => d.status === 'completed')!;
    const notDue = await refund(a, winnerDeposit.id);
    expect(notDue.json<ErrorBody>().error.code).toBe('DEPOSIT_NOT_REFUND_DUE');
    const missing = await refund(a, crypto.randomUUID());
    expect(missing.statusCode).toBe(404);
    expect((await depositOf(listingId, losers[0]!.id)).status).toBe('refund_due');
  });
});
