import { z } from 'zod';
import { LISTING_TYPE_CODES } from '../constants.ts';
import { flagParam, intParam } from './common.contract.ts';

const TYPE_PARAM_MESSAGE = 'O parâmetro tipo deve ser 1, 2, 3 ou 4.';

/** Listing type in the query string: 1 Oportunidades, 2 Produtos, 3 Serviços, 4 Comodidades. */
export function typeParam() {
  return z.union([z.number(), z.string().trim()], { error: TYPE_PARAM_MESSAGE }).transform((v, ctx) => {
    const n = Number(v);
    if (!(LISTING_TYPE_CODES as readonly number[]).includes(n) || String(v).includes('.')) {
      ctx.addIssue({ code: 'custom', message: TYPE_PARAM_MESSAGE });
      return z.NEVER;
    }
    return n as 1 | 2 | 3 | 4;
  });
}

export const CategorySchema = z.object({
  codigoCATEGORIA: z.number().int(),
  nomeCATEGORIA: z.string(),
  tipoCATEGORIA: z.number().int(),
  ativoCATEGORIA: z.boolean(),
});
export type Category = z.infer<typeof CategorySchema>;

export const SubcategorySchema = z.object({
  codigoSUBCATEGORIA: z.number().int(),
  categoriaSUBCATEGORIA: z.number().int(),
  nomeSUBCATEGORIA: z.string(),
  slugSUBCATEGORIA: z.string().nullable(),
  ativoSUBCATEGORIA: z.boolean(),
});
export type Subcategory = z.infer<typeof SubcategorySchema>;

export const CategoriesQuerySchema = z.object({
  tipo: typeParam().optional(),
  ativo: flagParam('ativo'),
});
export const SubcategoriesQuerySchema = z.object({
  categoria: intParam('categoria').optional(),
  tipo: typeParam().optional(),
  ativo: flagParam('ativo'),
});
