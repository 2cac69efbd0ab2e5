import type { JsonSchema } from './route-registry.ts';

/** A plausible valid value for a JSON Schema, the base each fuzz variant breaks in one place. */

const PATTERN_CANDIDATES = [
  '5321234567',
  '123456',
  'ORDER-1',
  'Ahmet Yılmaz',
  'a',
  'A',
  '1',
  'ab-12',
];

/** A schema's pattern as JavaScript runs it (zod writes \\p{L}, which needs the u flag). */
function patternOf(source: string): RegExp {
  try {
    return new RegExp(source, 'u');
  } catch {
    return new RegExp(source);
  }
}

/** What a field's name says it holds, for string schemas that do not say it themselves. */
const NAME_HINTS: readonly [RegExp, string][] = [
  // A listing's place and area (issue 30): codes of the reference list, a unit of AREA_UNIT_M2.
  [/^districtCode$/, '43.merkez'],
  [/^neighbourhoodCode$/, '43.merkez.alipasa-mah'],
  [/^areaUnit$/, 'm2'],
  [/^zoning$/, 'konut'],
  [/email/i, 'fuzz@example.com'],
  [/phone/i, '5321234567'],
  [/password/i, 'Tarla-Parsel-2026'],
  [/cardNumber/, '4111 1111 1111 1111'],
  [/cardHolderName/, 'Ahmet Yılmaz'],
  [/expireMonth/, '12'],
  [/expireYear/, '2030'],
  [/cvc/i, '987'],
  [/^city$/, 'Kütahya'],
  [/name$/i, 'Ayşe'],
  [/code/i, '123456'],
];

function typeOf(schema: JsonSchema): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null');
  return type;
}

/** The non-null branch of an anyOf/oneOf, or the schema itself. */
export function effectiveSchema(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((b) => typeOf(b) !== 'null') ?? branches[0];
    return branch ? effectiveSchema(branch) : schema;
  }
  if (schema.allOf?.[0])
    return effectiveSchema({ ...schema.allOf[0], ...schema, allOf: undefined });
  return schema;
}

export function fieldType(schema: JsonSchema): string | undefined {
  const effective = effectiveSchema(schema);
  if (typeOf(effective)) return typeOf(effective);
  if (effective.enum) return typeof effective.enum[0];
  if (effective.properties) return 'object';
  return undefined;
}

function sampleString(schema: JsonSchema, name: string): string {
  switch (schema.format) {
    case 'uuid':
      return '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    case 'email':
      return 'fuzz@example.com';
    case 'date-time':
      return /end/i.test(name) ? '2026-06-30T10:00:00.000Z' : '2026-06-01T10:00:00.000Z';
    case 'date':
      return '2026-06-01';
    case 'uri':
      return 'https://example.com/';
  }
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? Math.max(min, 40);
  const fitsSchema = (value: string) =>
    value.length >= min &&
    value.length <= max &&
    (!schema.pattern || patternOf(schema.pattern).test(value));
  const hinted = NAME_HINTS.find(([pattern]) => pattern.test(name))?.[1];
  if (hinted !== undefined && fitsSchema(hinted)) return hinted;
  if (schema.pattern) {
    const pattern = patternOf(schema.pattern);
    const fits = PATTERN_CANDIDATES.find(
      (c) => pattern.test(c) && c.length >= min && c.length <= max,
    );
    if (fits) return fits;
  }
  return 'Deneme metni 1'.slice(0, max).padEnd(min, 'a');
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  const min = schema.minimum ?? 0;
  const max = schema.maximum ?? 100_000_000;
  const value = Math.min(Math.max(min, 100_000), max);
  return integer ? Math.ceil(value) : value;
}

export function sampleValue(schema: JsonSchema, name = ''): unknown {
  // A default written beside a nullable's branches (`parcel: … .default(null)`) is a valid value.
  if (schema.default !== undefined) return schema.default;
  const effective = effectiveSchema(schema);
  if (effective.default !== undefined) return effective.default;
  if (effective.const !== undefined) return effective.const;
  if (effective.enum && effective.enum.length > 0) return effective.enum[0];
  switch (fieldType(effective)) {
    case 'object': {
      // Every property, optional ones too: a base that fills them all reaches furthest (a
      // rule across fields, like an auction's minimum increment, is not in the schema).
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(effective.properties ?? {})) {
        out[name] = sampleValue(property, name);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: effective.minItems ?? 1 }, () =>
        sampleValue(effective.items ?? { type: 'string' }),
      );
    case 'string':
      return sampleString(effective, name);
    case 'integer':
      return sampleNumber(effective, true);
    case 'number':
      return sampleNumber(effective, false);
    case 'boolean':
      return true;
    default:
      return 'x';
  }
}

/** Every leaf field of an object schema, as a path of property names (nested objects walked). */
export function leafFields(
  schema: JsonSchema,
  prefix: string[] = [],
): { path: string[]; schema: JsonSchema }[] {
  const effective = effectiveSchema(schema);
  if (fieldType(effective) !== 'object' || !effective.properties) return [];
  return Object.entries(effective.properties).flatMap(([name, property]) => {
    const path = [...prefix, name];
    const nested = leafFields(property, path);
    return [{ path, schema: property }, ...nested];
  });
}
