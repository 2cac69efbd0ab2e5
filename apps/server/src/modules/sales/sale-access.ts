import type { SaleViewer } from '@arsamezat/shared/sales/sale';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { firmMembershipOf, type FirmMembership } from '../firms/index.ts';
import type { SaleRow } from './sales.repository.ts';

/** Who asks about a sale: the session's member and whether they are an operator. */
export type SaleAsker = { userId: string; isAdmin: boolean };

/** The asker's part in a sale, with their firm membership when they look as the seller firm. */
export type SaleParty =
  | { viewer: 'operator'; userId: string }
  | { viewer: 'buyer'; userId: string }
  | { viewer: 'runner_up'; userId: string }
  | { viewer: 'firm'; userId: string; membership: FirmMembership };

/**
 * The asker's part in this sale (issue 29), decided object by object on every request: the
 * buyer, the runner-up (while they have a part: held, offered, or after answering), a member of
 * the seller firm (any role, the firm in any standing: a suspended firm still completes its
 * sales), or an operator. Anybody else: null, answered as 404 so a sale's existence is not told.
 * An operator who is also the buyer looks as the operator (the wider view).
 */
export async function salePartyOf(
  db: Db | Tx,
  sale: SaleRow,
  asker: SaleAsker,
): Promise<SaleParty | null> {
  if (asker.isAdmin) return { viewer: 'operator', userId: asker.userId };
  if (sale.buyerId === asker.userId) return { viewer: 'buyer', userId: asker.userId };
  if (sale.runnerUpId === asker.userId && sale.runnerUpStatus !== null) {
    return { viewer: 'runner_up', userId: asker.userId };
  }
  if (sale.firmId !== null) {
    const membership = await firmMembershipOf(db, asker.userId);
    if (membership?.firmId === sale.firmId) {
      return { viewer: 'firm', userId: asker.userId, membership };
    }
  }
  return null;
}

/** As `salePartyOf`, but a stranger gets SALE_NOT_FOUND (404). */
export async function requireSaleParty(
  db: Db | Tx,
  sale: SaleRow | undefined,
  asker: SaleAsker,
): Promise<{ sale: SaleRow; party: SaleParty }> {
  if (!sale) throw new AppError('SALE_NOT_FOUND');
  const party = await salePartyOf(db, sale, asker);
  if (!party) throw new AppError('SALE_NOT_FOUND');
  return { sale, party };
}

/** The party must be one of `allowed` (else 403 SALE_ACTION_FORBIDDEN). */
export function requireViewer(party: SaleParty, allowed: readonly SaleViewer[]): void {
  if (!allowed.includes(party.viewer)) throw new AppError('SALE_ACTION_FORBIDDEN');
}
