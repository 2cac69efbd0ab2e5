import {
  CAMPAIGN_MESSAGES,
  type Campaign,
  type CampaignsResponse,
  type SendCampaign,
  type SendCampaignResponse,
} from '@arsamezat/shared/notifications/marketing';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import { recordAudit } from '../../audit/index.ts';
import {
  countAudience,
  findCampaign,
  insertCampaign,
  queueCampaignEmails,
  selectCampaigns,
  turnMarketingOff,
} from './marketing.repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

const LIST_LIMIT = 50;

type Deps = { db: Db; clock: () => Date; tokens: UnsubscribeTokens };

/**
 * Marketing e-mails (decision 040): the administrator's count and send (each member's e-mail a
 * `marketing` notification row, delivered by the queue), and the member's unsubscribe by the
 * signed token of the e-mail's link, without a session.
 */
export function createMarketingService({ db, clock, tokens }: Deps) {
  async function listCampaigns(): Promise<CampaignsResponse> {
    const [audience, rows] = await Promise.all([
      countAudience(db, clock()),
      selectCampaigns(db, LIST_LIMIT),
    ]);
    return {
      audience,
      items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    };
  }

  /**
   * Sends a campaign to the audience the administrator confirmed: if the count moved in between,
   * nothing is sent (409, the page shows the new count). The same draft id sends once.
   */
  async function sendCampaign(
    adminId: string,
    id: string,
    input: SendCampaign,
  ): Promise<SendCampaignResponse> {
    const now = clock();
    const result = await db.transaction(async (tx) => {
      const existing = await findCampaign(tx, id);
      if (existing) return { row: existing, repeated: true };
      const audience = await countAudience(tx, now);
      if (audience !== input.confirmedRecipients) throw new AppError('CAMPAIGN_RECIPIENTS_CHANGED');
      const created = await insertCampaign(tx, {
        id,
        subject: input.subject,
        body: input.body,
        recipients: audience,
        createdBy: adminId,
        now,
      });
      if (!created) return { row: await findCampaign(tx, id), repeated: true };
      const queued = await queueCampaignEmails(tx, {
        id,
        subject: input.subject,
        createdBy: adminId,
        now,
      });
      await recordAudit(tx, {
        actorId: adminId,
        action: 'campaign.sent',
        entityType: 'campaign',
        entityId: id,
        before: null,
        after: { subject: input.subject, recipients: queued },
      });
      return { row: await findCampaign(tx, id), repeated: false };
    });
    if (!result.row) throw new Error('campaign vanished after insert');
    const campaign: Campaign = {
      id: result.row.id,
      subject: result.row.subject,
      recipients: result.row.recipients,
      delivered: 0,
      createdAt: result.row.createdAt.toISOString(),
    };
    return { message: CAMPAIGN_MESSAGES.sent(campaign.recipients), campaign };
  }

  /** The member the link was made for, or a 400 (a forged, cut or altered link changes nothing). */
  function memberOf(token: string): string {
    const userId = tokens.verify(token);
    if (!userId) throw new AppError('UNSUBSCRIBE_TOKEN_INVALID');
    return userId;
  }

  /** One-click unsubscribe (RFC 8058) or the confirmation page's button: marketing e-mails off. */
  async function unsubscribe(token: string): Promise<void> {
    const userId = memberOf(token);
    const now = clock();
    await db.transaction(async (tx) => {
      const wasOn = await turnMarketingOff(tx, userId, now);
      if (wasOn === null) throw new AppError('UNSUBSCRIBE_TOKEN_INVALID');
      if (!wasOn) return;
      await recordAudit(tx, {
        actorId: userId,
        action: 'user.marketing_unsubscribed',
        entityType: 'user',
        entityId: userId,
        before: { marketingEmails: true },
        after: { marketingEmails: false, via: 'unsubscribe_link' },
      });
    });
  }

  return { listCampaigns, sendCampaign, memberOf, unsubscribe, tokens };
}

export type MarketingService = ReturnType<typeof createMarketingService>;
