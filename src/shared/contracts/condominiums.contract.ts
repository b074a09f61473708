import { z } from 'zod';
import { PAGE_SIZES } from '../constants.ts';
import { pagedSchema, pageQuery, textParam } from './common.contract.ts';
import {
  CONDOMINIUM_CEP_DIGITS,
  CONDOMINIUM_MESSAGES as M,
  SUGGESTION_REVIEWS,
} from './condominiums.constants.ts';
import { cepParam, codeOrNameParam, PlaceRefs, stateParam } from './places.contract.ts';
import { CondominiumSuggestionsPageSchema } from './profile.contract.ts';

export { CONDOMINIUM_MESSAGES, type SuggestionReview } from './condominiums.constants.ts';

export const CondominiumSchema = z.object({
  codigoCONDOMINIO: z.number().int(),
  nomeCONDOMINIO: z.string(),
  numeroCONDOMINIO: z.string(),
  estadoCONDOMINIO: z.number().int(),
  cidadeCONDOMINIO: z.number().int(),
  bairroCONDOMINIO: z.number().int().nullable(),
  cepCONDOMINIO: z.number().int().nullable(),
  logradouroCONDOMINIO: z.number().int().nullable(),
  /** Aliases some views of the spec read. */
  id: z.number().int(),
  nome: z.string(),
  logradouro: z
    .object({
      codigoLOGRADOURO: z.number().int(),
      nomeLOGRADOURO: z.string(),
      cep: PlaceRefs.postalCode.nullable(),
      bairro: PlaceRefs.neighbourhood.nullable(),
      cidade: PlaceRefs.city,
      estado: PlaceRefs.state,
    })
    .nullable(),
  bairro: PlaceRefs.neighbourhood.nullable(),
  cep: PlaceRefs.postalCode.nullable(),
  cidade: PlaceRefs.city,
  estado: PlaceRefs.state,
});
export type Condominium = z.infer<typeof CondominiumSchema>;

export const CondominiumsQuerySchema = z.object({
  ...pageQuery(PAGE_SIZES.condominiums),
  nome: textParam('nome'),
  cep: cepParam(),
  bairro: codeOrNameParam('bairro'),
  cidade: codeOrNameParam('cidade'),
  estado: stateParam(),
  uf: stateParam('uf'),
});

const IDS_MESSAGE = 'O parâmetro ids deve ser uma lista de até 100 códigos numéricos separados por vírgula.';
export const CondominiumsBatchQuerySchema = z.object({
  ids: z.union([z.string(), z.array(z.string())], { error: IDS_MESSAGE }).transform((v, ctx) => {
    const parts = (Array.isArray(v) ? v.join(',') : v)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (parts.length === 0 || parts.length > 100 || parts.some((p) => !/^\d{1,9}$/.test(p))) {
      ctx.addIssue({ code: 'custom', message: IDS_MESSAGE });
      return z.NEVER;
    }
    return [...new Set(parts.map(Number))];
  }),
});

export const CondominiumsPageSchema = pagedSchema(CondominiumSchema);
export const CONDOMINIUM_NOT_FOUND = M.notFound;

// ---------------------------------------------------------------------------------------------
// POST /api/condominios and PUT /api/condominios/{id} (ADMIN; spec 2 §3 "Condominium", §5)

/** A place's id in the payload: a positive code, or null / absent when unknown. */
const placeId = (field: string) =>
  z
    .number({ error: `O campo ${field} deve ser um código numérico ou null.` })
    .int({ error: `O campo ${field} deve ser um código numérico ou null.` })
    .positive({ error: `O campo ${field} deve ser um código numérico ou null.` })
    .nullish()
    .transform((v) => v ?? null);

/**
 * A place's text field: its name as typed (or the CEP's digits), or, as the read and edit shape
 * sends it, its numeric code (spec 2 §3: "numeric codes on read/edit").
 */
const placeText = (field: string, max: number) =>
  z
    .union([z.string(), z.number().int().positive()], {
      error: `O campo ${field} deve ser um texto ou um código.`,
    })
    .nullish()
    .transform((v, ctx) => {
      if (typeof v === 'number') return { code: v, text: '' };
      const text = (v ?? '').trim().replace(/\s+/g, ' ');
      if (text.length > max) {
        ctx.addIssue({ code: 'custom', message: `O campo ${field} deve ter no máximo ${max} caracteres.` });
        return z.NEVER;
      }
      return { code: null, text };
    });

/** A place as the service resolves it: by code when known, else by its name under its parent. */
export interface PlaceInput {
  code: number | null;
  name: string;
}

export interface CondominiumInput {
  name: string;
  number: string;
  /** By code, UF or name, in that order. */
  state: { code: number | null; uf: string; name: string };
  city: PlaceInput;
  neighbourhood: PlaceInput;
  /** `name` is the CEP's 8 digits. */
  postalCode: PlaceInput;
  street: PlaceInput;
}

/**
 * The create payload of spec 2 §3: the names (text as typed) and the ids (null when unknown) of
 * state, city, neighbourhood, CEP and street. Every field is required, with the spec's one
 * message ("Preencha todos os campos obrigatórios antes de salvar.") under each missing one;
 * the edit (PUT) takes the same payload.
 */
export const CondominiumWriteRequestSchema = z
  .object({
    nomeCONDOMINIO: placeText('nomeCONDOMINIO', 200),
    numeroCONDOMINIO: placeText('numeroCONDOMINIO', 30),
    estadoCONDOMINIO: placeText('estadoCONDOMINIO', 60),
    estadoSiglaCONDOMINIO: placeText('estadoSiglaCONDOMINIO', 2),
    estadoCONDOMINIOId: placeId('estadoCONDOMINIOId'),
    cidadeCONDOMINIO: placeText('cidadeCONDOMINIO', 120),
    cidadeCONDOMINIOId: placeId('cidadeCONDOMINIOId'),
    bairroCONDOMINIO: placeText('bairroCONDOMINIO', 120),
    bairroCONDOMINIOId: placeId('bairroCONDOMINIOId'),
    cepCONDOMINIO: placeText('cepCONDOMINIO', 9),
    cepCONDOMINIOId: placeId('cepCONDOMINIOId'),
    logradouroCONDOMINIO: placeText('logradouroCONDOMINIO', 200),
    logradouroCONDOMINIOId: placeId('logradouroCONDOMINIOId'),
  })
  .transform((b, ctx): CondominiumInput => {
    // A number in the text field of a place is its code (the read shape sent back on edit).
    const place = (text: { code: number | null; text: string }, id: number | null): PlaceInput => ({
      code: id ?? text.code,
      name: text.text,
    });
    const input: CondominiumInput = {
      // The name and the number are texts even when a client sends a number ("120").
      name: b.nomeCONDOMINIO.text || (b.nomeCONDOMINIO.code ? String(b.nomeCONDOMINIO.code) : ''),
      number: b.numeroCONDOMINIO.text || (b.numeroCONDOMINIO.code ? String(b.numeroCONDOMINIO.code) : ''),
      state: {
        code: b.estadoCONDOMINIOId ?? b.estadoCONDOMINIO.code ?? b.estadoSiglaCONDOMINIO.code,
        uf: b.estadoSiglaCONDOMINIO.text.toUpperCase(),
        name: b.estadoCONDOMINIO.text,
      },
      city: place(b.cidadeCONDOMINIO, b.cidadeCONDOMINIOId),
      neighbourhood: place(b.bairroCONDOMINIO, b.bairroCONDOMINIOId),
      postalCode: place(b.cepCONDOMINIO, b.cepCONDOMINIOId),
      street: place(b.logradouroCONDOMINIO, b.logradouroCONDOMINIOId),
    };
    const isSet = (p: PlaceInput) => p.code !== null || p.name !== '';
    const missing = [
      !input.name && 'nomeCONDOMINIO',
      !input.number && 'numeroCONDOMINIO',
      !(input.state.code !== null || input.state.uf || input.state.name) && 'estadoCONDOMINIO',
      !isSet(input.city) && 'cidadeCONDOMINIO',
      !isSet(input.neighbourhood) && 'bairroCONDOMINIO',
      !isSet(input.postalCode) && 'cepCONDOMINIO',
      !isSet(input.street) && 'logradouroCONDOMINIO',
    ].filter((f): f is string => Boolean(f));
    for (const field of missing) ctx.addIssue({ code: 'custom', path: [field], message: M.requiredFields });
    let isCepValid = true;
    if (input.postalCode.code === null && input.postalCode.name) {
      const digits = input.postalCode.name.replace(/\D/g, '');
      isCepValid = digits.length === CONDOMINIUM_CEP_DIGITS && !/[^\d\s.-]/.test(input.postalCode.name);
      if (!isCepValid) ctx.addIssue({ code: 'custom', path: ['cepCONDOMINIO'], message: M.cepInvalid });
      input.postalCode.name = digits;
    }
    return missing.length > 0 || !isCepValid ? z.NEVER : input;
  });
export type CondominiumWriteRequest = z.input<typeof CondominiumWriteRequestSchema>;

export const CondominiumDeletedSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  codigoCONDOMINIO: z.number().int(),
});

// ---------------------------------------------------------------------------------------------
// The advertisers' suggestions, reviewed by the admins (listed in profile.contract.ts)

export const CondominiumSuggestionSchema = CondominiumSuggestionsPageSchema.shape.data.element;

/** PATCH /api/admin/condominios/sugestoes/{id}: aceita (with the condominium created from it) or recusada. */
export const CondominiumSuggestionReviewSchema = z.object({
  status: z.enum(SUGGESTION_REVIEWS, { error: 'O campo status deve ser aceita ou recusada.' }),
  /** The condominium the admin created from it, recorded in the audit log. */
  condominio: z
    .number({ error: 'O campo condominio deve ser o código do condomínio.' })
    .int({ error: 'O campo condominio deve ser o código do condomínio.' })
    .positive({ error: 'O campo condominio deve ser o código do condomínio.' })
    .nullish(),
});
export type CondominiumSuggestionReview = z.input<typeof CondominiumSuggestionReviewSchema>;

export const CondominiumSuggestionReviewedSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  sugestao: CondominiumSuggestionSchema,
});
