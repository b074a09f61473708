import { z } from 'zod';
import { PAGE_SIZES } from '../constants.ts';
import { intParam, pagedSchema, pageQuery, textParam } from './common.contract.ts';

/** `estado` accepts the IBGE code (35) or the UF (SP, sp). */
export function stateParam(name = 'estado') {
  const message = `O parâmetro ${name} deve ser o código IBGE (ex.: 35) ou a sigla (ex.: SP) de um estado.`;
  return z
    .string({ error: message })
    .trim()
    .transform((v, ctx) => {
      if (v === '') return undefined;
      if (/^\d{2}$/.test(v)) return { code: Number(v) } as const;
      if (/^[a-zA-Z]{2}$/.test(v)) return { uf: v.toUpperCase() } as const;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .optional();
}

/** A place filter given either as its numeric code or as a name. */
export function codeOrNameParam(name: string) {
  return z
    .string({ error: `O parâmetro ${name} deve ser um código ou um nome.` })
    .trim()
    .max(120, { error: `O parâmetro ${name} deve ter no máximo 120 caracteres.` })
    .transform((v) => {
      if (v === '') return undefined;
      if (/^\d{1,9}$/.test(v)) return { code: Number(v) } as const;
      return { name: v } as const;
    })
    .optional();
}

/** CEP filter: digits only after stripping punctuation; 1 to 8 digits (fewer than 8 is a prefix). */
export function cepParam(name = 'cep') {
  const message = `O parâmetro ${name} deve ter de 1 a 8 dígitos.`;
  return z
    .string({ error: message })
    .transform((v, ctx) => {
      const digits = v.replace(/\D/g, '');
      if (v.trim() === '') return undefined;
      if (digits.length < 1 || digits.length > 8 || /[^\d\s.-]/.test(v)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return digits;
    })
    .optional();
}

const StateSchema = z.object({
  codigoESTADO: z.number().int(),
  nomeESTADO: z.string(),
  sigla: z.string(),
});
export type State = z.infer<typeof StateSchema>;

const CitySchema = z.object({
  codigoCIDADE: z.number().int(),
  nomeCIDADE: z.string(),
  estadoCIDADE: z.number().int(),
  ufCIDADE: z.string(),
});
export type City = z.infer<typeof CitySchema>;

const NeighbourhoodSchema = z.object({
  codigoBAIRRO: z.number().int(),
  nomeBAIRRO: z.string(),
  cidadeBAIRRO: z.number().int(),
  estadoBAIRRO: z.number().int(),
  nomeCIDADE: z.string(),
  ufBAIRRO: z.string(),
});
export type Neighbourhood = z.infer<typeof NeighbourhoodSchema>;

const PostalCodeSchema = z.object({
  codigoCEP: z.number().int(),
  numeroCEP: z.string(),
  estadoCEP: z.number().int(),
  cidadeCEP: z.number().int(),
  bairroCEP: z.number().int().nullable(),
  nomeCIDADE: z.string(),
  nomeBAIRRO: z.string().nullable(),
  ufCEP: z.string(),
});
export type PostalCode = z.infer<typeof PostalCodeSchema>;

const StateRefSchema = z.object({
  codigoESTADO: z.number().int(),
  nomeESTADO: z.string(),
  sigla: z.string(),
});
const CityRefSchema = z.object({ codigoCIDADE: z.number().int(), nomeCIDADE: z.string() });
const NeighbourhoodRefSchema = z.object({ codigoBAIRRO: z.number().int(), nomeBAIRRO: z.string() });
const PostalCodeRefSchema = z.object({ codigoCEP: z.number().int(), numeroCEP: z.string() });
export const PlaceRefs = {
  state: StateRefSchema,
  city: CityRefSchema,
  neighbourhood: NeighbourhoodRefSchema,
  postalCode: PostalCodeRefSchema,
};

const StreetSchema = z.object({
  codigoLOGRADOURO: z.number().int(),
  nomeLOGRADOURO: z.string(),
  cep: PostalCodeRefSchema.nullable(),
  bairro: NeighbourhoodRefSchema.nullable(),
  cidade: CityRefSchema,
  estado: StateRefSchema,
});
export type Street = z.infer<typeof StreetSchema>;

export const CondominiumStreetLinkSchema = z.object({
  codigoVINCULOCONDOMINIOLOGRADOURO: z.number().int(),
  condominioVINCULOCONDOMINIOLOGRADOURO: z.number().int(),
  logradouroVINCULOCONDOMINIOLOGRADOURO: z.number().int(),
  numeroVINCULOCONDOMINIOLOGRADOURO: z.string(),
  nomeLOGRADOURO: z.string(),
});
export type CondominiumStreetLink = z.infer<typeof CondominiumStreetLinkSchema>;

export const StatesQuerySchema = z.object(pageQuery(PAGE_SIZES.states));
export const CitiesQuerySchema = z.object({
  ...pageQuery(PAGE_SIZES.places),
  nome: textParam('nome'),
  estado: stateParam(),
});
export const NeighbourhoodsQuerySchema = z.object({
  ...pageQuery(PAGE_SIZES.places),
  nome: textParam('nome'),
  cidade: codeOrNameParam('cidade'),
  estado: stateParam(),
});
export const PostalCodesQuerySchema = z.object({
  ...pageQuery(PAGE_SIZES.places),
  nome: cepParam('nome'),
  bairro: codeOrNameParam('bairro'),
  cidade: codeOrNameParam('cidade'),
  estado: stateParam(),
});
export const StreetsQuerySchema = z.object({
  ...pageQuery(PAGE_SIZES.places),
  nome: textParam('nome'),
  cep: cepParam(),
  bairro: codeOrNameParam('bairro'),
  cidade: codeOrNameParam('cidade'),
  estado: stateParam(),
});
/**
 * One code, or up to 100 separated by commas or repeated (`?condominio=1,2` or
 * `?condominio=1&condominio=2`): the admin condominium list asks for its page's links at once.
 */
function codesParam(name: string) {
  const message = `O parâmetro ${name} deve ser um código numérico ou até 100 códigos separados por vírgula.`;
  return z
    .union([z.string(), z.array(z.string())], { error: message })
    .transform((v, ctx) => {
      const parts = (Array.isArray(v) ? v.join(',') : v)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (parts.length === 0 || parts.length > 100 || parts.some((p) => !/^[1-9]\d{0,8}$/.test(p))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))];
    })
    .optional();
}

export const CondominiumStreetLinksQuerySchema = z.object({
  condominio: codesParam('condominio'),
  logradouro: intParam('logradouro').optional(),
});

export const StatesPageSchema = pagedSchema(StateSchema);
export const CitiesPageSchema = pagedSchema(CitySchema);
export const NeighbourhoodsPageSchema = pagedSchema(NeighbourhoodSchema);
export const PostalCodesPageSchema = pagedSchema(PostalCodeSchema);
export const StreetsPageSchema = pagedSchema(StreetSchema);
