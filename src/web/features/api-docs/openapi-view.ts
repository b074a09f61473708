/**
 * Turns the OpenAPI 3.1 description served at /api/openapi.json (generated from the zod route
 * schemas by fastify-type-provider-zod) into what /documentacao shows: operations grouped by
 * tag, each with its parameters, request body fields and response fields. Pure: the page's
 * loader runs it on the server and sends only this much smaller view to the browser.
 */

/** The subset of JSON Schema the generator produces that this page reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  default?: unknown;
  $ref?: string;
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  info?: { title?: string; description?: string; version?: string };
  servers?: { url: string }[];
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

export interface FieldView {
  /** Dotted path: `data[].tituloANUNCIO`. */
  name: string;
  type: string;
  required: boolean;
  rules: string;
  description: string;
}

export interface ResponseView {
  status: string;
  /** 'erro' for the standard `{ message, code, errors? }` error body. */
  kind: 'dados' | 'erro' | 'vazio';
  fields: FieldView[];
}

export interface OperationView {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  parameters: (FieldView & { in: string })[];
  body: FieldView[];
  responses: ResponseView[];
}

interface TagView {
  id: string;
  name: string;
  operations: OperationView[];
}

export interface ApiDocsView {
  title: string;
  description: string;
  version: string;
  serverUrl: string;
  tags: TagView[];
  operationCount: number;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const MAX_DEPTH = 4;
const JS_INT_LIMIT = 9_007_199_254_740_991;
const PARAM_PLACES: Record<string, string> = {
  query: 'query',
  path: 'caminho',
  header: 'cabeçalho',
  cookie: 'cookie',
};

const anchorOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

function literal(v: unknown): string {
  return typeof v === 'string' ? `"${v}"` : String(v);
}

/** A short type: `string`, `integer | null`, `"pf" | "pj"`, `objeto[]`. */
export function typeOf(s: JsonSchema | undefined): string {
  if (!s) return 'qualquer';
  if (s.const !== undefined) return literal(s.const);
  if (s.enum) return s.enum.map(literal).join(' | ');
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return [...new Set(variants.map(typeOf))].join(' | ');
  if (s.allOf?.length === 1) return typeOf(s.allOf[0]);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const names = types.map((t) => {
    if (t === 'array') return `${s.items?.properties ? 'objeto' : typeOf(s.items)}[]`;
    if (t === 'object') return 'objeto';
    if (t === 'string' && s.format) return `string (${s.format})`;
    return t;
  });
  return names.length ? names.join(' | ') : 'qualquer';
}

/** Limits worth reading: lengths, ranges (not the JS safe-integer bounds), pattern, default. */
export function rulesOf(s: JsonSchema | undefined): string {
  if (!s) return '';
  const rules: string[] = [];
  if (s.minLength !== undefined && s.maxLength !== undefined)
    rules.push(`${s.minLength} a ${s.maxLength} caracteres`);
  else if (s.maxLength !== undefined) rules.push(`até ${s.maxLength} caracteres`);
  else if (s.minLength !== undefined && s.minLength > 0) rules.push(`mínimo ${s.minLength} caracteres`);
  const min = s.minimum !== undefined && Math.abs(s.minimum) < JS_INT_LIMIT ? s.minimum : undefined;
  const max = s.maximum !== undefined && Math.abs(s.maximum) < JS_INT_LIMIT ? s.maximum : undefined;
  if (min !== undefined && max !== undefined) rules.push(`de ${min} a ${max}`);
  else if (min !== undefined) rules.push(`mínimo ${min}`);
  else if (max !== undefined) rules.push(`máximo ${max}`);
  if (s.pattern) rules.push(`formato ${s.pattern}`);
  if (s.default !== undefined) rules.push(`padrão ${literal(s.default)}`);
  return rules.join('; ');
}

/** The object inside a schema (through arrays and `X | null`). */
function objectOf(s: JsonSchema | undefined): JsonSchema | undefined {
  if (!s) return undefined;
  if (s.properties) return s;
  if (s.items) return objectOf(s.items);
  for (const v of s.anyOf ?? s.oneOf ?? s.allOf ?? []) {
    const o = objectOf(v);
    if (o) return o;
  }
  return undefined;
}

/** Every field of an object schema, nested ones with dotted names, to MAX_DEPTH levels. */
export function fieldsOf(schema: JsonSchema | undefined, prefix = '', depth = 0): FieldView[] {
  const obj = objectOf(schema);
  if (!obj?.properties || depth >= MAX_DEPTH) return [];
  const required = new Set(obj.required ?? []);
  const out: FieldView[] = [];
  for (const [key, prop] of Object.entries(obj.properties)) {
    const name = `${prefix}${key}`;
    out.push({
      name,
      type: typeOf(prop),
      required: required.has(key),
      rules: rulesOf(prop),
      description: prop.description ?? '',
    });
    const child = objectOf(prop);
    if (child) out.push(...fieldsOf(child, `${name}${isArray(prop) ? '[]' : ''}.`, depth + 1));
  }
  return out;
}

function isArray(s: JsonSchema): boolean {
  return (
    s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array')) || !!s.anyOf?.some(isArray)
  );
}

function jsonSchemaOf(content: Record<string, { schema?: JsonSchema }> | undefined): JsonSchema | undefined {
  if (!content) return undefined;
  return (content['application/json'] ?? Object.values(content)[0])?.schema;
}

function isErrorBody(status: string, s: JsonSchema | undefined): boolean {
  const keys = Object.keys(s?.properties ?? {});
  return Number(status) >= 400 && keys.includes('message') && keys.includes('code');
}

export function buildApiDocsView(doc: OpenApiDocument): ApiDocsView {
  const tags = new Map<string, TagView>();
  let operationCount = 0;
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      operationCount += 1;
      const tagName = op.tags?.[0] ?? 'Outros';
      let tag = tags.get(tagName);
      if (!tag) {
        tag = { id: anchorOf(tagName), name: tagName, operations: [] };
        tags.set(tagName, tag);
      }
      tag.operations.push({
        id: anchorOf(`${method} ${path}`),
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        description: op.description ?? '',
        parameters: (op.parameters ?? []).map((p) => ({
          name: p.name,
          in: PARAM_PLACES[p.in] ?? p.in,
          type: typeOf(p.schema),
          required: p.required ?? p.in === 'path',
          rules: rulesOf(p.schema),
          description: p.description ?? p.schema?.description ?? '',
        })),
        body: fieldsOf(jsonSchemaOf(op.requestBody?.content)),
        responses: Object.entries(op.responses ?? {}).map(([status, r]) => {
          const schema = jsonSchemaOf(r.content);
          if (!schema) return { status, kind: 'vazio' as const, fields: [] };
          if (isErrorBody(status, schema)) return { status, kind: 'erro' as const, fields: [] };
          return { status, kind: 'dados' as const, fields: fieldsOf(schema) };
        }),
      });
    }
  }
  for (const tag of tags.values()) tag.operations.sort((a, b) => a.path.localeCompare(b.path));
  return {
    title: doc.info?.title ?? 'API',
    description: doc.info?.description ?? '',
    version: doc.info?.version ?? '',
    serverUrl: doc.servers?.[0]?.url ?? '',
    tags: [...tags.values()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
    operationCount,
  };
}
