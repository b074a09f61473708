import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';

export const plansRoutes: FastifyPluginAsync<{ db: Db }> = async () => {};
