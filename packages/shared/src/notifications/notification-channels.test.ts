import { describe, expect, it } from 'vitest';
import {
  CHANNEL_SETTING_KEYS,
  isProviderChannel,
  NOTIFICATION_CHANNELS,
  PROVIDER_CHANNELS,
  WRITTEN_CHANNELS,
} from './notification-channels.ts';
import { UpdateSettingsSchema, UserSettingsSchema } from '../member/settings.ts';

describe('the notification channels, one list', () => {
  it('splits into the channels handed to a provider and the bell', () => {
    expect(NOTIFICATION_CHANNELS).toEqual(['sms', 'email', 'in_app', 'push']);
    expect(PROVIDER_CHANNELS).toEqual(['sms', 'email', 'push']);
    expect(WRITTEN_CHANNELS).toEqual(['in_app']);
    expect(NOTIFICATION_CHANNELS.filter(isProviderChannel)).toEqual(PROVIDER_CHANNELS);
  });

  it('gives the member settings one flag per channel that can be silenced', () => {
    expect(CHANNEL_SETTING_KEYS).toEqual(['smsNotifications', 'emailNotifications']);
    for (const key of CHANNEL_SETTING_KEYS) {
      expect(Object.keys(UserSettingsSchema.shape)).toContain(key);
      expect(UpdateSettingsSchema.safeParse({ [key]: false }).success).toBe(true);
    }
    expect(Object.keys(UserSettingsSchema.shape).sort()).toEqual(
      [
        'auctionReminders',
        'emailNotifications',
        'marketingEmails',
        'smsNotifications',
        'twoFactorAuth',
      ].sort(),
    );
  });
});
