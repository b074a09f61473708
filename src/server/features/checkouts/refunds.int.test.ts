import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_API, CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';
import { createOutboxRepository } from '../../adapters/email/index.ts';
import { GatewayError } from '../../adapters/payments/gateway.ts';
import { auditLog, checkouts, credits, invoices, listings, paymentEvents } from '../../db/schema/index.ts';
import type { AccountsTestApp } from '../../test/accounts-app.ts';
import { startAsaasFake, type AsaasFake } from '../../test/asaas-fake.ts';
import { insertListing } from '../../test/factories/index.ts';
import { drawnText } from '../../test/pdf-text.ts';
import { buildCheckoutsApp, buyer, stubGateway, type Buyer } from './checkouts-test-kit.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

/**
 * Refunds and chargebacks (issue 35 item 4): the admin's "Estornar" (POST
 * /api/admin/faturas/{id}/estorno) refunds at the gateway, then here in one transaction (the
 * invoice `estornada`, the credit revoked, the ad `inativo`, the e-mails, the audit line), exactly
 * once; the gateway's events (each only a hint: the payment is re-fetched) refund, freeze and
 * unfreeze, each processed once. On the sandbox, on a stub standing for Asaas and on the Asaas fake.
 */

const WEBHOOK_TOKEN = 'token-do-webhook-de-estornos-123';
const refundUrl = CHECKOUT_API.refund;

/** What a paid checkout left: its invoice, credit and ad, and the checkout itself. */
async function stateOf(t: AccountsTestApp, checkoutId: number, listingCode: number) {
  const db = t.database.db;
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  const [invoice] = await db.select().from(invoices).where(eq(invoices.checkoutId, checkoutId));
  const [credit] = await db.select().from(credits).where(eq(credits.checkoutId, checkoutId));
  const [listing] = await db.select().from(listings).where(eq(listings.code, listingCode));
  return {
    checkout: checkout!.status,
    invoice: invoice!.status,
    refundReason: invoice!.refundReason,
    credit: credit!.status,
    listing: listing!.status,
  };
}

/** An ad of `b` on the site with the credit of `checkoutId` (as a publish binds it). */
async function adOn(t: AccountsTestApp, b: Buyer, checkoutId: number): Promise<number> {
  const db = t.database.db;
  const ad = await insertListing(db, {
    advertiserCode: b.code,
    status: 'publicado',
    title: 'Aulas de violão',
  });
  await db
    .update(credits)
    .set({ status: 'used', listingCode: ad.code, usedAt: t.clock.now() })
    .where(eq(credits.checkoutId, checkoutId));
  return ad.code;
}

async function invoiceIdOf(t: AccountsTestApp, checkoutId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.checkoutId, checkoutId));
  return row!.id;
}

const mailsTo = (t: AccountsTestApp, to: string) =>
  createOutboxRepository(t.database.db).findLatestMessages({ limit: 20, to });

describe('"Estornar" on the sandbox', () => {
  let t: AccountsTestApp;
  let admin: Buyer;
  let other: Buyer;

  beforeAll(async () => {
    t = await buildCheckoutsApp();
    [admin, other] = [await buyer(t, { admin: true }), await buyer(t)];
  });
  afterAll(() => t.close());

  /** A PF advertiser who paid pf-anual by PIX ("Simular pagamento"), with an ad on its credit. */
  async function paidWithAd() {
    const b = await buyer(t);
    const { checkoutId } = (await b.post(CHECKOUT_API.pix, { planoSlug: 'pf-anual' })).body;
    expect((await b.post(CHECKOUT_API.sandboxPay, { checkoutId })).status).toBe(200);
    const listingCode = await adOn(t, b, checkoutId);
    return { b, checkoutId, listingCode, invoiceId: await invoiceIdOf(t, checkoutId) };
  }

  it('is for admins only: anonymous 401, an advertiser 403 (even their own invoice), and nothing changes', async () => {
    const { b, checkoutId, listingCode, invoiceId } = await paidWithAd();
    const body = { motivo: 'Pedido do cliente' };
    expect((await t.call('POST', refundUrl(invoiceId), { body })).status).toBe(401);
    expect((await b.post(refundUrl(invoiceId), body)).status).toBe(403);
    expect((await other.post(refundUrl(invoiceId), body)).status).toBe(403);
    expect(await stateOf(t, checkoutId, listingCode)).toMatchObject({
      checkout: 'paid',
      invoice: 'paid',
      credit: 'used',
      listing: 'publicado',
    });
  });

  it('refunds at the gateway and here once: invoice estornada, credit revoked, ad inativo, e-mails, audit, PDF', async () => {
    const { b, checkoutId, listingCode, invoiceId } = await paidWithAd();
    const res = await admin.post(refundUrl(invoiceId), { motivo: 'Cobrança em duplicidade' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, faturaId: invoiceId, status: 'estornada' });
    expect(await stateOf(t, checkoutId, listingCode)).toEqual({
      checkout: 'refunded',
      invoice: 'estornada',
      refundReason: 'Cobrança em duplicidade',
      credit: 'revoked',
      listing: 'inativo',
    });
    // The sandbox's payment is refunded too.
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    const payment = await t.database.db.execute(
      sql`select status from pagamentos_sandbox where id = ${checkout!.gatewayPaymentId}`,
    );
    expect((payment as any).rows[0].status).toBe('REFUNDED');

    const toAdvertiser = await mailsTo(t, b.email);
    expect(toAdvertiser.filter((m) => m.template === 'estorno')).toHaveLength(1);
    expect(toAdvertiser[0]!.subject).toMatch(/^Estorno da fatura Nº \d{6}$/);
    const alerts = (await mailsTo(t, admin.email)).filter((m) => m.template === 'alerta-pagamento');
    expect(alerts).toHaveLength(1);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'fatura'), eq(auditLog.entityId, invoiceId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorCode: admin.code, action: 'estornar' });

    // The lists and the receipt say "Estornada".
    const own = (await b.get('/api/planos/faturas')).body.items.find((i: any) => i.id === invoiceId);
    expect(own).toMatchObject({ status: 'estornada' });
    const adminList = (await admin.get('/api/admin/faturas?status=estornada')).body;
    expect(adminList.data.map((i: any) => i.id)).toContain(invoiceId);
    const pdf = await t.app.inject({ method: 'GET', url: own.pdf, headers: b.headers });
    expect(pdf.statusCode).toBe(200);
    const text = await drawnText(pdf.rawPayload);
    expect(text).toContain('Recibo - Estornada');
    expect(text).toMatch(/Estornada em \d{2}\/\d{2}\/\d{4}/);

    // A second refund is 409, and nothing is sent twice.
    const again = await admin.post(refundUrl(invoiceId), { motivo: 'De novo' });
    expect(again).toMatchObject({ status: 409, body: { message: M.refundAlready } });
    expect((await mailsTo(t, b.email)).filter((m) => m.template === 'estorno')).toHaveLength(1);

    // The revoked credit never runs an ad again: publishing the ad asks for another credit.
    const publish = await b.post(`/api/minha-conta/anuncios/${listingCode}/publicar`);
    expect(publish.status).toBe(422);
    expect(await stateOf(t, checkoutId, listingCode)).toMatchObject({
      credit: 'revoked',
      listing: 'inativo',
    });
  });

  it('needs a reason (400) and refuses a free month (409)', async () => {
    const { invoiceId } = await paidWithAd();
    expect((await admin.post(refundUrl(invoiceId), { motivo: '   ' })).status).toBe(400);
    expect((await admin.post(refundUrl(invoiceId), {})).status).toBe(400);

    const free = await buyer(t);
    expect((await free.post(CHECKOUT_API.activateFree, { planoSlug: 'pf-mes-gratis' })).status).toBe(200);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.userCode, free.code));
    const res = await admin.post(refundUrl(row!.id), { motivo: 'Teste' });
    expect(res).toMatchObject({ status: 409, body: { message: M.refundNoPayment } });
    expect((await admin.post(refundUrl(999_999), { motivo: 'Teste' })).status).toBe(404);
  });
});

describe('refunds and chargebacks with a gateway standing for Asaas (stub)', () => {
  let t: AccountsTestApp;
  let stub: ReturnType<typeof stubGateway>;
  let admin: Buyer;
  let evt = 0;

  beforeAll(async () => {
    stub = stubGateway();
    t = await buildCheckoutsApp(
      { PAYMENT_GATEWAY: 'asaas', ASAAS_API_KEY: 'chave', ASAAS_WEBHOOK_TOKEN: WEBHOOK_TOKEN },
      stub.gateway,
    );
    admin = await buyer(t, { admin: true });
  });
  afterAll(() => t.close());

  async function hook(paymentId: string, type: string, id = `evt_${++evt}`) {
    const res = await t.call('POST', CHECKOUT_API.webhook, {
      body: { id, event: type, payment: { id: paymentId, status: 'RECEIVED' } },
      headers: { 'asaas-access-token': WEBHOOK_TOKEN },
    });
    await t.app.jobs.drain();
    expect(res.status).toBe(200);
    return id;
  }

  async function paidWithAd() {
    const b = await buyer(t);
    const { checkoutId } = (await b.post(CHECKOUT_API.pix, { planoSlug: 'pf-anual' })).body;
    const paymentId = [...stub.payments.values()].find((p) => p.externalReference === String(checkoutId))!.id;
    stub.set(paymentId, { status: 'RECEIVED' });
    await hook(paymentId, 'PAYMENT_RECEIVED');
    const listingCode = await adOn(t, b, checkoutId);
    return { b, checkoutId, paymentId, listingCode };
  }

  it('PAYMENT_REFUNDED: re-fetched, revokes once (a replay and a second event change nothing)', async () => {
    const { b, checkoutId, paymentId, listingCode } = await paidWithAd();
    // The event alone is only a hint: the gateway still says RECEIVED, so nothing happens.
    await hook(paymentId, 'PAYMENT_REFUNDED');
    expect(await stateOf(t, checkoutId, listingCode)).toMatchObject({ checkout: 'paid', credit: 'used' });

    stub.set(paymentId, { status: 'REFUNDED' });
    const id = await hook(paymentId, 'PAYMENT_REFUNDED');
    expect(await stateOf(t, checkoutId, listingCode)).toMatchObject({
      checkout: 'refunded',
      invoice: 'estornada',
      credit: 'revoked',
      listing: 'inativo',
    });
    await hook(paymentId, 'PAYMENT_REFUNDED', id);
    await hook(paymentId, 'PAYMENT_UPDATED');
    expect((await mailsTo(t, b.email)).filter((m) => m.template === 'estorno')).toHaveLength(1);
    const [events] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, id));
    expect(events!.n).toBe(1);
  });

  it('PAYMENT_PARTIALLY_REFUNDED is a refund', async () => {
    const { checkoutId, paymentId, listingCode } = await paidWithAd();
    await hook(paymentId, 'PAYMENT_PARTIALLY_REFUNDED');
    expect(await stateOf(t, checkoutId, listingCode)).toMatchObject({
      checkout: 'refunded',
      invoice: 'estornada',
      credit: 'revoked',
      listing: 'inativo',
    });
  });

  it('a chargeback freezes the credit and takes the ad off; won, both come back; the admins are alerted each time', async () => {
    const { checkoutId, paymentId, listingCode } = await paidWithAd();
    const alertsBefore = (await mailsTo(t, admin.email)).length;
    stub.set(paymentId, { status: 'CHARGEBACK_REQUESTED' });
    await hook(paymentId, 'PAYMENT_CHARGEBACK_REQUESTED');
    expect(await stateOf(t, checkoutId, listingCode)).toMatchObject({
      checkout: 'paid',
      invoice: 'paid',
      credit: 'frozen',
      listing: 'inativo',
    });
    stub.set(paymentId, { status: 'CHARGEBACK_DISPUTE' });
    await hook(paymentId, 'PAYMENT_CHARGEBACK_DISPUTE');
    stub.set(paymentId, { status: 'AWAITING_CHARGEBACK_REVERSAL' });
    await hook(paymentId, 'PAYMENT_AWAITING_CHARGEBACK_REVERSAL');
    expect((await stateOf(t, checkoutId, listingCode)).credit).toBe('frozen');
    expect((await mailsTo(t, admin.email)).length).toBe(alertsBefore + 1);

    stub.set(paymentId, { status: 'RECEIVED' });
    await hook(paymentId, 'PAYMENT_RECEIVED');
    expect(await stateOf(t, checkoutId, listingCode)).toMatchObject({
      checkout: 'paid',
      credit: 'used',
      listing: 'publicado',
    });
    expect((await mailsTo(t, admin.email)).length).toBe(alertsBefore + 2);
  });

  it('a gateway outage on "Estornar" is 503 and leaves everything as it was', async () => {
    const { checkoutId, paymentId, listingCode } = await paidWithAd();
    const refund = stub.gateway.refundPayment;
    stub.gateway.refundPayment = () => Promise.reject(new GatewayError('unavailable'));
    try {
      const res = await admin.post(refundUrl(await invoiceIdOf(t, checkoutId)), { motivo: 'Teste' });
      expect(res).toMatchObject({ status: 503, body: { message: M.refundUnavailable } });
    } finally {
      stub.gateway.refundPayment = refund;
    }
    expect(stub.payments.get(paymentId)!.status).toBe('RECEIVED');
    expect(await stateOf(t, checkoutId, listingCode)).toMatchObject({
      checkout: 'paid',
      invoice: 'paid',
      credit: 'used',
      listing: 'publicado',
    });
  });
});

describe('refunds and chargebacks over the Asaas API (in-process fake)', () => {
  let fake: AsaasFake;
  let t: AccountsTestApp;
  let admin: Buyer;

  beforeAll(async () => {
    fake = await startAsaasFake();
    t = await buildCheckoutsApp({
      PAYMENT_GATEWAY: 'asaas',
      ASAAS_API_URL: fake.url,
      ASAAS_API_KEY: fake.apiKey,
      ASAAS_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    });
    admin = await buyer(t, { admin: true });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const webhook = async (body: unknown) => {
    const res = await t.call('POST', CHECKOUT_API.webhook, {
      headers: { 'asaas-access-token': WEBHOOK_TOKEN },
      body,
    });
    await t.app.jobs.drain();
    expect(res.status).toBe(200);
  };

  async function paidWithAd() {
    const b = await buyer(t);
    const { checkoutId } = (await b.post(CHECKOUT_API.pix, { planoSlug: 'pf-anual' })).body;
    const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    const paymentId = row!.gatewayPaymentId!;
    fake.setStatus(paymentId, 'RECEIVED');
    await webhook(fake.webhookEvent(paymentId, 'PAYMENT_RECEIVED'));
    const listingCode = await adOn(t, b, checkoutId);
    return { b, checkoutId, paymentId, listingCode, invoiceId: await invoiceIdOf(t, checkoutId) };
  }

  it('"Estornar" calls POST /v3/payments/{id}/refund, then refunds here; the event Asaas sends after changes nothing', async () => {
    const { b, checkoutId, paymentId, listingCode, invoiceId } = await paidWithAd();
    const res = await admin.post(refundUrl(invoiceId), { motivo: 'Cliente desistiu' });
    expect(res.status).toBe(200);
    const call = fake.requests.find(
      (r) => r.method === 'POST' && r.path === `/v3/payments/${paymentId}/refund`,
    );
    expect(call?.body).toMatchObject({ description: expect.stringContaining('Cliente desistiu') });
    expect(fake.payments.get(paymentId)!.status).toBe('REFUNDED');
    expect(await stateOf(t, checkoutId, listingCode)).toMatchObject({
      checkout: 'refunded',
      invoice: 'estornada',
      credit: 'revoked',
      listing: 'inativo',
    });
    await webhook(fake.webhookEvent(paymentId, 'PAYMENT_REFUNDED'));
    expect((await mailsTo(t, b.email)).filter((m) => m.template === 'estorno')).toHaveLength(1);
    expect((await admin.post(refundUrl(invoiceId), { motivo: 'De novo' })).status).toBe(409);
  });

  it('Asaas down (503) or refusing (422): nothing changes here', async () => {
    const { checkoutId, paymentId, listingCode, invoiceId } = await paidWithAd();
    fake.failNext(503);
    const down = await admin.post(refundUrl(invoiceId), { motivo: 'Teste' });
    expect(down).toMatchObject({ status: 503, body: { message: M.refundUnavailable } });
    fake.failNext(400);
    const refused = await admin.post(refundUrl(invoiceId), { motivo: 'Teste' });
    expect(refused).toMatchObject({ status: 422, body: { message: M.refundRejected } });
    expect(fake.payments.get(paymentId)!.status).toBe('RECEIVED');
    expect(await stateOf(t, checkoutId, listingCode)).toMatchObject({
      checkout: 'paid',
      invoice: 'paid',
      refundReason: null,
      credit: 'used',
      listing: 'publicado',
    });
  });

  it('a refund made in the Asaas panel arrives as PAYMENT_REFUNDED and revokes once', async () => {
    const { b, checkoutId, paymentId, listingCode } = await paidWithAd();
    fake.setStatus(paymentId, 'REFUNDED');
    const event = fake.webhookEvent(paymentId, 'PAYMENT_REFUNDED');
    await webhook(event);
    await webhook(event);
    expect(await stateOf(t, checkoutId, listingCode)).toMatchObject({
      checkout: 'refunded',
      invoice: 'estornada',
      credit: 'revoked',
      listing: 'inativo',
    });
    expect((await mailsTo(t, b.email)).filter((m) => m.template === 'estorno')).toHaveLength(1);
  });

  it('a chargeback freezes, and the payment received again after the dispute unfreezes', async () => {
    const { checkoutId, paymentId, listingCode } = await paidWithAd();
    fake.setStatus(paymentId, 'CHARGEBACK_REQUESTED');
    await webhook(fake.webhookEvent(paymentId, 'PAYMENT_CHARGEBACK_REQUESTED'));
    expect(await stateOf(t, checkoutId, listingCode)).toMatchObject({ credit: 'frozen', listing: 'inativo' });
    fake.setStatus(paymentId, 'RECEIVED');
    await webhook(fake.webhookEvent(paymentId, 'PAYMENT_RECEIVED'));
    expect(await stateOf(t, checkoutId, listingCode)).toMatchObject({ credit: 'used', listing: 'publicado' });
  });
});
