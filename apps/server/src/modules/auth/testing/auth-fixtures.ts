import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { csrfHeaders, type TestApp } from '../../../../test/helpers/app.ts';

/** Test helpers for the accounts flows: requests as a browser sends them, codes from the outbox. */

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type Caller = { ip?: string; cookie?: string };

let phoneCounter = 0;
/** A fresh, valid phone number per call ('53x…'), so tests never collide. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `532${String(Date.now() % 10_000).padStart(4, '0')}${String(phoneCounter).padStart(3, '0')}`;
}

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test do not touch another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}.${Math.floor(Math.random() * 250) + 1}`;
}

export function call(
  t: TestApp,
  method: Method,
  url: string,
  payload?: unknown,
  caller: Caller = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    remoteAddress: caller.ip ?? '10.255.255.1',
    headers: {
      ...csrfHeaders(...(caller.cookie ? [caller.cookie] : [])),
      'user-agent': 'vitest',
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The `session=…` pair from a response's Set-Cookie, ready to send back. */
export function sessionCookie(res: LightMyRequestResponse, name = 'session'): string {
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no Set-Cookie ${name} in the answer (${res.statusCode})`);
  return `${name}=${cookie.value}`;
}

export type OutboxMessage = {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
};

export async function outbox(t: TestApp, to?: string): Promise<OutboxMessage[]> {
  const url = to ? `/api/dev/outbox?to=${encodeURIComponent(to)}` : '/api/dev/outbox';
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.json<{ messages: OutboxMessage[] }>().messages;
}

/** The code in the newest SMS to `phone`. */
export async function latestCode(t: TestApp, phone: string): Promise<string> {
  const [sms] = (await outbox(t, phone)).filter((m) => m.channel === 'sms');
  const code = /(\d{6})/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${phone} in the outbox`);
  return code;
}

/** Waits for an e-mail to `to` (reset mails are sent in the background). */
export async function waitForMail(t: TestApp, to: string, count = 1): Promise<OutboxMessage> {
  for (let i = 0; i < 100; i++) {
    const mails = (await outbox(t, to)).filter((m) => m.channel === 'email');
    const newest = mails[0];
    if (newest && mails.length >= count) return newest;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no e-mail to ${to}`);
}

export const resetTokenFrom = (mail: OutboxMessage) => {
  const token = /#token=([A-Za-z0-9_-]+)&type=recovery/.exec(mail.body)?.[1];
  if (!token) throw new Error('no reset link in the e-mail');
  return token;
};

export type Member = {
  phone: string;
  password: string;
  cookie: string;
  user: { id: string; phone: string; role: string };
};

/** Registers a member through the real flow (code from the outbox) and returns their cookie. */
export async function registerMember(
  t: TestApp,
  options: { phone?: string; password?: string; firstName?: string; ip?: string } = {},
): Promise<Member> {
  const phone = options.phone ?? nextPhone();
  const password = options.password ?? 'Tarla-Parsel-2026';
  const ip = options.ip ?? nextIp();
  const sent = await call(t, 'POST', '/api/auth/codes', { phone, purpose: 'signup' }, { ip });
  expect(sent.statusCode, sent.body).toBe(200);
  const res = await call(
    t,
    'POST',
    '/api/auth/register',
    {
      firstName: options.firstName ?? 'Ayşe',
      lastName: 'Yılmaz',
      phone,
      password,
      termsAccepted: true,
      code: await latestCode(t, phone),
    },
    { ip },
  );
  expect(res.statusCode, res.body).toBe(201);
  return {
    phone,
    password,
    cookie: sessionCookie(res),
    user: res.json<{ user: Member['user'] }>().user,
  };
}

export async function login(t: TestApp, phone: string, password: string, ip = nextIp()) {
  return call(t, 'POST', '/api/auth/login', { phone, password }, { ip });
}

/** Who the server says a cookie belongs to (null for nobody). */
export async function whoAmI(t: TestApp, cookie?: string): Promise<{ id: string } | null> {
  const res = await call(t, 'GET', '/api/auth/session', undefined, cookie ? { cookie } : {});
  expect(res.statusCode).toBe(200);
  return res.json<{ user: { id: string } | null }>().user;
}

export type ErrorBody = {
  error: { code: string; message: string; retryAfter?: number; fields?: Record<string, string> };
};

/** A fixed, movable clock for `createTestApp({ clock })`. */
export function movableClock(start = '2026-11-10T09:00:00.000Z') {
  let now = new Date(start).getTime();
  return {
    clock: () => new Date(now),
    advance(seconds: number) {
      now += seconds * 1000;
    },
  };
}

/** Waits for the SMS and e-mails the accounts services send after answering (background.ts). */
export function backgroundSent(t: TestApp): Promise<void> {
  return t.app.services.auth.background.drain();
}

/** `count` wrong passwords for `phone`, each from a fresh address unless `ip` is given. */
export async function failSignIns(t: TestApp, phone: string, count: number, ip?: string) {
  for (let i = 0; i < count; i++) {
    const res = await login(t, phone, 'yanlis-sifre', ip ?? nextIp());
    expect([200, 401], res.body).toContain(res.statusCode);
  }
}

/** The SMS code step of an answer to POST /api/auth/login. */
export type CodeStep = {
  twoFactor: {
    challenge: string;
    phoneHint: string;
    resendAfter: number;
    expiresIn: number;
    reason: 'two_factor' | 'throttled';
  };
};

/** POST /api/auth/login/two-factor with a challenge and a code. */
export function verifySignInCode(t: TestApp, challenge: string, code: string, ip = nextIp()) {
  return call(t, 'POST', '/api/auth/login/two-factor', { challenge, code }, { ip });
}
