import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Sends JSON text made elsewhere (pages of the stored listing cards, ADR 007) as it is: Fastify
 * sends a string with a JSON content type without serializing it, so the route's zod
 * serializer never sees it. Outside production the text is parsed and must equal what the
 * route's schema makes of it (no missing, extra or mistyped field), so the tests catch a card
 * that breaks its contract.
 */
export function createJsonTextSender(schema: z.ZodType, { check }: { check: boolean }) {
  return (reply: FastifyReply, text: string): FastifyReply => {
    if (check) {
      const sent: unknown = JSON.parse(text);
      const checked = schema.safeParse(sent);
      if (checked.error) {
        throw new ResponseSerializationError(reply.request.method, reply.request.url, {
          cause: checked.error,
        });
      }
      if (!isDeepStrictEqual(checked.data, sent)) {
        throw new Error(
          `${reply.request.method} ${reply.request.url}: o JSON enviado tem campos fora do contrato`,
        );
      }
    }
    return reply.type('application/json; charset=utf-8').send(text);
  };
}
