import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { ACCOUNT_MESSAGES as M } from '#shared/contracts/users.contract.ts';
import { UNAVAILABLE_RETRY_AFTER_S } from './error-handler.ts';
import { pageContentSecurityPolicy } from './security-headers.ts';

/**
 * The React Router 7 (framework mode, SSR) side of the one Node process: Fastify owns `/api/*`
 * and `/uploads/*` (registered before this plugin), React Router renders everything else.
 * Wiring and traps: shared/reference/ssr-fastify.md.
 */
export interface WebOptions {
  mode: 'production' | 'development';
}

declare module 'react-router' {
  // What route loaders receive as `context`. The web code declares a structural view of the same
  // object (src/web/lib/load-context.ts) because web never imports server modules.
  interface AppLoadContext {
    app: FastifyInstance;
    /** Per-request CSP nonce for React Router's inline scripts (entry.server.tsx). */
    cspNonce: string;
    /**
     * Set by the api-client when an API call answers 503 (the database is out); a render with
     * it set from the start makes the root loader answer the "fora do ar" page.
     */
    apiUnavailable: boolean;
  }
}

/** The project root, from this file's place (src/server/plugins), not from process.cwd(). */
const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CLIENT_DIR = path.join(PROJECT_ROOT, 'build/client');
const SERVER_BUILD = path.join(PROJECT_ROOT, 'build/server/index.js');

export async function registerWeb(app: FastifyInstance, opts: WebOptions): Promise<void> {
  const build = opts.mode === 'production' ? await productionBuild(app) : await developmentBuild(app);
  const handle = createRequestHandler(build, opts.mode);
  const setPageCsp = pageContentSecurityPolicy(opts.mode === 'development');

  // Encapsulated so the body parsers below do not leak to the API routes.
  await app.register(async (rr) => {
    // A page action's body (a form post) is read whole, within the same limit as the API's
    // bodies (Fastify's bodyLimit, 1 MiB: a bigger one is a 413): read from the stream by the
    // action, a few large posts held gigabytes (docs/performance-log.md §12).
    rr.removeAllContentTypeParsers();
    rr.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    // Pages answer GET, HEAD and POST (actions). Other methods are a 405 here, never handed
    // to the Fetch API (whose Request rejects TRACE, a 500 before), and stay out of the
    // OpenAPI description (hide).
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      const url = pageUrl(req);
      if (!url) return reply.status(400).send({ message: 'Endereço inválido.', code: 'VALIDATION' });
      // React Router refuses an action posted from another origin by throwing, which reached the
      // error log on every cross-site post; refused here first, quietly, with the same rule.
      const origin = req.headers.origin;
      if (req.method === 'POST' && origin && origin !== 'null' && origin !== url.origin) {
        return reply.status(403).send({ message: M.csrf, code: 'FORBIDDEN' });
      }
      const cspNonce = randomBytes(16).toString('base64');
      // The home's anonymous HTML may come from the page cache, with this request's nonce.
      const res = await app.pageCache.serve(req, cspNonce, () => render(req, reply, url, cspNonce));
      reply.status(res.status);
      for (const [key, value] of res.headers) if (key !== 'set-cookie') reply.header(key, value);
      // Several cookies must stay separate headers (Headers joins them otherwise).
      const cookies = res.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if ((res.headers.get('content-type') ?? '').startsWith('text/html')) {
        setPageCsp(req.raw, reply.raw, cspNonce);
      }
      if (res.status === 503) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
      // HEAD is rendered as GET, so its headers are the page's; the body is dropped.
      if (req.method === 'HEAD') {
        await res.body?.cancel();
        return reply.send();
      }
      return reply.send(res.body ? Readable.fromWeb(res.body as NodeReadableStream) : null);
    };
    rr.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', schema: { hide: true }, handler });
    const others = rr.supportedMethods.filter((m) => !['GET', 'HEAD', 'POST'].includes(m));
    rr.route({
      method: others,
      url: '/*',
      schema: { hide: true },
      handler: async (_req, reply) =>
        reply
          .status(405)
          .header('allow', 'GET, HEAD, POST')
          .send({ message: 'Método não permitido.', code: 'METHOD_NOT_ALLOWED' }),
    });
  });

  /**
   * Renders a page. A loader that met a database outage may have carried on without its data
   * (the home keeps going when one section fails): when any API call of the render answered
   * 503, the page is rendered again as the "fora do ar" page (root.tsx), status 503, instead
   * of a 200 with sections missing.
   */
  async function render(req: FastifyRequest, reply: FastifyReply, url: URL, cspNonce: string) {
    const context: AppLoadContext = { app, cspNonce, apiUnavailable: false };
    const res = await handle(toFetchRequest(req, reply, url), context);
    if (!context.apiUnavailable || res.status === 503) return res;
    await res.body?.cancel();
    return handle(toFetchRequest(req, reply, url), { app, cspNonce, apiUnavailable: true });
  }
}

async function productionBuild(app: FastifyInstance): Promise<ServerBuild> {
  if (!fs.existsSync(SERVER_BUILD)) {
    throw new Error(
      `Build do site ausente (${SERVER_BUILD}). Rode "npm run build" antes de iniciar em produção.`,
    );
  }
  await app.register((await import('@fastify/static')).default, {
    root: CLIENT_DIR,
    prefix: '/',
    // One route per file found at start-up; every other path falls through to React Router.
    wildcard: false,
    index: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders(reply, file) {
      // @fastify/static 10 passes the Fastify reply, not the raw response (reference trap 1).
      const hashed = file.startsWith(path.join(CLIENT_DIR, 'assets') + path.sep);
      (reply as unknown as FastifyReply).header(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  // A missing hashed file (an old tab asking for a chunk replaced by a deploy) is a plain 404,
  // not a rendered page; React Router's client reloads the document when a chunk fails.
  app.get('/assets/*', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .code(404)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('Arquivo não encontrado.'),
  );
  return (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
}

async function developmentBuild(app: FastifyInstance): Promise<() => Promise<ServerBuild>> {
  const vite = await import('vite');
  const server = await vite.createServer({
    root: PROJECT_ROOT,
    appType: 'custom',
    // The HMR websocket shares the Fastify port instead of opening 24678 on all interfaces.
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  await app.register((await import('@fastify/middie')).default);
  app.use(server.middlewares);
  app.addHook('onClose', async () => {
    await server.close();
  });
  const ssr = server.environments.ssr;
  if (!ssr || !vite.isRunnableDevEnvironment(ssr)) throw new Error('Vite: ambiente SSR não executável.');
  // Loaded per request so edits to routes show without a restart.
  return async () => (await ssr.runner.import('virtual:react-router/server-build')) as ServerBuild;
}

/**
 * The page's absolute URL. Built from the path as a path: `new URL('//%00', base)` read the
 * path as a protocol-relative URL with host "%00" and threw. req.protocol and
 * req.host honour trustProxy (reference trap 6). Null when the Host header makes no valid URL.
 */
function pageUrl(req: FastifyRequest): URL | null {
  try {
    return new URL(`${req.protocol}://${req.host}${req.url.startsWith('/') ? '' : '/'}${req.url}`);
  } catch {
    return null;
  }
}

/** Fastify request -> Fetch Request (what React Router's handler takes). */
function toFetchRequest(req: FastifyRequest, reply: FastifyReply, url: URL): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key.startsWith(':')) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  // Abort loaders and rendering when the client goes away.
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  // HEAD is answered as GET without the body (React Router answered it with an empty JSON body).
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const init: RequestInit = { method, headers, signal: controller.signal };
  // The body as read by the content-type parser above (within bodyLimit).
  if (method !== 'GET' && Buffer.isBuffer(req.body)) init.body = req.body;
  return new Request(url, init);
}
