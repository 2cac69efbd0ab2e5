import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { firmMembers } from '../../db/schema.ts';
import type { SaleEvent } from './sale-texts.ts';
import { recordNotifications, type NotificationDataValue } from './record-notifications.ts';

/*
 * A sale's steps (issue 29, sale-steps), kept apart from notify.ts: each records inside the
 * transaction of the step, for the buyer, the seller firm's members (owner and staff), or both.
 * The member who took the step is not told of it.
 */

export type SaleNotice = {
  event: SaleEvent;
  /** The occurrence: the sale's id for a step taken once, with a suffix for a repeatable one. */
  eventKey: string;
  sale: { id: string; number: string; listingId: string; buyerId: string; firmId: string | null };
  to: 'buyer' | 'firm' | 'both';
  actorId: string | null;
  data?: Record<string, NotificationDataValue>;
  now: Date;
};

export async function recordSaleNotice(tx: Tx, notice: SaleNotice): Promise<number> {
  const { sale } = notice;
  const recipients: string[] = [];
  if (notice.to !== 'firm') recipients.push(sale.buyerId);
  if (notice.to !== 'buyer' && sale.firmId !== null) {
    const members = await tx
      .select({ userId: firmMembers.userId })
      .from(firmMembers)
      .where(eq(firmMembers.firmId, sale.firmId));
    recipients.push(...members.map((member) => member.userId));
  }
  if (recipients.length === 0) return 0;
  return recordNotifications(tx, {
    event: notice.event,
    eventKey: notice.eventKey,
    listingId: sale.listingId,
    audience: { recipients },
    excludeId: notice.actorId,
    data: { saleId: sale.id, saleNumber: sale.number, ...notice.data },
    now: notice.now,
  });
}
