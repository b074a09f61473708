import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { ListingType } from '#shared/constants.ts';
import type { Db } from '#server/db/client.ts';
import { categories, subcategories } from '#server/db/schema/index.ts';

export type Category = typeof categories.$inferSelect;
export type Subcategory = typeof subcategories.$inferSelect;

/**
 * Look-ups in the seeded taxonomy (every test database has it). Without a name, the first
 * category by code is returned, which is stable for a given seed.
 */
export async function getCategory(
  db: Db,
  where: { type?: ListingType; name?: string } = {},
): Promise<Category> {
  const conditions: SQL[] = [];
  if (where.type !== undefined) conditions.push(eq(categories.type, where.type));
  if (where.name !== undefined) conditions.push(eq(categories.name, where.name));
  const [row] = await db
    .select()
    .from(categories)
    .where(and(...conditions))
    .orderBy(asc(categories.code))
    .limit(1);
  if (!row) throw new Error(`Categoria não encontrada: ${JSON.stringify(where)}`);
  return row;
}

export async function getSubcategory(
  db: Db,
  where: { type?: ListingType; categoryCode?: number; name?: string } = {},
): Promise<Subcategory & { category: Category }> {
  const conditions: SQL[] = [];
  if (where.type !== undefined) conditions.push(eq(categories.type, where.type));
  if (where.categoryCode !== undefined) conditions.push(eq(subcategories.categoryCode, where.categoryCode));
  if (where.name !== undefined) conditions.push(eq(subcategories.name, where.name));
  const [row] = await db
    .select({ subcategory: subcategories, category: categories })
    .from(subcategories)
    .innerJoin(categories, eq(categories.code, subcategories.categoryCode))
    .where(and(...conditions))
    .orderBy(asc(subcategories.code))
    .limit(1);
  if (!row) throw new Error(`Subcategoria não encontrada: ${JSON.stringify(where)}`);
  return { ...row.subcategory, category: row.category };
}
