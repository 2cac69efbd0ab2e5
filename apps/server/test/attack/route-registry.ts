import type { FastifyInstance } from 'fastify';

/** The routes an app registered and the OpenAPI operations it documents, read at run time. */

export type RegisteredRoute = { method: string; path: string };

/**
 * Every route the app registered (HEAD, which Fastify adds for each GET, left out), read back
 * from Fastify's own route tree: a node's full path is its ancestors' labels joined.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack[depth] = match[2]!;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, path: stack.join('') });
    }
  }
  return routes;
}

export const routeKey = (route: RegisteredRoute) => `${route.method} ${route.path}`;

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
};

export type Operation = {
  method: string;
  /** Fastify's form: /api/listings/:id */
  path: string;
  params: Record<string, JsonSchema>;
  query: Record<string, { schema: JsonSchema; required: boolean }>;
  body: JsonSchema | undefined;
  /** False for routes hidden from the document: fuzzed without a schema to start from. */
  documented: boolean;
};

type OpenApiDocument = {
  paths?: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

/** The documented operations of the app's OpenAPI document (what /api/docs/json serves). */
export function documentedOperations(app: FastifyInstance): Operation[] {
  const document = app.swagger() as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [openApiPath, methods] of Object.entries(document.paths ?? {})) {
    const path = openApiPath.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(methods)) {
      const params: Operation['params'] = {};
      const query: Operation['query'] = {};
      for (const parameter of operation.parameters ?? []) {
        const schema = parameter.schema ?? {};
        if (parameter.in === 'path') params[parameter.name] = schema;
        if (parameter.in === 'query')
          query[parameter.name] = { schema, required: parameter.required === true };
      }
      const content = operation.requestBody?.content ?? {};
      const body = content['application/json']?.schema ?? Object.values(content)[0]?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        params,
        query,
        body,
        documented: true,
      });
    }
  }
  return operations;
}

/** Every registered route as an operation: its documented form, or a bare one for hidden routes. */
export function allOperations(app: FastifyInstance): Operation[] {
  const documented = new Map(documentedOperations(app).map((op) => [routeKey(op), op]));
  return registeredRoutes(app).map((route) => {
    const known = documented.get(routeKey(route));
    if (known) return known;
    const params = Object.fromEntries(
      [...route.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, { type: 'string' }]),
    );
    return { ...route, params, query: {}, body: undefined, documented: false };
  });
}
