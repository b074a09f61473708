import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CategoriesQuerySchema,
  Category,
  SubcategoriesQuerySchema,
  Subcategory,
} from '#shared/contracts/catalogue.contract.ts';
import type { Db } from '../../db/client.ts';
import { categories, subcategories } from '../../db/schema/index.ts';

export function createCatalogueRepository(db: Db) {
  return {
    findCategories(q: z.infer<typeof CategoriesQuerySchema>): Promise<Category[]> {
      return db
        .select({
          codigoCATEGORIA: categories.code,
          nomeCATEGORIA: categories.name,
          tipoCATEGORIA: categories.type,
          ativoCATEGORIA: categories.active,
        })
        .from(categories)
        .where(
          and(
            q.tipo ? eq(categories.type, q.tipo) : undefined,
            q.ativo === undefined ? undefined : eq(categories.active, q.ativo),
          ),
        )
        .orderBy(asc(categories.type), asc(categories.name));
    },

    findSubcategories(q: z.infer<typeof SubcategoriesQuerySchema>): Promise<Subcategory[]> {
      return db
        .select({
          codigoSUBCATEGORIA: subcategories.code,
          categoriaSUBCATEGORIA: subcategories.categoryCode,
          nomeSUBCATEGORIA: subcategories.name,
          slugSUBCATEGORIA: subcategories.slug,
          ativoSUBCATEGORIA: subcategories.active,
        })
        .from(subcategories)
        .innerJoin(categories, eq(categories.code, subcategories.categoryCode))
        .where(
          and(
            q.categoria ? eq(subcategories.categoryCode, q.categoria) : undefined,
            q.tipo ? eq(categories.type, q.tipo) : undefined,
            q.ativo === undefined ? undefined : eq(subcategories.active, q.ativo),
          ),
        )
        .orderBy(asc(categories.name), asc(subcategories.name));
    },
  };
}
