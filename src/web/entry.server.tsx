import { isbot } from 'isbot';
import { renderToReadableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router';
import { paintFirst } from './lib/paint-first.ts';

export const streamTimeout = 5_000;

/**
 * React Router's streaming entry with Web streams (so this file needs no Node types in the web
 * tsconfig), plus the per-request CSP nonce from the Fastify adapter on every inline script
 * React and React Router write (ServerRouter hands it to <Scripts> and <ScrollRestoration>).
 * Crawlers and link unfurlers get the whole document at once. The module preloads are dropped
 * from the head and the app's modules load once the page has painted (see paintFirst).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  let shellRendered = false;
  // Stop rendering when the client leaves, or after streamTimeout so rejected boundaries still flush.
  const signal = AbortSignal.any([request.signal, AbortSignal.timeout(streamTimeout + 1000)]);

  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
    {
      nonce,
      signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell reject and React Router logs them; these came while streaming.
        if (shellRendered && !signal.aborted)
          loadContext.app.log.error({ err: error }, 'erro ao renderizar a página');
      },
    },
  );
  shellRendered = true;

  const userAgent = request.headers.get('user-agent');
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(paintFirst(body), { headers: responseHeaders, status: responseStatusCode });
}

/**
 * Server-side errors from loaders, actions and rendering go to the Fastify (pino) log. A client
 * error (404 for unknown paths and removed listings, 405 for a POST to a page without an action,
 * 400) is expected traffic: logged at debug, not error, so a scanner cannot flood the error log
 * (1,040 error lines in one fuzz run). A 503 (database out) is a warning: the
 * API call behind it logged the cause. Aborted requests are the client leaving (reference trap 4).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = (context as Partial<AppLoadContext> | undefined)?.app?.log;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!log) {
    if (status >= 500) console.error(error);
    return;
  }
  const line = { err: error, url: request.url, status };
  if (status < 500) log.debug(line, 'página: erro do cliente');
  else if (status === 503) log.warn(line, 'página: banco de dados indisponível');
  else log.error(line, 'erro no servidor de páginas');
};
