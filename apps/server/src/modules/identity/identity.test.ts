import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { deposits, payments } from '../../db/schema/trading.ts';
import { users } from '../../db/schema/users.ts';
import { signedInTrader, type Trader } from '../bids/testing/trading-fixtures.ts';
import {
  openAuction,
  PAYMENT_TEST_NOW,
  startPayment,
} from '../payments/testing/sandbox-journey.ts';
import {
  AHMET,
  adminIdentity,
  request,
  rowsOf,
  verified,
  verifyIdentity,
  type ErrorBody,
} from './testing/identity-kit.ts';
import { insertVerifiedIdentity, withCheckDigits } from './testing/verified-identity.ts';

/**
 * 'Kimlik Doğrulama' through the API, against the local fake of NVI's KPSPublic over HTTP (the
 * app's default registry): the deposit gate, a match, a mismatch, one account per person, the
 * number never stored or answered in clear.
 */
let t: TestApp;
let admin: Trader;
const clock = () => PAYMENT_TEST_NOW;
beforeAll(async () => {
  t = await createTestApp({ clock, captureLogs: true });
  admin = await signedInTrader(t.database.db, clock(), {
    firstName: 'Site',
    lastName: 'Yöneticisi',
    role: 'admin',
  });
});
afterAll(() => t.close());

const newcomer = (firstName = 'Ahmet', lastName = 'Yılmaz') =>
  signedInTrader(t.database.db, clock(), { firstName, lastName, verified: false });

/** Every table's rows as text: where the number must never appear. */
async function everythingStored(): Promise<string> {
  const tables = [
    'identity_verifications',
    'identity_attempts',
    'rate_limits',
    'audit_log',
    'users',
    'payments',
  ];
  let all = '';
  for (const table of tables) {
    const result = await rowsOf(t.database.db, sql.raw(`select * from ${table}`));
    all += JSON.stringify(result);
  }
  return all;
}

describe('the deposit gate', () => {
  it('refuses a deposit before the member has verified, and starts nothing', async () => {
    const member = await newcomer();
    const listingId = await openAuction(t);
    const res = await startPayment(t, member, listingId);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        code: 'IDENTITY_REQUIRED',
        message: 'Teminat yatırabilmek için önce kimliğinizi doğrulamanız gerekir.',
      },
    });
    const rows = await t.database.db
      .select()
      .from(deposits)
      .where(sql`user_id = ${member.id}`);
    expect(rows).toEqual([]);
  });

  it('refuses a free (0 ₺) deposit too: bidding needs a verified identity', async () => {
    const member = await newcomer();
    const listingId = await openAuction(t, { depositAmount: 0 });
    expect((await startPayment(t, member, listingId)).statusCode).toBe(403);
  });

  it('lets a verified member pay, the verified name on the account', async () => {
    const member = await newcomer('ahmet', 'YILMAZ');
    const identity = await verified(t, member, {
      ...AHMET,
      firstName: 'Ahmet',
      lastName: 'Yılmaz',
    });
    expect(identity).toMatchObject({
      kind: 'tc',
      maskedNumber: '123******50',
      firstName: 'Ahmet',
      lastName: 'Yılmaz',
      province: 'Manisa',
    });
    const [account] = await t.database.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(sql`id = ${member.id}`);
    expect(account).toEqual({ firstName: 'Ahmet', lastName: 'Yılmaz' });
    const listingId = await openAuction(t);
    const res = await startPayment(t, member, listingId);
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(sql`user_id = ${member.id}`);
    expect(rows).toHaveLength(1);
    // Ad and soyad now follow the verified identity.
    const rename = await request(t, 'PATCH', '/api/me/profile', member, { firstName: 'Mehmet' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json<ErrorBody>().error.code).toBe('IDENTITY_NAME_LOCKED');
    const sameName = await request(t, 'PATCH', '/api/me/profile', member, {
      firstName: 'Ahmet',
      lastName: 'Yılmaz',
      city: 'Manisa',
    });
    expect(sameName.statusCode, sameName.body).toBe(200);
    // …and a second account cannot take the same person.
    const second = await newcomer('Ahmet', 'Yılmaz');
    const taken = await verifyIdentity(t, second, AHMET);
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorBody>().error).toEqual({
      code: 'IDENTITY_TAKEN',
      message: 'Bu kimlik numarası başka bir hesapta doğrulanmış',
    });
    // The operator sees both accounts.
    const secondView = await adminIdentity(t, admin, second.id);
    expect(secondView.identity).toBeNull();
    expect(secondView.attempts[0]).toMatchObject({
      outcome: 'taken',
      otherAccount: { id: member.id, fullName: 'Ahmet Yılmaz' },
    });
    const firstView = await adminIdentity(t, admin, member.id);
    expect(firstView.identity?.maskedNumber).toBe('123******50');
    expect(firstView.triedByOthers).toEqual([
      expect.objectContaining({ account: { id: second.id, fullName: 'Ahmet Yılmaz' } }),
    ]);
  });
});

describe('a check with the registry', () => {
  it('answers a mismatch with the message and keeps only the attempt', async () => {
    const member = await newcomer();
    const res = await verifyIdentity(t, member, { ...AHMET, birthYear: 1981 });
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().error.message).toBe(
      'Girdiğiniz bilgiler nüfus kayıtlarıyla eşleşmedi',
    );
    const mine = await request(t, 'GET', '/api/me/identity', member);
    expect(mine.json()).toEqual({ identity: null });
    const view = await adminIdentity(t, admin, member.id);
    expect(view.attempts.map((a) => a.outcome)).toEqual(['mismatch']);
    expect(view.attemptsToday).toBe(1);
  });

  it('refuses a number whose check digits fail before asking anyone, with its own message', async () => {
    const member = await newcomer();
    const before = await adminIdentity(t, admin, member.id);
    for (const [identityNumber, message] of [
      [
        '12345678940',
        'TC kimlik numarasının 10. hanesi tutmuyor. Lütfen numaranızı kontrol ediniz.',
      ],
      [
        '12345678951',
        'TC kimlik numarasının 11. hanesi tutmuyor. Lütfen numaranızı kontrol ediniz.',
      ],
      ['02345678950', 'TC kimlik numarası 0 ile başlayamaz.'],
      ['1234567895', 'TC kimlik numarası 11 haneli olmalı ve yalnızca rakamlardan oluşmalıdır.'],
    ] as const) {
      const res = await verifyIdentity(t, member, { ...AHMET, identityNumber });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.fields?.identityNumber).toBe(message);
    }
    expect((await adminIdentity(t, admin, member.id)).attempts).toEqual(before.attempts);
  });

  it("checks a foreigner's number with the day and month of birth", async () => {
    const member = await newcomer('John', 'Smith');
    const identity = await verified(t, member, {
      ...AHMET,
      identityNumber: '99123456740',
      firstName: 'John',
      lastName: 'Smith',
      birthYear: 1975,
      birthMonth: 3,
      birthDay: 12,
      companyTitle: 'Smith Arsa Yatırım Ltd. Şti.',
      companyTaxNumber: '1234567890',
    });
    expect(identity).toMatchObject({
      kind: 'foreign',
      maskedNumber: '991******40',
      companyTaxNumber: '1234567890',
    });
  });

  it('stores the number only sealed: no table, answer or log line holds it', async () => {
    const member = await newcomer('Ayşe', 'Demir');
    const number = '23456789060';
    const answers: string[] = [];
    const res = await verifyIdentity(t, member, {
      ...AHMET,
      identityNumber: number,
      firstName: 'ayşe',
      lastName: 'demir',
      birthYear: 1985,
    });
    expect(res.statusCode, res.body).toBe(200);
    answers.push(res.body);
    answers.push((await request(t, 'GET', '/api/me/identity', member)).body);
    answers.push((await request(t, 'GET', `/api/admin/users/${member.id}/identity`, admin)).body);
    answers.push((await request(t, 'GET', `/api/admin/users/${member.id}`, admin)).body);
    answers.push((await request(t, 'GET', '/api/me/profile', member)).body);
    const listingId = await openAuction(t);
    answers.push((await startPayment(t, member, listingId)).body);
    for (const body of answers) expect(body).not.toContain(number);
    expect(answers.slice(0, 3).every((body) => body.includes('234******60'))).toBe(true);

    const stored = await everythingStored();
    expect(stored).toContain('dev-only-encryption');
    expect(stored).not.toContain(number);
    expect(t.logs.join('\n')).not.toContain(number);
    // The sealed value opens to the number with the key it names.
    const [row] = await rowsOf<{ number_sealed: string; number_key_id: string }>(
      t.database.db,
      sql`select number_sealed, number_key_id from identity_verifications where user_id = ${member.id}`,
    );
    const { testIdentityCrypto } = await import('./testing/verified-identity.ts');
    expect(testIdentityCrypto.open({ sealed: row!.number_sealed, keyId: row!.number_key_id })).toBe(
      number,
    );
  });
});

describe('the attempt limits', () => {
  it('allows a member five checks a day', async () => {
    const member = await newcomer();
    // Five different numbers of the fake's test range, each with a birth year it does not hold.
    for (let i = 0; i < 5; i++) {
      const identityNumber = withCheckDigits(`100000${String(500 + i)}`);
      const res = await verifyIdentity(t, member, { ...AHMET, identityNumber, birthYear: 1991 });
      expect(res.statusCode).toBe(422);
    }
    const sixth = await verifyIdentity(t, member, {
      ...AHMET,
      identityNumber: withCheckDigits('100000600'),
      birthYear: 1990,
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<ErrorBody>().error.code).toBe('IDENTITY_ATTEMPTS');
    expect(sixth.json<ErrorBody>().error.message).toContain('deneme hakkınız doldu');
  });

  it('allows one identity number five checks a day across all accounts', async () => {
    const number = { ...AHMET, identityNumber: '45678901280', birthYear: 1975 };
    for (let i = 0; i < 5; i++) {
      const member = await newcomer();
      expect((await verifyIdentity(t, member, number)).statusCode).toBe(422);
    }
    const sixth = await verifyIdentity(t, await newcomer(), number);
    expect(sixth.statusCode).toBe(429);
  });
});

describe('the operator', () => {
  it('resets a verification with a reason, audited; the member verifies again to deposit', async () => {
    const member = await newcomer('İsmail', 'Işık');
    await verified(t, member, {
      ...AHMET,
      identityNumber: '34567890170',
      firstName: 'İsmail',
      lastName: 'Işık',
      birthYear: 1990,
    });
    const noReason = await request(
      t,
      'POST',
      `/api/admin/users/${member.id}/identity/reset`,
      admin,
      {
        reason: '',
      },
    );
    expect(noReason.statusCode).toBe(400);
    const reset = await request(t, 'POST', `/api/admin/users/${member.id}/identity/reset`, admin, {
      reason: 'Üye kimlik kartını yeniledi',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json<{ identity: unknown }>().identity).toBeNull();
    const audit = await rowsOf(
      t.database.db,
      sql`select action, after, before from audit_log where entity_id = ${member.id}`,
    );
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'user.identity_reset',
        after: { verified: false, reason: 'Üye kimlik kartını yeniledi' },
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain('34567890170');
    const listingId = await openAuction(t);
    expect((await startPayment(t, member, listingId)).statusCode).toBe(403);
    const again = await request(t, 'POST', `/api/admin/users/${member.id}/identity/reset`, admin, {
      reason: 'İkinci kez sıfırlama',
    });
    expect(again.json<ErrorBody>().error.code).toBe('IDENTITY_NOT_VERIFIED');
  });

  it('is the only one who may see or reset another member', async () => {
    const member = await newcomer();
    const other = await newcomer();
    expect(
      (await request(t, 'GET', `/api/admin/users/${other.id}/identity`, member)).statusCode,
    ).toBe(403);
  });
});

describe('KVKK erasure', () => {
  it("removes the member's identity and every attempt, and the answer says what is kept and why", async () => {
    const member = await newcomer('Çiğdem', 'Öztürk');
    const mismatch = await verifyIdentity(t, member, {
      ...AHMET,
      identityNumber: withCheckDigits('100000800'),
      birthYear: 1970,
    });
    expect(mismatch.statusCode).toBe(422);
    await insertVerifiedIdentity(t.database.db, member.id, {
      firstName: 'Çiğdem',
      lastName: 'Öztürk',
    });
    const filed = await request(t, 'POST', '/api/me/deletion-request', member, {
      reason: 'Hesabımı kapatmak istiyorum',
    });
    expect(filed.statusCode, filed.body).toBeLessThan(300);
    const applicationId = filed.json<{ request: { id: string } }>().request.id;
    const before = await rowsOf(
      t.database.db,
      sql`select (select count(*) from identity_verifications where user_id = ${member.id})::int as identities,
                 (select count(*) from identity_attempts where user_id = ${member.id})::int as attempts`,
    );
    expect(before).toEqual([{ identities: 1, attempts: 1 }]);

    const answer = await request(t, 'POST', `/api/admin/kvkk/${applicationId}/answer`, admin, {
      decision: 'approve',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const note = answer.json<{ application: { answerNote: string } }>().application.answerNote;
    expect(note).toContain('kimlik doğrulama bilgileriniz');
    expect(note).toContain('Adınıza düzenlenmiş bir fatura veya satış belgesi bulunmadığından');
    expect(note).toContain('Vergi Usul Kanunu md. 253');
    const after = await rowsOf(
      t.database.db,
      sql`select (select count(*) from identity_verifications where user_id = ${member.id})::int as identities,
                 (select count(*) from identity_attempts where user_id = ${member.id})::int as attempts`,
    );
    expect(after).toEqual([{ identities: 0, attempts: 0 }]);
  });
});

it('wrote none of the numbers it was given to the log, refused ones included', () => {
  const logged = t.logs.join('\n');
  expect(logged.length).toBeGreaterThan(0);
  for (const number of [
    '12345678950',
    '12345678940',
    '12345678951',
    '23456789060',
    '99123456740',
  ]) {
    expect(logged).not.toContain(number);
  }
});
