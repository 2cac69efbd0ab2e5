import { CONTROL_CHARACTER_MESSAGE } from '@arsamezat/shared/core/text';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/app.ts';
import { signInAdmin, asAdmin, listingBody } from '../modules/admin/testing/admin-fixtures.ts';
import {
  call,
  latestCode,
  nextIp,
  nextPhone,
  registerMember,
  type ErrorBody,
} from '../modules/auth/testing/auth-fixtures.ts';

/*
 * Issue #15 finding 1: a NUL (or any other control character) in a text field reached
 * PostgreSQL and came back as a 500. Every contract now refuses it with a Turkish 400 that
 * names the field, and the multi-line texts still take their line breaks.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NUL = '\u0000';

function expectRefused(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  const { error } = res.json<ErrorBody>();
  expect(error.code).toBe('VALIDATION');
  expect(error.message).toBe(CONTROL_CHARACTER_MESSAGE);
  expect(error.fields?.[field]).toBe(CONTROL_CHARACTER_MESSAGE);
}

describe('control characters in text fields', () => {
  it('refuses them in the e-mail reset request (guests)', async () => {
    const res = await call(t, 'POST', '/api/auth/password-reset/email', {
      email: `a${NUL}b@c.de`,
    });
    expectRefused(res, 'email');
  });

  it('refuses them in every contact form field, and keeps line breaks in the message', async () => {
    const valid = {
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      subject: 'Teminat',
      message: 'Merhaba,\r\nteminat ne zaman iade edilir?\n\tTeşekkürler',
    };
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      const value = field === 'email' ? `ay${NUL}se@example.com` : `Ayşe${NUL}`;
      const res = await call(
        t,
        'POST',
        '/api/contact',
        { ...valid, [field]: value },
        {
          ip: nextIp(),
        },
      );
      expectRefused(res, field);
    }
    const escape = await call(
      t,
      'POST',
      '/api/contact',
      { ...valid, subject: 'a\u001b[31m' },
      {
        ip: nextIp(),
      },
    );
    expectRefused(escape, 'subject');
    const ok = await call(t, 'POST', '/api/contact', valid, { ip: nextIp() });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses them in the names given at registration', async () => {
    const ip = nextIp();
    const phone = nextPhone();
    await call(t, 'POST', '/api/auth/codes', { phone, purpose: 'signup' }, { ip });
    const code = await latestCode(t, phone);
    const details = { phone, password: 'Tarla-Parsel-2026', termsAccepted: true, code };
    for (const field of ['firstName', 'lastName'] as const) {
      const names = { firstName: 'Ayşe', lastName: 'Yılmaz', [field]: `Ay${NUL}şe` };
      const res = await call(t, 'POST', '/api/auth/register', { ...details, ...names }, { ip });
      expectRefused(res, field);
    }
  });

  it('refuses them in the profile e-mail (members)', async () => {
    const member = await registerMember(t);
    const res = await call(
      t,
      'PATCH',
      '/api/me/profile',
      { email: `a${NUL}b@c.de` },
      { cookie: member.cookie },
    );
    expectRefused(res, 'email');
  });

  it('refuses them in the admin listing text fields; the description keeps its line breaks', async () => {
    const admin = await signInAdmin(t);
    const fields = ['title', 'description', 'city', 'locationDetails', 'adaNo', 'imarDurumu'];
    for (const field of fields) {
      const res = await asAdmin(t, admin, 'POST', '/api/admin/listings', {
        ...listingBody(),
        [field]: `Merkez${NUL}`,
      });
      expectRefused(res, field);
    }
    const title = await asAdmin(t, admin, 'POST', '/api/admin/listings', {
      ...listingBody(),
      title: 'İki\nsatır',
    });
    expectRefused(title, 'title');
    const created = await asAdmin(t, admin, 'POST', '/api/admin/listings', {
      ...listingBody(),
      description: 'Birinci satır.\r\nİkinci satır.\n\tGirintili.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    const patched = await asAdmin(t, admin, 'PATCH', `/api/admin/listings/${id}`, {
      ilanSahibi: `Ali${NUL}`,
    });
    expectRefused(patched, 'ilanSahibi');
  });

  it('refuses them in the outbox recipient filter', async () => {
    const res = await t.app.inject({ url: '/api/dev/outbox?to=a%00' });
    expectRefused(res, 'to');
  });
});
