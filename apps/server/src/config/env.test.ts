import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';
import { PRODUCTION_TEST_ENV } from '../../test/helpers/production-env.ts';

describe('loadConfig', () => {
  it('needs nothing to start: embedded database in ./data on port 3000, demo content on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      siteName: 'ArsaMezat',
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      isProduction: false,
    });
  });

  it('turns demo content off by default in production and on request', () => {
    expect(loadConfig({ ...PRODUCTION_TEST_ENV }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ ...PRODUCTION_TEST_ENV, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('lists every bad value in one readable error, without echoing secrets', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ADMIN_PHONE: '+905321234567',
        ADMIN_PASSWORD: 'short',
      });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('PORT');
    expect(message).toContain('(got "eighty")');
    expect(message).toContain('DATABASE_URL: must start with postgres://');
    expect(message).toContain('ADMIN_PHONE: must be 10 digits starting with 5');
    expect(message).toContain('ADMIN_PASSWORD: must be at least 8 characters');
    expect(message).not.toContain('short');
  });

  it('treats empty values as unset and trims a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({ PORT: '', PUBLIC_URL: 'https://arsamezat.com.tr/' });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('https://arsamezat.com.tr');
  });
});

describe('payment provider configuration', () => {
  it('defaults to the sandbox outside production and must be named in production', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox' });
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_PROVIDER: required when NODE_ENV=production/,
    );
  });

  it('needs the iyzico keys for iyzico and never echoes them', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'iyzico', IYZICO_API_KEY: 'k' })).toThrow(
      /IYZICO_SECRET_KEY: required when PAYMENT_PROVIDER=iyzico/,
    );
    const config = loadConfig({
      PAYMENT_PROVIDER: 'iyzico',
      IYZICO_API_KEY: 'api-key',
      IYZICO_SECRET_KEY: 'secret-key',
      IYZICO_BASE_URL: 'https://api.iyzipay.com/',
    });
    expect(config.payments).toEqual({
      provider: 'iyzico',
      apiKey: 'api-key',
      secretKey: 'secret-key',
      baseUrl: 'https://api.iyzipay.com',
    });
  });
});

describe('TRUST_PROXY (issue 24 item 3)', () => {
  const messageOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return '';
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
  };

  it('trusts no proxy unless told: unset, false or 0', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a hop count: 1 behind one load balancer', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
  });

  it("takes a comma-separated list of the proxies' addresses and CIDR ranges", () => {
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,fd00::/8,loopback' }).trustProxy,
    ).toEqual({ addresses: ['10.0.0.0/8', '192.168.1.5', 'fd00::/8', 'loopback'] });
  });

  it('refuses true, saying why and what to set instead', () => {
    for (const value of ['true', 'yes']) {
      const message = messageOf({ TRUST_PROXY: value });
      expect(message).toContain('TRUST_PROXY');
      expect(message).toContain('X-Forwarded-For');
      expect(message).toContain('TRUST_PROXY=1');
      expect(message).toContain(`(got "${value}")`);
    }
  });

  it('refuses what is neither a hop count nor addresses, naming the bad entry', () => {
    expect(messageOf({ TRUST_PROXY: '10.0.0.300' })).toContain('"10.0.0.300"');
    expect(messageOf({ TRUST_PROXY: '10.0.0.0/33' })).toContain('"10.0.0.0/33"');
    expect(messageOf({ TRUST_PROXY: '10.0.0.1,,' })).toContain('TRUST_PROXY');
    expect(messageOf({ TRUST_PROXY: '-1' })).toContain('TRUST_PROXY');
    expect(messageOf({ TRUST_PROXY: '1.5' })).toContain('TRUST_PROXY');
    expect(messageOf({ TRUST_PROXY: 'lb.internal' })).toContain('"lb.internal"');
  });
});

describe('METRICS_TOKEN (decision 088)', () => {
  it('is off unless set; refuses a short or spaced token, and one under 32 characters in production', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: 'sixteen-chars-ok' }).metricsToken).toBe('sixteen-chars-ok');
    for (const bad of ['short', 'with a space in the token']) {
      const attempt = () => loadConfig({ METRICS_TOKEN: bad });
      expect(attempt).toThrow(ConfigError);
      // The value is a secret: the error names the setting, never the value.
      expect(attempt).toThrow(/METRICS_TOKEN/);
      expect(attempt).not.toThrow(new RegExp(bad));
    }
    const production = () =>
      loadConfig({ ...PRODUCTION_TEST_ENV, METRICS_TOKEN: 'twenty-characters-ok' });
    expect(production).toThrow(/METRICS_TOKEN: must be at least 32 characters in production/);
    const long = 'a-production-token-of-40-characters-0000';
    expect(loadConfig({ ...PRODUCTION_TEST_ENV, METRICS_TOKEN: long }).metricsToken).toBe(long);
  });
});
