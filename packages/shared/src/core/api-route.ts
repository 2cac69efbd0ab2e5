import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';

/**
 * One API operation, written once and read by both sides (decision 056). Two halves:
 *
 * - the route (`<domain>.routes.ts`): method and path, plain literal objects and no runtime
 *   import, so a page that must hydrate without zod (decisions 050, 051) can call it and a
 *   bundler drops the routes it does not use;
 * - the contract (`<domain>.contracts.ts`): the route plus its zod schemas, error codes and API
 *   docs, which the server registers (apps/server/src/lib/route.ts) and the web loads only where
 *   it parses an answer.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRoute = { readonly method: HttpMethod; readonly path: `/${string}` };

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a path's `:name` segments take (`/api/offers/:id` → `{ id }`). */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

/** A query string's values; `undefined` leaves the key out. */
export type QueryValues = URLSearchParams | Record<string, string | number | boolean | undefined>;

/** What a route answers with and takes, as zod schemas, and how the API docs show it. */
export type ContractSchema = {
  /** Both required for a route in the docs (apps/server/src/lib/contracts.test.ts checks). */
  tags?: string[];
  summary?: string;
  description?: string;
  /** Left out of the OpenAPI document (a page or a provider's callback, not an API call). */
  hide?: boolean;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: Record<number, z.ZodType>;
};

/** The whole operation: its route, its schemas and the catalogue codes its refusals use. */
export type ApiContract<
  R extends ApiRoute = ApiRoute,
  S extends ContractSchema = ContractSchema,
> = R & {
  readonly schema: S;
  /** The route's own refusals; the docs add the shared ones (VALIDATION, CSRF_FAILED, …). */
  readonly errorCodes: readonly ErrorCode[];
};

export function defineContract<R extends ApiRoute, S extends ContractSchema>(
  route: R,
  parts: { schema: S; errorCodes?: readonly ErrorCode[] },
): ApiContract<R, S> {
  return { ...route, schema: parts.schema, errorCodes: parts.errorCodes ?? [] };
}

/** The URL of a route with its `:name` segments filled in (encoded) and its query appended. */
export function routeUrl(
  route: ApiRoute,
  params?: Readonly<Record<string, string | number>>,
  query?: QueryValues,
): string {
  const values = params ?? {};
  const path = route.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query ?? {}).flatMap(([key, value]): [string, string][] =>
            value === undefined ? [] : [[key, String(value)]],
          ),
        );
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
