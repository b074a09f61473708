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
/** An admin's edit can also meet a taken e-mail or document, or the last active admin. */
const SAVE_ERRORS = { ...ERRORS, 409: E };

const ADMIN_FIELDS_NOTE =
  'Só de um administrador valem emailUSUARIO, documentoUSUARIO (CPF ou CNPJ válido; pessoa e tipo o ' +
  'acompanham), senhaUSUARIO (regras do cadastro; encerra as sessões do usuário), nivelUSUARIO e ' +
  'ativoUSUARIO (falso bloqueia: sessões encerradas e anúncios publicados suspensos; verdadeiro os ' +
  'republica); de qualquer outro são ignorados. 409 para e-mail ou documento já cadastrado, para ' +
  'bloquear a própria conta e para bloquear ou rebaixar o último administrador ativo.';

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
        summary: 'Altera o próprio perfil (Configurações); um administrador altera qualquer usuário',
        description:
          'codigoUSUARIO e os campos a mudar; os ausentes ficam como estão. Com condomínio escolhido o ' +
          'complemento é obrigatório (400) e o endereço é o do condomínio. Outro usuário: 404. ' +
          ADMIN_FIELDS_NOTE,
        body: ProfileUpdateRequestSchema,
        response: { 200: ProfileSavedResponseSchema, ...SAVE_ERRORS },
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
        summary: 'Substitui os dados editáveis de um perfil (alternativa ao PATCH)',
        description:
          'Os campos editáveis ausentes são apagados (o nome é obrigatório; os campos de administrador ' +
          'ausentes ficam como estão). As mesmas regras do PATCH. Outro usuário: 404. ' +
          ADMIN_FIELDS_NOTE,
        params: ProfileCodeParamsSchema,
        body: ProfileReplaceRequestSchema,
        response: { 200: ProfileSavedResponseSchema, ...SAVE_ERRORS },
      },
    },
    async (req) => {
      const usuario = await profile.save(callerOf(req), req.params.codigo, req.body, 'replace');
      return { ok: true as const, message: M.saved, usuario };
    },
  );
};
