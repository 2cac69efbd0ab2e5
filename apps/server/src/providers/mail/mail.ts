import type { ProviderReceipt } from '../receipt.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, when the message has one (notification e-mails, decision 035). */
  html?: string;
  /**
   * Stable per message: a retried delivery reuses it, so the outbox stores it once and SMTP sends
   * the same Message-ID (receivers drop the repeat). Notifications pass their own key.
   */
  idempotencyKey?: string;
  /**
   * Extra headers (marketing e-mails: `List-Unsubscribe` and `List-Unsubscribe-Post`, RFC 8058).
   * Names and values are ours, never a member's text.
   */
  headers?: Record<string, string>;
};

/**
 * The mail port: one e-mail (plain text, optionally with HTML). Throws when not sent; resolves
 * with the provider's id for the message (SMTP: its Message-ID), which notifications record.
 */
export type MailProvider = {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<ProviderReceipt>;
};

/**
 * The same port as the account e-mails use it (a reset link, an address check): sent in the
 * background, nothing read back — their background tasks take `() => Promise<void>`.
 */
export type Mailer = {
  readonly name: MailProvider['name'];
  send(message: MailMessage): Promise<void>;
};

/** The account e-mails' view of the mail provider. */
export function accountMailer(provider: MailProvider): Mailer {
  return {
    name: provider.name,
    async send(message) {
      await provider.send(message);
    },
  };
}
