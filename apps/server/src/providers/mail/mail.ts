export type MailMessage = { to: string; subject: string; text: string };

/** The mail port: one plain-text e-mail. Throws when not sent. */
export type Mailer = {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
};
