import {
  ADMIN_MESSAGES_PAGE_SIZE,
  MESSAGE_NOT_FOUND,
  type AdminContactMessage,
  type AdminMessagesPage,
  type AdminMessagesQuery,
} from '@arsamezat/shared/admin/admin-inbox';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import {
  findContactMessage,
  selectContactMessages,
  setContactMessageRead,
  type ContactMessageRow,
} from './contact.repository.ts';

function toAdminMessage(row: ContactMessageRow): AdminContactMessage {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** The contact messages inbox of the admin panel: read, mark read or unread (audited). */
export function createContactAdminService({ db, clock }: { db: Db; clock: () => Date }) {
  async function listMessages(query: AdminMessagesQuery): Promise<AdminMessagesPage> {
    const size = ADMIN_MESSAGES_PAGE_SIZE;
    const unreadOnly = query.status === 'unread';
    const page = await selectContactMessages(db, {
      unreadOnly,
      limit: size,
      offset: (query.page - 1) * size,
    });
    return {
      items: page.rows.map(toAdminMessage),
      total: unreadOnly ? page.unread : page.all,
      unread: page.unread,
      page: query.page,
      pageSize: size,
    };
  }

  async function markMessage(
    actorId: string,
    id: string,
    read: boolean,
  ): Promise<AdminContactMessage> {
    const row = await db.transaction(async (tx) => {
      const before = await findContactMessage(tx, id);
      if (!before) throw notFound(MESSAGE_NOT_FOUND);
      // Marking a read message read again keeps the first time it was read.
      const readAt = read ? (before.readAt ?? clock()) : null;
      const after = await setContactMessageRead(tx, id, readAt);
      if (!after) throw notFound(MESSAGE_NOT_FOUND);
      await recordAudit(tx, {
        actorId,
        action: read ? 'message.read' : 'message.unread',
        entityType: 'contact_message',
        entityId: id,
        before: { readAt: before.readAt },
        after: { readAt },
      });
      return after;
    });
    return toAdminMessage(row);
  }

  return { listMessages, markMessage };
}

export type ContactAdminService = ReturnType<typeof createContactAdminService>;
