import type { FastifyInstance } from 'fastify';

/** Headers every response carries (reference A1.8); the CSP for pages comes with the web plugin. */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    if (app.env.NODE_ENV === 'production') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
