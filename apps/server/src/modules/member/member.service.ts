import {
  DASHBOARD_GRID_LIMIT,
  DASHBOARD_RECENT_BIDS,
  MEMBER_RECORDS_PAGE_SIZE,
  type Dashboard,
  type MyBidsPage,
  type MyBidsQuery,
  type MyDepositsPage,
  type MyOffersPage,
  type MyWinsPage,
} from '@arsamezat/shared/member/member-records';
import type { Db } from '../../db/client.ts';
import {
  countMyActiveListings,
  countMyBids,
  selectCovers,
  selectMyBidListings,
  selectMyBids,
  sumMyWins,
} from './member-bids.repository.ts';
import {
  countMyDeposits,
  countMyOffers,
  countMyWins,
  selectCompletedPayments,
  selectMyDeposits,
  selectMyOffers,
  selectMyWins,
} from './member-records.repository.ts';
import { toDashboardListing, toMyBid, toMyDeposit, toMyOffer, toMyWin } from './member.mapper.ts';

const PAGE_SIZE = MEMBER_RECORDS_PAGE_SIZE;
const pageWindow = (page: number) => ({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

/**
 * The signed-in member's dashboard and records. Every function takes the session user's id and
 * reads only rows of that member (bidder_id, user_id, winner_id): object-level by construction.
 */
export function createMemberService({ db, clock }: { db: Db; clock: () => Date }) {
  async function getDashboard(userId: string): Promise<Dashboard> {
    const now = clock();
    const [totalBids, activeAuctions, wins, recent, active, upcoming] = await Promise.all([
      countMyBids(db, userId, {}, now),
      countMyActiveListings(db, userId, now),
      sumMyWins(db, userId, now),
      selectMyBids(db, userId, {}, { now, limit: DASHBOARD_RECENT_BIDS, offset: 0 }),
      selectMyBidListings(db, userId, 'active', { now, limit: DASHBOARD_GRID_LIMIT }),
      selectMyBidListings(db, userId, 'upcoming', { now, limit: DASHBOARD_GRID_LIMIT }),
    ]);
    const covers = new Map(
      (
        await selectCovers(
          db,
          [...active, ...upcoming].map((row) => row.id),
        )
      ).map((cover) => [cover.listingId, cover]),
    );
    const card = (row: (typeof active)[number]) =>
      toDashboardListing(row, covers.get(row.id), userId, now);
    return {
      stats: {
        totalBids,
        activeAuctions,
        wonAuctions: wins.won,
        totalSpent: wins.spent,
      },
      recentBids: recent.map((row) => toMyBid(row, userId, now)),
      active: active.map(card),
      upcoming: upcoming.map(card),
    };
  }

  async function getBids(userId: string, query: MyBidsQuery): Promise<MyBidsPage> {
    const now = clock();
    const filters = { phase: query.phase, outcome: query.outcome };
    const [rows, total] = await Promise.all([
      selectMyBids(db, userId, filters, { now, ...pageWindow(query.page) }),
      countMyBids(db, userId, filters, now),
    ]);
    return {
      items: rows.map((row) => toMyBid(row, userId, now)),
      total,
      page: query.page,
      pageSize: PAGE_SIZE,
    };
  }

  async function getDeposits(userId: string, page: number): Promise<MyDepositsPage> {
    const now = clock();
    const [rows, total] = await Promise.all([
      selectMyDeposits(db, userId, pageWindow(page), now),
      countMyDeposits(db, userId),
    ]);
    const payments = await selectCompletedPayments(
      db,
      userId,
      rows.map((row) => row.id),
    );
    // Newest first, so the first seen per deposit is its latest completed payment.
    const receiptOf = new Map<string, (typeof payments)[number]>();
    for (const payment of payments) {
      if (payment.depositId && !receiptOf.has(payment.depositId)) {
        receiptOf.set(payment.depositId, payment);
      }
    }
    return {
      items: rows.map((row) => toMyDeposit(row, receiptOf.get(row.id), now)),
      total,
      page,
      pageSize: PAGE_SIZE,
    };
  }

  async function getOffers(userId: string, page: number): Promise<MyOffersPage> {
    const now = clock();
    const [rows, total] = await Promise.all([
      selectMyOffers(db, userId, pageWindow(page)),
      countMyOffers(db, userId),
    ]);
    return { items: rows.map((row) => toMyOffer(row, now)), total, page, pageSize: PAGE_SIZE };
  }

  async function getWins(userId: string, page: number): Promise<MyWinsPage> {
    const now = clock();
    const [rows, total] = await Promise.all([
      selectMyWins(db, userId, { now, ...pageWindow(page) }),
      countMyWins(db, userId, now),
    ]);
    return { items: rows.map((row) => toMyWin(row, now)), total, page, pageSize: PAGE_SIZE };
  }

  return { getDashboard, getBids, getDeposits, getOffers, getWins };
}

export type MemberService = ReturnType<typeof createMemberService>;
