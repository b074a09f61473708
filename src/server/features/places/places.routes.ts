import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';

export const placesRoutes: FastifyPluginAsync<{ db: Db }> = async () => {};
