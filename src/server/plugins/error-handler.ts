import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '#shared/contracts/common.contract.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * One place that turns every failure into `{ message, code, errors? }` in Portuguese with the
 * right status. Bad input is a 400, never a 500; unexpected errors are logged and answered
 * with a generic message (no stack, no SQL).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorResponse = { message: error.message, code: error.code };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: fieldName(v.instancePath, v.params),
        message: v.message ?? 'Valor inválido.',
      }));
      return reply
        .status(400)
        .send({ message: errors[0]?.message ?? 'Parâmetros inválidos.', code: 'VALIDATION', errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'resposta fora do contrato');
      return reply
        .status(500)
        .send({ message: 'Erro interno. Tente novamente em instantes.', code: 'INTERNAL' });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ message: 'Conteúdo grande demais.', code: 'TOO_LARGE' });
    }
    if (status === 429) {
      return reply
        .status(429)
        .send({ message: 'Muitas tentativas. Aguarde um pouco e tente de novo.', code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, bad content type, ...).
      const message = status === 415 ? 'Tipo de conteúdo não suportado.' : 'Requisição inválida.';
      return reply.status(status).send({ message, code: status === 404 ? 'NOT_FOUND' : 'VALIDATION' });
    }
    request.log.error({ err: error }, 'erro inesperado');
    return reply
      .status(500)
      .send({ message: 'Erro interno. Tente novamente em instantes.', code: 'INTERNAL' });
  });
}

function fieldName(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (fromPath) return fromPath;
  const issue = params as { issue?: { path?: (string | number)[] } } | undefined;
  return issue?.issue?.path?.join('.') ?? '';
}
