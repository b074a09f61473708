import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema/index.ts';
import type { AccountsTestApp } from '../../test/accounts-app.ts';
import { buildCheckoutsApp, buyer, grantsOf, stubGateway, type Buyer } from './checkouts-test-kit.ts';

const WEBHOOK_TOKEN = 'token-do-webhook-de-teste-123';

describe('Asaas webhook (reference B3/B4)', () => {
  let t: AccountsTestApp;
  let stub: ReturnType<typeof stubGateway>;
  let b: Buyer;
  let evt = 0;

  beforeAll(async () => {
    stub = stubGateway();
    t = await buildCheckoutsApp(
      { PAYMENT_GATEWAY: 'asaas', ASAAS_API_KEY: 'chave', ASAAS_WEBHOOK_TOKEN: WEBHOOK_TOKEN },
      stub.gateway,
    );
    b = await buyer(t);
  });
  afterAll(() => t.close());

  /** A new pending PIX checkout; answers its id and the gateway's payment id. */
  async function pendingPix() {
    const res = await b.post('/api/checkouts/asaas/pix', { planoSlug: 'pf-anual' });
    expect(res.status).toBe(200);
    const checkoutId = res.body.checkoutId as number;
    const paymentId = [...stub.payments.values()].find((p) => p.externalReference === String(checkoutId))?.id;
    if (!paymentId) throw new Error('sem pagamento');
    // Each test gets its own checkout: a pending one valid for more than a minute is reused.
    const soon = new Date(t.clock.now().getTime() + 30_000);
    await t.database.db.execute(sql`update checkouts set pix_expira_em = ${soon} where id = ${checkoutId}`);
    return { checkoutId, paymentId };
  }

  async function hook(body: object, token: string | null = WEBHOOK_TOKEN) {
    const res = await t.call('POST', '/api/checkouts/webhooks/asaas', {
      body,
      headers: token === null ? {} : { 'asaas-access-token': token },
    });
    await t.app.jobs.drain();
    return res;
  }
  const event = (paymentId: string, type = 'PAYMENT_RECEIVED', id = `evt_${++evt}`) => ({
    id,
    event: type,
    payment: { id: paymentId, status: 'RECEIVED', value: 149.9 },
  });
  const eventRows = async () => {
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents);
    return row?.n ?? 0;
  };

  it('refuses a wrong or missing token with 401 and stores nothing', async () => {
    const { checkoutId, paymentId } = await pendingPix();
    stub.set(paymentId, { status: 'RECEIVED' });
    const before = await eventRows();
    expect((await hook(event(paymentId), 'token-errado')).status).toBe(401);
    expect((await hook(event(paymentId), null)).status).toBe(401);
    expect((await hook({ nada: 1 }, 'x')).status).toBe(401);
    expect(await eventRows()).toBe(before);
    expect(await grantsOf(t, checkoutId)).toMatchObject({ credits: 0, status: 'pending' });
  });

  it('grants once for a duplicate event id, a replay and a second event for the same payment', async () => {
    const { checkoutId, paymentId } = await pendingPix();
    stub.set(paymentId, { status: 'CONFIRMED' });
    const e = event(paymentId, 'PAYMENT_CONFIRMED');
    const first = await hook(e);
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    expect(await grantsOf(t, checkoutId)).toEqual({ credits: 1, invoices: 1, status: 'paid' });
    expect((await hook(e)).status).toBe(200);
    stub.set(paymentId, { status: 'RECEIVED' });
    expect((await hook(event(paymentId, 'PAYMENT_RECEIVED'))).status).toBe(200);
    await Promise.all([hook(e), hook(event(paymentId)), hook(event(paymentId))]);
    expect(await grantsOf(t, checkoutId)).toEqual({ credits: 1, invoices: 1, status: 'paid' });
  });

  it('grants nothing when the webhook says paid but the gateway says PENDING', async () => {
    const { checkoutId, paymentId } = await pendingPix();
    expect((await hook(event(paymentId))).status).toBe(200);
    expect(await grantsOf(t, checkoutId)).toMatchObject({ credits: 0, invoices: 0 });
  });

  it('grants nothing when the amount paid differs from the plan price (tampering)', async () => {
    const { checkoutId, paymentId } = await pendingPix();
    stub.set(paymentId, { status: 'RECEIVED', valueCents: 100 });
    expect((await hook(event(paymentId))).status).toBe(200);
    expect(await grantsOf(t, checkoutId)).toMatchObject({ credits: 0, invoices: 0, status: 'pending' });
    // The status poll asks the gateway too, and refuses the same way.
    t.clock.advance(10_000);
    expect((await b.get(`/api/checkouts/status?id=${checkoutId}`)).body.status).not.toBe('paid');
    expect(await grantsOf(t, checkoutId)).toMatchObject({ credits: 0 });
  });

  it('processes a retried event whose first processing failed, and only then ignores repeats', async () => {
    const { checkoutId, paymentId } = await pendingPix();
    stub.set(paymentId, { status: 'RECEIVED' });
    const e = event(paymentId);
    stub.failNextGets(1);
    expect((await hook(e)).status).toBe(200);
    expect(await grantsOf(t, checkoutId)).toMatchObject({ credits: 0, status: 'pending' });
    // Asaas delivers the same event again: stored but never processed, so it is processed now.
    expect((await hook(e)).status).toBe(200);
    expect(await grantsOf(t, checkoutId)).toEqual({ credits: 1, invoices: 1, status: 'paid' });
    const calls = stub.getCalls();
    expect((await hook(e)).status).toBe(200);
    expect(stub.getCalls()).toBe(calls);
  });

  it('answers 200 to an unknown event type, stores it and ignores it', async () => {
    const before = await eventRows();
    expect((await hook({ id: `evt_${++evt}`, event: 'ACCOUNT_STATUS_UPDATED' })).status).toBe(200);
    expect(await eventRows()).toBe(before + 1);
  });

  it('repairs a lost webhook through the status poll, asking the gateway at most every 3 s', async () => {
    const { checkoutId, paymentId } = await pendingPix();
    t.clock.advance(10_000);
    const calls = stub.getCalls();
    await b.get(`/api/checkouts/status?id=${checkoutId}`);
    await b.get(`/api/checkouts/status?id=${checkoutId}`);
    await b.get(`/api/checkouts/status?id=${checkoutId}`);
    expect(stub.getCalls() - calls).toBe(1);
    stub.set(paymentId, { status: 'RECEIVED' });
    expect((await b.get(`/api/checkouts/status?id=${checkoutId}`)).body.status).not.toBe('paid');
    t.clock.advance(3_001);
    const paid = await b.get(`/api/checkouts/status?id=${checkoutId}`);
    expect(paid.body).toMatchObject({ status: 'paid', canSimulate: false });
    expect(await grantsOf(t, checkoutId)).toEqual({ credits: 1, invoices: 1, status: 'paid' });
  });

  it('has no "Simular pagamento" with the Asaas gateway (404, canSimulate false)', async () => {
    const { checkoutId } = await pendingPix();
    expect((await b.post('/api/checkouts/sandbox/pagar', { checkoutId })).status).toBe(404);
    expect((await b.get(`/api/checkouts/status?id=${checkoutId}`)).body.canSimulate).toBe(false);
  });
});
