import type { LightMyRequestResponse } from 'fastify';
import { csrfHeaders, type TestApp } from '../helpers/app.ts';
import { freshIp, newSessionCookie, type Actor } from './actors.ts';
import type { OwnerWorld } from './matrix-fixtures.ts';
import type { RouteAccess } from './route-access.ts';
import type { Operation } from './route-registry.ts';
import { sampleValue } from './schema-sample.ts';

/** One well-formed request per route, aimed at member A's things, sent as any caller. */

export type Answer = { status: number; code: string | null; body: string };

const STREAM_OPEN_MS = 150;
const OTHER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

function idFor(world: OwnerWorld, name: string, path: string): string {
  if (name !== 'id') return OTHER_ID;
  if (path.startsWith('/api/sales/:id')) return world.saleId;
  if (path.startsWith('/api/firm/')) return world.firmListingId;
  if (path.startsWith('/api/admin/firms/:id')) return world.firmAId;
  if (path.startsWith('/api/listings/:id/offers')) return world.offerListingId;
  if (/^\/(api\/listings|api\/admin\/listings|auctions)\/:id/.test(path)) return world.auctionId;
  if (path.startsWith('/api/admin/offers/:id')) return world.offerId;
  if (path === '/api/payments/:id/3ds') return world.paymentUid;
  return OTHER_ID;
}

/** The URL and body for a route: its owner object's URL, or one built from its schemas. */
export function requestFor(world: OwnerWorld, op: Operation, access: RouteAccess) {
  if (access.object) return { url: world.objects[access.object].url, body: undefined };
  let url = op.path
    .replace(/:(\w+)/g, (_m, name: string) => idFor(world, name, op.path))
    .replace(/\*$/, 'some-page');
  const query = Object.entries(op.query)
    .filter(([, q]) => q.required)
    .flatMap(([name, q]) => {
      const value = sampleValue(q.schema);
      return (Array.isArray(value) ? value : [value]).map(
        (v) => `${name}=${encodeURIComponent(String(v))}`,
      );
    });
  if (op.path === '/api/listings/events') query.push(`ids=${world.auctionId}`);
  if (query.length > 0) url += `?${query.join('&')}`;
  const body = op.method === 'GET' ? undefined : op.body ? sampleValue(op.body) : {};
  return { url, body };
}

/** Sends it as `actor` on a session of its own (a sign-out in one cell leaves the others alone). */
export async function ask(
  t: TestApp,
  world: OwnerWorld,
  actor: Actor,
  op: Operation,
  access: RouteAccess,
  options: { csrf?: boolean } = {},
): Promise<Answer | 'stream'> {
  const { url, body } = requestFor(world, op, access);
  const cookie = actor.userId ? await newSessionCookie(t, actor.userId, world.now) : null;
  const headers: Record<string, string> =
    options.csrf === false ? (cookie ? { cookie } : {}) : csrfHeaders(...(cookie ? [cookie] : []));
  const abort = new AbortController();
  const timer = access.stream ? setTimeout(() => abort.abort(), STREAM_OPEN_MS) : undefined;
  let res: LightMyRequestResponse;
  try {
    res = await t.app.inject({
      method: op.method as 'GET',
      url,
      headers,
      remoteAddress: freshIp(),
      signal: abort.signal,
      ...(body === undefined ? {} : { payload: body as object }),
    });
  } catch (error) {
    if (abort.signal.aborted) return 'stream';
    throw error;
  } finally {
    clearTimeout(timer);
  }
  let code: string | null;
  try {
    code = res.json<{ error?: { code?: string } }>().error?.code ?? null;
  } catch {
    code = null;
  }
  return { status: res.statusCode, code, body: res.body };
}
