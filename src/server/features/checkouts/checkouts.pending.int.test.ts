import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_API, CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';
import { checkouts, sandboxPayments } from '../../db/schema/index.ts';
import { MINUTE } from '../../lib/clock.ts';
import type { AccountsTestApp } from '../../test/accounts-app.ts';
import { startAsaasFake, type AsaasFake } from '../../test/asaas-fake.ts';
import { buildCheckoutsApp, buyer, grantsOf, type Buyer } from './checkouts-test-kit.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

/**
 * Payments that can be resumed: the payment page shows the same pending PIX
 * again after a reload instead of a new charge, nothing is charged without the buyer's action,
 * and /painel/faturas lists the pending charges, each cancellable through the gateway.
 */

async function checkoutsOf(t: AccountsTestApp, userCode: number) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(checkouts)
    .where(eq(checkouts.userCode, userCode));
  return row?.n ?? 0;
}

async function sandboxPaymentCount(t: AccountsTestApp) {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sandboxPayments);
  return row?.n ?? 0;
}

const pendingOf = (b: Buyer, query: string) => b.get(`${CHECKOUT_API.pixPending}?${query}`);

describe('resumable PIX and pending payments with the sandbox gateway', () => {
  let t: AccountsTestApp;
  let other: Buyer;
  let admin: Buyer;

  beforeAll(async () => {
    t = await buildCheckoutsApp();
    [other, admin] = [await buyer(t), await buyer(t, { admin: true })];
  });
  afterAll(() => t.close());

  const pix = (b: Buyer, planoSlug = 'pf-anual') => b.post(CHECKOUT_API.pix, { planoSlug });

  it('creates no charge until the buyer asks: the read of a pending PIX only reads', async () => {
    const b = await buyer(t);
    const before = await sandboxPaymentCount(t);
    expect(await pendingOf(b, 'planoSlug=pf-anual')).toMatchObject({ status: 200, body: { charge: null } });
    expect((await b.get(CHECKOUT_API.pending)).body).toEqual({ items: [], count: 0 });
    expect(await checkoutsOf(t, b.code)).toBe(0);
    expect(await sandboxPaymentCount(t)).toBe(before);
  });

  it('shows the same still-valid PIX again after a reload (by plan or by id) and reuses it, one charge only', async () => {
    const b = await buyer(t);
    const first = await pix(b);
    expect(first.status).toBe(200);
    const { checkoutId } = first.body;

    const byPlan = await pendingOf(b, 'planoSlug=pf-anual');
    expect(byPlan).toMatchObject({ status: 200, body: { charge: first.body } });
    const byId = await pendingOf(b, `id=${checkoutId}`);
    expect(byId).toMatchObject({ status: 200, body: { charge: first.body } });
    expect((await pix(b)).body).toEqual(first.body);
    // Another plan is another charge; the method's and plan's own PIX is what is reused.
    expect((await pendingOf(b, 'planoSlug=pf-semestral')).body).toEqual({ charge: null });
    expect(await checkoutsOf(t, b.code)).toBe(1);

    // Someone else's checkout is not found (404), an admin's look-up included.
    expect((await pendingOf(other, `id=${checkoutId}`)).status).toBe(404);
    expect((await pendingOf(admin, `id=${checkoutId}`)).status).toBe(404);
    expect((await pendingOf(other, 'planoSlug=pf-anual')).body).toEqual({ charge: null });
    expect((await t.call('GET', `${CHECKOUT_API.pixPending}?id=${checkoutId}`)).status).toBe(401);
  });

  it('does not reuse an expired PIX: the read shows nothing and the next request makes a new charge', async () => {
    const b = await buyer(t);
    const first = (await pix(b)).body;
    // The sandbox code lasts 30 minutes; with less than a minute left it is not offered again.
    t.clock.advance(29 * MINUTE + 30_000);
    try {
      expect((await pendingOf(b, 'planoSlug=pf-anual')).body).toEqual({ charge: null });
      // The page that follows this very checkout still shows its last seconds...
      expect((await pendingOf(b, `id=${first.checkoutId}`)).body.charge?.checkoutId).toBe(first.checkoutId);
      t.clock.advance(MINUTE);
      // ...and nothing once it expired.
      expect((await pendingOf(b, `id=${first.checkoutId}`)).body).toEqual({ charge: null });
      expect((await b.get(CHECKOUT_API.pending)).body.count).toBe(0);
      const second = (await pix(b)).body;
      expect(second.checkoutId).not.toBe(first.checkoutId);
      expect(second.pix.payload).not.toBe(first.pix.payload);
    } finally {
      t.clock.advance(-(30 * MINUTE + 30_000));
    }
  });

  it('answers bad look-ups in Portuguese (400) and other account types as the POST does (422)', async () => {
    const b = await buyer(t);
    expect(await pendingOf(b, '')).toMatchObject({ status: 400, body: { message: M.pendingPixQuery } });
    expect(await pendingOf(b, 'id=abc')).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('id') },
    });
    expect((await pendingOf(b, 'planoSlug=Nao_Existe')).status).toBe(400);
    expect((await pendingOf(b, 'planoSlug=nao-existe')).status).toBe(404);
    expect(await pendingOf(b, 'planoSlug=pj-anual')).toMatchObject({
      status: 422,
      body: { message: M.wrongAccountTypePf },
    });
  });

  it('lists only the caller’s own pending PIX charges, newest first (an admin sees only their own)', async () => {
    const b = await buyer(t);
    const anual = (await pix(b, 'pf-anual')).body.checkoutId;
    const semestral = (await pix(b, 'pf-semestral')).body.checkoutId;
    const paid = (await pix(b, 'pf-trimestral')).body.checkoutId;
    await b.post(CHECKOUT_API.sandboxPay, { checkoutId: paid });

    const list = await b.get(CHECKOUT_API.pending);
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect(list.body.items.map((i: any) => i.checkoutId)).toEqual([semestral, anual]);
    expect(list.body.items[0]).toMatchObject({
      status: 'pending',
      method: 'pix',
      planSlug: 'pf-semestral',
      amountCents: expect.any(Number),
      expiresAt: expect.any(String),
    });
    expect((await other.get(CHECKOUT_API.pending)).body.count).toBe(0);
    expect((await admin.get(CHECKOUT_API.pending)).body.count).toBe(0);
    expect((await t.call('GET', CHECKOUT_API.pending)).status).toBe(401);
  });

  it('cancels a pending charge through the gateway: owner only, and it can no longer be paid', async () => {
    const b = await buyer(t);
    const { checkoutId } = (await pix(b)).body;
    const cancel = (who: Buyer) => who.post(CHECKOUT_API.cancel, { checkoutId });

    expect((await t.call('POST', CHECKOUT_API.cancel, { body: { checkoutId } })).status).toBe(401);
    expect(await cancel(other)).toMatchObject({ status: 404, body: { message: M.checkoutNotFound } });
    expect(await cancel(admin)).toMatchObject({ status: 404, body: { message: M.checkoutNotFound } });
    expect((await grantsOf(t, checkoutId)).status).toBe('pending');

    const done = await cancel(b);
    expect(done).toMatchObject({ status: 200, body: { checkoutId, status: 'cancelled' } });
    const [row] = await t.database.db
      .select({ gatewayPaymentId: checkouts.gatewayPaymentId })
      .from(checkouts)
      .where(eq(checkouts.id, checkoutId));
    const [payment] = await t.database.db
      .select({ status: sandboxPayments.status })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, row?.gatewayPaymentId ?? ''));
    expect(payment?.status).toBe('DELETED');
    expect((await b.get(CHECKOUT_API.pending)).body.count).toBe(0);
    expect((await pendingOf(b, `id=${checkoutId}`)).body).toEqual({ charge: null });

    // Again: 409 in Portuguese; "Simular pagamento" finds nothing to pay; a new PIX is a new charge.
    expect(await cancel(b)).toMatchObject({ status: 409, body: { message: M.alreadyCancelled } });
    expect((await b.post(CHECKOUT_API.sandboxPay, { checkoutId })).status).toBe(404);
    expect(await grantsOf(t, checkoutId)).toEqual({ credits: 0, invoices: 0, status: 'cancelled' });
    expect((await pix(b)).body.checkoutId).not.toBe(checkoutId);
  });

  it('refuses to cancel a paid charge or a free month with a clear 409, and bad bodies with 400', async () => {
    const b = await buyer(t);
    const { checkoutId } = (await pix(b)).body;
    await b.post(CHECKOUT_API.sandboxPay, { checkoutId });
    expect(await b.post(CHECKOUT_API.cancel, { checkoutId })).toMatchObject({
      status: 409,
      body: { message: M.cancelPaid },
    });
    expect(await grantsOf(t, checkoutId)).toEqual({ credits: 1, invoices: 1, status: 'paid' });

    await b.post(CHECKOUT_API.activateFree, { planoSlug: 'pf-mes-gratis' });
    const [free] = await t.database.db
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(eq(checkouts.userCode, b.code))
      .orderBy(sql`${checkouts.id} desc`)
      .limit(1);
    expect(await b.post(CHECKOUT_API.cancel, { checkoutId: free?.id })).toMatchObject({
      status: 409,
      body: { message: M.cancelPaid },
    });

    expect((await b.post(CHECKOUT_API.cancel, { checkoutId: 'x' })).status).toBe(400);
    expect((await b.post(CHECKOUT_API.cancel, {})).status).toBe(400);
    expect((await b.post(CHECKOUT_API.cancel, { checkoutId: 999_999_999 })).status).toBe(404);
  });
});

const WEBHOOK_TOKEN = 'token-do-webhook-de-teste-1234';

describe('cancelling a pending payment with PAYMENT_GATEWAY=asaas (against the local fake)', () => {
  let fake: AsaasFake;
  let t: AccountsTestApp;

  beforeAll(async () => {
    fake = await startAsaasFake();
    t = await buildCheckoutsApp({
      PAYMENT_GATEWAY: 'asaas',
      ASAAS_API_URL: fake.url,
      ASAAS_API_KEY: fake.apiKey,
      ASAAS_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  async function pendingPix(b: Buyer) {
    const { checkoutId } = (await b.post(CHECKOUT_API.pix, { planoSlug: 'pf-anual' })).body;
    const [row] = await t.database.db
      .select({ paymentId: checkouts.gatewayPaymentId })
      .from(checkouts)
      .where(eq(checkouts.id, checkoutId));
    return { checkoutId: checkoutId as number, paymentId: row?.paymentId ?? '' };
  }

  it('deletes the payment at Asaas (DELETE /v3/payments/{id}) before cancelling it here', async () => {
    const b = await buyer(t);
    const { checkoutId, paymentId } = await pendingPix(b);
    expect((await b.get(CHECKOUT_API.pending)).body.items).toMatchObject([{ checkoutId }]);
    fake.requests.length = 0;
    const done = await b.post(CHECKOUT_API.cancel, { checkoutId });
    expect(done).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /v3/payments/${paymentId}`]);
    expect(fake.payments.get(paymentId)?.deleted).toBe(true);
    expect((await b.get(CHECKOUT_API.pending)).body.count).toBe(0);
  });

  it('confirms instead when the buyer paid meanwhile (Asaas refuses the removal): 409, credit granted once', async () => {
    const b = await buyer(t);
    const { checkoutId, paymentId } = await pendingPix(b);
    fake.setStatus(paymentId, 'RECEIVED');
    expect(await b.post(CHECKOUT_API.cancel, { checkoutId })).toMatchObject({
      status: 409,
      body: { message: M.cancelPaid },
    });
    expect(fake.payments.get(paymentId)?.deleted).toBe(false);
    expect(await grantsOf(t, checkoutId)).toEqual({ credits: 1, invoices: 1, status: 'paid' });
  });

  it('keeps the charge pending when Asaas is down (503), and cancels it on the next try', async () => {
    const b = await buyer(t);
    const { checkoutId, paymentId } = await pendingPix(b);
    fake.failNext(503);
    expect(await b.post(CHECKOUT_API.cancel, { checkoutId })).toMatchObject({
      status: 503,
      body: { message: M.gatewayUnavailable },
    });
    expect((await grantsOf(t, checkoutId)).status).toBe('pending');
    expect(fake.payments.get(paymentId)?.deleted).toBe(false);
    expect((await b.post(CHECKOUT_API.cancel, { checkoutId })).status).toBe(200);
  });

  it('mirrors a payment removed in the Asaas panel: the PAYMENT_DELETED webhook cancels the checkout', async () => {
    const b = await buyer(t);
    const { checkoutId, paymentId } = await pendingPix(b);
    const payment = fake.payments.get(paymentId);
    if (payment) payment.deleted = true;
    const event = fake.webhookEvent(paymentId, 'PAYMENT_DELETED');
    const answer = await t.call('POST', CHECKOUT_API.webhook, {
      headers: { 'asaas-access-token': WEBHOOK_TOKEN },
      body: event,
    });
    expect(answer.status).toBe(200);
    await t.app.jobs.drain();
    expect(await grantsOf(t, checkoutId)).toEqual({ credits: 0, invoices: 0, status: 'cancelled' });
    expect((await b.get(CHECKOUT_API.pending)).body.count).toBe(0);
  });

  it('cancels here too a payment already removed at Asaas (its panel), which answers 404 to DELETE', async () => {
    const b = await buyer(t);
    const { checkoutId, paymentId } = await pendingPix(b);
    const payment = fake.payments.get(paymentId);
    if (payment) payment.deleted = true;
    expect(await b.post(CHECKOUT_API.cancel, { checkoutId })).toMatchObject({
      status: 200,
      body: { status: 'cancelled' },
    });
  });
});
