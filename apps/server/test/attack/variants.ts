import {
  BROKEN_BODIES,
  HOSTILE_IDS,
  HOSTILE_NUMBERS,
  HOSTILE_QUERY_VALUES,
  HOSTILE_STRINGS,
  MEGABYTE_STRING,
  toJsonText,
  WRONG_TYPES,
} from './payloads.ts';
import type { Random } from './random.ts';
import type { JsonSchema, Operation } from './route-registry.ts';
import { fieldType, leafFields, sampleValue } from './schema-sample.ts';

/** One malformed request, described well enough to replay it by hand. */
export type Variant = {
  label: string;
  method: string;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
  /** Sent without the CSRF pair (the answer must then be 403 on a state-changing /api route). */
  noCsrf?: boolean;
};

/** Real ids to put in path parameters, so the untouched parts of a variant reach the database. */
export type IdSource = (paramName: string, path: string) => string;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Characters spliced into a valid value. */
const SPLICED = ['\u0001', '\u001b', '\u007f', '\u202e', '\u200b', '🏠', '\ud800', '\r\n', 'ş'];

/** At most this many fields of one body are broken one by one (the rest still get whole-body breaks). */
const MAX_FIELDS = 14;

type Parts = { params: Record<string, string>; query: string; body: unknown };

const enc = (value: unknown) =>
  encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

function queryString(op: Operation): string {
  const pairs: string[] = [];
  for (const [name, { schema, required }] of Object.entries(op.query)) {
    if (!required) continue;
    const value = sampleValue(schema);
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${name}=${enc(item)}`);
  }
  return pairs.join('&');
}

function urlOf(op: Operation, parts: Parts): string {
  const path = op.path.replace(/:(\w+)/g, (_m, name: string) => parts.params[name] ?? 'x');
  // The registry's wildcard routes ('/*', '/api/docs/*') get a page-like path.
  const concrete = path.replace(/\*$/, 'fuzz-page');
  return parts.query ? `${concrete}?${parts.query}` : concrete;
}

function withField(body: unknown, path: string[], value: unknown, remove = false): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const inner = node[key];
    if (typeof inner !== 'object' || inner === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  if (remove) Reflect.deleteProperty(node, last);
  else node[last] = value;
  return copy;
}

function wrongTypesFor(schema: JsonSchema): unknown[] {
  const type = fieldType(schema);
  return WRONG_TYPES.filter((value) => {
    if (type === 'string') return typeof value !== 'string';
    if (type === 'integer' || type === 'number') return typeof value !== 'number';
    if (type === 'boolean') return typeof value !== 'boolean';
    if (type === 'array') return !Array.isArray(value);
    if (type === 'object')
      return typeof value !== 'object' || value === null || Array.isArray(value);
    return true;
  });
}

/** Everything the suite sends to one operation, generated from its schemas and the seed. */
export function variantsFor(op: Operation, ids: IdSource, random: Random): Variant[] {
  const baseParams = Object.fromEntries(
    Object.keys(op.params).map((name) => [name, encodeURIComponent(ids(name, op.path))]),
  );
  const base: Parts = {
    params: baseParams,
    query: queryString(op),
    body: op.body ? sampleValue(op.body) : undefined,
  };
  const sendsBody = BODY_METHODS.has(op.method);
  const out: Variant[] = [];
  const add = (label: string, parts: Partial<Parts>, extra: Partial<Variant> = {}) => {
    const merged = { ...base, ...parts };
    const json =
      sendsBody && merged.body !== undefined && extra.payload === undefined
        ? { contentType: 'application/json', payload: toJsonText(merged.body) }
        : {};
    out.push({ label, method: op.method, url: urlOf(op, merged), ...json, ...extra });
  };

  add('base', {});

  // Body: one field broken at a time, then the whole body broken.
  if (sendsBody) {
    const fields = random.sample(op.body ? leafFields(op.body) : [], MAX_FIELDS);
    for (const field of fields) {
      const name = field.path.join('.');
      add(`body ${name} missing`, { body: withField(base.body, field.path, undefined, true) });
      for (const value of random.sample(wrongTypesFor(field.schema), 2)) {
        add(`body ${name}=${toJsonText(value)}`, { body: withField(base.body, field.path, value) });
      }
      const type = fieldType(field.schema);
      // U+0000 and 2^63 go to every field of their kind; the rest by the seed.
      const hostile =
        type === 'integer' || type === 'number'
          ? [HOSTILE_NUMBERS[0], ...random.sample(HOSTILE_NUMBERS.slice(1), 3)]
          : type === 'string'
            ? [HOSTILE_STRINGS[0], ...random.sample(HOSTILE_STRINGS.slice(1), 3)]
            : random.sample(HOSTILE_STRINGS, 1);
      for (const value of hostile) {
        const shown = toJsonText(value).slice(0, 40);
        add(`body ${name}=${shown}`, { body: withField(base.body, field.path, value) });
      }
      // The same characters inside an otherwise valid value ('a\u0000b@c.de' is still an e-mail).
      if (type === 'string') {
        const valid = String(sampleValue(field.schema, field.path[field.path.length - 1]));
        for (const inner of ['\u0000', random.pick(SPLICED)]) {
          const spliced = `${valid.slice(0, 1)}${inner}${valid.slice(1)}`;
          add(`body ${name}=${toJsonText(spliced)}`, {
            body: withField(base.body, field.path, spliced),
          });
        }
      }
    }
    const object = typeof base.body === 'object' && base.body !== null ? base.body : {};
    add('body with privileged extra fields', {
      body: {
        ...object,
        role: 'admin',
        isAdmin: true,
        userId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        status: 'completed',
        id: 'x',
      },
    });
    add('body with 80 unknown fields', {
      body: {
        ...object,
        ...Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`f${i}`, i])),
      },
    });
    add('body empty object', { body: {} });
    const firstString = (op.body ? leafFields(op.body) : []).find(
      (f) => fieldType(f.schema) === 'string',
    );
    const bigPath = firstString?.path ?? ['text'];
    add('body 60 KB field', { body: withField(object, bigPath, 'x'.repeat(60_000)) });
    add('body 1 MB field', { body: withField(object, bigPath, MEGABYTE_STRING) });
    for (const broken of BROKEN_BODIES) {
      add(`body ${broken.label}`, {}, { contentType: broken.contentType, payload: broken.payload });
    }
    add('body without content type', {}, { payload: '{"a":1}', contentType: '' });
  } else {
    add('GET with a JSON body', {}, { contentType: 'application/json', payload: '{"a":' });
  }

  // Query: each known parameter broken, then unknown and polluting ones.
  for (const [name, { schema, required }] of random.sample(Object.entries(op.query), 8)) {
    const others = base.query
      .split('&')
      .filter((pair) => pair && !pair.startsWith(`${name}=`))
      .join('&');
    const withValue = (value: string) => [others, `${name}=${value}`].filter(Boolean).join('&');
    if (required) add(`query ${name} missing`, { query: others });
    for (const value of [
      HOSTILE_QUERY_VALUES[0]!,
      ...random.sample(HOSTILE_QUERY_VALUES.slice(1), 3),
    ]) {
      add(`query ${name}=${value.slice(0, 40)}`, { query: withValue(value) });
    }
    add(`query ${name} repeated`, { query: `${withValue('1')}&${name}=2&${name}=%00` });
    if (fieldType(schema) === 'array') {
      add(`query ${name} 500 items`, {
        query: [others, ...Array.from({ length: 500 }, (_, i) => `${name}=${i}`)]
          .filter(Boolean)
          .join('&'),
      });
    }
  }
  const q = base.query ? `${base.query}&` : '';
  add('query polluting keys', { query: `${q}__proto__[admin]=1&constructor[prototype][admin]=1` });
  add('query unknown with NUL', { query: `${q}unknown=%00&a[b][c]=d` });
  add('query malformed escape', { query: `${q}%E0%A4%A=%` });
  add('query 1 MB value', { query: `${q}x=${MEGABYTE_STRING}` });

  // Path parameters.
  for (const name of Object.keys(op.params)) {
    for (const value of HOSTILE_IDS) {
      add(`param ${name}=${value.slice(0, 40)}`, { params: { ...baseParams, [name]: value } });
    }
    add(`param ${name} 1 MB`, { params: { ...baseParams, [name]: MEGABYTE_STRING } });
  }

  // Headers: forged or oversized cookies, a missing CSRF pair, odd accept and ids.
  add('garbage session cookie', {}, { headers: { cookie: 'session=%00%ff%fe; csrf_token=x' } });
  add('16 KB cookie', {}, { headers: { cookie: `session=${'a'.repeat(16_384)}` } });
  add(
    'odd accept and request id',
    {},
    {
      headers: { accept: 'text/event-stream, */*;q=0', 'x-request-id': `../${'r'.repeat(300)}` },
    },
  );
  if (BODY_METHODS.has(op.method)) add('no CSRF pair', {}, { noCsrf: true });
  return out;
}
