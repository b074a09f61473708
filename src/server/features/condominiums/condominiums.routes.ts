import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, IdParamsSchema } from '#shared/contracts/common.contract.ts';
import {
  CONDOMINIUM_NOT_FOUND,
  CondominiumSchema,
  CondominiumsBatchQuerySchema,
  CondominiumsPageSchema,
  CondominiumsQuerySchema,
} from '#shared/contracts/condominiums.contract.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { createCondominiumsRepository } from './condominiums.repository.ts';

const tags = ['Condomínios'];

export const condominiumsRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = createCondominiumsRepository(db);

  app.get(
    '/api/condominios',
    {
      schema: {
        tags,
        summary: 'Busca condomínios (nome sem acento e tolerante a erro; cep, bairro, cidade, estado)',
        querystring: CondominiumsQuerySchema,
        response: { 200: CondominiumsPageSchema, 400: ErrorResponseSchema },
      },
    },
    async (req) => repo.findCondominiums(req.query),
  );
  // Registered before /:id so "batch" is never read as an id.
  app.get(
    '/api/condominios/batch',
    {
      schema: {
        tags,
        summary: 'Vários condomínios por código (ids=1,2,3)',
        querystring: CondominiumsBatchQuerySchema,
        response: { 200: z.array(CondominiumSchema), 400: ErrorResponseSchema },
      },
    },
    async (req) => repo.findCondominiumsByCodes(req.query.ids),
  );
  app.get(
    '/api/condominios/:id',
    {
      schema: {
        tags,
        summary: 'Um condomínio',
        params: IdParamsSchema,
        response: { 200: CondominiumSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (req) => {
      const condominium = await repo.getCondominium(req.params.id);
      if (!condominium) throw notFound(CONDOMINIUM_NOT_FOUND);
      return condominium;
    },
  );
};
