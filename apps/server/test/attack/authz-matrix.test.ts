import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { guest, type Actor } from './actors.ts';
import { buildOwnerWorld, type OwnerWorld } from './matrix-fixtures.ts';
import { ask, type Answer } from './matrix-requests.ts';
import { ROUTE_ACCESS, type RouteAccess } from './route-access.ts';
import { allOperations, registeredRoutes, routeKey, type Operation } from './route-registry.ts';

/**
 * The authorisation matrix: every route the app registered × a guest, member A (who owns a
 * deposit, payments, a bid and an offer), member B and an admin, checked against the access the
 * route declares in route-access.ts. A route without a declaration fails here.
 */
let t: TestApp;
let world: OwnerWorld;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-05-05T12:00:00.000Z') });
  world = await buildOwnerWorld(t);
});
afterAll(() => t.close());

const DENIALS = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'CSRF_FAILED']);
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

const show = (answer: Answer | 'stream') =>
  answer === 'stream'
    ? 'an open stream'
    : `${answer.status} ${answer.code ?? answer.body.slice(0, 80)}`;
const denied = (answer: Answer | 'stream') =>
  answer !== 'stream' &&
  (answer.status === 401 || answer.status === 403) &&
  DENIALS.has(answer.code ?? '');
const isCode = (answer: Answer | 'stream', status: number, code: string) =>
  answer !== 'stream' && answer.status === status && answer.code === code;

describe('authorisation matrix', () => {
  it('has an access declaration for every registered route, and none for a route that is gone', () => {
    const registered = new Set(registeredRoutes(t.app).map(routeKey));
    const undeclared = [...registered].filter((key) => !ROUTE_ACCESS[key]);
    const stale = Object.entries(ROUTE_ACCESS)
      .filter(([key, entry]) => !entry.optional && !registered.has(key))
      .map(([key]) => key);
    expect(undeclared, 'routes without an entry in test/attack/route-access.ts').toEqual([]);
    expect(stale, 'entries in route-access.ts for routes that are not registered').toEqual([]);
  });

  it('answers each caller as the route declares', { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    let cells = 0;
    const byAccess = new Map<string, number>();
    // Deletions last: the listing they aim at is the one every other route reads.
    const operations = allOperations(t.app).sort(
      (x, y) => Number(x.method === 'DELETE') - Number(y.method === 'DELETE'),
    );
    const expectThat = (
      op: Operation,
      who: string,
      ok: boolean,
      answer: Answer | 'stream',
      wanted: string,
    ) => {
      cells += 1;
      if (!ok) problems.push(`${routeKey(op)} as ${who}: wanted ${wanted}, got ${show(answer)}`);
    };
    const callers: [string, Actor][] = [
      ['guest', guest],
      ['member A', world.a],
      ['member B', world.b],
      ['admin', world.admin],
      ['firm A', world.firmA],
      ['firm B', world.firmB],
    ];

    for (const op of operations) {
      const access: RouteAccess | undefined = ROUTE_ACCESS[routeKey(op)];
      if (!access) continue;
      byAccess.set(access.access, (byAccess.get(access.access) ?? 0) + 1);
      for (const [who, actor] of callers) {
        const answer = await ask(t, world, actor, op, access);
        if (answer !== 'stream' && answer.status >= 500) {
          expectThat(op, who, false, answer, 'no 5xx');
          continue;
        }
        switch (access.access) {
          case 'member':
            if (actor === guest)
              expectThat(
                op,
                who,
                isCode(answer, 401, 'UNAUTHENTICATED'),
                answer,
                '401 UNAUTHENTICATED',
              );
            else expectThat(op, who, !denied(answer), answer, 'not refused');
            break;
          case 'admin':
            if (actor === guest)
              expectThat(
                op,
                who,
                isCode(answer, 401, 'UNAUTHENTICATED'),
                answer,
                '401 UNAUTHENTICATED',
              );
            else if (actor === world.admin)
              expectThat(op, who, !denied(answer), answer, 'not refused');
            else expectThat(op, who, isCode(answer, 403, 'FORBIDDEN'), answer, '403 FORBIDDEN');
            break;
          case 'firm':
            if (actor === guest)
              expectThat(
                op,
                who,
                isCode(answer, 401, 'UNAUTHENTICATED'),
                answer,
                '401 UNAUTHENTICATED',
              );
            else if (actor === world.firmA)
              expectThat(op, who, !denied(answer), answer, 'not refused');
            else if (actor === world.firmB) {
              // Firm B asking about firm A's object: refused, or told nothing of it.
              const refused =
                answer !== 'stream' && (answer.status === 403 || answer.status === 404);
              const harmless =
                answer !== 'stream' &&
                answer.status < 300 &&
                !answer.body.includes(world.firmListingId);
              expectThat(op, who, refused || harmless, answer, `403/404 or none of firm A's data`);
            } else
              expectThat(
                op,
                who,
                isCode(answer, 403, 'FIRM_REQUIRED'),
                answer,
                '403 FIRM_REQUIRED',
              );
            break;
          case 'sale':
            if (actor === guest)
              expectThat(
                op,
                who,
                isCode(answer, 401, 'UNAUTHENTICATED'),
                answer,
                '401 UNAUTHENTICATED',
              );
            else if (actor === world.a || actor === world.firmA || actor === world.admin)
              expectThat(op, who, !denied(answer), answer, 'not refused');
            else {
              // Member B and firm B are no party to the sale: not found (or refused), told nothing.
              const refused =
                answer !== 'stream' &&
                (isCode(answer, 404, 'SALE_NOT_FOUND') || answer.status === 403) &&
                !answer.body.includes(world.saleId);
              expectThat(op, who, refused, answer, '404 SALE_NOT_FOUND (or 403)');
            }
            break;
          case 'owner': {
            const object = world.objects[access.object ?? 'deposit'];
            if (actor === world.a) {
              if (object.ownMarker !== null) {
                const own =
                  answer !== 'stream' &&
                  answer.status < 300 &&
                  answer.body.includes(object.ownMarker);
                expectThat(op, who, own, answer, `2xx with their own ${access.object}`);
              }
            } else if (actor === guest && access.object !== 'three-ds-page') {
              expectThat(
                op,
                who,
                isCode(answer, 401, 'UNAUTHENTICATED'),
                answer,
                '401 UNAUTHENTICATED',
              );
            } else {
              const refused =
                answer !== 'stream' && (answer.status === 403 || answer.status === 404);
              const harmless =
                answer !== 'stream' &&
                answer.status < 300 &&
                object.ownMarker !== null &&
                !world.secrets.some((secret) => answer.body.includes(secret));
              expectThat(op, who, refused || harmless, answer, `403/404 or none of A's data`);
            }
            break;
          }
          default:
            expectThat(op, who, !denied(answer), answer, 'not refused');
        }
      }
      // State-changing API routes need the CSRF pair, except the bank's cross-site returns.
      if (!SAFE.has(op.method) && op.path.startsWith('/api/')) {
        const answer = await ask(t, world, world.a, op, access, { csrf: false });
        if (access.access === 'provider')
          expectThat(op, 'member A without CSRF', !denied(answer), answer, 'not refused');
        else
          expectThat(
            op,
            'member A without CSRF',
            isCode(answer, 403, 'CSRF_FAILED'),
            answer,
            '403 CSRF_FAILED',
          );
      }
    }

    const kinds = [...byAccess.entries()].map(([kind, count]) => `${kind} ${count}`).join(', ');
    console.log(
      `authorisation matrix: ${operations.length} routes (${kinds}), ${cells} checks, ${problems.length} problems`,
    );
    expect(problems).toEqual([]);
  });

  it('marks only the caller’s own bids in the public history, and names nobody', async () => {
    const url = `/api/listings/${world.auctionId}/bids`;
    const op = allOperations(t.app).find(
      (o) => o.method === 'GET' && o.path === '/api/listings/:id/bids',
    );
    if (!op) throw new Error('no bid history route');
    const access = ROUTE_ACCESS['GET /api/listings/:id/bids'] ?? { access: 'public' };
    const mine = async (actor: Actor) => {
      const answer = await ask(t, world, actor, op, access);
      if (answer === 'stream') throw new Error(`${url} streamed`);
      expect(answer.status).toBe(200);
      expect(answer.body).not.toContain(world.a.userId ?? '');
      return JSON.parse(answer.body) as { items: { isMine?: boolean }[] };
    };
    expect((await mine(world.a)).items.map((bid) => bid.isMine === true)).toEqual([true]);
    expect((await mine(world.b)).items.map((bid) => bid.isMine === true)).toEqual([false]);
    expect((await mine(guest)).items.map((bid) => bid.isMine === true)).toEqual([false]);
    expect((await mine(world.admin)).items.map((bid) => bid.isMine === true)).toEqual([false]);
  });
});
