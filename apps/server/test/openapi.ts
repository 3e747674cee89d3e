import type { FastifyInstance } from 'fastify';

/** The parts of JSON Schema the generated OpenAPI document uses. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

export interface Parameter {
  name: string;
  schema: JsonSchema;
}

/** One operation of the API as the generated OpenAPI document describes it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The document's path, e.g. `/api/forum/questions/{id}`. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The body's schema and the content types it may come in; undefined when it takes none. */
  body?: { schema: JsonSchema; contentTypes: string[] };
  /** A Server-Sent Events stream: a successful call never ends by itself. */
  eventStream: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of `GET /api/openapi.json`, as served by the app. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ url: '/api/openapi.json' });
  const document = response.json<{ paths: Record<string, Partial<Record<string, OpenApiOperation>>> }>();
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content;
      const bodySchema = content ? Object.values(content)[0]?.schema : undefined;
      return [
        {
          method: method.toUpperCase() as Operation['method'],
          path,
          pathParams: parameters.filter((p) => p.in === 'path'),
          query: parameters.filter((p) => p.in === 'query'),
          ...(content && bodySchema
            ? { body: { schema: bodySchema, contentTypes: Object.keys(content) } }
            : {}),
          eventStream: Object.values(operation.responses ?? {}).some(
            (r) => r.content !== undefined && 'text/event-stream' in r.content,
          ),
        },
      ];
    }),
  );
}

/** The operation's URL with its path parameters filled in. */
export function urlOf(operation: Operation, params: Record<string, string>, query = ''): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));
  return query ? `${path}?${query}` : path;
}

export const label = (operation: Operation) => `${operation.method} ${operation.path}`;

/** A query value `schema` refuses. */
export function refusedQueryValue(schema: JsonSchema): string {
  if (schema.type === 'integer' || schema.type === 'number') return 'bukan-angka';
  if (schema.enum || schema.pattern) return 'bukan-pilihan';
  return 'x'.repeat((schema.maxLength ?? 10_000) + 1);
}

/**
 * A request to `operation` that fails validation everywhere it can: an impossible id in the
 * path, refused query values and a body that is not JSON at all.
 */
export function malformedRequest(operation: Operation, cookie: string | undefined) {
  const params = Object.fromEntries(operation.pathParams.map((p) => [p.name, '0']));
  const query = operation.query
    .map((p) => `${p.name}=${encodeURIComponent(refusedQueryValue(p.schema))}`)
    .join('&');
  const withBody = operation.method !== 'GET';
  return {
    method: operation.method,
    url: urlOf(operation, params, query),
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(withBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(withBody ? { payload: '{"tidak lengkap":' } : {}),
  };
}
