import { NOTIFICATION_CHANNELS } from '@arsamezat/shared/notifications/notification-channels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/database.ts';
import type { Database } from '../../db/client.ts';
import { notificationChannel } from '../../db/schema/notifications.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the notification channels in the database', () => {
  it('the enum the migrations made is the shared list, in its order', async () => {
    expect(notificationChannel.enumValues).toEqual([...NOTIFICATION_CHANNELS]);
    const result: unknown = await database.db.execute(
      sql`select unnest(enum_range(null::notification_channel))::text as channel`,
    );
    const rows = (result as { rows: { channel: string }[] }).rows;
    expect(rows.map((row) => row.channel)).toEqual([...NOTIFICATION_CHANNELS]);
  });
});
