/**
 * The channels a member is told through (decisions 034, 057): the one list the database enum
 * (`notification_channel`), the server's types, the settings that silence a channel, the SQL
 * that picks a member's channels and the delivery are built from. A new channel (push) is one
 * entry here and its provider in the server's delivery map, which does not compile without it.
 */
export const NOTIFICATION_CHANNELS = ['sms', 'email', 'in_app', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type NotificationChannelInfo = {
  /** How the administrators' screens name it. */
  label: string;
  /**
   * The member's setting that silences it (a flag of `UserSettingsSchema`, and a column of
   * `user_settings`); null when nothing does (the bell).
   */
  setting: `${string}Notifications` | null;
  /** Only to a member with a verified e-mail address. */
  needsVerifiedEmail: boolean;
  /**
   * Only to a member with at least one device that turned it on ('Bu cihazda anlık bildirim',
   * a `push_subscriptions` row): the device's switch is the opt-in (decision 090).
   */
  needsDevice: boolean;
  /**
   * Delivered by being written (the bell reads the row): no provider, no queue. Every other
   * channel is handed to its provider by the delivery queue.
   */
  deliveredOnWrite: boolean;
};

export const NOTIFICATION_CHANNEL_INFO = {
  sms: {
    label: 'SMS',
    setting: 'smsNotifications',
    needsVerifiedEmail: false,
    needsDevice: false,
    deliveredOnWrite: false,
  },
  email: {
    label: 'E-posta',
    setting: 'emailNotifications',
    needsVerifiedEmail: true,
    needsDevice: false,
    deliveredOnWrite: false,
  },
  in_app: {
    label: 'Bildirim',
    setting: null,
    needsVerifiedEmail: false,
    needsDevice: false,
    deliveredOnWrite: true,
  },
  /** Web Push to each of the member's devices (issue 32, decision 090). */
  push: {
    label: 'Anlık bildirim',
    setting: null,
    needsVerifiedEmail: false,
    needsDevice: true,
    deliveredOnWrite: false,
  },
} as const satisfies Record<NotificationChannel, NotificationChannelInfo>;

type Info = typeof NOTIFICATION_CHANNEL_INFO;

/** The member settings (`UserSettings`) that can silence a channel. */
export type ChannelSettingKey = NonNullable<Info[NotificationChannel]['setting']>;

/** The channels handed to a provider (SMS, e-mail, push): what the queue delivers and retries. */
export type ProviderChannel = {
  [C in NotificationChannel]: Info[C]['deliveredOnWrite'] extends true ? never : C;
}[NotificationChannel];

export const PROVIDER_CHANNELS = NOTIFICATION_CHANNELS.filter(
  (channel): channel is ProviderChannel => !NOTIFICATION_CHANNEL_INFO[channel].deliveredOnWrite,
) as [ProviderChannel, ...ProviderChannel[]];

/** The channels delivered by being written (the bell). */
export const WRITTEN_CHANNELS = NOTIFICATION_CHANNELS.filter(
  (channel) => NOTIFICATION_CHANNEL_INFO[channel].deliveredOnWrite,
);

export function isProviderChannel(channel: NotificationChannel): channel is ProviderChannel {
  return !NOTIFICATION_CHANNEL_INFO[channel].deliveredOnWrite;
}

/** The settings that silence a channel, each once, in the list's order. */
export const CHANNEL_SETTING_KEYS: readonly ChannelSettingKey[] = [
  ...new Set(
    NOTIFICATION_CHANNELS.flatMap((channel) => {
      const setting: ChannelSettingKey | null = NOTIFICATION_CHANNEL_INFO[channel].setting;
      return setting ? [setting] : [];
    }),
  ),
];

/** One value per channel setting (a zod flag for each, in the settings schemas). */
export function channelSettings<T>(value: T): Record<ChannelSettingKey, T> {
  return Object.fromEntries(CHANNEL_SETTING_KEYS.map((key) => [key, value])) as Record<
    ChannelSettingKey,
    T
  >;
}
