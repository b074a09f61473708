import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CATALOGUE_API } from '#shared/contracts/catalogue.constants.ts';
import {
  CatalogueRemovedSchema,
  CategoryCreateSchema,
  CategorySchema,
  CategoryUpdateSchema,
  SubcategoryCreateSchema,
  SubcategorySchema,
  SubcategoryUpdateSchema,
} from '#shared/contracts/catalogue.contract.ts';
import { ErrorResponseSchema, IdParamsSchema } from '#shared/contracts/common.contract.ts';
import { authOf } from '../../plugins/auth.ts';
import type { CatalogueAdminService } from './catalogue-admin.service.ts';

const tags = ['Administração'];
const E = ErrorResponseSchema;
const actor = (req: FastifyRequest) => ({ code: authOf(req).user.code });

/** Spec 2 §7: the item may come wrapped as `{ subcategoria: {...} }`; the schema sees the item. */
async function unwrapSubcategory(req: FastifyRequest) {
  const body = req.body as { subcategoria?: unknown } | null;
  if (body && typeof body === 'object' && body.subcategoria && typeof body.subcategoria === 'object') {
    req.body = body.subcategoria;
  }
}

/**
 * The admins' writes to categories and subcategories (spec 2 §7 "Catalogue"): ADMIN
 * only (401 without a session, 403 for any other role). The reads, public, are in
 * catalogue.routes.ts.
 */
export const catalogueAdminRoutes: FastifyPluginAsync<{ service: CatalogueAdminService }> = async (
  fastify,
  { service },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireRole('ADMIN');

  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    CATALOGUE_API.categories,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Cria uma categoria (administradores)',
        description:
          'Nome sem espaços nas pontas, até 80 caracteres, único no tipo (maiúsculas e minúsculas não ' +
          'contam: 409). `ativoCATEGORIA` 1/0 ou booleano, ativa quando ausente.',
        body: CategoryCreateSchema,
        response: { 201: CategorySchema, 400: E, 401: E, 403: E, 409: E },
      },
    },
    async (req, reply) => reply.status(201).send(await service.createCategory(actor(req), req.body)),
  );

  app.patch(
    '/api/categorias/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Renomeia, desativa ou ativa uma categoria (administradores)',
        description:
          'Com `nomeCATEGORIA` renomeia: os cartões e a busca dos anúncios da categoria passam a usar o ' +
          'novo nome na mesma transação. Com `ativoCATEGORIA` 0 ela sai dos filtros públicos (que pedem ' +
          '`ativo=1`) e seus anúncios continuam no ar. O tipo não muda. Repetir o que já vale não altera ' +
          'nada. 404 se não existe; 409 se o nome já existe no tipo.',
        params: IdParamsSchema,
        body: CategoryUpdateSchema,
        response: { 200: CategorySchema, 400: E, 401: E, 403: E, 404: E, 409: E },
      },
    },
    async (req) => service.updateCategory(actor(req), req.params.id, req.body),
  );

  app.delete(
    '/api/categorias/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Remove uma categoria sem anúncios (administradores)',
        description:
          'Suas subcategorias são removidas junto. Se algum anúncio (de qualquer status) usa a categoria ' +
          'ou uma subcategoria dela: 409 com quantos, e a saída é desativá-la.',
        params: IdParamsSchema,
        response: { 200: CatalogueRemovedSchema, 400: E, 401: E, 403: E, 404: E, 409: E },
      },
    },
    async (req) => service.removeCategory(actor(req), req.params.id),
  );

  app.post(
    CATALOGUE_API.subcategories,
    {
      preHandler: admin,
      preValidation: unwrapSubcategory,
      schema: {
        tags,
        summary: 'Cria uma subcategoria (administradores)',
        description:
          'O item vem solto ou dentro de `subcategoria`. Sem `slugSUBCATEGORIA`, o slug é feito do nome. ' +
          'Nome único na categoria (409). "Preencha categoria e nome." sem os dois.',
        body: SubcategoryCreateSchema,
        response: { 201: SubcategorySchema, 400: E, 401: E, 403: E, 409: E },
      },
    },
    async (req, reply) => reply.status(201).send(await service.createSubcategory(actor(req), req.body)),
  );

  app.put(
    '/api/subcategorias/:id',
    {
      preHandler: admin,
      preValidation: unwrapSubcategory,
      schema: {
        tags,
        summary: 'Altera uma subcategoria (administradores)',
        description:
          'Os campos enviados mudam, os outros ficam (o botão Desativar/Ativar envia só ' +
          '`ativoSUBCATEGORIA`). `slugSUBCATEGORIA` vazio ou null refaz o slug a partir do nome. Um novo ' +
          'nome vale na busca e nos cartões dos anúncios na mesma transação. Uma subcategoria usada por ' +
          'anúncios não muda de categoria (409).',
        params: IdParamsSchema,
        body: SubcategoryUpdateSchema,
        response: { 200: SubcategorySchema, 400: E, 401: E, 403: E, 404: E, 409: E },
      },
    },
    async (req) => service.updateSubcategory(actor(req), req.params.id, req.body),
  );

  app.delete(
    '/api/subcategorias/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Remove uma subcategoria sem anúncios (administradores)',
        description: 'Se algum anúncio (de qualquer status) a usa: 409 com quantos; a saída é desativá-la.',
        params: IdParamsSchema,
        response: { 200: CatalogueRemovedSchema, 400: E, 401: E, 403: E, 404: E, 409: E },
      },
    },
    async (req) => service.removeSubcategory(actor(req), req.params.id),
  );
};
