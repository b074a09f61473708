import type { FastifyInstance } from 'fastify';
import { findControlCharacter } from '#shared/lib/control-characters.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * Every text a route validates (query string, path parameters, JSON body) is refused with a 400
 * when it holds a control character: a NUL reached PostgreSQL and PGlite and
 * came back as a 500, or failed a background task after a 200. One hook, before validation, so
 * every route, present and future, is covered without each schema repeating the rule.
 * JSON bodies nested absurdly deep are refused before they are parsed (see limitJsonDepth).
 */
export function registerControlCharacterCheck(app: FastifyInstance) {
  limitJsonDepth(app);
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

/**
 * Deepest nesting of arrays and objects a JSON body may have. The API's bodies go three or four
 * levels deep (a payment webhook's included); anything near this limit is an attack or a bug.
 */
const MAX_JSON_DEPTH = 64;
const TOO_DEEP = `O JSON enviado tem níveis aninhados demais (no máximo ${MAX_JSON_DEPTH}).`;

/**
 * A JSON body nested 5,000 levels deep answered 500 and logged a full error per request:
 * V8's JSON.parse and secure-json-parse read any depth (the 1 MiB body limit lets
 * 500,000 levels through), and the walks after them did not. The raw text is measured before
 * Fastify's own parser (secure-json-parse, with its prototype-poisoning checks) runs, so no deep
 * value is ever built; the refusal is an ordinary 400, which the error handler does not log.
 */
function limitJsonDepth(app: FastifyInstance) {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (exceedsDepth(text, MAX_JSON_DEPTH)) {
      done(new AppError('VALIDATION', TOO_DEEP), undefined);
      return;
    }
    void parse(req, text, done); // callback style: it answers through done
  });
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** Whether the arrays and objects of a JSON text (valid or not) nest deeper than `max`; strings skipped. */
function exceedsDepth(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}
