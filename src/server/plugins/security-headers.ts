import type { FastifyInstance } from 'fastify';

/** Headers every response carries (reference A1.8); the CSP for pages comes with the web plugin. */
export function registerSecurityHeaders(app: FastifyInstance) {
  // HSTS means something only over https, and a browser ignores it over plain http; sending it
  // there (issue 17 item 14) misled scanners and operators. PUBLIC_URL says how the site is served.
  const hsts = app.env.PUBLIC_URL.startsWith('https://');
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    if (hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
