/**
 * What a provider answered when it took a message: its own id for it, where it gives one (Netgsm's
 * job id, the SMTP Message-ID, the outbox row's id). Notifications record it with the hand-off
 * (decision 054), so a message can be traced at the provider.
 */
export type ProviderReceipt = { messageId: string | null };
