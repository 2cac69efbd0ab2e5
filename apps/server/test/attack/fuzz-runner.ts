import type { LightMyRequestResponse } from 'fastify';
import { csrfHeaders, type TestApp } from '../helpers/app.ts';
import { freshIp, newSessionCookie, type Actor } from './actors.ts';
import { answerProblems } from './leaks.ts';
import type { Variant } from './variants.ts';

/** Sends variants as one caller and keeps the tally the suite prints. */

export type Tally = {
  requests: number;
  byStatus: Map<number, number>;
  byRole: Map<string, number>;
  streamsOpened: number;
  sessionsRenewed: number;
  failures: string[];
  /** How many failures each route (`METHOD path`) had. */
  failingRoutes: Map<string, number>;
};

export const newTally = (): Tally => ({
  requests: 0,
  byStatus: new Map(),
  byRole: new Map(),
  streamsOpened: 0,
  sessionsRenewed: 0,
  failures: [],
  failingRoutes: new Map(),
});

const ANSWER_WITHIN_MS = 10_000;
/** A stream route that has not ended by then has opened its stream: that is its answer. */
const STREAM_OPEN_MS = 150;

function bump<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function describe(actor: Actor, variant: Variant, detail: string): string {
  const url = variant.url.length > 160 ? `${variant.url.slice(0, 160)}…` : variant.url;
  return `${actor.role} · ${variant.method} ${url} · ${variant.label} → ${detail}`;
}

export async function sendVariant(
  t: TestApp,
  actor: Actor,
  variant: Variant,
  tally: Tally,
  options: { stream: boolean; route: string },
): Promise<void> {
  const headers: Record<string, string> = { 'user-agent': 'attack-suite' };
  if (variant.noCsrf) {
    if (actor.cookie) headers.cookie = actor.cookie;
  } else {
    Object.assign(headers, csrfHeaders(...(actor.cookie ? [actor.cookie] : [])));
  }
  if (variant.contentType) headers['content-type'] = variant.contentType;
  Object.assign(headers, variant.headers);

  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.stream ? STREAM_OPEN_MS : ANSWER_WITHIN_MS);
  let res: LightMyRequestResponse | undefined;
  try {
    res = await t.app.inject({
      method: variant.method as 'GET',
      url: variant.url,
      headers,
      remoteAddress: freshIp(),
      signal: abort.signal,
      ...(variant.payload === undefined ? {} : { payload: variant.payload }),
    });
  } catch (error) {
    if (!abort.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
  }
  tally.requests += 1;
  bump(tally.byRole, actor.role);
  if (!res) {
    if (options.stream) {
      tally.streamsOpened += 1;
      bump(tally.byStatus, 200);
    } else {
      tally.failures.push(describe(actor, variant, `no answer within ${ANSWER_WITHIN_MS} ms`));
      bump(tally.failingRoutes, options.route);
    }
    return;
  }
  bump(tally.byStatus, res.statusCode);
  for (const problem of answerProblems(variant.url, res)) {
    tally.failures.push(describe(actor, variant, `${problem}: ${res.body.slice(0, 200)}`));
    bump(tally.failingRoutes, options.route);
  }
  // A variant may sign its caller out (logout accepts almost any body): sign back in.
  const cleared = res.cookies.some((c) => c.name === 'session' && c.value === '');
  if (cleared && actor.userId && !variant.headers?.cookie) {
    actor.cookie = await newSessionCookie(t, actor.userId);
    tally.sessionsRenewed += 1;
  }
}

export function printTally(label: string, tally: Tally, routes: number, seconds: number): void {
  const statuses = [...tally.byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const roles = [...tally.byRole.entries()].map(([role, count]) => `${role} ${count}`).join(', ');
  console.log(
    [
      `${label}: ${routes} routes, ${tally.requests} requests in ${seconds.toFixed(1)} s`,
      `  by caller: ${roles}`,
      `  by status: ${statuses}`,
      `  streams opened: ${tally.streamsOpened}, sessions renewed: ${tally.sessionsRenewed}`,
      `  failures: ${tally.failures.length}`,
      ...[...tally.failingRoutes.entries()].map(([route, count]) => `    ${route}: ${count}`),
    ].join('\n'),
  );
}
