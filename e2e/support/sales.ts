import { codeIn, outbox } from './members.ts';

/** How many messages `phone` has had so far: the mark `codeAfter` waits past. */
export const messageCount = async (phone: string) => (await outbox(phone)).length;

/**
 * The code of the first SMS after the `before` mark whose text names `label` ('satın alma onay
 * kodunuz'): notifications reach the same phone meanwhile, so the newest message is not enough.
 */
export async function codeAfter(phone: string, before: number, label: string): Promise<string> {
  for (let tries = 0; tries < 150; tries += 1) {
    const messages = await outbox(phone);
    const fresh = messages.slice(0, Math.max(messages.length - before, 0));
    const sms = fresh.find((message) => message.channel === 'sms' && message.body.includes(label));
    if (sms) return codeIn(sms.body);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no '${label}' SMS reached ${phone}`);
}
