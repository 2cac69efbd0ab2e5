import type { AdminOverview } from '@arsamezat/shared/admin-overview';
import type { Db } from '../../db/client.ts';
import type { AccountService } from '../auth/accounts.service.ts';
import { countListingsByPhase } from './admin-listings.repository.ts';

type Deps = { db: Db; clock: () => Date; accounts: AccountService };

/** The counts on the admin panel's first screen. */
export function createAdminOverviewService({ db, clock, accounts }: Deps) {
  async function getOverview(): Promise<AdminOverview> {
    const [listings, users] = await Promise.all([
      countListingsByPhase(db, clock()),
      accounts.countAccounts(),
    ]);
    const { all, ...phases } = listings;
    return { listings: { total: all, ...phases }, users: { total: users } };
  }

  async function countUsers(): Promise<{ count: number }> {
    return { count: await accounts.countAccounts() };
  }

  return { getOverview, countUsers };
}

export type AdminOverviewService = ReturnType<typeof createAdminOverviewService>;
