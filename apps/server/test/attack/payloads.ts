/**
 * The hostile values the fuzz suite throws at every field. Strings avoid the words the leak check
 * looks for (SQL keywords, 'node_modules'), so an echo of the input is never taken for a leak.
 */

/** A JSON token JSON.stringify cannot write (NaN, 2^63, a trailing comma…), spliced in as text. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text for a value that may hold RawJson tokens anywhere. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, inner: unknown) => {
    if (inner instanceof RawJson) {
      raws.push(inner.text);
      return `__raw_${raws.length - 1}__`;
    }
    return inner;
  });
  return text.replace(/"__raw_(\d+)__"/g, (_match, index: string) => raws[Number(index)]!);
}

export const MEGABYTE_STRING = 'x'.repeat(1024 * 1024);

/** The first entry goes to every string field; the others are drawn by the seed. */
export const HOSTILE_STRINGS: readonly string[] = [
  'a\u0000b',
  '',
  '   ',
  '\u0000',
  'ctl\u0001\u0007\u0008\u001b[31m\u007f',
  'line\r\nbreak\ttab',
  '\u202eevil.exe\u202c',
  'مرحبا بالعالم',
  'שלום עולם',
  '🏠🔥👨‍👩‍👧‍👦',
  '\ud800',
  'lone \udfff surrogate',
  '\ufeffbom',
  'zero\u200bwidth\u2060joiner',
  "' OR '1'='1",
  '1; DROP TABLE users;--',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '%s%n%x%d',
  'null',
  'true',
  '-1',
  '1e309',
  'İıŞşĞğÜüÖöÇç',
  'x'.repeat(5_000),
  'ş'.repeat(20_000),
];

/** Amounts and other numbers: negative, fractions, past 2^53 and 2^63, and what JSON cannot say. */
export const HOSTILE_NUMBERS: readonly unknown[] = [
  new RawJson('9223372036854775808'),
  -1,
  -0,
  0,
  0.5,
  1.000000001,
  2 ** 31,
  2 ** 53 + 2,
  new RawJson('-9223372036854775809'),
  new RawJson('1e400'),
  1e308,
  new RawJson('NaN'),
  new RawJson('Infinity'),
  new RawJson('-Infinity'),
  '100000',
  '0x10',
  '1e3',
];

/** Values of a different JSON type than a field expects (the right type is filtered out). */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  0,
  12.5,
  'string',
  [],
  ['a', 1],
  {},
  { $gt: '' },
  [[[[[]]]]],
];

/** Path parameters that are not the id a route expects (already URL-encoded). */
export const HOSTILE_IDS: readonly string[] = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '7c9e6679-7425-40de-944b-e07fc1f90ae7%00',
  '%00',
  '%27%20OR%20%271%27%3D%271',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '1e309',
  '%E0%A4%A',
  '%F0%9F%8F%A0',
  '%E2%80%AE',
  'x'.repeat(300),
  '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
];

/** Query values (already URL-encoded). */
export const HOSTILE_QUERY_VALUES: readonly string[] = [
  'a%00b',
  '',
  '%00',
  '%01%1B%7F',
  '%E2%80%AE',
  '%F0%9F%8F%A0',
  '%E0%A4%A',
  '%27%20OR%20%271%27%3D%271',
  'NaN',
  'Infinity',
  '-1',
  '1.5',
  '9223372036854775808',
  '1e400',
  'x'.repeat(3_000),
];

/** Request bodies that are not the JSON they claim to be. */
export const BROKEN_BODIES: readonly {
  label: string;
  contentType: string;
  payload: string | Buffer;
}[] = [
  { label: 'truncated JSON', contentType: 'application/json', payload: '{"amount": 12' },
  { label: 'truncated string', contentType: 'application/json', payload: '{"a":"b' },
  { label: 'trailing comma', contentType: 'application/json', payload: '{"a":1,}' },
  { label: 'single quotes', contentType: 'application/json', payload: "{'a':1}" },
  { label: 'empty JSON body', contentType: 'application/json', payload: '' },
  { label: 'JSON null', contentType: 'application/json', payload: 'null' },
  { label: 'JSON array', contentType: 'application/json', payload: '[1,2,3]' },
  { label: 'JSON string', contentType: 'application/json', payload: '"text"' },
  { label: 'JSON number', contentType: 'application/json', payload: '42' },
  { label: 'BOM then JSON', contentType: 'application/json', payload: '\ufeff{}' },
  {
    label: 'invalid UTF-8',
    contentType: 'application/json',
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]),
  },
  {
    label: 'proto pollution',
    contentType: 'application/json',
    payload: '{"__proto__":{"isAdmin":true}}',
  },
  {
    label: 'constructor pollution',
    contentType: 'application/json',
    payload: '{"constructor":{"prototype":{"isAdmin":true}}}',
  },
  { label: 'duplicate keys', contentType: 'application/json', payload: '{"a":1,"a":"two"}' },
  {
    label: 'deep object nesting',
    contentType: 'application/json',
    payload: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  },
  {
    label: 'deep array nesting',
    contentType: 'application/json',
    payload: `${'['.repeat(30_000)}${']'.repeat(30_000)}`,
  },
  { label: 'text/plain', contentType: 'text/plain', payload: 'hello' },
  {
    label: 'xml',
    contentType: 'application/xml',
    payload:
      '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
  },
  {
    label: 'form body',
    contentType: 'application/x-www-form-urlencoded',
    payload: 'a=1&b=%00&__proto__[x]=1',
  },
  {
    label: 'multipart garbage',
    contentType: 'multipart/form-data; boundary=zzz',
    payload: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--zz',
  },
  {
    label: 'octet-stream',
    contentType: 'application/octet-stream',
    payload: Buffer.from([0, 1, 2, 255]),
  },
  {
    label: 'JSON as UTF-16',
    contentType: 'application/json; charset=utf-16',
    payload: Buffer.from('{"a":1}', 'utf16le'),
  },
  { label: 'bogus content type', contentType: ';;;/json', payload: '{}' },
];
