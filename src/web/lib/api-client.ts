import type { AppLoadContext } from 'react-router';

/**
 * The one client of the `/api/*` contract (DESIGN.md "web data"). Route loaders run on the
 * server and reach the API in-process through Fastify `inject` (no network hop), forwarding the
 * caller's session headers themselves (reference ssr-fastify.md trap 5); in the browser it is
 * plain `fetch` on the same origin.
 */

/** Anything with zod's `parse` (the shared contract schemas). */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions<T> {
  query?: Record<string, QueryValue | QueryValue[]>;
  /** Checked against the response outside production, so contract drift fails loudly in dev and tests. */
  schema?: ResponseSchema<T>;
}

/** A non-2xx answer. The message follows the spec's catalogue: 'GET {path} failed: {status}'. */
export class ApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    /** The parsed `{ message, code }` body when there is one. */
    readonly body: unknown,
  ) {
    super(`${method} ${path} failed: ${status}`);
    this.name = 'ApiError';
  }

  /** The API's Portuguese message, if it sent one. */
  get apiMessage(): string | undefined {
    const body = this.body as { message?: unknown } | null;
    return body && typeof body.message === 'string' ? body.message : undefined;
  }
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions<T>): Promise<T>;
}

/** Headers that carry the caller's identity to the API. */
const FORWARDED_HEADERS = ['cookie', 'authorization'] as const;

export function createApiClient(source: { context?: AppLoadContext; request?: Request } = {}): ApiClient {
  const { context, request } = source;
  const transport: Transport = context?.app ? injectTransport(context, request) : fetchTransport;
  return {
    async get<T>(path: string, options: RequestOptions<T> = {}) {
      const url = withQuery(path, options.query);
      const { status, body } = await transport('GET', url);
      if (status < 200 || status >= 300) throw new ApiError('GET', url, status, body);
      return (options.schema && !import.meta.env.PROD ? options.schema.parse(body) : body) as T;
    },
  };
}

type Transport = (method: 'GET', url: string) => Promise<{ status: number; body: unknown }>;

function injectTransport(context: AppLoadContext, request: Request | undefined): Transport {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of FORWARDED_HEADERS) {
    const value = request?.headers.get(name);
    if (value) headers[name] = value;
  }
  return async (method, url) => {
    const res = await context.app.inject({ method, url, headers });
    return { status: res.statusCode, body: parseJson(res.body) };
  };
}

const fetchTransport: Transport = async (method, url) => {
  const res = await fetch(url, {
    method,
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  return { status: res.status, body: parseJson(await res.text()) };
};

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `/api/x` + `{ a: 1, b: [2, 3] }` -> `/api/x?a=1&b=2&b=3` (empty values left out). */
export function withQuery(path: string, query: RequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null && v !== '') params.append(key, String(v));
    }
  }
  const qs = params.toString();
  if (qs === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}
