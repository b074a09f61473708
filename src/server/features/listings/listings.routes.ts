import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';

export const listingsRoutes: FastifyPluginAsync<{ db: Db }> = async () => {};
