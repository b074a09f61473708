import { and, asc, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CategoriesQuerySchema,
  Category,
  SubcategoriesQuerySchema,
  Subcategory,
} from '#shared/contracts/catalogue.contract.ts';
import type { Db } from '../../db/client.ts';
import { categories, listings, subcategories } from '../../db/schema/index.ts';

/** A category as the API names its fields. */
const CATEGORY = {
  codigoCATEGORIA: categories.code,
  nomeCATEGORIA: categories.name,
  tipoCATEGORIA: categories.type,
  ativoCATEGORIA: categories.active,
};

const SUBCATEGORY = {
  codigoSUBCATEGORIA: subcategories.code,
  categoriaSUBCATEGORIA: subcategories.categoryCode,
  nomeSUBCATEGORIA: subcategories.name,
  slugSUBCATEGORIA: subcategories.slug,
  ativoSUBCATEGORIA: subcategories.active,
};

/** Same name whatever the case: "Beleza" and "beleza" would be one filter option twice. */
const sameName = (column: typeof categories.name | typeof subcategories.name, name: string): SQL =>
  sql`lower(${column}) = lower(${name})`;

/**
 * `categoria_texto` as the advertiser's save writes it (my-listings `checkReferences`): the
 * category's name, then the subcategory's when there is one, joined by a space. It feeds the
 * generated search document `busca`, whose triggers keep the postings and the match index.
 */
const CATEGORY_TEXT = sql<string>`concat_ws(' ',
  (select ${categories.name} from ${categories} where ${categories.code} = ${listings.categoryCode}),
  (select ${subcategories.name} from ${subcategories} where ${subcategories.code} = ${listings.subcategoryCode}))`;

/**
 * The catalogue's statements (ADR 010): the public reads, and the admins' writes, which the
 * service runs in a transaction (`createCatalogueRepository(tx)`).
 */
export function createCatalogueRepository(db: Db) {
  return {
    findCategories(q: z.infer<typeof CategoriesQuerySchema>): Promise<Category[]> {
      return db
        .select(CATEGORY)
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
        .select(SUBCATEGORY)
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

    /** One category; `lock` holds its row until the transaction ends (renames, removals). */
    async getCategory(code: number, lock = false): Promise<Category | undefined> {
      const q = db.select(CATEGORY).from(categories).where(eq(categories.code, code));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },

    async getSubcategory(code: number, lock = false): Promise<Subcategory | undefined> {
      const q = db.select(SUBCATEGORY).from(subcategories).where(eq(subcategories.code, code));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },

    /** Another category of the type with this name (case ignored), if any. */
    async categoryNamed(type: number, name: string, exceptCode?: number): Promise<boolean> {
      const [row] = await db
        .select({ code: categories.code })
        .from(categories)
        .where(
          and(
            eq(categories.type, type),
            sameName(categories.name, name),
            exceptCode === undefined ? undefined : ne(categories.code, exceptCode),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async subcategoryNamed(categoryCode: number, name: string, exceptCode?: number): Promise<boolean> {
      const [row] = await db
        .select({ code: subcategories.code })
        .from(subcategories)
        .where(
          and(
            eq(subcategories.categoryCode, categoryCode),
            sameName(subcategories.name, name),
            exceptCode === undefined ? undefined : ne(subcategories.code, exceptCode),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insertCategory(values: { name: string; type: number; active: boolean }): Promise<Category> {
      const [row] = await db.insert(categories).values(values).returning(CATEGORY);
      return row!;
    },

    async updateCategory(code: number, changes: { name?: string; active?: boolean }): Promise<Category> {
      const [row] = await db
        .update(categories)
        .set(changes)
        .where(eq(categories.code, code))
        .returning(CATEGORY);
      return row!;
    },

    /** Removes the category; its subcategories go with it (foreign key ON DELETE CASCADE). */
    async deleteCategory(code: number): Promise<void> {
      await db.delete(categories).where(eq(categories.code, code));
    },

    async subcategoryNamesOf(categoryCode: number): Promise<string[]> {
      const rows = await db
        .select({ name: subcategories.name })
        .from(subcategories)
        .where(eq(subcategories.categoryCode, categoryCode))
        .orderBy(asc(subcategories.name));
      return rows.map((r) => r.name);
    },

    async insertSubcategory(values: {
      categoryCode: number;
      name: string;
      slug: string | null;
      active: boolean;
    }): Promise<Subcategory> {
      const [row] = await db.insert(subcategories).values(values).returning(SUBCATEGORY);
      return row!;
    },

    async updateSubcategory(
      code: number,
      changes: { categoryCode?: number; name?: string; slug?: string | null; active?: boolean },
    ): Promise<Subcategory> {
      const [row] = await db
        .update(subcategories)
        .set(changes)
        .where(eq(subcategories.code, code))
        .returning(SUBCATEGORY);
      return row!;
    },

    async deleteSubcategory(code: number): Promise<void> {
      await db.delete(subcategories).where(eq(subcategories.code, code));
    },

    /**
     * Listings of any status that use the category, or one of its subcategories (a listing's
     * subcategory belongs to its category, but the foreign keys do not say so).
     */
    async countListingsOfCategory(code: number): Promise<number> {
      const ofCategory = db
        .select({ code: subcategories.code })
        .from(subcategories)
        .where(eq(subcategories.categoryCode, code));
      const [row] = await db
        .select({ n: count() })
        .from(listings)
        .where(or(eq(listings.categoryCode, code), inArray(listings.subcategoryCode, ofCategory)));
      return row?.n ?? 0;
    },

    async countListingsOfSubcategory(code: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(listings).where(eq(listings.subcategoryCode, code));
      return row?.n ?? 0;
    },

    /**
     * Writes `categoria_texto` again for the listings of a category or subcategory just renamed,
     * so the search finds them by the new name and no longer by the old one. The cards follow
     * on their own (triggers of migration 0020 on categorias, subcategorias and anuncios).
     */
    async refreshCategoryText(of: { categoryCode: number } | { subcategoryCode: number }): Promise<void> {
      await db
        .update(listings)
        .set({ categoryText: CATEGORY_TEXT })
        .where(
          'categoryCode' in of
            ? eq(listings.categoryCode, of.categoryCode)
            : eq(listings.subcategoryCode, of.subcategoryCode),
        );
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
