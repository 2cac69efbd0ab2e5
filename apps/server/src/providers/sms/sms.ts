/** The SMS port: one text to one Turkish mobile number ('5321234567'). Throws when not sent. */
export type SmsSender = {
  readonly name: 'outbox' | 'netgsm';
  send(to: string, text: string): Promise<void>;
};

export class SmsSendError extends Error {
  override name = 'SmsSendError';
}
