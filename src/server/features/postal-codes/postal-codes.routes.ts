import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '#shared/contracts/common.contract.ts';
import { CepAnswerSchema, CepParamsSchema } from '#shared/contracts/profile.contract.ts';
import type { RateLimitSetting } from '../../env.ts';
import { clientKey, createLimiter } from '../../plugins/rate-limit.ts';
import type { PostalCodesService } from './postal-codes.service.ts';

const E = ErrorResponseSchema;

/**
 * Look-ups per IP. The route is public (the sign-up and admin forms use it too, and an address
 * is no secret), so it is limited per address instead: enough for a person filling forms, too
 * little to use the portal as a free CEP proxy.
 */
const CEP_LIMIT_PER_IP: RateLimitSetting = { max: 60, windowMs: 60_000 };

export const postalCodesRoutes: FastifyPluginAsync<{ postalCodes: PostalCodesService }> = async (
  fastify,
  { postalCodes },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const perIp = createLimiter(app, 'cep-ip', CEP_LIMIT_PER_IP);

  app.get(
    '/api/cep/:cep',
    {
      onRequest: async (req, reply) => perIp.hit(req, reply, clientKey(req)),
      schema: {
        tags: ['Localidades'],
        summary: 'Endereço de um CEP (ViaCEP e BrasilAPI, com cache e as tabelas do portal como reserva)',
        description:
          'CEP com 8 dígitos (pontos, hífen e espaços são ignorados), senão 400. Responde como o ViaCEP: ' +
          'cep, logradouro, complemento, bairro, localidade, uf, ddd. CEP inexistente: 404. ViaCEP e BrasilAPI fora do ar ' +
          'e CEP desconhecido do portal: 503. Limitado por IP (429).',
        params: CepParamsSchema,
        response: { 200: CepAnswerSchema, 400: E, 404: E, 429: E, 503: E },
      },
    },
    async (req, reply) => {
      const address = await postalCodes.lookup(req.params.cep);
      return reply.header('cache-control', 'public, max-age=3600').send(address);
    },
  );
};
