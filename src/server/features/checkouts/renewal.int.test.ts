import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';
import { checkouts, credits, invoices, listings, plans } from '../../db/schema/index.ts';
import type { AccountsTestApp } from '../../test/accounts-app.ts';
import { insertListing } from '../../test/factories/index.ts';
import { creditsOf } from '../../test/own-ads-kit.ts';
import { buildCheckoutsApp, buyer, type Buyer } from './checkouts-test-kit.ts';

/**
 * Renewing an ad (ADR 022): GET renovacoes/{id} says what it costs and gives; a PIX (or card)
 * payment of the same plan with `anuncioId` gives the ad a new credit from the end of the one it
 * holds, with no review and no time offline; an ad the expiry took down less than 30 days ago
 * comes back, unless it was edited since.
 */

const DAY = 86_400_000;
const URL = '/api/checkouts/renovacoes';

describe('renewing an ad', () => {
  let t: AccountsTestApp;
  let pf: Buyer;
  let other: Buyer;
  let admin: Buyer;
  let yearDays: number;

  beforeAll(async () => {
    t = await buildCheckoutsApp();
    [pf, other, admin] = [await buyer(t), await buyer(t), await buyer(t, { admin: true })];
    const [plan] = await t.database.db.select().from(plans).where(eq(plans.slug, 'pf-anual'));
    yearDays = plan!.days;
  });
  afterAll(() => t.close());

  /** An ad of `b` holding a paid credit of `slug` that ends at `endsAt`. */
  const now = () => t.clock.now().getTime();

  async function adWithCredit(
    b: Buyer,
    endsAt: Date,
    opts: { status?: 'publicado' | 'pendente' | 'inativo' | 'rascunho'; slug?: string } = {},
  ) {
    const db = t.database.db;
    const [plan] = await db
      .select()
      .from(plans)
      .where(eq(plans.slug, opts.slug ?? 'pf-anual'));
    const ad = await insertListing(db, {
      advertiserCode: b.code,
      status: opts.status ?? 'publicado',
      title: 'Bolo de cenoura',
    });
    const [checkout] = await db
      .insert(checkouts)
      .values({
        userCode: b.code,
        planCode: plan!.code,
        userType: plan!.userType,
        method: plan!.priceCents === 0 ? 'free' : 'pix',
        status: 'paid',
        amountCents: plan!.priceCents,
        createdAt: new Date(endsAt.getTime() - plan!.days * DAY),
        paidAt: new Date(endsAt.getTime() - plan!.days * DAY),
      })
      .returning();
    const [credit] = await db
      .insert(credits)
      .values({
        userCode: b.code,
        checkoutId: checkout!.id,
        planCode: plan!.code,
        status: 'used',
        startsAt: new Date(endsAt.getTime() - plan!.days * DAY),
        endsAt,
        listingCode: ad.code,
        usedAt: new Date(endsAt.getTime() - plan!.days * DAY),
        expiryWarnedAt: new Date(),
      })
      .returning();
    return { code: ad.code, creditId: credit!.id };
  }

  async function heldCredit(listingCode: number) {
    const [c] = await t.database.db.select().from(credits).where(eq(credits.listingCode, listingCode));
    return c;
  }

  async function listingRow(code: number) {
    const [row] = await t.database.db.select().from(listings).where(eq(listings.code, code));
    return row!;
  }

  /** A renewal paid by PIX through the sandbox's "Simular pagamento"; the checkout id. */
  async function renewByPix(b: Buyer, anuncioId: number) {
    const made = await b.post('/api/checkouts/asaas/pix', { planoSlug: 'pf-anual', anuncioId });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const paid = await b.post('/api/checkouts/sandbox/pagar', { checkoutId: made.body.checkoutId });
    expect(paid.body, JSON.stringify(paid)).toMatchObject({ status: 'paid' });
    return made.body.checkoutId as number;
  }

  it('GET renovacoes: 401 anonymous, 404 to another user and to an admin, the owner sees plan and dates', async () => {
    const endsAt = new Date(now() + 2 * DAY);
    const ad = await adWithCredit(pf, endsAt);
    expect((await t.call('GET', `${URL}/${ad.code}`)).status).toBe(401);
    for (const b of [other, admin]) {
      expect(await b.get(`${URL}/${ad.code}`)).toMatchObject({
        status: 404,
        body: { message: M.renewalListingNotFound },
      });
    }
    const res = await pf.get(`${URL}/${ad.code}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      anuncio: { codigo: ad.code, titulo: 'Bolo de cenoura', status: 'publicado' },
      plano: { slug: 'pf-anual', amountCents: 14990, dias: yearDays },
      fimAtual: endsAt.toISOString(),
      novoFim: new Date(endsAt.getTime() + yearDays * DAY).toISOString(),
      renovavel: true,
      motivo: null,
    });
    expect((await pf.get(`${URL}/abc`)).status).toBe(400);
    expect((await pf.get(`${URL}/999999`)).status).toBe(404);
  });

  it('a live ad paid by PIX runs on from its current end: same status, no review, warning re-armed', async () => {
    const endsAt = new Date(now() + 2 * DAY);
    const ad = await adWithCredit(pf, endsAt);
    const before = await listingRow(ad.code);
    const checkoutId = await renewByPix(pf, ad.code);

    const held = await heldCredit(ad.code);
    expect(held).toMatchObject({ checkoutId, status: 'used', expiryWarnedAt: null });
    expect(held!.startsAt).toEqual(endsAt);
    expect(held!.endsAt).toEqual(new Date(endsAt.getTime() + yearDays * DAY));
    const after = await listingRow(ad.code);
    expect(after.status).toBe('publicado');
    expect(after.publishedAt).toEqual(before.publishedAt);
    expect(after.checkoutId).toBe(checkoutId);
    // The old credit stays used (never bindable again), with no ad; no spare credit was made.
    const [old] = await t.database.db.select().from(credits).where(eq(credits.id, ad.creditId));
    expect(old).toMatchObject({ status: 'used', listingCode: null });
    expect((await pf.get('/api/checkouts/creditos-disponiveis')).body.count).toBe(0);
    // One invoice, as for any payment; a second confirmation grants nothing more.
    const inv = await t.database.db.select().from(invoices).where(eq(invoices.checkoutId, checkoutId));
    expect(inv).toHaveLength(1);
    expect((await pf.post('/api/checkouts/sandbox/pagar', { checkoutId })).status).toBe(409);
    expect(await t.database.db.select().from(credits).where(eq(credits.checkoutId, checkoutId))).toHaveLength(
      1,
    );
  });

  it('an ad the expiry took down comes back at once, from the payment; one edited since stays off', async () => {
    const ended = await adWithCredit(pf, new Date(now() - 5 * DAY));
    const edited = await adWithCredit(pf, new Date(now() - 5 * DAY), { status: 'pendente' });
    await creditsOf(t, { clock: t.clock }).expire();
    expect((await listingRow(ended.code)).status).toBe('inativo');
    // An edit while off the site (its content was not reviewed since).
    await t.database.db
      .update(listings)
      .set({ title: 'Bolo de cenoura com cobertura', updatedAt: new Date(now() + 1000) })
      .where(eq(listings.code, edited.code));

    const renewal = await pf.get(`${URL}/${ended.code}`);
    expect(renewal.body).toMatchObject({ anuncio: { status: 'inativo' }, renovavel: true });
    const paidFrom = now();
    await renewByPix(pf, ended.code);
    const back = await listingRow(ended.code);
    expect(back.status).toBe('publicado');
    expect(back.endedAt).toBeNull();
    const held = await heldCredit(ended.code);
    expect(held!.startsAt.getTime()).toBeGreaterThanOrEqual(paidFrom - 1000);
    expect(held!.endsAt.getTime() - held!.startsAt.getTime()).toBe(yearDays * DAY);

    await renewByPix(pf, edited.code);
    const stillOff = await listingRow(edited.code);
    expect(stillOff.status).toBe('inativo');
    expect((await heldCredit(edited.code))!.endsAt.getTime()).toBeGreaterThan(now());
  });

  it('refuses: another user’s ad (404), another plan, the free month, over 30 days ended, a draft', async () => {
    const live = await adWithCredit(pf, new Date(now() + 2 * DAY));
    expect(
      await other.post('/api/checkouts/asaas/pix', { planoSlug: 'pf-anual', anuncioId: live.code }),
    ).toMatchObject({ status: 404, body: { message: M.renewalListingNotFound } });
    expect(
      await admin.post('/api/checkouts/asaas/pix', { planoSlug: 'pf-anual', anuncioId: live.code }),
    ).toMatchObject({ status: 404 });
    expect(
      await pf.post('/api/checkouts/asaas/pix', { planoSlug: 'pf-semestral', anuncioId: live.code }),
    ).toMatchObject({ status: 422, body: { message: M.renewalWrongPlan } });

    const cases: [Awaited<ReturnType<typeof adWithCredit>>, string][] = [
      [await adWithCredit(pf, new Date(now() + 2 * DAY), { slug: 'pf-mes-gratis' }), M.renewalFreePlan],
      [await adWithCredit(pf, new Date(now() - 31 * DAY), { status: 'inativo' }), M.renewalTooLate],
      [await adWithCredit(pf, new Date(now() + 2 * DAY), { status: 'rascunho' }), M.renewalWrongStatus],
    ];
    for (const [ad, message] of cases) {
      const got = await pf.get(`${URL}/${ad.code}`);
      expect(got.body, JSON.stringify(got.body)).toMatchObject({ renovavel: false, motivo: message });
      expect(
        await pf.post('/api/checkouts/asaas/pix', { planoSlug: 'pf-anual', anuncioId: ad.code }),
      ).toMatchObject({ status: 422, body: { message } });
    }
    // Nothing was charged for any of them.
    const made = await t.database.db.select().from(checkouts).where(eq(checkouts.userCode, other.code));
    expect(made).toHaveLength(0);
  });

  it('a renewal’s PIX and a plain purchase of the same plan are separate charges, each resumed on its own', async () => {
    const ad = await adWithCredit(pf, new Date(now() + 2 * DAY));
    const renewal = await pf.post('/api/checkouts/asaas/pix', { planoSlug: 'pf-anual', anuncioId: ad.code });
    const plain = await pf.post('/api/checkouts/asaas/pix', { planoSlug: 'pf-anual' });
    expect(renewal.body.checkoutId).not.toBe(plain.body.checkoutId);
    const again = await pf.post('/api/checkouts/asaas/pix', { planoSlug: 'pf-anual', anuncioId: ad.code });
    expect(again.body.checkoutId).toBe(renewal.body.checkoutId);
    const resumed = await pf.get(`/api/checkouts/asaas/pix/pendente?planoSlug=pf-anual&anuncioId=${ad.code}`);
    expect(resumed.body.charge.checkoutId).toBe(renewal.body.checkoutId);
    const resumedPlain = await pf.get('/api/checkouts/asaas/pix/pendente?planoSlug=pf-anual');
    expect(resumedPlain.body.charge.checkoutId).toBe(plain.body.checkoutId);
    // The plain purchase, paid, is a spare credit; the ad keeps its own.
    await pf.post('/api/checkouts/sandbox/pagar', { checkoutId: plain.body.checkoutId });
    expect((await heldCredit(ad.code))!.id).toBe(ad.creditId);
  });

  it('renews by card too', async () => {
    const ad = await adWithCredit(pf, new Date(now() + 1 * DAY));
    const token = await pf.post('/api/checkouts/asaas/tokenize', {
      holderName: 'Joana Pereira',
      number: '4111 1111 1111 1111',
      expiryMonth: '12',
      expiryYear: '2030',
      ccv: '123',
      cpfCnpj: '529.982.247-25',
      email: 'joana@example.com',
      phone: '(11) 98765-4321',
      postalCode: '01310-100',
      addressNumber: '100',
    });
    expect(token.status).toBe(200);
    const paid = await pf.post('/api/checkouts/asaas/card', {
      planoSlug: 'pf-anual',
      cardToken: token.body.cardToken,
      anuncioId: ad.code,
    });
    expect(paid.body.status).toBe('paid');
    expect((await heldCredit(ad.code))!.checkoutId).toBe(paid.body.checkoutId);
  });
});
