import type { Tx } from '../../db/client.ts';
import { insertAuditRow } from './audit.repository.ts';

/** The writes the audit log knows (the admin's, and the server's own); `<entity>.<verb>`. */
export type AuditAction =
  | 'listing.close'
  | 'listing.create'
  | 'listing.update'
  | 'listing.delete'
  | 'listing.images.add'
  | 'listing.image.remove'
  | 'listing.images.reorder'
  | 'listing.cancelled'
  | 'listing.extended'
  | 'listing.closed_early'
  | 'message.read'
  | 'message.unread'
  | 'listing.document.add'
  | 'listing.document.remove'
  | 'offer.accept'
  | 'offer.reject'
  | 'offer.reject_pending'
  | 'user.role_changed'
  | 'user.banned'
  | 'user.unbanned'
  | 'user.sign_in_throttle_cleared'
  | 'user.identity_reset'
  | 'kvkk.approved'
  | 'kvkk.rejected'
  | 'payment.manual_completed'
  | 'deposit.refund_requested'
  | 'deposit.refunded'
  | 'deposit.refund_failed'
  | 'offer.withdraw'
  | 'offer.change'
  // Marketing e-mails (decision 040)
  | 'campaign.sent'
  | 'user.marketing_unsubscribed'
  // The operator's review of firms' listings (issue 28, listing-review)
  | 'listing.review_approved'
  | 'listing.review_returned'
  | 'listing.review_rejected'
  // Firm applications, decisions and members (issue 28, firm-apply; decision 068)
  | 'firm.applied'
  | 'firm.document_added'
  | 'firm.document_downloaded'
  | 'firm.approved'
  | 'firm.documents_requested'
  | 'firm.rejected'
  | 'firm.suspended'
  | 'firm.reinstated'
  | 'firm.member_added'
  | 'firm.member_removed'
  // A seller firm's listings (issue 28, firm panel): the actor is the firm's member.
  | 'firm_listing.create'
  | 'firm_listing.update'
  | 'firm_listing.delete'
  | 'firm_listing.submit'
  | 'firm_listing.withdraw'
  // Listing packages (issue 28, packages)
  | 'package.create'
  | 'package.update'
  | 'package.delete'
  | 'package.deactivate'
  | 'package.purchase_started'
  | 'package.purchase_completed'
  | 'package.purchase_failed'
  // Sales after the hammer (issue 29; decision 073): every step and decision of a sale
  | 'sale.created'
  | 'sale.buyer_confirmed'
  | 'sale.payment_entered'
  | 'sale.payment_confirmed'
  | 'sale.appointment_set'
  | 'sale.completed'
  | 'sale.cancelled'
  | 'sale.defaulted'
  | 'sale.runner_up_offered'
  | 'sale.runner_up_accepted'
  | 'sale.runner_up_declined'
  | 'sale.runner_up_released'
  | 'sale.relisted'
  | 'sale.document_downloaded'
  | 'sale.settings_updated'
  | 'invoice.retried'
  | 'invoice.cancelled'
  | 'invoice.reversed'
  // 'Sistem Durumu' (issue 31, decision 088): a failed background job run again
  | 'job.retried';

export type AuditEntry = {
  /** The admin who did it; null for the server itself (a job, e.g. closing an auction). */
  actorId: string | null;
  action: AuditAction;
  entityType:
    | 'listing'
    | 'offer'
    | 'contact_message'
    | 'user'
    | 'deletion_request'
    | 'payment'
    | 'deposit'
    | 'campaign'
    | 'firm'
    // Listing packages (issue 28, packages)
    | 'listing_package'
    | 'package_purchase'
    // Sales after the hammer (issue 29)
    | 'sale'
    | 'sale_settings'
    | 'invoice'
    | 'job';
  entityId: string;
  before: unknown;
  after: unknown;
};

/** Keys never written to the log, at any depth, whatever an entity grows later. */
const SECRET_KEY =
  /pass(word)?|secret|token|hash|cvv|card_?no|cardnumber|identity_?number|sealed|hmac/i;

/**
 * A JSON-safe copy: dates as ISO strings, secret-looking keys dropped, undefined removed, and
 * text made well-formed (a lone surrogate becomes U+FFFD, as a text column stores it; `jsonb`
 * would refuse it and fail the write it records).
 */
export function toAuditJson(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'string') return value.toWellFormed();
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toAuditJson);
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_KEY.test(key) || inner === undefined) continue;
    result[key] = toAuditJson(inner);
  }
  return result;
}

/**
 * Writes one audit row in the caller's transaction: the record commits with the change it
 * describes, or neither happens. Who, what, which entity, and the entity before and after. This
 * is the audit module's published function; other modules call it, never the repository.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await insertAuditRow(tx, {
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: toAuditJson(entry.before),
    after: toAuditJson(entry.after),
  });
}
