import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '#shared/contracts/common.contract.ts';
import { MEDIA_MESSAGES } from '#shared/contracts/media.constants.ts';
import type { ErrorCode } from '#shared/errors.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from '../lib/app-error.ts';
import { labelledMessage } from './field-labels.ts';

/**
 * One place that turns every failure into `{ message, code, errors? }` in Portuguese with the
 * right status (DESIGN.md §3). Bad input is a 4xx, never a 500; a database that cannot be
 * reached is a 503 with Retry-After; unexpected errors are logged and answered with a generic
 * message (no stack, no SQL). Besides the route error handler this covers what Fastify and
 * Node answer on their own: unknown routes, malformed URLs, and the client
 * errors Node's HTTP parser raises before a request exists (431, 408, 400).
 */

const MESSAGES = {
  internal: 'Erro interno. Tente novamente em instantes.',
  unavailable: 'O NC está temporariamente fora do ar. Tente novamente em alguns instantes.',
  notFound: 'Recurso não encontrado.',
  badUrl: 'Endereço inválido.',
  bodyNotObject: 'O corpo da requisição deve ser um objeto JSON.',
  tooLarge: 'Conteúdo grande demais.',
  headersTooLarge: 'Cabeçalhos da requisição grandes demais.',
  timeout: 'A requisição demorou demais para chegar. Tente novamente.',
  badRequest: 'Requisição inválida.',
  unsupportedType: 'Tipo de conteúdo não suportado.',
  forbidden: 'Acesso negado.',
  methodNotAllowed: 'Método não permitido.',
  rateLimited: 'Muitas tentativas. Aguarde um pouco e tente de novo.',
} as const;

/** Seconds a client should wait before trying again while the database is out (Retry-After). */
export const UNAVAILABLE_RETRY_AFTER_S = 15;

/** A Fastify or Node client error status → our code and message. */
const CLIENT_ERRORS: Record<number, [ErrorCode, string]> = {
  403: ['FORBIDDEN', MESSAGES.forbidden],
  404: ['NOT_FOUND', MESSAGES.notFound],
  405: ['METHOD_NOT_ALLOWED', MESSAGES.methodNotAllowed],
  408: ['TIMEOUT', MESSAGES.timeout],
  413: ['TOO_LARGE', MESSAGES.tooLarge],
  415: ['VALIDATION', MESSAGES.unsupportedType],
  429: ['RATE_LIMITED', MESSAGES.rateLimited],
  431: ['TOO_LARGE', MESSAGES.headersTooLarge],
};

/** @fastify/multipart's errors (image uploads), by code: its limits are a 413, a broken body a 400. */
const MULTIPART_ERRORS: Record<string, [number, ErrorCode, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, 'TOO_LARGE', MEDIA_MESSAGES.tooLarge],
  FST_FILES_LIMIT: [413, 'TOO_LARGE', MEDIA_MESSAGES.tooManyFiles],
  FST_PARTS_LIMIT: [413, 'TOO_LARGE', MEDIA_MESSAGES.tooManyParts],
  FST_FIELDS_LIMIT: [413, 'TOO_LARGE', MEDIA_MESSAGES.tooManyParts],
  FST_PROTO_VIOLATION: [400, 'VALIDATION', MEDIA_MESSAGES.badMultipart],
  FST_MP_PREMATURE_CLOSE: [400, 'VALIDATION', MEDIA_MESSAGES.badMultipart],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'VALIDATION', MEDIA_MESSAGES.notMultipart],
};

function clientError(status: number): ErrorResponse {
  const [code, message] = CLIENT_ERRORS[status] ?? ['VALIDATION', MESSAGES.badRequest];
  return { message, code };
}

function sendUnavailable(reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
    .send({ message: MESSAGES.unavailable, code: 'UNAVAILABLE' } satisfies ErrorResponse);
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorResponse = { message: error.message, code: error.code };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => {
        const field = fieldName(v.instancePath, v.params);
        const isBody = error.validationContext === 'body';
        // The whole body was not an object (an array, a string, nothing): say so plainly.
        if (field === '' && isBody) return { field, message: MESSAGES.bodyNotObject };
        const message = v.message ?? 'Valor inválido.';
        // A form's field by its Portuguese name; a query parameter keeps the name the URL uses.
        return { field, message: isBody ? labelledMessage(field, message) : message };
      });
      return reply
        .status(400)
        .send({ message: errors[0]?.message ?? 'Parâmetros inválidos.', code: 'VALIDATION', errors });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'banco de dados indisponível');
      return sendUnavailable(reply);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'resposta fora do contrato');
      return reply.status(500).send({ message: MESSAGES.internal, code: 'INTERNAL' });
    }
    const multipart = MULTIPART_ERRORS[error.code];
    if (multipart) return reply.status(multipart[0]).send({ message: multipart[2], code: multipart[1] });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, bad content type, body too large, ...).
      return reply.status(status).send(clientError(status));
    }
    request.log.error({ err: error }, 'erro inesperado');
    return reply.status(500).send({ message: MESSAGES.internal, code: 'INTERNAL' });
  });

  // Paths no route serves (under /api/* the API's own catch-all answers first).
  app.setNotFoundHandler((_req, reply) => reply.status(404).send(clientError(404)));
}

/**
 * Fastify's `frameworkErrors`: failures it raises before routing, such as a path that is not
 * valid percent-encoding (FST_ERR_BAD_URL) or a parameter too long. Its default answers them
 * in English with Fastify's own error code.
 */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .status(status)
    .send(status === 400 ? { message: MESSAGES.badUrl, code: 'VALIDATION' } : clientError(status));
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser rejects before a request exists
 * (headers too large, a request that took too long to arrive, malformed HTTP). Written on the
 * socket, as Fastify's default does, but in our shape and language.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(clientError(status));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

function fieldName(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (fromPath) return fromPath;
  const issue = params as { issue?: { path?: (string | number)[] } } | undefined;
  return issue?.issue?.path?.join('.') ?? '';
}
