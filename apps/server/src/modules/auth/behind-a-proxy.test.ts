import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders, type TestApp } from '../../../test/helpers/app.ts';
import { movableClock, nextIp, registerMember, type ErrorBody } from './testing/auth-fixtures.ts';

/*
 * Issue 24 item 3: behind a load balancer that appends the address it saw to X-Forwarded-For,
 * the left-most entries are whatever the client wrote. With TRUST_PROXY=true the left-most one
 * was taken as the client, so a new forged address per request passed every per-address limit
 * (40 of 40 password guesses past a limit of 5). The client is the right-most address the
 * trusted proxies did not write.
 */

/** The load balancer's own address: every request reaches the app from it. */
const BALANCER = '10.20.0.1';
const WRONG = 'yanlis-sifre';
let forgedCounter = 0;
/** A new address for the client to claim on each request (RFC 5737 documentation range). */
const forged = () => `203.0.113.${(forgedCounter++ % 250) + 1}`;

type Via = { client: string; claimed?: string; from?: string };

/** A request as the balancer passes it on: the client's own header, then the address it saw. */
function throughBalancer(t: TestApp, url: string, payload: object, via: Via) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: via.from ?? BALANCER,
    headers: {
      ...csrfHeaders(),
      'x-forwarded-for': via.claimed ? `${via.claimed}, ${via.client}` : via.client,
    },
    payload,
  });
}

let emailCounter = 0;
/** A recovery e-mail for an address nobody has: the answer is the same, the limit still counts. */
const resetMailFor = (t: TestApp, via: Via) =>
  throughBalancer(
    t,
    '/api/auth/password-reset/email',
    { email: `kimse${emailCounter++}@example.com` },
    via,
  );

function expectLimited(res: Awaited<ReturnType<typeof resetMailFor>>) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json<ErrorBody>().error.code).toBe('RATE_LIMITED');
}

describe('behind one load balancer (TRUST_PROXY=1)', () => {
  const time = movableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: time.clock, env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('a forged left-most address does not reset the sign-in failures of one phone from one address', async () => {
    const member = await registerMember(t);
    const client = nextIp();
    const login = (password: string) =>
      throughBalancer(
        t,
        '/api/auth/login',
        { phone: member.phone, password },
        { client, claimed: forged() },
      );
    for (let i = 0; i < 5; i++) expect((await login(WRONG)).statusCode).toBe(401);
    const sixth = await login(member.password);
    expect(sixth.statusCode, sixth.body).toBe(429);
    expect(sixth.json<ErrorBody>().error.retryAfter).toBe(30);
  });

  it('a per-address HTTP limit counts the address the balancer saw, whatever the client claims', async () => {
    const client = nextIp();
    expect((await resetMailFor(t, { client, claimed: forged() })).statusCode).toBe(202);
    expectLimited(await resetMailFor(t, { client, claimed: forged() }));
    expectLimited(await resetMailFor(t, { client }));
  });

  it('counts two clients apart, not both as the balancer', async () => {
    expect((await resetMailFor(t, { client: nextIp() })).statusCode).toBe(202);
    expect((await resetMailFor(t, { client: nextIp() })).statusCode).toBe(202);
  });
});

describe("behind the balancers' addresses (TRUST_PROXY=10.20.0.0/16)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.20.0.0/16' } });
  });
  afterAll(() => t.close());

  it('takes the client from the header only when a listed balancer sent it', async () => {
    const client = nextIp();
    expect((await resetMailFor(t, { client, claimed: forged() })).statusCode).toBe(202);
    expectLimited(await resetMailFor(t, { client, claimed: forged(), from: '10.20.9.9' }));
  });

  it('a caller reaching the app directly is counted by its own address, whatever its header says', async () => {
    const direct = nextIp();
    expect((await resetMailFor(t, { client: forged(), from: direct })).statusCode).toBe(202);
    expectLimited(await resetMailFor(t, { client: forged(), from: direct }));
  });
});
