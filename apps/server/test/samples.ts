import { createECDH, randomBytes } from 'node:crypto';
import type { JsonSchema } from './openapi';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

/**
 * Valid values for the patterns the API's schemas use. A new pattern needs a line here: the
 * sweep stops with its name rather than guess.
 */
const patternExamples: Record<string, () => string> = {
  '^[A-Za-z0-9_.]+$': () => `uji_${unique()}`,
  '^[A-Za-z0-9_-]{8,64}$': () => randomBytes(12).toString('base64url'),
  '^[1-9][0-9]{0,9}$': () => '1',
  // A position for the service directory's `near`: Pekanbaru.
  '^-?\\d{1,3}(\\.\\d{1,8})?,-?\\d{1,3}(\\.\\d{1,8})?$': () => '0.51,101.45',
  // A time of day in the service hours.
  '^([01]\\d|2[0-3]):[0-5]\\d$': () => '09:00',
};

/** Fields whose valid value no schema keyword tells (a URL checked by a refinement). */
const namedExamples: Record<string, () => unknown> = {
  sumber: () => `https://contoh.id/artikel/${unique()}`,
  // A push subscription: a browser push service's address and the device's real P-256 key.
  endpoint: () => `https://fcm.googleapis.com/fcm/send/${unique()}`,
  p256dh: () => createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: () => randomBytes(16).toString('base64url'),
};

/** A value `schema` accepts (as far as its keywords tell), for the field called `name`. */
export function exampleOf(schema: JsonSchema, name: string): unknown {
  const named = namedExamples[name];
  if (named) return named();
  if (schema.anyOf) return exampleOf(schema.anyOf[0]!, name);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([, property]) => property.format !== 'binary')
          .map(([key, property]) => [key, exampleOf(property, key)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        exampleOf(schema.items ?? {}, name),
      );
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return textExample(schema, name);
  }
}

function textExample(schema: JsonSchema, name: string): string {
  if (schema.format === 'email') return `${unique()}@contoh.id`;
  if (schema.pattern) {
    const example = patternExamples[schema.pattern];
    if (!example)
      throw new Error(`no example for pattern ${schema.pattern} of "${name}": add one to samples.ts`);
    return example();
  }
  return `Contoh ${name} ${unique()}`.padEnd(schema.minLength ?? 0, 'x');
}

/** Strings that have broken servers: some are fine text, none may cause a 5xx. */
export const oddStrings = {
  nul: 'a\u0000b',
  loneSurrogate: 'a\uD800b',
  rtlOverride: 'kiri\u202Ekanan',
  zeroWidth: 'nol\u200Blebar',
  emoji: 'halo 😀🙂',
};
export const oneMegabyte = 'x'.repeat(1024 * 1024);

/** Ids that are no ids: each must be refused. */
export const oddIds = ['0', '-1', '1.5', '1e3', '0x10', '1 ', '2147483648', '18446744073709551616', 'teks'];

/** Cursors nobody issued. */
export const craftedCursors = [
  'bukan-kursor!!',
  Buffer.from('id:0').toString('base64url'),
  Buffer.from('id:9999999999').toString('base64url'),
  Buffer.from('o:9999999999999').toString('base64url'),
  Buffer.from(JSON.stringify(['2026-13-45T99:00:00.000000Z', 1])).toString('base64url'),
  Buffer.from(JSON.stringify(["2026-01-01T00:00:00.000000Z'; drop table users; --", 2147483648])).toString(
    'base64url',
  ),
];

/** Values of the wrong JSON type for a field of `schema`. */
export function wrongTypesFor(schema: JsonSchema): unknown[] {
  const type = schema.anyOf ? schema.anyOf[0]?.type : schema.type;
  const all: [string, unknown][] = [
    ['string', 'teks'],
    ['number', 12345],
    ['boolean', true],
    ['object', { a: 1 }],
    ['array', ['a']],
    ['null', null],
  ];
  return all
    .filter(([kind]) => kind !== type && !(kind === 'number' && type === 'integer'))
    .filter(([kind]) => !(kind === 'null' && schema.nullable))
    .map(([, value]) => value);
}
