import type { FastifyInstance } from 'fastify';
import { findControlCharacter } from '#shared/lib/control-characters.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * Every text a route validates (query string, path parameters, JSON body) is refused with a 400
 * when it holds a control character (issue 17 item 2): a NUL reached PostgreSQL and PGlite and
 * came back as a 500, or failed a background task after a 200. One hook, before validation, so
 * every route, present and future, is covered without each schema repeating the rule.
 */
export function registerControlCharacterCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    const schema = req.routeOptions.schema;
    if (!schema) return;
    const parts = [
      [schema.querystring, req.query, 'parâmetro'],
      [schema.params, req.params, 'parâmetro'],
      [schema.body, req.body, 'campo'],
    ] as const;
    for (const [declared, value, noun] of parts) {
      if (!declared) continue;
      const field = findControlCharacter(value);
      if (field === null) continue;
      const message =
        field === ''
          ? 'O texto enviado contém caracteres de controle, que não são aceitos.'
          : `O ${noun} ${field} contém caracteres de controle, que não são aceitos.`;
      throw new AppError('VALIDATION', message, [{ field, message }]);
    }
  });
}
