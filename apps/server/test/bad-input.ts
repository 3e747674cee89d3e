import type { JsonSchema, Operation } from './openapi';
import { urlOf } from './openapi';
import { craftedCursors, exampleOf, oddIds, oddStrings, oneMegabyte, wrongTypesFor } from './samples';

/** One malformed request, before a session cookie is added. */
export interface Probe {
  name: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Whether any answer but a 4xx is a failure (some odd text is valid text, e.g. an emoji). */
  mustRefuse: boolean;
}

const idPattern = '^[1-9][0-9]{0,9}$';
const boundary = 'sehatBatas';
const part = (name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const multipartType = `multipart/form-data; boundary=${boundary}`;

/** Multipart bodies no parser should choke on. */
const brokenForms: [string, string, string][] = [
  ['multipart without its closing boundary', multipartType, part('a', 'b')],
  [
    'multipart with another boundary',
    multipartType,
    `--lain\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--lain--\r\n`,
  ],
  ['multipart without a boundary', 'multipart/form-data', `${part('a', 'b')}--${boundary}--\r\n`],
];

/** Percent-encoding that keeps a lone surrogate as the invalid UTF-8 a client could send. */
const encodeQuery = (value: string) =>
  Array.from(value, (char) => (/[\uD800-\uDFFF]/u.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join(
    '',
  );

const queryValues = (schema: JsonSchema, name: string): [string, string, boolean][] => {
  if (schema.pattern === idPattern) return oddIds.map((id) => [`odd id ${JSON.stringify(id)}`, id, true]);
  if (name === 'cursor') return craftedCursors.map((c) => [`crafted cursor ${c}`, c, true]);
  if (schema.type === 'integer' || schema.type === 'number') {
    return ['abc', '1.5', '-1', '1e3', '0x10', '', '99999999999999999999'].map((v) => [
      `number ${v}`,
      v,
      false,
    ]);
  }
  if (schema.enum) return [['unknown choice', 'bukan-pilihan', true]];
  return [
    ...Object.entries(oddStrings).map(([kind, value]): [string, string, boolean] => [kind, value, false]),
    ['8 KB', 'x'.repeat(8 * 1024), false],
  ];
};

/**
 * The malformed requests for one operation: odd ids in the path and the query, odd values of
 * every query parameter (also given twice), and bodies that are not JSON, not of the declared
 * type, of another content type, a broken multipart form, or valid except one field of the
 * wrong type, holding odd text, or 1 MB long.
 */
export function probesFor(operation: Operation, pathIds: Record<string, string>): Probe[] {
  const probes: Probe[] = [];
  const json = { 'content-type': 'application/json' };
  const add = (name: string, url: string, extra: Partial<Probe> = {}, mustRefuse = false) =>
    probes.push({ name, method: operation.method, url, headers: {}, mustRefuse, ...extra });
  const plainUrl = urlOf(operation, pathIds);

  for (const param of operation.pathParams) {
    for (const id of oddIds) {
      add(
        `path ${param.name} ${JSON.stringify(id)}`,
        urlOf(operation, { ...pathIds, [param.name]: id }),
        {},
        true,
      );
    }
  }

  for (const param of operation.query) {
    for (const [kind, value, mustRefuse] of queryValues(param.schema, param.name)) {
      add(
        `query ${param.name}: ${kind}`,
        urlOf(operation, pathIds, `${param.name}=${encodeQuery(value)}`),
        {},
        mustRefuse,
      );
    }
    const valid = encodeURIComponent(String(exampleOf(param.schema, param.name)));
    add(
      `query ${param.name} twice`,
      urlOf(operation, pathIds, `${param.name}=${valid}&${param.name}=${valid}`),
    );
  }

  if (operation.method === 'GET') return probes;
  const hasBody = operation.body !== undefined;
  add('malformed JSON', plainUrl, { headers: json, payload: '{"tidak lengkap":' }, true);
  add('XML body', plainUrl, { headers: { 'content-type': 'application/xml' }, payload: '<a>1</a>' }, hasBody);
  if (!operation.body) return probes;

  const { schema, contentTypes } = operation.body;
  const takesForms = contentTypes.includes('multipart/form-data');
  for (const payload of ['[1,2]', '"teks"', 'null', '5'])
    add(`JSON ${payload}`, plainUrl, { headers: json, payload }, true);
  add('plain text body', plainUrl, { headers: { 'content-type': 'text/plain' }, payload: 'teks' }, true);
  add(
    'form-urlencoded body',
    plainUrl,
    { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' },
    true,
  );
  for (const [name, type, payload] of brokenForms)
    add(name, plainUrl, { headers: { 'content-type': type }, payload }, true);

  // A fresh valid body each time, so unique fields (username, clientId) never repeat.
  const valid = () => exampleOf(schema, 'body') as Record<string, unknown>;
  const send = (name: string, body: Record<string, unknown>, mustRefuse: boolean) =>
    add(name, plainUrl, { headers: json, payload: JSON.stringify(body) }, mustRefuse);
  const form = (fields: Record<string, unknown>) =>
    Object.entries(fields)
      .map(([name, value]) => part(name, typeof value === 'string' ? value : JSON.stringify(value)))
      .join('') + `--${boundary}--\r\n`;
  add(
    'a form where JSON is expected',
    plainUrl,
    { headers: { 'content-type': multipartType }, payload: form(valid()) },
    !takesForms,
  );

  for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
    if (fieldSchema.format === 'binary') {
      const file =
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a\u0000b.png"\r\n` +
        `Content-Type: image/png\r\n\r\nbukan gambar\r\n`;
      add(
        `a ${field} that is no image`,
        plainUrl,
        { headers: { 'content-type': multipartType }, payload: `${file}${form(valid())}` },
        true,
      );
      continue;
    }
    for (const wrong of wrongTypesFor(fieldSchema))
      send(`${field}: ${JSON.stringify(wrong)}`, { ...valid(), [field]: wrong }, true);
    if (fieldSchema.type !== 'string') continue;
    for (const [kind, value] of Object.entries(oddStrings)) {
      send(`${field}: ${kind}`, { ...valid(), [field]: value }, kind === 'loneSurrogate');
      if (takesForms && kind === 'nul') {
        add(`form ${field}: nul`, plainUrl, {
          headers: { 'content-type': multipartType },
          payload: form({ ...valid(), [field]: value }),
        });
      }
    }
    send(`${field}: 1 MB`, { ...valid(), [field]: oneMegabyte }, true);
  }
  return probes;
}
