import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_GONE } from '#shared/contracts/listings.constants.ts';
import { MY_LISTINGS_MESSAGES as M } from '#shared/contracts/my-listings.constants.ts';
import { credits, listings } from '../../db/schema/index.ts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { getSubcategory, insertListing } from '../../test/factories/index.ts';
import { approveInTable, call, draftAd, giveCredit, owner, type Owner } from '../../test/own-ads-kit.ts';

/**
 * "Marcar como vendido" and "Encerrar" (ADR 023): final, out of the search at once, the public
 * page says so for 30 days (then 410), and the credit goes back to the owner for another ad.
 */

const BASE = '/api/minha-conta/anuncios';
const DAY = 86_400_000;

describe('selling and ending an ad', () => {
  let t: TestApp;
  let clock: ManualClock;
  beforeAll(async () => {
    clock = createManualClock(new Date());
    t = await buildTestApp({}, { clock });
  });
  afterAll(() => t.close());

  /** A published Produto (tipo 2) of `o`, holding a credit bound by the publish. */
  async function publishedProduct(o: Owner, title = 'Bicicleta aro 29 seminova') {
    await giveCredit(t, o.user.code, new Date(clock.now().getTime() + 300 * DAY));
    const ad = await draftAd(t, o, { tipoANUNCIO: 2, tituloANUNCIO: title, ...(await productCategory()) });
    const published = await o.call('POST', `${BASE}/${ad.codigoANUNCIO}/publicar`, {});
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    await approveInTable(t, ad.codigoANUNCIO);
    return ad.codigoANUNCIO;
  }

  async function productCategory() {
    const sub = await getSubcategory(t.database.db, { type: 2 });
    return { categoriaANUNCIO: sub.categoryCode, subcategoriaANUNCIO: sub.code };
  }

  const creditOf = async (listingCode: number) =>
    (await t.database.db.select().from(credits).where(eq(credits.listingCode, listingCode)))[0];

  it('ownership: anonymous 401, another user 404, an admin (not the owner) 404, the owner 200', async () => {
    const me = await owner(t);
    const other = await owner(t);
    const admin = await owner(t, { admin: true });
    const id = await publishedProduct(me);
    for (const path of ['vendido', 'encerrar']) {
      const url = `${BASE}/${id}/${path}`;
      expect((await call(t, 'POST', url, { body: {} })).status, `${url} anônimo`).toBe(401);
      expect(await other.call('POST', url, {}), `${url} outro`).toMatchObject({ status: 404 });
      expect(await admin.call('POST', url, {}), `${url} admin`).toMatchObject({ status: 404 });
    }
    const sold = await me.call('POST', `${BASE}/${id}/vendido`, {});
    expect(sold).toMatchObject({ status: 200, body: { statusANUNCIO: 'vendido' } });
    // Again: the same answer, nothing changes.
    expect(await me.call('POST', `${BASE}/${id}/vendido`, {})).toMatchObject({ status: 200 });
  });

  it('a sold Produto leaves the site, its page says so for 30 days then 410, and its credit can publish another ad', async () => {
    const me = await owner(t);
    const other = await publishedProduct(me, 'Mesa de jantar de madeira');
    const id = await publishedProduct(me);
    const credit = await creditOf(id);
    expect(credit).toBeDefined();

    expect((await me.call('POST', `${BASE}/${id}/vendido`, {})).status).toBe(200);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.code, id));
    expect(row).toMatchObject({ status: 'vendido' });
    expect(row!.endedAt).toEqual(clock.now());

    // Out of the public site: no detail, no search hit; the closed answer instead.
    expect((await call(t, 'GET', `/api/anuncios/${id}`)).status).toBe(404);
    const search = await call(t, 'GET', `/api/anuncios?q=${encodeURIComponent('bicicleta seminova')}`);
    expect(search.body.data.map((c: { codigoANUNCIO: number }) => c.codigoANUNCIO)).not.toContain(id);
    expect(await call(t, 'GET', `/api/anuncios/${id}/encerrado`)).toMatchObject({
      status: 200,
      body: {
        codigoANUNCIO: id,
        desfecho: 'vendido',
        encerradoEm: clock.now().toISOString(),
        tipoANUNCIO: 2,
      },
    });
    const more = await call(t, 'GET', `/api/anuncios/${id}/mais-do-anunciante`);
    expect(more.status).toBe(200);
    expect(more.body.map((c: { codigoANUNCIO: number }) => c.codigoANUNCIO)).toContain(other);

    // The credit is available again, for a new ad, without buying another plan.
    expect(await t.database.db.select().from(credits).where(eq(credits.id, credit!.id))).toMatchObject([
      { status: 'available', listingCode: null, usedAt: null },
    ]);
    const next = await draftAd(t, me, { tituloANUNCIO: 'Aulas de violão' });
    expect((await me.call('POST', `${BASE}/${next.codigoANUNCIO}/publicar`, {})).status).toBe(200);
    expect((await creditOf(next.codigoANUNCIO))?.id).toBe(credit!.id);

    // It never comes back on the air.
    expect(await me.call('POST', `${BASE}/${id}/publicar`, {})).toMatchObject({
      status: 409,
      body: { message: M.closedForGood },
    });

    clock.advance(31 * DAY);
    expect(await call(t, 'GET', `/api/anuncios/${id}/encerrado`)).toMatchObject({
      status: 410,
      body: { message: LISTING_GONE },
    });
    expect((await call(t, 'GET', `/api/anuncios/${id}/mais-do-anunciante`)).status).toBe(404);
  });

  it('only a Produto is sold; any ad but a draft is ended; an ended credit stays used', async () => {
    const me = await owner(t);
    const service = await draftAd(t, me, { tituloANUNCIO: 'Conserto de eletrodomésticos' });
    await giveCredit(t, me.user.code, new Date(clock.now().getTime() + 300 * DAY));
    await me.call('POST', `${BASE}/${service.codigoANUNCIO}/publicar`, {});
    expect(await me.call('POST', `${BASE}/${service.codigoANUNCIO}/vendido`, {})).toMatchObject({
      status: 409,
      body: { message: M.cannotSell },
    });
    const draft = await draftAd(t, me);
    expect(await me.call('POST', `${BASE}/${draft.codigoANUNCIO}/encerrar`, {})).toMatchObject({
      status: 409,
      body: { message: M.cannotEnd },
    });
    const rejected = await insertListing(t.database.db, {
      advertiserCode: me.user.code,
      status: 'reprovado',
    });
    expect(await me.call('POST', `${BASE}/${rejected.code}/encerrar`, {})).toMatchObject({
      status: 200,
      body: { statusANUNCIO: 'encerrado' },
    });

    // Ending the Serviço gives its credit (in its period) back; a credit past its period stays used.
    const ended = await me.call('POST', `${BASE}/${service.codigoANUNCIO}/encerrar`, {});
    expect(ended).toMatchObject({ status: 200, body: { statusANUNCIO: 'encerrado' } });
    const sameCredit = await t.database.db.select().from(credits).where(eq(credits.userCode, me.user.code));
    expect(sameCredit.filter((c) => c.status === 'available')).toHaveLength(1);

    const late = await owner(t);
    const lateAd = await insertListing(t.database.db, { advertiserCode: late.user.code, status: 'inativo' });
    const checkoutId = await giveCredit(t, late.user.code, new Date(clock.now().getTime() - DAY));
    await t.database.db
      .update(credits)
      .set({ status: 'used', listingCode: lateAd.code })
      .where(eq(credits.checkoutId, checkoutId));
    expect((await late.call('POST', `${BASE}/${lateAd.code}/encerrar`, {})).status).toBe(200);
    expect(
      await t.database.db.select().from(credits).where(eq(credits.checkoutId, checkoutId)),
    ).toMatchObject([{ status: 'used', listingCode: null }]);
  });
});
