import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeNetgsm } from '../testing/fake-netgsm.ts';
import { createNetgsmSms } from './netgsm-sms.ts';
import { SmsSendError } from './sms.ts';

let netgsm: Awaited<ReturnType<typeof startFakeNetgsm>>;
beforeAll(async () => {
  netgsm = await startFakeNetgsm();
});
afterAll(() => netgsm.close());
beforeEach(() => {
  netgsm.requests.length = 0;
  netgsm.answer('00 1234567890');
});

const sender = () =>
  createNetgsmSms({
    usercode: '8503030000',
    password: 'p<&>ss',
    header: 'ARSAMEZAT',
    apiUrl: netgsm.url,
  });

describe('Netgsm SMS adapter', () => {
  it('posts the XML request with credentials in the body, Turkish text in CDATA', async () => {
    await sender().send('5321234567', 'ArsaMezat doğrulama kodunuz: 123456. Şimdi ]]> dene');
    expect(netgsm.requests).toHaveLength(1);
    const request = netgsm.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/sms/send/xml');
    expect(request.contentType).toContain('text/xml');
    expect(request.body).toContain('<company dil="TR">Netgsm</company>');
    expect(request.body).toContain('<usercode>8503030000</usercode>');
    expect(request.body).toContain('<password>p&#60;&#38;&#62;ss</password>');
    expect(request.body).toContain('<msgheader>ARSAMEZAT</msgheader>');
    expect(request.body).toContain('<no>5321234567</no>');
    expect(request.body).toContain(
      '<msg><![CDATA[ArsaMezat doğrulama kodunuz: 123456. Şimdi ]]]]><![CDATA[> dene]]></msg>',
    );
  });

  it.each([
    ['00 123', '123'],
    ['01 456', '456'],
    ['02 789', '789'],
    ['00', null],
  ])('treats %s as sent, with its job id as the receipt', async (body, jobId) => {
    netgsm.answer(body);
    await expect(sender().send('5321234567', 'x')).resolves.toEqual({ messageId: jobId });
  });

  it.each(['20', '30', '40', '70', '80', '85', '001'])('throws on answer %s', async (body) => {
    netgsm.answer(body);
    await expect(sender().send('5321234567', 'x')).rejects.toThrow(SmsSendError);
  });

  it('throws on an HTTP error and on an unreachable server', async () => {
    netgsm.answer('00', 500);
    await expect(sender().send('5321234567', 'x')).rejects.toThrow(/HTTP 500/);
    const dead = createNetgsmSms({
      usercode: 'u',
      password: 'p',
      header: 'H',
      apiUrl: 'http://127.0.0.1:1/sms/send/xml',
    });
    await expect(dead.send('5321234567', 'x')).rejects.toThrow(SmsSendError);
  });

  it('never puts the password in its error messages', async () => {
    netgsm.answer('30 p<&>ss');
    const error = await sender()
      .send('5321234567', 'x')
      .catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as Error).message).toBe('Netgsm refused the message (code 30)');
  });
});
