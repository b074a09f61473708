import { z } from 'zod';
import {
  ALERT_FREQUENCIES,
  SAVED_SEARCH_LIMITS as L,
  SAVED_SEARCH_MESSAGES as M,
  SAVED_SEARCH_PAGES,
} from './saved-searches.constants.ts';

export * from './saved-searches.constants.ts';

/**
 * Saved searches with e-mail alerts (issue 36 item 1). Paths, limits and messages:
 * saved-searches.constants.ts.
 */

const NameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired })
  .max(L.nameMax, { error: M.nameTooLong });
const FrequencySchema = z.enum(ALERT_FREQUENCIES, { error: M.frequencyInvalid });

/** POST /api/buscas-salvas. `consulta`: the page's query string, as its address carries it. */
export const CreateSavedSearchBodySchema = z.object({
  nome: NameSchema,
  pagina: z.enum(SAVED_SEARCH_PAGES, { error: M.pageInvalid }),
  consulta: z.string({ error: M.empty }).max(L.queryMax, { error: M.queryTooLong }),
  frequencia: FrequencySchema,
});
export type CreateSavedSearchBody = z.infer<typeof CreateSavedSearchBodySchema>;

/** PATCH /api/buscas-salvas/{id}: any of the three. */
export const UpdateSavedSearchBodySchema = z
  .object({
    nome: NameSchema.optional(),
    frequencia: FrequencySchema.optional(),
    pausada: z.boolean({ error: 'O campo pausada deve ser verdadeiro ou falso.' }).optional(),
  })
  .refine((b) => b.nome !== undefined || b.frequencia !== undefined || b.pausada !== undefined, {
    message: M.nothingToChange,
    // On a field: an issue of the whole body would read as "not a JSON object".
    path: ['nome'],
  });
export type UpdateSavedSearchBody = z.infer<typeof UpdateSavedSearchBodySchema>;

const SavedSearchSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  pagina: z.enum(SAVED_SEARCH_PAGES),
  /** The query string as saved (normalised: known filters, fixed order, no paging). */
  consulta: z.string(),
  /** The search's page, to open it again. */
  endereco: z.string(),
  frequencia: z.enum(ALERT_FREQUENCIES),
  pausada: z.boolean(),
  /** ISO 8601. */
  criadaEm: z.string(),
  /** The last alert e-mailed, ISO 8601, or null. */
  ultimoEnvioEm: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchListSchema = z.object({
  data: z.array(SavedSearchSchema),
  /** The most an account keeps. */
  limite: z.number().int(),
});
export type SavedSearchList = z.infer<typeof SavedSearchListSchema>;

export const SavedSearchAnswerSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  busca: SavedSearchSchema,
});
export type SavedSearchAnswer = z.infer<typeof SavedSearchAnswerSchema>;

const TokenSchema = z
  .string({ error: M.tokenInvalid })
  .trim()
  .min(1, { error: M.tokenInvalid })
  .max(200, { error: M.tokenInvalid });

/** GET /api/buscas-salvas/cancelar?token= */
export const UnsubscribeQuerySchema = z.object({ token: TokenSchema });
/** POST /api/buscas-salvas/cancelar */
export const UnsubscribeBodySchema = z.object({ token: TokenSchema });

/** What an unsubscribe link stops: the search's name and whether its alerts already stopped. */
export const UnsubscribeInfoSchema = z.object({ nome: z.string(), pausada: z.boolean() });
export type UnsubscribeInfo = z.infer<typeof UnsubscribeInfoSchema>;
