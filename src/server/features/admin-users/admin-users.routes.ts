import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_USERS_API,
  ADMIN_USERS_MESSAGES as M,
  AdminUsersPageSchema,
  AdminUsersQuerySchema,
  UserCreateRequestSchema,
  UserStatusResponseSchema,
} from '#shared/contracts/admin-users.contract.ts';
import { ACCOUNT_DATA_MESSAGES, AccountDeletedSchema } from '#shared/contracts/account-data.contract.ts';
import { ErrorResponseSchema, IdParamsSchema } from '#shared/contracts/common.contract.ts';
import { authOf } from '../../plugins/auth.ts';
import type { AccountRemovalService } from '../account-removal/account-removal.service.ts';
import type { AdminUsersService } from './admin-users.service.ts';

const tags = ['Administração'];
const E = ErrorResponseSchema;

const UserCreatedSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  codigoUSUARIO: z.number().int(),
});

/**
 * The admins' users (spec 2 §7 "Users"), ADMIN only (401 without a session, 403 for any
 * other role). GET /api/usuarios/{id}, PATCH /api/usuarios/alterar and PUT
 * /api/usuarios/editar/{codigo} are the profile's routes (features/profile), which let an admin
 * read and edit anyone.
 */
export const adminUsersRoutes: FastifyPluginAsync<{
  service: AdminUsersService;
  accountRemoval: AccountRemovalService;
}> = async (fastify, { service, accountRemoval }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Personal data: never cached by a browser or a proxy.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    ADMIN_USERS_API.list,
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Lista os usuários (administradores)',
        description:
          'Mais novos primeiro, 20 por página. `q` procura no nome e sobrenome, no e-mail ou no documento ' +
          '(sem diferenciar acentos nem maiúsculas); `nivel` 1, 2 ou 3; `ativo` 0 ou 1. Cada usuário vem com ' +
          'a contagem dos seus anúncios: todos, publicados e suspensos por bloqueio.',
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersPageSchema, 400: E, 401: E, 403: E },
      },
    },
    async (req) => service.list(req.query),
  );

  app.post(
    ADMIN_USERS_API.create,
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Cria um usuário (administradores)',
        description:
          'E-mail, senha e documento são obrigatórios ("Preencha email, senha e documento"); nível 2, ativo e ' +
          'mostrarNoAnuncio verdadeiros por padrão. A senha segue as regras do cadastro; pessoa e tipo saem do ' +
          'documento (CPF: pf, CNPJ: pj; inválido: 400). O e-mail já vale como confirmado. 409 quando o e-mail ' +
          'ou o documento já está cadastrado.',
        body: UserCreateRequestSchema,
        response: { 201: UserCreatedSchema, 400: E, 401: E, 403: E, 409: E },
      },
    },
    async (req, reply) => {
      const code = await service.create(authOf(req).user.code, req.body);
      return reply.status(201).send({ ok: true as const, message: M.created, codigoUSUARIO: code });
    },
  );

  app.post(
    '/api/admin/usuarios/:id/bloquear',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Bloqueia um usuário (administradores)',
        description:
          'Numa só transação: ativo falso, todas as sessões do usuário encerradas e os anúncios publicados ' +
          'passam a inativo, marcados como suspensos pelo bloqueio; o login passa a ser recusado (403, motivo ' +
          '`bloqueado`). Bloquear quem já está bloqueado responde 200 sem mudar nada (`alterado` falso). 409 ' +
          'para a própria conta e para o último administrador ativo; 404 se o usuário não existe.',
        params: IdParamsSchema,
        response: { 200: UserStatusResponseSchema, 400: E, 401: E, 403: E, 404: E, 409: E },
      },
    },
    async (req) => service.setActive(authOf(req).user.code, req.params.id, false),
  );

  app.post(
    '/api/admin/usuarios/:id/ativar',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Ativa um usuário bloqueado (administradores)',
        description:
          'Ativo verdadeiro; os anúncios que o bloqueio suspendeu voltam a publicado (menos os de crédito ' +
          'vencido, que ficam inativos). Ativar quem já está ativo responde 200 sem mudar nada (`alterado` ' +
          'falso). 404 se o usuário não existe.',
        params: IdParamsSchema,
        response: { 200: UserStatusResponseSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    async (req) => service.setActive(authOf(req).user.code, req.params.id, true),
  );

  app.post(
    '/api/admin/usuarios/:id/excluir',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Exclui um usuário (administradores)',
        description:
          'O mesmo caminho de "Excluir minha conta" (issue 36): sessões encerradas; anúncios, fotos, imagens, ' +
          'favoritos, buscas salvas e newsletter apagados; tickets anonimizados; a conta fica anônima ("Usuário ' +
          'removido" nas conversas), e o e-mail e o documento ficam livres; faturas mantidas; auditoria; e-mail de ' +
          'aviso ao endereço antigo. 409 para a própria conta; 404 se o usuário não existe ou já foi excluído.',
        params: IdParamsSchema,
        response: { 200: AccountDeletedSchema, 400: E, 401: E, 403: E, 404: E, 409: E },
      },
    },
    async (req) => {
      const { listings } = await accountRemoval.deleteAccount(
        { kind: 'admin', code: authOf(req).user.code },
        req.params.id,
      );
      return { ok: true as const, message: ACCOUNT_DATA_MESSAGES.userDeleted, anunciosRemovidos: listings };
    },
  );
};
