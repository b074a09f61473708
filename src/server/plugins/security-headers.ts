import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The security headers (reference A1.8), through @fastify/helmet: every answer carries
 * X-Content-Type-Options, Referrer-Policy and X-Frame-Options, and HSTS when the site is
 * served over https; pages (HTML) also carry the CSP below, with the request's nonce.
 *
 * helmet's other defaults are off, each on purpose: this policy is the one the app sent before
 * helmet, and adding a header is a decision of its own. Among them, its default CSP
 * would go on every answer (JSON included) without the pages' nonce, and
 * Cross-Origin-Resource-Policy: same-origin would stop other sites from showing our images.
 */
export function securityHeaders(publicUrl: string): FastifyHelmetOptions {
  return {
    // Set per page by plugins/web.ts (pageContentSecurityPolicy): it needs each render's nonce.
    contentSecurityPolicy: false,
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // HSTS means something only over https, and a browser ignores it over plain http; sending it
    // there misled scanners and operators. PUBLIC_URL says how the site is served.
    strictTransportSecurity: publicUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true, preload: false }
      : false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    // Fastify sends no X-Powered-By; nothing to remove.
    xPoweredBy: false,
  };
}

/**
 * The pages' Content-Security-Policy, built once by helmet and completed per answer with the
 * render's nonce. Pages may load only our own scripts, styles, fonts and images; React Router's
 * inline hydration scripts carry the nonce. Development adds what Vite needs: its HMR websocket
 * and the <style> tags it injects for CSS updates.
 * Third parties, each for one feature the user asks for: OpenStreetMap tiles on the /busca
 * map, and the map and video frames of a listing, which load only on a click (the origins
 * src/web/features/listings/listing-detail-helpers.ts accepts). When images move to S3/a CDN
 * (DESIGN.md), add their origin to img-src.
 *
 * Returns a function that sets the header on `res` with `nonce` (plugins/web.ts calls it for
 * HTML answers only: the page cache joins a stored page with the same nonce).
 */
export function pageContentSecurityPolicy(
  isDev = false,
): (req: IncomingMessage, res: ServerResponse, nonce: string) => void {
  const nonces = new WeakMap<ServerResponse, string>();
  const middleware = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", (_req, res) => `'nonce-${nonces.get(res as ServerResponse) ?? ''}'`],
      styleSrc: isDev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
      frameSrc: [
        'https://www.youtube-nocookie.com',
        'https://www.google.com',
        'https://google.com',
        'https://maps.google.com',
        'https://www.google.com.br',
        'https://www.openstreetmap.org',
        'https://openstreetmap.org',
      ],
      fontSrc: ["'self'"],
      connectSrc: isDev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  });
  return (req, res, nonce) => {
    nonces.set(res, nonce);
    middleware(req, res, (err?: unknown) => {
      if (err) throw err;
    });
  };
}
