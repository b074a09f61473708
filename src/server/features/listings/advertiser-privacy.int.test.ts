import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingDetailSchema } from '#shared/contracts/listings.contract.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing, insertUser, type User } from '../../test/factories/index.ts';

/**
 * ADR 008: /anuncios/416 said "O anunciante preferiu não mostrar telefone e
 * endereço" above a wa.me link with the number, and GET /api/anuncios/416 carried the number. The
 * advertiser's "Mostrar nos anúncios" (mostrar_endereco) hides phone, address and map everywhere.
 */
describe("the advertiser's contact data in listing answers", () => {
  let t: TestApp;
  let hidden: User;
  let shown: User;
  const codes = { hidden: 0, shown: 0 };
  const contact = {
    whatsapp: '71976176491',
    ddd: '71',
    postalCode: '41810000',
    street: 'Avenida Paulo VI',
    streetNumber: 'Avenida Paulo VI, 110',
    complement: 'Bloco B, apto 302',
    neighbourhood: 'Pituba',
    city: 'Salvador',
    uf: 'BA',
    instagram: 'https://www.instagram.com/vanessadoces',
    site: 'https://vanessadoces.com.br',
  };
  const map = 'https://www.openstreetmap.org/export/embed.html?bbox=-38.46,-12.99,-38.45,-12.98';
  /** What must not leave the server for the hidden advertiser, in every spelling the data has. */
  const SECRETS = ['976176491', '41810000', 'Paulo VI', 'apto 302', 'Pituba', 'openstreetmap'];

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    hidden = await insertUser(db, { ...contact, name: 'Vanessa', showAddress: false });
    shown = await insertUser(db, { ...contact, name: 'Vera', showAddress: true });
    const listingOf = async (advertiserCode: number, title: string) =>
      (await insertListing(db, { title, advertiserCode, mapUrl: map, highlighted: true })).code;
    codes.hidden = await listingOf(hidden.code, 'Brigadeiros gourmet da Vanessa');
    codes.shown = await listingOf(shown.code, 'Brigadeiros gourmet da Vera');
  });
  afterAll(() => t?.close());

  it('GET /api/anuncios/{id} carries no phone, address or map of an advertiser who hides them', async () => {
    const { status, body } = await t.get(`/api/anuncios/${codes.hidden}`);
    expect(status).toBe(200);
    expect(() => ListingDetailSchema.parse(body)).not.toThrow();
    expect(body.anunciante).toMatchObject({
      nome: 'Vanessa',
      mostrarEndereco: false,
      // The e-mail, site and networks stay: a resident can still reach the advertiser.
      contato: { email: hidden.email, whatsapp: null, ddd: null, site: contact.site },
      endereco: null,
      redes: { instagram: contact.instagram, site: contact.site },
    });
    expect(body.anunciante.redes).not.toHaveProperty('whatsapp');
    expect(body.mapaUrlANUNCIO).toBeNull();
    // Nowhere else in the answer either.
    const text = JSON.stringify(body);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  });

  it('GET /api/anuncios/{id} carries all of them when the advertiser shows them', async () => {
    const { status, body } = await t.get(`/api/anuncios/${codes.shown}`);
    expect(status).toBe(200);
    expect(body.anunciante).toMatchObject({
      mostrarEndereco: true,
      contato: { email: shown.email, whatsapp: '71976176491', ddd: '71', site: contact.site },
      endereco: {
        cep: '41810000',
        ruaNumero: 'Avenida Paulo VI, 110',
        complemento: 'Bloco B, apto 302',
        bairro: 'Pituba',
        cidade: 'Salvador',
        uf: 'BA',
      },
    });
    expect(Object.keys(body.anunciante.redes)).toEqual(['whatsapp', 'instagram', 'site']);
    expect(body.mapaUrlANUNCIO).toBe(map);
  });

  it('the search and highlight answers carry the advertiser name only, whatever the flag', async () => {
    for (const url of ['/api/anuncios?q=brigadeiros', '/api/anuncios', '/api/anuncios/destaques?limit=50']) {
      const { status, body } = await t.get(url);
      expect(status, url).toBe(200);
      const cards: { codigoANUNCIO: number; anunciante: object }[] = Array.isArray(body) ? body : body.data;
      const ours = cards.filter((c) => c.codigoANUNCIO === codes.hidden || c.codigoANUNCIO === codes.shown);
      expect(ours, url).toHaveLength(2);
      for (const card of ours)
        expect(Object.keys(card.anunciante).sort()).toEqual(['codigo', 'nome', 'pessoa']);
      const text = JSON.stringify(body);
      for (const secret of SECRETS) expect(text, url).not.toContain(secret);
    }
  });
});
