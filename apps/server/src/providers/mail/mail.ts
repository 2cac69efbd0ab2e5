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
};

/** The mail port: one e-mail (plain text, optionally with HTML). Throws when not sent. */
export type Mailer = {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
};
