import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';

export const condominiumsRoutes: FastifyPluginAsync<{ db: Db }> = async () => {};
