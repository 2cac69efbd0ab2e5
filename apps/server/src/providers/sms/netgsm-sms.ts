import { SmsSendError, type SmsSender } from './sms.ts';

export type NetgsmOptions = {
  usercode: string;
  password: string;
  /** The approved sender name (msgheader). */
  header: string;
  /** https://api.netgsm.com.tr/sms/send/xml; tests point it at a local fake. */
  apiUrl: string;
  timeoutMs?: number;
};

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The text in CDATA; a ']]>' inside it is split so it cannot end the section early. */
const cdata = (value: string) => `<![CDATA[${value.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/**
 * Netgsm's XML send API (credentials in the POST body, never in a URL). It answers plain text:
 * '00 <job id>' (also '01'/'02') on success — the job id is the message's receipt — otherwise an
 * error number (20 text, 30 credentials, 40 sender name, 50/51 account, 70 parameters, 80 limit,
 * 85 duplicate).
 */
export function createNetgsmSms(options: NetgsmOptions): SmsSender {
  return {
    name: 'netgsm',
    async send(to, text) {
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<mainbody>',
        '<header>',
        '<company dil="TR">Netgsm</company>',
        `<usercode>${escapeXml(options.usercode)}</usercode>`,
        `<password>${escapeXml(options.password)}</password>`,
        '<type>1:n</type>',
        `<msgheader>${escapeXml(options.header)}</msgheader>`,
        '</header>',
        '<body>',
        `<msg>${cdata(text)}</msg>`,
        `<no>${escapeXml(to)}</no>`,
        '</body>',
        '</mainbody>',
      ].join('');
      let answer: string;
      try {
        const response = await fetch(options.apiUrl, {
          method: 'POST',
          headers: { 'content-type': 'text/xml; charset=utf-8' },
          body: xml,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        answer = (await response.text()).trim();
        if (!response.ok) throw new SmsSendError(`Netgsm HTTP ${response.status}`);
      } catch (error) {
        if (error instanceof SmsSendError) throw error;
        throw new SmsSendError(`Netgsm unreachable: ${(error as Error).name}`);
      }
      const accepted = /^0[012](?:\s+(\S{1,200}))?(?:\s|$)/.exec(answer);
      if (!accepted) {
        // Only the status number: the rest of an answer is not ours to log.
        throw new SmsSendError(`Netgsm refused the message (code ${answer.slice(0, 3).trim()})`);
      }
      // The job id Netgsm's reports are asked with.
      return { messageId: accepted[1] ?? null };
    },
  };
}
