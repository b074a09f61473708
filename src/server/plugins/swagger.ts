import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI description generated from the route schemas, served at /api/openapi.json. */
export async function registerSwagger(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'NC — API pública',
        description:
          'API do portal NC: anúncios, condomínios, localidades, categorias e planos. ' +
          'Erros respondem `{ message, code, errors? }` em português.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
