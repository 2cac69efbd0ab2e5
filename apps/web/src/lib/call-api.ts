import {
  routeUrl,
  type ApiRoute,
  type PathParams,
  type QueryValues,
} from '@arsamezat/shared/core/api-route';
import type { z } from 'zod';
import { nextTask } from './after-first-paint';
import { apiRequest, readApiResponse } from './api-client';
import { takeEarlyAnswer } from './early-answers';

/** What a call fills in: the path's `:name` values, the query, the body, an abort signal. */
export type CallInput<R extends ApiRoute> = (keyof PathParams<R['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<R['path']> }) & {
  query?: QueryValues;
  body?: unknown;
  signal?: AbortSignal | undefined;
};

/** The input may be left out when the path has no `:name` segment. */
type CallArgs<R extends ApiRoute> = keyof PathParams<R['path']> extends never
  ? [input?: CallInput<R>]
  : [input: CallInput<R>];

/**
 * Calls a shared route (decision 056): the URL from its path, params and query, the method from
 * the route, so no API path is written in the web app. The answer comes back unread: the caller
 * parses it with the contract's schema, or uses `callApiParsed`. A GET the page's boot script
 * already asked for (`lib/early-answers.ts`) takes that answer instead of asking again.
 */
export function callApi<R extends ApiRoute>(route: R, ...[input]: CallArgs<R>): Promise<unknown> {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: QueryValues;
    body?: unknown;
    signal?: AbortSignal;
  };
  const url = routeUrl(route, params, query);
  const ask = () =>
    apiRequest<unknown>(url, {
      method: route.method,
      ...(body === undefined ? {} : { body }),
      ...(signal ? { signal } : {}),
    });
  // An answer the page's boot script asked for at once (decision 085); asked again if it failed.
  const early = route.method === 'GET' ? takeEarlyAnswer(url) : undefined;
  return early ? early.then((response) => (response ? readApiResponse(response) : ask())) : ask();
}

/**
 * A call whose answer is read through its contract's schema, the schema's module (and zod)
 * loading beside the request instead of with the page's scripts, so a server-rendered page
 * hydrates without them (decision 050). The session and site checks write the same inline: they
 * are in the first load, whose budget has no room for this module.
 */
export async function callApiParsed<R extends ApiRoute, T>(
  route: R,
  loadSchema: () => Promise<z.ZodType<T>>,
  ...args: CallArgs<R>
): Promise<T> {
  const [schema, data] = await Promise.all([
    loadZodThenSchema(loadSchema),
    callApi(route, ...args),
  ]);
  return schema.parse(data);
}

let zodStarted: Promise<unknown> | undefined;

/** The browser's next idle moment, at most `timeout` ms away. */
const idleMoment = (timeout: number) =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });

/** What the page draws first without zod, which the first schema waits for. */
const drawnFirst = new Set<Promise<void>>();
/** How long the first schema waits for them at most. */
const DRAWN_FIRST_WAIT_MS = 3000;

/**
 * Has the first schema (zod's code, a quarter of a second of a slow phone's main thread) wait
 * until `drawn` settles, three seconds at most: a member's trade panel, which draws its deposit
 * gate without zod (decision 094), goes before the bell's and the bids' schemas.
 */
export function drawBeforeSchemas(drawn: Promise<void>): void {
  drawnFirst.add(drawn);
  const done = () => drawnFirst.delete(drawn);
  drawn.then(done, done);
}

/**
 * zod's own code started, in a task of its own (decision 063): the first schema a page loads
 * used to evaluate zod and itself in one task of some 25 ms — over 200 ms on a slow phone, while
 * the page had just become live. Where the page draws something first without zod
 * (`drawBeforeSchemas`, decision 094: a member's listing page), it waits for an idle moment and
 * for that. Later schemas find zod there; code that loads a contract by itself (a listing's live
 * events) waits for this first.
 */
export function zodReady(): Promise<unknown> {
  zodStarted ??= (
    drawnFirst.size === 0
      ? Promise.resolve()
      : idleMoment(1000).then(() =>
          Promise.race([
            Promise.allSettled([...drawnFirst]),
            new Promise((resolve) => setTimeout(resolve, DRAWN_FIRST_WAIT_MS)),
          ]),
        )
  )
    .then(() => import('./zod-start'))
    .then(nextTask, () => undefined);
  return zodStarted;
}

/** zod, then the schema's module, each in a task of its own. */
async function loadZodThenSchema<T>(loadSchema: () => Promise<T>): Promise<T> {
  await zodReady();
  return loadSchema();
}
