import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that zod's `toJSONSchema` produces for the contract. */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
};

/** An object whose own key is `key`, even for `__proto__` (JSON.stringify then writes it as a plain key). */
export function ownKey(key: string, value: unknown): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
  return object;
}

const controlString = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 0x9f })),
    fc.string({ maxLength: 8 }),
  )
  .map(([a, code, b]) => `${a}${String.fromCharCode(code)}${b}`);

/** Strings a careful attacker tries: huge, control characters, odd Unicode, injection-looking text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  controlString,
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff\ud800',
    '\u202eexe.pdf',
    '\ufeff',
    'नेपाली',
    '😀'.repeat(50),
    "'; drop table users; --",
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '{"a":1}',
    '[]',
    'null',
    'true',
    '1e309',
    '-0',
    'NaN',
    '__proto__',
    'constructor',
    'Other',
    'other',
    '2024-02-30',
    '9999-12-31',
    '0000-00-00',
    'http://',
    'javascript:alert(1)',
  ),
  fc.integer({ min: 1, max: 3 }).map((n) => 'x'.repeat(10 ** (n + 2))),
  fc.constant('y'.repeat(1_100_000)),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, 5e-324),
);

/** A wrong value of any shape, for any place in a body. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype').map((key) => ownKey(key, { isAdmin: true, role: 'admin' })),
  fc.constant(ownKey('constructor', { prototype: { isAdmin: true } })),
  fc.array(hostileString, { maxLength: 3 }),
);

const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Strings for a field, guided by its format or, where the JSON Schema lost it (pipes), by its name. */
function stringFor(schema: JsonSchema, ids: readonly string[], key: string): fc.Arbitrary<string> {
  const max = Math.min(schema.maxLength ?? 40, 60);
  const plain = fc.string({ minLength: Math.max(1, Math.min(schema.minLength ?? 0, max)), maxLength: max });
  const id = ids.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, fc.uuid()) : fc.uuid();
  if (schema.format === 'uuid' || /(^id|Id|Ids|Levels|Types|Range)$/.test(key)) return id;
  if (schema.format === 'email' || /email/i.test(key)) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.stringMatching(/^[a-z0-9]{1,12}$/).map((local) => `${local}@example.com`) },
      { weight: 1, arbitrary: fc.emailAddress() },
    );
  }
  if (schema.format === 'date' || /(date|deadline)$/i.test(key)) return isoDate;
  if (/url|website/i.test(key)) return fc.webUrl();
  if (/password/i.test(key)) return fc.string({ minLength: 8, maxLength: 30 });
  if (/token/i.test(key)) return fc.stringMatching(/^[0-9a-f]{64}$/);
  // Now and then one control character inside otherwise valid text: PostgreSQL refuses U+0000.
  const sneaky = controlString.filter((text) => text.length >= 1 && text.length <= max);
  return fc.oneof(
    { weight: 3, arbitrary: plain },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: max }) },
    { weight: 1, arbitrary: sneaky },
    { weight: 1, arbitrary: id },
  );
}

/**
 * Values shaped by a JSON Schema, each node replaced by a hostile value now and then: mostly near-valid
 * bodies that reach the services, with wrong types, huge and odd strings and prototype keys mixed in.
 */
export function valueFor(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<unknown> {
  // Half the cases follow the schema (they reach the services and the database), half carry hostile values.
  return fc.oneof(nodeFor(schema, ids, 0, false), nodeFor(schema, ids, 0, true));
}

function nodeFor(
  schema: JsonSchema,
  ids: readonly string[],
  depth: number,
  hostile: boolean,
  key = '',
): fc.Arbitrary<unknown> {
  const shaped = shapedFor(schema, ids, depth, hostile, key);
  return hostile ? fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue }) : shaped;
}

function shapedFor(
  schema: JsonSchema,
  ids: readonly string[],
  depth: number,
  hostile: boolean,
  key: string,
): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const child = (s: JsonSchema, name = key) => nodeFor(s, ids, depth + 1, hostile, name);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map((v) => child(v)));
  if (schema.allOf && schema.allOf.length > 0) return child(schema.allOf[0] ?? {});
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, ids, key);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum ?? 0, max: schema.maximum ?? 1e9 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(child(schema.items ?? schema.prefixItems?.[0] ?? {}), { maxLength: 4 });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0) return fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 3 });
      const record = Object.fromEntries(properties.map(([name, value]) => [name, child(value, name)]));
      const complete = fc.record(record, { requiredKeys: schema.required ?? [] });
      return hostile ? fc.oneof(complete, fc.record(record, { requiredKeys: [] })) : complete;
    }
    default:
      return hostile
        ? hostileValue
        : fc.oneof(fc.string({ maxLength: 20 }), fc.integer({ min: 0, max: 1000 }), fc.constant(null));
  }
}

/** A zod schema of the contract as the JSON Schema of its input (what a client sends). */
export const inputJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A request body: a value for the schema, sometimes any JSON at all or text that is not JSON. */
export function bodyFor(schema: z.ZodType | undefined, ids: readonly string[]): fc.Arbitrary<string> {
  const shaped = schema ? valueFor(inputJsonSchema(schema), ids) : hostileValue;
  return fc.oneof(
    { weight: 8, arbitrary: shaped.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,]', '\u0000', '{"__proto__":{"x":1}}', '"\\ud800"') },
  );
}

/** A query string: values for the schema's fields as text (arrays repeat the key), plus raw, badly encoded bits. */
export function queryFor(schema: z.ZodType | undefined, ids: readonly string[]): fc.Arbitrary<string> {
  const shaped = schema ? valueFor(inputJsonSchema(schema), ids) : fc.constant({});
  // A few filters at a time, as people use them (all twelve at once would nearly always hit a refusal).
  const fromValue = fc.tuple(shaped, fc.nat({ max: 3 })).map(([value, keep]) => {
    const params = new URLSearchParams();
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, field] of Object.entries(value).slice(0, keep)) {
        for (const item of Array.isArray(field) ? field : [field]) {
          params.append(key, typeof item === 'string' ? item : JSON.stringify(item));
        }
      }
    }
    return params.toString();
  });
  const raw = fc.constantFrom('q=%FF', 'q=%ED%A0%80', 'q=%', 'page=%00', 'skills=a%00b', 'pageSize=1e9', 'page=-1');
  return fc.tuple(fromValue, fc.option(raw, { nil: undefined, freq: 5 })).map(([a, b]) => (b ? `${a}&${b}` : a));
}
