import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../client.ts';
import {
  categories,
  condominiums,
  condominiumStreets,
  listingCondominiums,
  listingImages,
  listings,
  neighbourhoods,
  postalCodes,
  streets,
  subcategories,
  users,
} from '../schema/index.ts';
import { insertDemoStatistics } from './demo-statistics.ts';
import { insertDemoAdminInbox } from './demo-admin-inbox.ts';
import { insertDemoCheckouts } from './demo-checkouts.ts';
import { buildDemoPlan, DEMO_BASE_DATE, type DemoPlan } from './demo-plan.ts';
import { ListingImageRenderer, type WrittenImage } from './images.ts';
import { queryRows } from '../../lib/sql.ts';
import { chunk } from './sql.ts';

export interface DemoOptions {
  uploadsDir: string;
  /** The argon2id hash every demo account gets (one hash for all: see demo-password.ts). */
  passwordHash: string;
  /** Progress lines (Portuguese), e.g. console.log from the CLI. */
  log?: (line: string) => void;
  /** The day the PJ advertiser's made-up statistics end (demo-statistics.ts): now by default. */
  now?: Date;
}

export interface DemoCounts {
  condominiums: number;
  advertisers: number;
  listings: number;
  publishedListings: number;
  images: number;
}

/** Pictures are rendered this many listings at a time; sharp itself runs one thread per image. */
const RENDER_PARALLELISM = 3;

/**
 * Demo content: condominiums with their addresses, advertisers, an admin, listings with
 * pictures. Needs the reference data (seedReferenceData). Rows go in one transaction; the
 * picture files of a failed run are removed.
 */
export async function seedDemo(db: Db, opts: DemoOptions): Promise<DemoCounts> {
  const log = opts.log ?? (() => {});
  const plan = buildDemoPlan();
  const writtenDirs: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const catalogue = await loadCatalogue(tx, plan);
      log(
        `Condomínios: ${plan.condominiums.length} em ${new Set(plan.condominiums.map((c) => c.city.code)).size} capitais`,
      );
      const condoCodes = await insertCondominiums(tx, plan);
      log(`Usuários: ${plan.users.length - 1} anunciantes e 1 administrador`);
      const userCodes = await insertUsers(tx, plan, condoCodes, opts.passwordHash);
      log(`Anúncios: ${plan.listings.length}`);
      const listingCodes = await insertListings(tx, plan, catalogue, userCodes, condoCodes);
      log(
        'Planos pagos: o anunciante PF e o PJ de demonstração com um crédito livre e a fatura cada; um anúncio da PF no ar por um plano',
      );
      await insertDemoCheckouts(tx, plan, userCodes, listingCodes);
      log('Administração: denúncias de dois anúncios e duas mensagens de contato');
      await insertDemoAdminInbox(tx, plan, listingCodes);
      log('Estatísticas: 60 dias de visitas e contatos nos anúncios do anunciante PJ');
      await insertDemoStatistics(tx, plan, userCodes, listingCodes, opts.now ?? new Date());
      const images = plan.listings.reduce((n, l) => n + l.images.length, 0);
      log(`Imagens: gerando ${images} (${images * 3} arquivos)...`);
      const rows = await renderImages(plan, listingCodes, opts.uploadsDir, writtenDirs, log);
      for (const part of chunk(rows, 500)) await tx.insert(listingImages).values(part);
      return {
        condominiums: plan.condominiums.length,
        advertisers: plan.users.length - 1,
        listings: plan.listings.length,
        publishedListings: plan.listings.filter((l) => l.status === 'publicado').length,
        images: rows.length,
      };
    });
  } catch (err) {
    await Promise.all(writtenDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
    throw err;
  }
}

interface Catalogue {
  category: Map<string, number>;
  subcategory: Map<string, number>;
}

async function loadCatalogue(db: Db, plan: DemoPlan): Promise<Catalogue> {
  const rows = await db
    .select({
      type: categories.type,
      category: categories.name,
      categoryCode: categories.code,
      subcategory: subcategories.name,
      subcategoryCode: subcategories.code,
    })
    .from(categories)
    .innerJoin(subcategories, eq(subcategories.categoryCode, categories.code));
  const catalogue: Catalogue = { category: new Map(), subcategory: new Map() };
  for (const r of rows) {
    catalogue.category.set(`${r.type}:${r.category}`, r.categoryCode);
    catalogue.subcategory.set(`${r.type}:${r.category}:${r.subcategory}`, r.subcategoryCode);
  }
  const missing = plan.listings.find(
    (l) => !catalogue.subcategory.has(`${l.type}:${l.categoryName}:${l.subcategoryName}`),
  );
  if (missing) {
    throw new Error(
      `Categoria "${missing.categoryName} > ${missing.subcategoryName}" não existe: rode os dados de referência (seedReferenceData) antes da demonstração.`,
    );
  }
  return catalogue;
}

/**
 * Codes taken from the serial's sequence before inserting, so rows that reference each other
 * (and the picture folders named by listing code) need no RETURNING-order assumptions.
 */
async function allocateCodes(db: Db, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ code: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${table}, 'codigo'))::int as code from generate_series(1, ${count})`,
  );
  return rows.map((r) => Number(r.code)).sort((a, b) => a - b);
}

const CONDO_CREATED_AT = new Date(DEMO_BASE_DATE.getTime() - 210 * 86_400_000);

async function insertCondominiums(db: Db, plan: DemoPlan): Promise<number[]> {
  // Neighbourhoods and postal codes may already exist (CEP look-ups): reuse them.
  const hoods = [
    ...new Map(plan.condominiums.map((c) => [`${c.city.code}:${c.neighbourhood.name}`, c])).values(),
  ];
  const hoodRows = await db
    .insert(neighbourhoods)
    .values(hoods.map((c) => ({ name: c.neighbourhood.name, cityCode: c.city.code })))
    .onConflictDoUpdate({
      target: [neighbourhoods.cityCode, neighbourhoods.name],
      set: { name: sql`excluded.nome` },
    })
    .returning({ code: neighbourhoods.code, cityCode: neighbourhoods.cityCode, name: neighbourhoods.name });
  const hoodCode = new Map(hoodRows.map((r) => [`${r.cityCode}:${r.name}`, r.code]));

  const ceps = [...new Map(plan.condominiums.map((c) => [c.street.cep, c])).values()];
  const cepRows = await db
    .insert(postalCodes)
    .values(
      ceps.map((c) => ({
        number: c.street.cep,
        cityCode: c.city.code,
        neighbourhoodCode: hoodCode.get(`${c.city.code}:${c.neighbourhood.name}`) as number,
      })),
    )
    .onConflictDoUpdate({ target: postalCodes.number, set: { number: sql`excluded.numero` } })
    .returning({ code: postalCodes.code, number: postalCodes.number });
  const cepCode = new Map(cepRows.map((r) => [r.number, r.code]));

  const streetKey = (cep: number, name: string) => `${cep}:${name}`;
  const existing = await db
    .select({ code: streets.code, cep: streets.postalCodeCode, name: streets.name })
    .from(streets)
    .where(inArray(streets.postalCodeCode, [...cepCode.values()]));
  const streetCode = new Map(existing.map((r) => [streetKey(r.cep as number, r.name), r.code]));
  const newStreets = [...new Map(plan.condominiums.map((c) => [c.street.cep, c])).values()].filter(
    (c) => !streetCode.has(streetKey(cepCode.get(c.street.cep) as number, c.street.name)),
  );
  if (newStreets.length > 0) {
    const rows = await db
      .insert(streets)
      .values(
        newStreets.map((c) => ({
          name: c.street.name,
          postalCodeCode: cepCode.get(c.street.cep) as number,
          neighbourhoodCode: hoodCode.get(`${c.city.code}:${c.neighbourhood.name}`) as number,
          cityCode: c.city.code,
        })),
      )
      .returning({ code: streets.code, cep: streets.postalCodeCode, name: streets.name });
    for (const r of rows) streetCode.set(streetKey(r.cep as number, r.name), r.code);
  }

  const codes = await allocateCodes(db, 'condominios', plan.condominiums.length);
  const streetOf = (i: number) => {
    const c = plan.condominiums[i] as DemoPlan['condominiums'][number];
    return streetCode.get(streetKey(cepCode.get(c.street.cep) as number, c.street.name)) as number;
  };
  await db.insert(condominiums).values(
    plan.condominiums.map((c, i) => ({
      code: codes[i] as number,
      name: c.name,
      number: c.number,
      stateCode: c.city.stateCode,
      cityCode: c.city.code,
      neighbourhoodCode: hoodCode.get(`${c.city.code}:${c.neighbourhood.name}`) as number,
      postalCodeCode: cepCode.get(c.street.cep) as number,
      streetCode: streetOf(i),
      createdAt: CONDO_CREATED_AT,
      updatedAt: CONDO_CREATED_AT,
    })),
  );
  await db.insert(condominiumStreets).values(
    plan.condominiums.map((c, i) => ({
      condominiumCode: codes[i] as number,
      streetCode: streetOf(i),
      number: c.number,
    })),
  );
  return codes;
}

async function insertUsers(
  db: Db,
  plan: DemoPlan,
  condoCodes: number[],
  passwordHash: string,
): Promise<number[]> {
  const codes = await allocateCodes(db, 'usuarios', plan.users.length);
  await db.insert(users).values(
    plan.users.map(({ condominium, cityIndex: _cityIndex, createdAt, ...u }, i) => ({
      ...u,
      code: codes[i] as number,
      condominiumCode: condominium === null ? null : (condoCodes[condominium] as number),
      passwordHash,
      active: true,
      validation: 1,
      emailConfirmedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    })),
  );
  return codes;
}

async function insertListings(
  db: Db,
  plan: DemoPlan,
  catalogue: Catalogue,
  userCodes: number[],
  condoCodes: number[],
): Promise<number[]> {
  const codes = await allocateCodes(db, 'anuncios', plan.listings.length);
  const rows = plan.listings.map(
    ({ advertiser, condominiums: _c, images: _i, categoryName, subcategoryName, ...l }, i) => ({
      ...l,
      code: codes[i] as number,
      categoryCode: catalogue.category.get(`${l.type}:${categoryName}`) as number,
      subcategoryCode: catalogue.subcategory.get(`${l.type}:${categoryName}:${subcategoryName}`) as number,
      advertiserCode: userCodes[advertiser] as number,
    }),
  );
  for (const part of chunk(rows, 200)) await db.insert(listings).values(part);
  const links = plan.listings.flatMap((l, i) =>
    l.condominiums.map((c) => ({
      listingCode: codes[i] as number,
      condominiumCode: condoCodes[c] as number,
    })),
  );
  for (const part of chunk(links, 1000)) await db.insert(listingCondominiums).values(part);
  return codes;
}

type ImageRow = typeof listingImages.$inferInsert;

async function renderImages(
  plan: DemoPlan,
  listingCodes: number[],
  uploadsDir: string,
  writtenDirs: string[],
  log: (line: string) => void,
): Promise<ImageRow[]> {
  const renderer = new ListingImageRenderer(uploadsDir);
  const rows: ImageRow[][] = new Array(plan.listings.length);
  const previousConcurrency = sharp.concurrency();
  // One libvips thread per image and a few images at a time use the cores without thrashing them.
  sharp.concurrency(1);
  try {
    let next = 0;
    let done = 0;
    let failed = false;
    const step = Math.ceil(plan.listings.length / 4);
    const worker = async () => {
      while (next < plan.listings.length && !failed) {
        const i = next++;
        const listing = plan.listings[i] as DemoPlan['listings'][number];
        const code = listingCodes[i] as number;
        const dir = path.join(uploadsDir, 'anuncios', String(code));
        // A folder left by an earlier database would otherwise mix old and new pictures.
        await fs.rm(dir, { recursive: true, force: true });
        writtenDirs.push(dir);
        const written: WrittenImage[] = [];
        for (const [n, spec] of listing.images.entries())
          written.push(await renderer.write(code, n + 1, spec));
        rows[i] = written.map((w, position) => ({
          listingCode: code,
          ...w,
          position,
          createdAt: listing.createdAt,
        }));
        done++;
        if (done % step === 0) log(`  ${done}/${plan.listings.length} anúncios com imagens`);
      }
    };
    // Settle every worker before reporting a failure, so no file is written after the clean-up.
    const results = await Promise.allSettled(
      Array.from({ length: RENDER_PARALLELISM }, () =>
        worker().catch((err: unknown) => {
          failed = true;
          throw err;
        }),
      ),
    );
    const failure = results.find((r) => r.status === 'rejected');
    if (failure) throw failure.reason;
  } finally {
    sharp.concurrency(previousConcurrency);
  }
  return rows.flat();
}
