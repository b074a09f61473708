import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '#shared/contracts/users.contract.ts';
import type { Clock } from '../lib/clock.ts';

/**
 * What the pages share between visitors, kept for a few seconds (rendering the home
 * for every visitor capped what one process could serve; docs/performance-log.md §10).
 *
 * - `serve`: the rendered HTML of a few public pages (`PAGE_CACHE_PATHS`, the home) for visitors
 *   without a session. The document is identical for all of them except the CSP nonce, which
 *   React Router writes on its inline scripts: the stored copy is kept split at its nonce, and
 *   every answer joins it with the request's own fresh nonce (the one its CSP header names).
 *   A request that may carry a session (the session cookie, or an Authorization header) is
 *   always rendered, and a render is stored only when nothing in it is personal: status 200,
 *   HTML, no Set-Cookie, no `private`/`no-store` (root.tsx marks logged-in pages so).
 * - `shared`: data a loader shows to every visitor alike (the home's sections), by a fixed key,
 *   so a logged-in visitor's render and a client-side navigation skip those API calls too.
 *
 * Both are bounded (a fixed list of paths; at most `MAX_SHARED_KEYS` keys), both expire on the
 * app's Clock, concurrent misses wait for one render or one load instead of each doing it, and
 * failures are never kept. A new listing reaches the home within `PAGE_TTL_MS` +
 * `SHARED_DATA_TTL_MS` (the page may be rendered from data loaded just before). Per process:
 * with several processes each keeps its own copy, which changes nothing but the hit rate.
 */

/** How long a stored page is served. */
export const PAGE_TTL_MS = 15_000;
/** How long a shared loader result is reused. */
export const SHARED_DATA_TTL_MS = 15_000;
/** The pages whose anonymous HTML is stored (exact path, no query string). */
const PAGE_CACHE_PATHS: ReadonlySet<string> = new Set(['/']);
/** Upper bound on `shared` keys: callers use a handful of fixed names; more are not stored. */
export const MAX_SHARED_KEYS = 64;

export interface PageCache {
  /**
   * The response for a page request: from the store when the request is anonymous, the page is
   * one of PAGE_CACHE_PATHS and a fresh copy exists; otherwise `render()`, whose answer is
   * stored when it may be. `nonce` is this request's CSP nonce (the one `render` uses).
   */
  serve(req: FastifyRequest, nonce: string, render: () => Promise<Response>): Promise<Response>;
  /** `load()`'s result, reused for SHARED_DATA_TTL_MS under `key` (errors are not kept). */
  shared<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets everything (tests; an operator's hook if ever needed). */
  clear(): void;
}

export interface PageCacheOptions {
  clock: Clock;
  /** Off: `serve` always renders and `shared` always loads (development, where code changes live). */
  enabled: boolean;
  pageTtlMs?: number;
  sharedTtlMs?: number;
  paths?: ReadonlySet<string>;
}

interface StoredPage {
  expiresAt: number;
  status: number;
  headers: [string, string][];
  /** The document split at the nonce it was rendered with, as UTF-8 (answers copy, not encode). */
  parts: Buffer[];
}

interface SharedEntry {
  expiresAt: number;
  value: unknown;
}

export function createPageCache(opts: PageCacheOptions): PageCache {
  const pageTtl = opts.pageTtlMs ?? PAGE_TTL_MS;
  const sharedTtl = opts.sharedTtlMs ?? SHARED_DATA_TTL_MS;
  const paths = opts.paths ?? PAGE_CACHE_PATHS;
  const pages = new Map<string, StoredPage>();
  const rendering = new Map<string, Promise<StoredPage | null>>();
  const sharedValues = new Map<string, SharedEntry>();
  const loading = new Map<string, Promise<unknown>>();
  const now = () => opts.clock.now().getTime();

  async function renderAndStore(
    key: string,
    nonce: string,
    render: () => Promise<Response>,
  ): Promise<Response> {
    let settle!: (page: StoredPage | null) => void;
    rendering.set(
      key,
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    let stored: StoredPage | null = null;
    try {
      const startedAt = now();
      const res = await render();
      if (!isStorable(res)) return res;
      // The whole document is read before answering: a page in PAGE_CACHE_PATHS has no
      // deferred data, so this waits for nothing the visitor would have seen earlier.
      const html = await res.text();
      const headers = [...res.headers];
      const parts = html.split(nonce).map((part) => Buffer.from(part));
      stored = { expiresAt: startedAt + pageTtl, status: res.status, headers, parts };
      pages.set(key, stored);
      return new Response(html, { status: res.status, headers });
    } finally {
      rendering.delete(key);
      settle(stored);
    }
  }

  return {
    async serve(req, nonce, render) {
      if (!opts.enabled || req.method !== 'GET' || !paths.has(req.url) || mayHaveSession(req)) {
        return render();
      }
      const key = req.url;
      let page = pages.get(key);
      if (!page || page.expiresAt <= now()) {
        const pending = rendering.get(key);
        page = pending ? ((await pending) ?? undefined) : undefined;
        // Nothing stored (expired, or the shared render failed or was not storable): render.
        if (!page) return renderAndStore(key, nonce, render);
      }
      return new Response(withNonce(page.parts, nonce), { status: page.status, headers: page.headers });
    },

    async shared<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!opts.enabled) return load();
      const entry = sharedValues.get(key);
      if (entry && entry.expiresAt > now()) return entry.value as T;
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;
      if (!entry && sharedValues.size >= MAX_SHARED_KEYS) return load();
      const startedAt = now();
      const promise = load().then(
        (value) => {
          sharedValues.set(key, { expiresAt: startedAt + sharedTtl, value });
          loading.delete(key);
          return value;
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, promise);
      return promise;
    },

    clear() {
      pages.clear();
      sharedValues.clear();
    },
  };
}

/**
 * Whether the request may belong to a logged-in user: any Authorization header, or a cookie
 * named like the session's (`nc_sessao=` also matches `__Host-nc_sessao=`), valid or not. Such
 * requests are always rendered for themselves.
 */
function mayHaveSession(req: FastifyRequest): boolean {
  if (req.headers.authorization !== undefined) return true;
  const cookie = req.headers.cookie ?? '';
  return cookie.includes(`${SESSION_COOKIE.plain}=`);
}

/** The stored document with `nonce` between its parts. */
function withNonce(parts: readonly Buffer[], nonce: string): Buffer {
  const between = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) pieces.push(between);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** A render anyone may be given: a complete 200 HTML page that says nothing personal. */
function isStorable(res: Response): boolean {
  if (res.status !== 200 || !res.body) return false;
  if (!(res.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (res.headers.has('set-cookie')) return false;
  const cacheControl = (res.headers.get('cache-control') ?? '').toLowerCase();
  return !cacheControl.includes('private') && !cacheControl.includes('no-store');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Pages and loader data shared between visitors (created in app.ts, used by web.ts). */
    pageCache: PageCache;
  }
}
