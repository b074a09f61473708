import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoriesQuerySchema,
  CategorySchema,
  SubcategoriesQuerySchema,
  SubcategorySchema,
} from '#shared/contracts/catalogue.contract.ts';
import { ErrorResponseSchema, IdParamsSchema } from '#shared/contracts/common.contract.ts';
import type { CatalogueAdminService } from './catalogue-admin.service.ts';
import type { CatalogueRepository } from './catalogue.repository.ts';

const tags = ['Categorias'];

/**
 * The public reads of the catalogue. Inactive categories and subcategories are listed too (the
 * admin screens need them; the public filters ask `ativo=1`), and one is readable by its code
 * whatever its status: its name still shows on its listings' cards, so there is nothing to hide.
 */
export const catalogueRoutes: FastifyPluginAsync<{
  repo: CatalogueRepository;
  service: CatalogueAdminService;
}> = async (fastify, { repo, service }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
  app.get(
    '/api/categorias/:id',
    {
      schema: {
        tags,
        summary: 'Uma categoria pelo código (ativa ou não)',
        params: IdParamsSchema,
        response: { 200: CategorySchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (req) => service.getCategory(req.params.id),
  );
  app.get(
    '/api/subcategorias/:id',
    {
      schema: {
        tags,
        summary: 'Uma subcategoria pelo código (ativa ou não)',
        params: IdParamsSchema,
        response: { 200: SubcategorySchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (req) => service.getSubcategory(req.params.id),
  );
};
