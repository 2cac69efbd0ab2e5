import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { call, login, registerMember, sessionCookie } from '../auth/testing/auth-fixtures.ts';
import { ensureAdmin } from '../users/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Route = { path: string; methods: string[] };

/**
 * Every route the app registered, read back from Fastify's own route tree
 * (`printRoutes({ commonPrefix: false })`): a node's full path is its ancestors' labels joined.
 */
function registeredRoutes(tree: string): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack[depth] = match[2]!;
    if (match[3]) routes.push({ path: stack.join(''), methods: match[3].split(', ') });
  }
  return routes;
}

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (path: string) => path.replace(/:[^/]+/g, SAMPLE_ID).replace(/\*/g, 'x');

const adminRoutes = () =>
  registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter((r) =>
    r.path.startsWith('/api/admin'),
  );

describe('admin routes', () => {
  it('finds the registered routes (the walk below covers admin routes added later)', () => {
    const all = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(all).toContainEqual({
      path: '/api/auth/password-reset/email/confirm',
      methods: ['POST'],
    });
    expect(all.find((r) => r.path === '/api/listings/:id/bids')?.methods).toContain('GET');
    expect(adminRoutes().map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/api/admin/users/count',
        '/api/admin/overview',
        '/api/admin/listings',
        '/api/admin/listings/:id',
        '/api/admin/listings/:id/images',
        '/api/admin/listings/:id/images/:imageId',
        '/api/admin/listings/:id/images/order',
      ]),
    );
  });

  it('every /api/admin route answers 401 to a guest and 403 to a member', async () => {
    const member = await registerMember(t);
    const checked: string[] = [];
    for (const route of adminRoutes()) {
      for (const method of route.methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) {
        const url = concrete(route.path);
        const verb = method as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
        const body = verb === 'GET' || verb === 'DELETE' ? undefined : {};
        const guest = await call(t, verb, url, body);
        expect(guest.statusCode, `${method} ${url} as guest`).toBe(401);
        expect(guest.json<{ error: { code: string } }>().error.code).toBe('UNAUTHENTICATED');
        const user = await call(t, verb, url, body, { cookie: member.cookie });
        expect(user.statusCode, `${method} ${url} as member`).toBe(403);
        expect(user.json()).toEqual({
          error: { code: 'FORBIDDEN', message: 'Bu işlem için yönetici yetkisi gerekir.' },
        });
        checked.push(`${method} ${url}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users/count',
        'GET /api/admin/overview',
        'GET /api/admin/listings',
        'POST /api/admin/listings',
        `PATCH /api/admin/listings/${SAMPLE_ID}`,
        `DELETE /api/admin/listings/${SAMPLE_ID}`,
        `POST /api/admin/listings/${SAMPLE_ID}/images`,
        `DELETE /api/admin/listings/${SAMPLE_ID}/images/${SAMPLE_ID}`,
        `PUT /api/admin/listings/${SAMPLE_ID}/images/order`,
      ]),
    );
  });

  it('an admin gets the answer', async () => {
    await ensureAdmin(t.database.db, { phone: '5550001122', password: 'Yonetici-Sifre-2026' });
    const res = await login(t, '5550001122', 'Yonetici-Sifre-2026');
    expect(res.json<{ user: { role: string } }>().user.role).toBe('admin');
    const count = await call(t, 'GET', '/api/admin/users/count', undefined, {
      cookie: sessionCookie(res),
    });
    expect(count.statusCode).toBe(200);
    expect(count.json<{ count: number }>().count).toBeGreaterThanOrEqual(2);
  });
});
