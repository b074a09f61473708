import { eq } from 'drizzle-orm';
import type { ListingType } from '#shared/constants.ts';
import { parsePriceCents } from '#shared/lib/price.ts';
import { slugify } from '#shared/lib/slug.ts';
import type { Db } from '#server/db/client.ts';
import {
  categories,
  listingCondominiums,
  listingImages,
  listings,
  subcategories,
} from '#server/db/schema/index.ts';
import { UF_BY_STATE_CODE } from '#shared/states.ts';
import { getSubcategory } from './catalogue.ts';
import { DEFAULT_CITY_CODE, nextSequence, stateCodeOf } from './sequence.ts';
import { insertUser } from './user.ts';

type NewListing = typeof listings.$inferInsert;
type Listing = typeof listings.$inferSelect;
type ListingImage = typeof listingImages.$inferSelect;

/**
 * A published listing's values. Slug and price cents follow title and price, and the UF follows
 * the city, unless given explicitly. categoryText is filled by insertListing (it needs the names).
 * @public Factory API (STYLE.md §6), see index.ts.
 */
export function buildListing(
  overrides: Partial<NewListing> & Pick<NewListing, 'advertiserCode' | 'categoryCode'>,
): NewListing {
  const n = nextSequence();
  const title = overrides.title ?? `Anúncio de teste ${n}`;
  const price = overrides.price ?? 'R$ 50,00';
  const cityCode = overrides.cityCode === undefined ? DEFAULT_CITY_CODE : overrides.cityCode;
  const status = overrides.status ?? 'publicado';
  return {
    title,
    subtitle: 'Subtítulo de teste',
    description: 'Descrição de teste de um anúncio dentro do condomínio.',
    price,
    priceCents: parsePriceCents(price),
    slug: slugify(title),
    type: 3,
    status,
    transactionTypes: [],
    cityCode,
    uf: cityCode === null ? null : (UF_BY_STATE_CODE.get(stateCodeOf(cityCode)) ?? null),
    publishedAt: status === 'publicado' ? new Date() : null,
    ...overrides,
  };
}

export interface InsertListingOptions extends Partial<NewListing> {
  /** Linked condominiums (anuncio_condominios). */
  condominiumCodes?: number[];
  /** How many image rows to add (paths only; no files are written). */
  imageCount?: number;
}

export type InsertedListing = Listing & { condominiumCodes: number[]; images: ListingImage[] };

/**
 * Inserts a listing. Without `advertiserCode` a new advertiser is created; without
 * `categoryCode` the first subcategory of `type` (default 3, Serviços) is used. The type and
 * categoryText always match the chosen category and subcategory.
 */
export async function insertListing(db: Db, options: InsertListingOptions = {}): Promise<InsertedListing> {
  const { condominiumCodes = [], imageCount = 0, ...overrides } = options;
  const advertiserCode = overrides.advertiserCode ?? (await insertUser(db)).code;

  let categoryCode = overrides.categoryCode;
  let subcategoryCode = overrides.subcategoryCode;
  if (categoryCode === undefined) {
    const sub = await getSubcategory(db, { type: (overrides.type ?? 3) as ListingType });
    categoryCode = sub.categoryCode;
    subcategoryCode ??= sub.code;
  }
  const [category] = await db.select().from(categories).where(eq(categories.code, categoryCode));
  if (!category) throw new Error(`insertListing: categoria ${categoryCode} não existe`);
  const subcategory =
    subcategoryCode == null
      ? undefined
      : (await db.select().from(subcategories).where(eq(subcategories.code, subcategoryCode)))[0];

  const values = buildListing({
    categoryText: [category.name, subcategory?.name].filter(Boolean).join(' '),
    ...overrides,
    advertiserCode,
    categoryCode,
    subcategoryCode: subcategoryCode ?? null,
    type: category.type,
  });
  const [row] = await db.insert(listings).values(values).returning();
  if (!row) throw new Error('insertListing: nenhuma linha inserida');

  if (condominiumCodes.length > 0) {
    await db
      .insert(listingCondominiums)
      .values(condominiumCodes.map((c) => ({ listingCode: row.code, condominiumCode: c })));
  }
  const images =
    imageCount > 0
      ? await db
          .insert(listingImages)
          .values(
            Array.from({ length: imageCount }, (_, i) => ({
              listingCode: row.code,
              url: `/uploads/anuncios/${row.code}/${i + 1}-1000.webp`,
              thumbUrl: `/uploads/anuncios/${row.code}/${i + 1}-300.webp`,
              ogUrl: `/uploads/anuncios/${row.code}/${i + 1}-og.jpg`,
              position: i,
            })),
          )
          .returning()
      : [];
  return { ...row, condominiumCodes, images };
}
