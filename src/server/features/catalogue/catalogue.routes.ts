import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoriesQuerySchema,
  CategorySchema,
  SubcategoriesQuerySchema,
  SubcategorySchema,
} from '#shared/contracts/catalogue.contract.ts';
import { ErrorResponseSchema } from '#shared/contracts/common.contract.ts';
import type { Db } from '../../db/client.ts';
import { createCatalogueRepository } from './catalogue.repository.ts';

const tags = ['Categorias'];

export const catalogueRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = createCatalogueRepository(db);

  app.get(
    '/api/categorias',
    {
      schema: {
        tags,
        summary: 'Categorias de anúncio (filtro por tipo 1-4 e ativo 0/1)',
        querystring: CategoriesQuerySchema,
        response: { 200: z.array(CategorySchema), 400: ErrorResponseSchema },
      },
    },
    async (req) => repo.findCategories(req.query),
  );
  app.get(
    '/api/subcategorias',
    {
      schema: {
        tags,
        summary: 'Subcategorias (filtro por categoria, tipo e ativo 0/1)',
        querystring: SubcategoriesQuerySchema,
        response: { 200: z.array(SubcategorySchema), 400: ErrorResponseSchema },
      },
    },
    async (req) => repo.findSubcategories(req.query),
  );
};
