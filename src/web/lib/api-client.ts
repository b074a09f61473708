import type { AppLoadContext } from 'react-router';

/**
 * The one client of the `/api/*` contract (DESIGN.md "web data"). Route loaders run on the
 * server and reach the API in-process through Fastify `inject` (no network hop), forwarding the
 * caller's session headers themselves (reference ssr-fastify.md trap 5); in the browser it is
 * plain `fetch` on the same origin.
 */

/** Anything with zod's `parse` (the shared contract schemas). */
interface ResponseSchema<T> {
  parse(data: unknown): T;
}

type QueryValue = string | number | boolean | undefined | null;

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

  /** The API's error code (`ErrorCode` of shared/errors.ts, or a feature's own), if it sent one. */
  get code(): string | undefined {
    const body = this.body as { code?: unknown } | null;
    return body && typeof body.code === 'string' ? body.code : undefined;
  }
}

/** The request never got an answer: no connection, DNS, the server down, or the time-out. */
export class NetworkError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    /** True when the caller's time-out (or abort) stopped the request. */
    readonly isTimeout: boolean,
    options?: { cause?: unknown },
  ) {
    super(`${method} ${path} failed: ${isTimeout ? 'timeout' : 'network'}`, options);
    this.name = 'NetworkError';
  }
}

interface WriteOptions<T> extends RequestOptions<T> {
  /** Aborts the request (the registration's 30 s time-out, spec 1 §7). */
  signal?: AbortSignal;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  /**
   * A JSON POST. Writes go from the browser (DESIGN.md "web data"), whose `Origin` header passes
   * the API's CSRF check on cookie-authenticated writes (docs/decisions/005). A server-side
   * (inject) write has no Origin: it would need a bearer token instead of the cookie.
   */
  post<T>(path: string, body?: unknown, options?: WriteOptions<T>): Promise<T>;
  /** A JSON PATCH (same rules as `post`). */
  patch<T>(path: string, body?: unknown, options?: WriteOptions<T>): Promise<T>;
  /** A JSON PUT (same rules as `post`). */
  put<T>(path: string, body?: unknown, options?: WriteOptions<T>): Promise<T>;
  /** A DELETE, with an optional JSON body (same rules as `post`). */
  delete<T>(path: string, body?: unknown, options?: WriteOptions<T>): Promise<T>;
}

/** Headers that carry the caller's identity to the API. */
const FORWARDED_HEADERS = ['cookie', 'authorization'] as const;

export function createApiClient(source: { context?: AppLoadContext; request?: Request } = {}): ApiClient {
  const { context, request } = source;
  const transport: Transport = context?.app ? injectTransport(context, request) : fetchTransport;
  async function send<T>(method: Method, path: string, body: unknown, options: WriteOptions<T>): Promise<T> {
    const url = withQuery(path, options.query);
    const res = await transport({ method, url, body, signal: options.signal });
    if (res.status < 200 || res.status >= 300) throw new ApiError(method, url, res.status, res.body);
    return (options.schema && !import.meta.env.PROD ? options.schema.parse(res.body) : res.body) as T;
  }
  return {
    get: (path, options = {}) => send('GET', path, undefined, options),
    post: (path, body, options = {}) => send('POST', path, body, options),
    patch: (path, body, options = {}) => send('PATCH', path, body, options),
    put: (path, body, options = {}) => send('PUT', path, body, options),
    delete: (path, body, options = {}) => send('DELETE', path, body, options),
  };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface TransportRequest {
  method: Method;
  url: string;
  body: unknown;
  signal: AbortSignal | undefined;
}

type Transport = (req: TransportRequest) => Promise<{ status: number; body: unknown }>;

function injectTransport(context: AppLoadContext, request: Request | undefined): Transport {
  const forwarded: Record<string, string> = { accept: 'application/json' };
  for (const name of FORWARDED_HEADERS) {
    const value = request?.headers.get(name);
    if (value) forwarded[name] = value;
  }
  return async ({ method, url, body }) => {
    const headers = { ...forwarded };
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await context.app.inject({ method, url, headers, payload });
    // The database is out: the page will be answered as "fora do ar" (server plugins/web.ts),
    // even if its loader carries on without this call's data.
    if (res.statusCode === 503) context.apiUnavailable = true;
    return { status: res.statusCode, body: parseJson(res.body) };
  };
}

const fetchTransport: Transport = async ({ method, url, body, signal }) => {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
    return { status: res.status, body: parseJson(await res.text()) };
  } catch (error) {
    throw new NetworkError(method, url, signal?.aborted ?? false, { cause: error });
  }
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
