import type { ContactMessage } from '@arsamezat/shared/contact';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/messages.ts';

export async function insertContactMessage(
  db: Db,
  message: ContactMessage & { userId?: string | null },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, userId: message.userId ?? null })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message insert returned no row');
  return row;
}
