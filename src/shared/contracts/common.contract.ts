import { z } from 'zod';
import { ERROR_CODES } from '../errors.ts';

/** `{ message }` in Portuguese, plus `code` and per-field `errors` for validation (DESIGN.md §3). */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES).optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** `{ ok: true, message }`: an action done, with the sentence the page shows. */
export const OkMessageSchema = z.object({ ok: z.literal(true), message: z.string() });

const INT_RE = /^-?\d+$/;

/**
 * A query-string integer with a Portuguese message naming the parameter.
 * Strings are parsed strictly ("12abc" and "1.5" are rejected, not truncated).
 */
export function intParam(name: string, opts: { min?: number; max?: number } = {}) {
  const { min = 1, max = 2_147_483_647 } = opts;
  const range = max < 2_147_483_647 ? `entre ${min} e ${max}` : `maior ou igual a ${min}`;
  const message = `O parâmetro ${name} deve ser um número inteiro ${range}.`;
  return z.union([z.number(), z.string().trim()], { error: message }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : INT_RE.test(v) ? Number(v) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });
}

/** A path id: a positive integer. */
export const IdParamsSchema = z.object({ id: intParam('id') });

/** `page` and `limit` with the route's default page size. */
export function pageQuery(defaultLimit: number, maxLimit = 200) {
  return {
    page: intParam('page', { min: 1, max: 100_000 }).optional().default(1),
    limit: intParam('limit', { min: 1, max: maxLimit }).optional().default(defaultLimit),
  };
}

/** A free-text query parameter, trimmed, bounded, with empty meaning "absent". */
export function textParam(name: string, max = 120) {
  return z
    .string({ error: `O parâmetro ${name} deve ser um texto.` })
    .trim()
    .max(max, { error: `O parâmetro ${name} deve ter no máximo ${max} caracteres.` })
    .transform((v) => (v === '' ? undefined : v))
    .optional();
}

/** A 0/1 (or true/false) flag in the query string. */
export function flagParam(name: string) {
  return z
    .enum(['0', '1', 'true', 'false'], { error: `O parâmetro ${name} deve ser 0 ou 1.` })
    .transform((v) => v === '1' || v === 'true')
    .optional();
}

/** The paged list envelope of DESIGN.md §3. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  });
}

export interface Paged<T> {
  data: T[];
  page: number;
  totalPages: number;
  total: number;
}
