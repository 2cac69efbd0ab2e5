import type { ProviderReceipt } from '../receipt.ts';

/** The SMS port: one text to one Turkish mobile number ('5321234567'). Throws when not sent. */
export type SmsSender = {
  readonly name: 'outbox' | 'netgsm';
  /**
   * `idempotencyKey` (notifications pass theirs): the outbox stores a retried text once; Netgsm
   * has no such key, so a crash between its acceptance and our record of it can repeat the text
   * (decision 054 measures that window). Resolves with the provider's id for the message.
   */
  send(to: string, text: string, options?: { idempotencyKey?: string }): Promise<ProviderReceipt>;
};

export class SmsSendError extends Error {
  override name = 'SmsSendError';
}
