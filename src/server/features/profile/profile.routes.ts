import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, IdParamsSchema } from '#shared/contracts/common.contract.ts';
import {
  PROFILE_API,
  PROFILE_MESSAGES as M,
  ProfileCodeParamsSchema,
  ProfileReplaceRequestSchema,
  ProfileSavedResponseSchema,
  ProfileSchema,
  ProfileUpdateRequestSchema,
} from '#shared/contracts/profile.contract.ts';
import { authOf } from '../../plugins/auth.ts';
import type { ProfileCaller, ProfileService } from './profile.service.ts';

const tags = ['Usuários'];
const E = ErrorResponseSchema;
const ERRORS = { 400: E, 401: E, 403: E, 404: E };

const callerOf = (req: FastifyRequest): ProfileCaller => {
  const { user } = authOf(req);
  return { code: user.code, isAdmin: user.role === 'ADMIN' };
};

export const profileRoutes: FastifyPluginAsync<{ profile: ProfileService }> = async (
  fastify,
  { profile },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Personal data: never cached by a browser or a proxy.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/usuarios/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Perfil de um usuário (o próprio; um administrador vê qualquer um)',
        description:
          'Os campos do usuário com os nomes da especificação, mais `faltantes`: as mensagens dos campos ' +
          'obrigatórios do perfil que faltam. O perfil de outro usuário responde 404.',
        params: IdParamsSchema,
        response: { 200: ProfileSchema, ...ERRORS },
      },
    },
    async (req) => profile.get(callerOf(req), req.params.id),
  );

  app.patch(
    PROFILE_API.update,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Altera o próprio perfil (Configurações)',
        description:
          'codigoUSUARIO e os campos a mudar; os ausentes ficam como estão. Tipo de pessoa, documento, ' +
          'e-mail, nível, ativo e senha não mudam aqui (ignorados). Com condomínio escolhido o complemento ' +
          'é obrigatório (400) e o endereço é o do condomínio. Outro usuário: 404.',
        body: ProfileUpdateRequestSchema,
        response: { 200: ProfileSavedResponseSchema, ...ERRORS },
      },
    },
    async (req) => {
      const { codigoUSUARIO, ...input } = req.body;
      const usuario = await profile.save(callerOf(req), codigoUSUARIO, input, 'patch');
      return { ok: true as const, message: M.saved, usuario };
    },
  );

  app.put(
    '/api/usuarios/editar/:codigo',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Substitui os dados editáveis do próprio perfil (alternativa ao PATCH)',
        description:
          'Os campos editáveis ausentes são apagados (o nome é obrigatório). As mesmas regras do PATCH. ' +
          'Outro usuário: 404.',
        params: ProfileCodeParamsSchema,
        body: ProfileReplaceRequestSchema,
        response: { 200: ProfileSavedResponseSchema, ...ERRORS },
      },
    },
    async (req) => {
      const usuario = await profile.save(callerOf(req), req.params.codigo, req.body, 'replace');
      return { ok: true as const, message: M.saved, usuario };
    },
  );
};
