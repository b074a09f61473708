import { z } from 'zod';
import { LISTING_TYPE_CODES, type ListingType } from '../constants.ts';
import { slugify } from '../lib/slug.ts';
import { CATALOGUE_MESSAGES as M, CATALOGUE_NAME_MAX, CATALOGUE_SLUG_MAX } from './catalogue.constants.ts';
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

// Admin writes (spec 2 §7 "Catalogue"). Unknown fields are stripped; codes and the
// category's type after creation are never taken from a body.

/** A name: trimmed, required, at most CATALOGUE_NAME_MAX characters. */
function nameField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(CATALOGUE_NAME_MAX, { error: M.nameTooLong });
}

/** The spec's `ativo` flags: 1/0 or a boolean (and "1"/"0"/"true"/"false" from a form). */
function flagField(field: string) {
  return z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], {
      error: M.flag(field),
    })
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true');
}

/** A category code in a body (a positive integer, or its digits as a string). */
const categoryCodeField = z
  .union([z.number(), z.string().trim()], { error: M.subcategoryRequired })
  .transform((v, ctx) => {
    const n = typeof v === 'number' ? v : /^\d+$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: M.subcategoryRequired });
      return z.NEVER;
    }
    return n;
  });

/**
 * A subcategory's slug: given in any case and spacing, stored slugified ("Bolos Caseiros" ->
 * "bolos-caseiros"); empty or null means "make it from the name".
 */
const slugField = z
  .string({ error: M.slugInvalid })
  .trim()
  .max(CATALOGUE_SLUG_MAX, { error: M.slugInvalid })
  .nullable()
  .transform((v, ctx) => {
    if (v === null || v === '') return null;
    const slug = slugify(v);
    if (slug === '') {
      ctx.addIssue({ code: 'custom', message: M.slugInvalid });
      return z.NEVER;
    }
    return slug;
  });

export const CategoryCreateSchema = z.object({
  nomeCATEGORIA: nameField(M.categoryNameRequired),
  tipoCATEGORIA: z.union([z.number(), z.string().trim()], { error: M.categoryType }).transform((v, ctx) => {
    const n = Number(v);
    if (!(LISTING_TYPE_CODES as readonly number[]).includes(n) || String(v).includes('.')) {
      ctx.addIssue({ code: 'custom', message: M.categoryType });
      return z.NEVER;
    }
    return n as ListingType;
  }),
  ativoCATEGORIA: flagField('ativoCATEGORIA').optional().default(true),
});
export type CategoryCreate = z.infer<typeof CategoryCreateSchema>;

/** PATCH: a new name, a new status, or both (the type never changes: the listings depend on it). */
export const CategoryUpdateSchema = z
  .object({
    nomeCATEGORIA: nameField(M.categoryNameRequired).optional(),
    ativoCATEGORIA: flagField('ativoCATEGORIA').optional(),
  })
  .refine((b) => b.nomeCATEGORIA !== undefined || b.ativoCATEGORIA !== undefined, {
    error: M.categoryNothingToChange,
    // A field, so the answer names one (an issue without a path reads as "the body is not an object").
    path: ['nomeCATEGORIA'],
  });
export type CategoryUpdate = z.infer<typeof CategoryUpdateSchema>;

/**
 * POST /api/subcategorias: the item, bare or wrapped in `subcategoria` (spec 2 §7; the route
 * unwraps it before this schema runs). Without a slug one is made from the name.
 */
export const SubcategoryCreateSchema = z.object({
  categoriaSUBCATEGORIA: categoryCodeField,
  nomeSUBCATEGORIA: nameField(M.subcategoryRequired),
  slugSUBCATEGORIA: slugField.optional(),
  ativoSUBCATEGORIA: flagField('ativoSUBCATEGORIA').optional().default(true),
});
export type SubcategoryCreate = z.infer<typeof SubcategoryCreateSchema>;

/**
 * PUT /api/subcategorias/{id}: the fields sent change, the others stay (the list's toggle sends
 * only ativoSUBCATEGORIA, spec 2 §7). A null or empty slug is made again from the name.
 */
export const SubcategoryUpdateSchema = z
  .object({
    categoriaSUBCATEGORIA: categoryCodeField.optional(),
    nomeSUBCATEGORIA: nameField(M.subcategoryRequired).optional(),
    slugSUBCATEGORIA: slugField.optional(),
    ativoSUBCATEGORIA: flagField('ativoSUBCATEGORIA').optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    error: M.subcategoryNothingToChange,
    path: ['nomeSUBCATEGORIA'],
  });
export type SubcategoryUpdate = z.infer<typeof SubcategoryUpdateSchema>;

export const CatalogueRemovedSchema = z.object({ ok: z.literal(true), message: z.string() });
export type CatalogueRemoved = z.infer<typeof CatalogueRemovedSchema>;
