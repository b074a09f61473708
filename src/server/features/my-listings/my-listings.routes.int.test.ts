import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MY_LISTINGS_MESSAGES as M } from '#shared/contracts/my-listings.constants.ts';
import { credits, listingImages, listings, media } from '../../db/schema/index.ts';
import { systemClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { getSubcategory, insertCondominium, insertListing } from '../../test/factories/index.ts';
import {
  adBody,
  approveInTable,
  call,
  creditsOf,
  draftAd,
  giveCredit,
  owner,
  type Owner,
} from '../../test/own-ads-kit.ts';
import { createMyListingsRepository } from './my-listings.repository.ts';
import { createMyListingsService } from './my-listings.service.ts';

const BASE = '/api/minha-conta/anuncios';

describe('own ads (pre-moderation, the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const draft = (o: Owner, overrides?: Record<string, unknown>) => draftAd(t, o, overrides);

  it('ownership on every route: anonymous 401, another user 404, an admin (not the owner) 404, the owner 2xx', async () => {
    const me = await owner(t);
    const other = await owner(t);
    const admin = await owner(t, { admin: true });
    await giveCredit(t, me.user.code);
    const ad = await draft(me);
    const id = ad.codigoANUNCIO;
    const body = await adBody(t);
    const routes: [Parameters<Owner['call']>[0], string, unknown?][] = [
      ['GET', `${BASE}/${id}`],
      ['PATCH', `${BASE}/${id}`, { tituloANUNCIO: 'Outro' }],
      ['PUT', `${BASE}/${id}`, body],
      ['POST', `${BASE}/${id}/publicar`, {}],
      ['POST', `${BASE}/${id}/inativar`, {}],
      ['POST', `${BASE}/${id}/duplicar`, {}],
      ['DELETE', `${BASE}/${id}`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(t, method, url, { body: payload })).status, `${method} ${url} anônimo`).toBe(401);
      const res = await other.call(method, url, payload);
      expect(res.status, `${method} ${url} outro`).toBe(404);
      expect(res.body.message).toBe(M.notFound);
      expect((await admin.call(method, url, payload)).status, `${method} ${url} admin`).toBe(404);
    }
    expect((await call(t, 'GET', BASE)).status).toBe(401);
    expect((await call(t, 'POST', BASE, { body })).status).toBe(401);
    // The owner, in the order of a life: read, edit, replace, publish, inactivate, duplicate, remove.
    expect((await me.call('GET', `${BASE}/${id}`)).status).toBe(200);
    expect((await me.call('PATCH', `${BASE}/${id}`, { tituloANUNCIO: 'Outro' })).status).toBe(200);
    expect((await me.call('PUT', `${BASE}/${id}`, body)).status).toBe(200);
    expect((await me.call('POST', `${BASE}/${id}/publicar`, {})).body.statusANUNCIO).toBe('pendente');
    expect((await me.call('POST', `${BASE}/${id}/inativar`, {})).body.statusANUNCIO).toBe('inativo');
    expect((await me.call('POST', `${BASE}/${id}/duplicar`, {})).status).toBe(201);
    expect((await me.call('DELETE', `${BASE}/${id}`)).status).toBe(200);
    expect((await me.call('GET', `${BASE}/${id}`)).status).toBe(404);
    // The others' lists never show it.
    expect((await other.call('GET', BASE)).body.total).toBe(0);
  });

  it('creates a rascunho; lists with page, limit, q and status', async () => {
    const me = await owner(t);
    const condo = await insertCondominium(t.database.db);
    const first = await draft(me, {
      condominiosANUNCIO: [condo.code],
      tiposTransacaoANUNCIO: ['venda', 'venda'],
    });
    expect(first.statusANUNCIO).toBe('rascunho');
    const got = await me.call('GET', `${BASE}/${first.codigoANUNCIO}`);
    expect(got.body).toMatchObject({
      tituloANUNCIO: 'Aulas de violão no condomínio',
      precoANUNCIO: 'R$ 80,00 a hora',
      condominiosANUNCIO: [condo.code],
      tiposTransacaoANUNCIO: ['venda'],
      anuncianteANUNCIO: me.user.code,
      status: 'rascunho',
      credito: null,
      imagens: [],
    });
    expect(got.body.categoria.tipoCATEGORIA).toBe(3);
    for (let i = 0; i < 11; i++) await draft(me, { tituloANUNCIO: `Bolo ${i}` });
    const page1 = await me.call('GET', BASE);
    expect(page1.body).toMatchObject({ page: 1, total: 12, totalPages: 2 });
    expect(page1.body.data).toHaveLength(10);
    const search = await me.call('GET', `${BASE}?q=VIOLAO`);
    expect(search.body.total).toBe(1);
    expect((await me.call('GET', `${BASE}?status=publicado`)).body.total).toBe(0);
    expect((await me.call('GET', `${BASE}?limit=51`)).status).toBe(400);
    expect((await me.call('GET', `${BASE}?status=aprovado`)).status).toBe(400);
  });

  it('answers the required-fields message, and checks category, subcategory and condominiums', async () => {
    const me = await owner(t);
    const res = await me.call('POST', BASE, { subtituloANUNCIO: 'só isso' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Preencha os campos obrigatórios: título, descrição, categoria, tipo');
    const partial = await me.call('POST', BASE, await adBody(t, { descricaoANUNCIO: '  ' }));
    expect(partial.body.message).toBe('Preencha os campos obrigatórios: descrição');
    const product = await getSubcategory(t.database.db, { type: 2 });
    const mismatch = await me.call('POST', BASE, await adBody(t, { categoriaANUNCIO: product.categoryCode }));
    expect([mismatch.status, mismatch.body.message]).toEqual([400, M.categoryMismatch]);
    const sub = await me.call('POST', BASE, await adBody(t, { subcategoriaANUNCIO: product.code }));
    expect([sub.status, sub.body.message]).toEqual([400, M.subcategoryMismatch]);
    const condo = await me.call('POST', BASE, await adBody(t, { condominiosANUNCIO: [99_999_999] }));
    expect([condo.status, condo.body.message]).toEqual([400, M.condominiumNotFound]);
    const badType = await me.call('POST', BASE, await adBody(t, { tipoANUNCIO: 7 }));
    expect(badType.status).toBe(400);
    // PATCH clearing a required field: the same message.
    const ad = await draft(me);
    const cleared = await me.call('PATCH', `${BASE}/${ad.codigoANUNCIO}`, { tituloANUNCIO: '' });
    expect([cleared.status, cleared.body.message]).toEqual([400, 'Preencha os campos obrigatórios: título']);
  });

  it('map URL: an embed address, an <iframe> unwrapped to its src, anything else 400', async () => {
    const me = await owner(t);
    const embed = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3';
    const iframe = `<iframe src="${embed.replace('!1m12', '!1m12&amp;x=1')}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>`;
    const a = await me.call('POST', BASE, await adBody(t, { mapaUrlANUNCIO: iframe }));
    expect(a.status).toBe(201);
    expect(a.body.mapaUrlANUNCIO).toBe(`${embed.replace('!1m12', '!1m12&x=1')}`);
    const b = await me.call('POST', BASE, await adBody(t, { mapaUrlANUNCIO: embed }));
    expect(b.body.mapaUrlANUNCIO).toBe(embed);
    for (const bad of ['javascript:alert(1)', '<iframe src="https://evil.example/x"></iframe>']) {
      const res = await me.call('POST', BASE, await adBody(t, { mapaUrlANUNCIO: bad }));
      expect([res.status, res.body.message]).toEqual([400, M.mapUrl]);
    }
    // A place link is turned into its embed; a short link says how to get a full one.
    const place = await me.call(
      'POST',
      BASE,
      await adBody(t, { mapaUrlANUNCIO: 'https://www.google.com/maps/place/Moema/@-23.6,-46.66,15z' }),
    );
    expect(place.body.mapaUrlANUNCIO).toBe('https://maps.google.com/maps?q=-23.6,-46.66&z=15&output=embed');
    const short = await me.call(
      'POST',
      BASE,
      await adBody(t, { mapaUrlANUNCIO: 'https://maps.app.goo.gl/abc' }),
    );
    expect([short.status, short.body.message]).toEqual([400, M.mapShortLink]);
    const cleared = await me.call('PATCH', `${BASE}/${a.body.codigoANUNCIO}`, { mapaUrlANUNCIO: '' });
    expect(cleared.body.mapaUrlANUNCIO).toBeNull();
  });

  it('mass assignment: status, destaque, anunciante, moderation, credit and dates are ignored', async () => {
    const me = await owner(t);
    const other = await owner(t);
    const res = await me.call(
      'POST',
      BASE,
      await adBody(t, {
        statusANUNCIO: 'publicado',
        status: 'publicado',
        destaqueANUNCIO: 1,
        anuncianteANUNCIO: other.user.code,
        checkoutId: 123,
        motivo_reprovacao: 'x',
        publicadoEm: '2020-01-01T00:00:00Z',
        codigoANUNCIO: 1,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      statusANUNCIO: 'rascunho',
      destaqueANUNCIO: 0,
      anuncianteANUNCIO: me.user.code,
      checkoutId: null,
      publicadoEm: null,
    });
    const id = res.body.codigoANUNCIO;
    const patched = await me.call('PATCH', `${BASE}/${id}`, {
      statusANUNCIO: 'pendente',
      destaqueANUNCIO: 1,
    });
    expect(patched.body).toMatchObject({ statusANUNCIO: 'rascunho', destaqueANUNCIO: 0 });
    const published = await me.call('PATCH', `${BASE}/${id}`, { statusANUNCIO: 'publicado' });
    expect(published.body.statusANUNCIO).toBe('rascunho');
  });

  it('publish with an incomplete profile: 422 with the missing fields', async () => {
    const me = await owner(t, { overrides: { whatsapp: null, ddd: null, postalCode: null } });
    await giveCredit(t, me.user.code);
    const ad = await draft(me);
    const res = await me.call('POST', `${BASE}/${ad.codigoANUNCIO}/publicar`);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      'Finalize seu cadastro para continuar. Campos faltantes: WhatsApp obrigatório, CEP obrigatório.',
    );
    expect(res.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'WhatsApp obrigatório',
      'CEP obrigatório',
    ]);
    const [credit] = await t.database.db.select().from(credits).where(eq(credits.userCode, me.user.code));
    expect(credit?.status).toBe('available');
  });

  it('editing a published ad keeps it published with the edit under review (ADR 018); no change keeps it', async () => {
    const me = await owner(t);
    await giveCredit(t, me.user.code);
    const ad = await draft(me);
    await me.call('POST', `${BASE}/${ad.codigoANUNCIO}/publicar`);
    await approveInTable(t, ad.codigoANUNCIO);
    const same = await me.call('PATCH', `${BASE}/${ad.codigoANUNCIO}`, {
      tituloANUNCIO: 'Aulas de violão no condomínio',
    });
    expect(same.body.statusANUNCIO).toBe('publicado');
    const edited = await me.call('PATCH', `${BASE}/${ad.codigoANUNCIO}`, {
      descricaoANUNCIO: 'Agora também guitarra.',
    });
    expect(edited.body).toMatchObject({ statusANUNCIO: 'publicado', alteracao: { status: 'pendente' } });
    expect((await t.get(`/api/anuncios/${ad.codigoANUNCIO}`)).status).toBe(200);
    // The owner's "inativo" on the form inactivates.
    const off = await me.call('PATCH', `${BASE}/${ad.codigoANUNCIO}`, { statusANUNCIO: 'inativo' });
    expect(off.body.statusANUNCIO).toBe('inativo');
    // A draft cannot be inactivated.
    const d = await draft(me);
    expect((await me.call('POST', `${BASE}/${d.codigoANUNCIO}/inativar`)).status).toBe(409);
  });

  it('reprovado: the reason is shown; edited and published again, it reuses its credit', async () => {
    const me = await owner(t);
    const checkoutId = await giveCredit(t, me.user.code);
    await giveCredit(t, me.user.code);
    const ad = await draft(me);
    await me.call('POST', `${BASE}/${ad.codigoANUNCIO}/publicar`);
    await t.database.db
      .update(listings)
      .set({ status: 'reprovado', rejectionReason: 'Fotos de outro anúncio.' })
      .where(eq(listings.code, ad.codigoANUNCIO));
    const read = await me.call('GET', `${BASE}/${ad.codigoANUNCIO}`);
    expect(read.body).toMatchObject({ status: 'reprovado', motivoReprovacao: 'Fotos de outro anúncio.' });
    const edited = await me.call('PATCH', `${BASE}/${ad.codigoANUNCIO}`, { subtituloANUNCIO: 'Novas fotos' });
    expect(edited.body.statusANUNCIO).toBe('reprovado');
    const again = await me.call('POST', `${BASE}/${ad.codigoANUNCIO}/publicar`);
    expect(again.body).toMatchObject({ statusANUNCIO: 'pendente', checkoutId, motivoReprovacao: null });
    const used = await t.database.db.select().from(credits).where(eq(credits.userCode, me.user.code));
    expect(used.filter((c) => c.status === 'used')).toHaveLength(1);
  });

  it('PUT replaces: optional fields left out are cleared; PATCH keeps them', async () => {
    const me = await owner(t);
    const condo = await insertCondominium(t.database.db);
    const ad = await draft(me, {
      subtituloANUNCIO: 'Sub',
      condominiosANUNCIO: [condo.code],
      condicaoANUNCIO: 'novo',
    });
    const patched = await me.call('PATCH', `${BASE}/${ad.codigoANUNCIO}`, { precoANUNCIO: 'A combinar' });
    expect(patched.body).toMatchObject({
      subtituloANUNCIO: 'Sub',
      condominiosANUNCIO: [condo.code],
      condicaoANUNCIO: 'novo',
      precoANUNCIO: 'A combinar',
    });
    const put = await me.call(
      'PUT',
      `${BASE}/${ad.codigoANUNCIO}`,
      await adBody(t, { precoANUNCIO: undefined }),
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      subtituloANUNCIO: '',
      condominiosANUNCIO: [],
      condicaoANUNCIO: null,
      precoANUNCIO: '',
    });
    const missing = await me.call('PUT', `${BASE}/${ad.codigoANUNCIO}`, { tituloANUNCIO: 'Só título' });
    expect([missing.status, missing.body.message]).toEqual([
      400,
      'Preencha os campos obrigatórios: descrição, categoria, tipo',
    ]);
  });

  it('images: reordered by imagensANUNCIO, the cover first; media-library images added; others refused', async () => {
    const me = await owner(t);
    const other = await owner(t);
    const ad = await draft(me);
    const db = t.database.db;
    await db.insert(listingImages).values(
      [0, 1].map((i) => ({
        listingCode: ad.codigoANUNCIO,
        url: `/uploads/anuncios/${ad.codigoANUNCIO}/${i}-1000.webp`,
        thumbUrl: `/uploads/anuncios/${ad.codigoANUNCIO}/${i}-300.webp`,
        position: i,
      })),
    );
    const mine = (n: number, userCode: number) => ({
      userCode,
      key: `midias/${userCode}/${n}`,
      url: `/uploads/midias/${userCode}/${n}-1000.webp`,
      thumbUrl: `/uploads/midias/${userCode}/${n}-300.webp`,
      ogUrl: `/uploads/midias/${userCode}/${n}-og.jpg`,
      bytes: 1000,
      width: 1000,
      height: 424,
    });
    await db.insert(media).values([mine(1, me.user.code), mine(1, other.user.code)]);
    const [first, second] = [0, 1].map((i) => `/uploads/anuncios/${ad.codigoANUNCIO}/${i}-1000.webp`);
    const lib = `/uploads/midias/${me.user.code}/1-1000.webp`;
    const res = await me.call('PATCH', `${BASE}/${ad.codigoANUNCIO}`, { imagensANUNCIO: [lib, second] });
    expect(res.status).toBe(200);
    expect(res.body.imagensANUNCIO).toEqual([lib, second, first]);
    expect(res.body.imagens[0]).toEqual({
      urlIMAGEM: lib,
      urlThumbIMAGEM: `/uploads/midias/${me.user.code}/1-300.webp`,
    });
    const foreign = await me.call('PATCH', `${BASE}/${ad.codigoANUNCIO}`, {
      imagensANUNCIO: [`/uploads/midias/${other.user.code}/1-1000.webp`],
    });
    expect([foreign.status, foreign.body.message]).toEqual([400, M.imageNotAllowed]);
    const tooMany = await me.call('PATCH', `${BASE}/${ad.codigoANUNCIO}`, {
      imagensANUNCIO: Array.from({ length: 13 }, (_, i) => `/x/${i}.webp`),
    });
    expect(tooMany.status).toBe(400);
  });

  it('duplicate: a rascunho copy with text, condominiums and hours, no images, no credit', async () => {
    const me = await owner(t);
    await giveCredit(t, me.user.code);
    const condo = await insertCondominium(t.database.db);
    const hours = Object.fromEntries(
      ['seg', 'ter', 'qua', 'qui', 'sex', 'sab', 'dom'].map((d) => [
        d,
        { aberto: d !== 'dom', das: '09:00', as: '18:00' },
      ]),
    );
    const ad = await draft(me, { condominiosANUNCIO: [condo.code], horariosANUNCIO: hours });
    await me.call('POST', `${BASE}/${ad.codigoANUNCIO}/publicar`);
    const res = await me.call('POST', `${BASE}/${ad.codigoANUNCIO}/duplicar`);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(M.duplicated);
    expect(res.body.anuncio).toMatchObject({
      statusANUNCIO: 'rascunho',
      tituloANUNCIO: 'Aulas de violão no condomínio',
      condominiosANUNCIO: [condo.code],
      horariosANUNCIO: hours,
      imagens: [],
      credito: null,
      checkoutId: null,
    });
    expect(res.body.anuncio.codigoANUNCIO).not.toBe(ad.codigoANUNCIO);
  });

  it('remove: the ad and its rows go, its files through removeListingFiles; a storage failure is logged only', async () => {
    const me = await owner(t);
    const db = t.database.db;
    const removed: number[] = [];
    const warn = vi.fn();
    const service = createMyListingsService({
      repo: createMyListingsRepository(db),
      credits: creditsOf(t),
      clock: systemClock,
      moderation: 'pre',
      removeListingFiles: async (code) => {
        removed.push(code);
        if (removed.length > 1) throw new Error('S3 fora');
      },
      log: { warn },
    });
    const caller = { code: me.user.code, level: me.user.level };
    const a = await insertListing(db, { advertiserCode: me.user.code, imageCount: 2 });
    const b = await insertListing(db, { advertiserCode: me.user.code });
    await service.remove(caller, a.code);
    await service.remove(caller, b.code);
    expect(removed).toEqual([a.code, b.code]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await db.select().from(listingImages).where(eq(listingImages.listingCode, a.code))).toEqual([]);
    await expect(service.remove(caller, a.code)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the session cookie works as well as the bearer token', async () => {
    const me = await owner(t);
    const { token } = await t.app.sessions.createSession(me.user.code, false);
    const res = await call(t, 'GET', BASE, { headers: { cookie: `nc_sessao=${token}` } });
    expect(res.status).toBe(200);
  });

  it('is described in the OpenAPI document', async () => {
    const res = await t.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([BASE, `${BASE}/{id}`, `${BASE}/{id}/publicar`, `${BASE}/{id}/duplicar`]),
    );
  });
});

describe('own ads with AD_MODERATION=post', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AD_MODERATION: 'post' });
  });
  afterAll(() => t.close());

  it('publish goes straight to publicado and is visible publicly; an edit keeps it published', async () => {
    const me = await owner(t);
    await giveCredit(t, me.user.code);
    const res = await me.call('POST', BASE, await adBody(t));
    const id = res.body.codigoANUNCIO;
    expect((await t.get(`/api/anuncios/${id}`)).status).toBe(404);
    const pub = await me.call('POST', `${BASE}/${id}/publicar`);
    expect(pub.body.statusANUNCIO).toBe('publicado');
    expect(pub.body.publicadoEm).not.toBeNull();
    const pubDetail = await t.get(`/api/anuncios/${id}`);
    expect(pubDetail.status).toBe(200);
    expect(pubDetail.body.tituloANUNCIO).toBe('Aulas de violão no condomínio');
    const edited = await me.call('PATCH', `${BASE}/${id}`, { tituloANUNCIO: 'Aulas de guitarra' });
    expect(edited.body.statusANUNCIO).toBe('publicado');
    expect((await t.get(`/api/anuncios/${id}`)).body.tituloANUNCIO).toBe('Aulas de guitarra');
    await me.call('POST', `${BASE}/${id}/inativar`);
    expect((await t.get(`/api/anuncios/${id}`)).status).toBe(404);
  });
});
