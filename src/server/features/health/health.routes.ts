import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const HealthSchema = z.object({
  status: z.enum(['ok', 'indisponivel']),
  database: z.enum(['postgres', 'pglite']),
});

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers and uptime checks). */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['Saúde'],
        summary: 'Verifica se o serviço e o banco de dados respondem',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, database: database.kind };
      } catch (err) {
        request.log.error({ err }, 'banco de dados indisponível');
        return reply.status(503).send({ status: 'indisponivel' as const, database: database.kind });
      }
    },
  );
};
