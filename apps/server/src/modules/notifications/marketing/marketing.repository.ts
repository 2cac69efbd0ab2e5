import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { marketingCampaigns } from '../../../db/schema/marketing.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { users, userSettings } from '../../../db/schema/users.ts';
import { MEMBER_NOTIFICATIONS_CHANNEL } from '../notification-events.ts';

/**
 * Who receives a marketing e-mail now (decision 040): marketing e-mails on (the settings row, or
 * the sign-up consent while the member has none), the marketing consent itself, e-mail
 * notifications on, a verified address, not deleted, not banned.
 */
function audienceWhere(now: Date): SQL {
  return sql`${users.marketingConsent}
    and coalesce(${userSettings.marketingEmails}, ${users.marketingConsent})
    and coalesce(${userSettings.emailNotifications}, true)
    and ${users.email} is not null and ${users.emailVerifiedAt} is not null
    and ${users.deletedAt} is null
    and (${users.bannedUntil} is null or ${users.bannedUntil} <= ${now.toISOString()}::timestamptz)`;
}

export async function countAudience(db: Db | Tx, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(audienceWhere(now));
  return row?.n ?? 0;
}

/** Whether one member still receives marketing e-mails (checked again when each is sent). */
export async function isInAudience(db: Db, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(users.id, userId), audienceWhere(now)));
  return row !== undefined;
}

export async function findCampaign(db: Db | Tx, id: string) {
  const [row] = await db.select().from(marketingCampaigns).where(eq(marketingCampaigns.id, id));
  return row ?? null;
}

/** The campaign, once per id: a repeated send (a double click) finds the first one. */
export async function insertCampaign(
  tx: Tx,
  values: {
    id: string;
    subject: string;
    body: string;
    recipients: number;
    createdBy: string;
    now: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(marketingCampaigns)
    .values({
      id: values.id,
      subject: values.subject,
      body: values.body,
      recipients: values.recipients,
      createdBy: values.createdBy,
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ id: marketingCampaigns.id });
  return rows.length === 1;
}

/**
 * One `marketing` e-mail row per member of the audience, keyed by the campaign (the idempotency
 * key: a member gets a campaign once); one NOTIFY wakes the queue at commit.
 */
export async function queueCampaignEmails(
  tx: Tx,
  campaign: { id: string; subject: string; createdBy: string; now: Date },
): Promise<number> {
  const now = campaign.now.toISOString();
  const data = JSON.stringify({ campaignId: campaign.id, subject: campaign.subject });
  const result: unknown = await tx.execute(sql`
    insert into notifications (event, event_key, recipient_id, channel, listing_id, data, status,
      created_at, updated_at)
    select 'marketing', ${campaign.id}::text, ${users.id}, 'email', null, ${data}::jsonb,
      'pending', ${now}::timestamptz, ${now}::timestamptz
    from ${users} left join ${userSettings} on ${userSettings.userId} = ${users.id}
    where ${audienceWhere(campaign.now)}
    on conflict (event, event_key, recipient_id, channel) do nothing
    returning id`);
  await tx.execute(
    sql`select pg_notify(${MEMBER_NOTIFICATIONS_CHANNEL}, ${campaign.createdBy}::text)`,
  );
  return (result as { rows: unknown[] }).rows.length;
}

export async function selectCampaigns(db: Db, limit: number) {
  const rows = await db
    .select({
      id: marketingCampaigns.id,
      subject: marketingCampaigns.subject,
      recipients: marketingCampaigns.recipients,
      createdAt: marketingCampaigns.createdAt,
    })
    .from(marketingCampaigns)
    .orderBy(desc(marketingCampaigns.createdAt))
    .limit(limit);
  if (rows.length === 0) return [];
  const delivered = await db
    .select({ id: notifications.eventKey, n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.event, 'marketing'),
        eq(notifications.status, 'sent'),
        inArray(
          notifications.eventKey,
          rows.map((row) => row.id),
        ),
      ),
    )
    .groupBy(notifications.eventKey);
  const byId = new Map(delivered.map((row) => [row.id, row.n]));
  return rows.map((row) => ({ ...row, delivered: byId.get(row.id) ?? 0 }));
}

/**
 * Marketing e-mails off: the settings row (created when the member has none) and the account's
 * marketing consent, which are one choice (settings.service). Returns whether it was on.
 */
export async function turnMarketingOff(tx: Tx, userId: string, now: Date): Promise<boolean | null> {
  const [account] = await tx
    .select({ consent: users.marketingConsent, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!account) return null;
  const [settings] = await tx
    .select({ marketingEmails: userSettings.marketingEmails })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  const wasOn = account.consent && (settings?.marketingEmails ?? account.consent);
  await tx
    .update(users)
    .set({ marketingConsent: false, updatedAt: now })
    .where(eq(users.id, userId));
  await tx
    .insert(userSettings)
    .values({ userId, marketingEmails: false, updatedAt: now })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { marketingEmails: false, updatedAt: now },
    });
  return wasOn;
}
