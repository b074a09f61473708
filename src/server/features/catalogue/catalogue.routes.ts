import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';

export const catalogueRoutes: FastifyPluginAsync<{ db: Db }> = async () => {};
