import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/env.ts';

describe('provider configuration', () => {
  it('defaults to the outbox providers', () => {
    const config = loadConfig({});
    expect(config.sms).toEqual({ provider: 'outbox' });
    expect(config.mail).toEqual({
      provider: 'outbox',
      smtpUrl: undefined,
      from: 'ArsaMezat <destek@arsamezat.com.tr>',
    });
    expect(config.authSecret).toBeUndefined();
  });

  it('reads Netgsm and SMTP settings', () => {
    const config = loadConfig({
      SMS_PROVIDER: 'netgsm',
      NETGSM_USERCODE: '8503030000',
      NETGSM_PASSWORD: 'gizli',
      NETGSM_HEADER: 'ARSAMEZAT',
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtps://kullanici:sifre@smtp.example.com:465',
      MAIL_FROM: 'ArsaMezat <no-reply@arsamezat.com.tr>',
    });
    expect(config.sms).toEqual({
      provider: 'netgsm',
      usercode: '8503030000',
      password: 'gizli',
      header: 'ARSAMEZAT',
      apiUrl: 'https://api.netgsm.com.tr/sms/send/xml',
    });
    expect(config.mail.smtpUrl).toBe('smtps://kullanici:sifre@smtp.example.com:465');
  });

  it('names what a real provider is missing, without echoing secrets', () => {
    let message = '';
    try {
      loadConfig({
        SMS_PROVIDER: 'netgsm',
        NETGSM_USERCODE: '8503030000',
        MAIL_PROVIDER: 'smtp',
        SMTP_URL: 'http://kullanici:sifre@smtp.example.com',
        AUTH_SECRET: 'short-secret',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('SMTP_URL: must start with smtp:// or smtps://');
    expect(message).toContain('AUTH_SECRET: must be at least 32 characters');
    expect(message).not.toContain('sifre@');
    expect(message).not.toContain('short-secret');

    let missing = '';
    try {
      loadConfig({ SMS_PROVIDER: 'netgsm', NETGSM_USERCODE: 'x', MAIL_PROVIDER: 'smtp' });
    } catch (error) {
      missing = (error as Error).message;
    }
    expect(missing).toContain('NETGSM_PASSWORD: required when SMS_PROVIDER=netgsm');
    expect(missing).toContain('NETGSM_HEADER: required when SMS_PROVIDER=netgsm');
    expect(missing).toContain('SMTP_URL: required when MAIL_PROVIDER=smtp');
  });
});
