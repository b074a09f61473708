import { z } from 'zod';
import { PAGE_SIZES } from '../constants.ts';
import { pagedSchema, pageQuery, textParam } from './common.contract.ts';
import { cepParam, codeOrNameParam, PlaceRefs, stateParam } from './places.contract.ts';

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
export const CONDOMINIUM_NOT_FOUND = 'Condomínio não encontrado.';
