import {
  NOTIFICATION_CHANNEL_INFO,
  NOTIFICATION_CHANNELS,
  WRITTEN_CHANNELS,
} from '@arsamezat/shared/notifications/notification-channels';
import { sql, type SQL } from 'drizzle-orm';
import { userSettings } from '../../db/schema/users.ts';

/*
 * The channel list's rules in SQL (packages/shared/src/notifications/notification-channels.ts, decision 057),
 * so recording a notification follows the list: a new channel brings its own opt-in here.
 */

const literal = (channel: string) => sql.raw(`'${channel}'`);

/**
 * Whether the member takes `channel`: the channel's setting (`user_settings`, on when the member
 * never saved one), for e-mail a verified address, for push a device with it on (decision 090). `u` is the member's `users` row, `s`
 * their `user_settings` row (left-joined).
 */
export function channelTakenSql(channel: SQL): SQL {
  const rules = NOTIFICATION_CHANNELS.map((name) => {
    const info = NOTIFICATION_CHANNEL_INFO[name];
    const conditions: SQL[] = [];
    if (info.needsVerifiedEmail) {
      conditions.push(sql`u.email is not null and u.email_verified_at is not null`);
    }
    if (info.needsDevice) {
      conditions.push(sql`exists (select 1 from push_subscriptions ps where ps.user_id = u.id)`);
    }
    if (info.setting) {
      conditions.push(sql`coalesce(s.${sql.raw(userSettings[info.setting].name)}, true)`);
    }
    const named = sql`${channel} = ${literal(name)}`;
    return conditions.length === 0
      ? named
      : sql`(${named} and ${sql.join(conditions, sql` and `)})`;
  });
  return sql`(${sql.join(rules, sql`\n      or `)})`;
}

/** Whether `channel` is delivered by being written (the bell): its row is `sent` at once. */
export function writtenChannelSql(channel: SQL): SQL {
  return sql`${channel} in (${sql.join(WRITTEN_CHANNELS.map(literal), sql`, `)})`;
}
