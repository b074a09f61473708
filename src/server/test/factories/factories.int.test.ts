import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf } from '#shared/lib/documents.ts';
import { condominiumStreets, listingCondominiums } from '#server/db/schema/index.ts';
import { createTestDatabase } from '#server/test/test-db.ts';
import { getCategory, getSubcategory, insertCondominium, insertListing, insertUser } from './index.ts';

describe('test factories', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  it('inserts users with unique e-mails and valid documents', async () => {
    const pf = await insertUser(database.db);
    const pj = await insertUser(database.db, { personKind: 'pj' });
    const admin = await insertUser(database.db, { level: 1, email: 'admin@teste.nc.local' });
    expect(isValidCpf(pf.document)).toBe(true);
    expect(isValidCnpj(pj.document)).toBe(true);
    expect([pf.type, pj.type, admin.level]).toEqual([3, 2, 1]);
    expect(new Set([pf.email, pj.email, admin.email]).size).toBe(3);
  });

  it('inserts a condominium with its neighbourhood, CEP, street and street link', async () => {
    const a = await insertCondominium(database.db);
    const b = await insertCondominium(database.db, { name: 'Condomínio Vila Verde', neighbourhood: 'Moema' });
    expect(a).toMatchObject({ cityCode: 3550308, stateCode: 35 });
    expect(b.neighbourhoodCode).toBe(a.neighbourhoodCode);
    expect(b.postalCodeCode).not.toBe(a.postalCodeCode);
    const links = await database.db
      .select()
      .from(condominiumStreets)
      .where(eq(condominiumStreets.condominiumCode, b.code));
    expect(links).toEqual([expect.objectContaining({ streetCode: b.streetCode, number: b.number })]);
  });

  it('inserts listings consistent with their category, city and price', async () => {
    const condo = await insertCondominium(database.db);
    const listing = await insertListing(database.db, {
      title: 'Bolo de Cenoura, com Cobertura!',
      price: 'R$ 35,00',
      type: 2,
      condominiumCodes: [condo.code],
      imageCount: 2,
    });
    expect(listing).toMatchObject({
      type: 2,
      status: 'publicado',
      slug: 'bolo-de-cenoura-com-cobertura',
      priceCents: 3500,
      cityCode: 3550308,
      uf: 'SP',
    });
    expect(listing.publishedAt).toBeInstanceOf(Date);
    expect(listing.images.map((i) => i.position)).toEqual([0, 1]);
    const sub = await getSubcategory(database.db, { type: 2 });
    expect(listing.categoryText).toBe(`${sub.category.name} ${sub.name}`);
    const links = await database.db
      .select()
      .from(listingCondominiums)
      .where(eq(listingCondominiums.listingCode, listing.code));
    expect(links).toHaveLength(1);

    const eletricista = await getSubcategory(database.db, { name: 'Eletricista' });
    const draft = await insertListing(database.db, {
      categoryCode: eletricista.categoryCode,
      subcategoryCode: eletricista.code,
      status: 'rascunho',
      cityCode: 3304557,
      price: 'A combinar',
    });
    expect(draft).toMatchObject({
      type: 3,
      uf: 'RJ',
      priceCents: null,
      publishedAt: null,
      categoryText: 'Reformas e Reparos Eletricista',
    });
  });

  it('looks categories up by type and name', async () => {
    const category = await getCategory(database.db, { type: 4, name: 'Espaços para Eventos' });
    const sub = await getSubcategory(database.db, { categoryCode: category.code, name: 'Salão de Festas' });
    expect(sub.slug).toBe('salao-de-festas');
    await expect(getCategory(database.db, { name: 'Inexistente' })).rejects.toThrow(
      'Categoria não encontrada',
    );
  });
});
