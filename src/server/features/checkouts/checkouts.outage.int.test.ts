import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema/index.ts';
import type { AccountsTestApp } from '../../test/accounts-app.ts';
import { buildCheckoutsApp, buyer, grantsOf, stubGateway, type Buyer } from './checkouts-test-kit.ts';

const WEBHOOK_TOKEN = 'token-do-webhook-de-teste-123';
const UNAVAILABLE = {
  message: 'O NC está temporariamente fora do ar. Tente novamente em alguns instantes.',
  code: 'UNAVAILABLE',
};

/**
 * A database outage without a second database: while `down`, every query the app sends fails the
 * way node-postgres fails when the server refuses connections (ECONNREFUSED), on whichever driver
 * the suite runs (a pg Pool or PGlite). The same error as unavailable.int.test.ts' real refused
 * address, so the app's outage handling (503 + Retry-After) is what is exercised.
 */
function outageSwitch(t: AccountsTestApp) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the driver behind Drizzle
  const client = (t.database.db as any).$client as Record<string, unknown>;
  const methods = ['query', 'connect', 'exec', 'transaction'].filter((m) => typeof client[m] === 'function');
  const originals = new Map(methods.map((m) => [m, client[m] as (...a: unknown[]) => unknown]));
  const refused = () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  return {
    down() {
      for (const m of methods) client[m] = () => Promise.reject(refused());
    },
    up() {
      for (const [m, fn] of originals) client[m] = fn;
    },
  };
}

describe('Asaas webhook during a database outage (W5)', () => {
  let t: AccountsTestApp;
  let stub: ReturnType<typeof stubGateway>;
  let outage: ReturnType<typeof outageSwitch>;
  let b: Buyer;

  beforeAll(async () => {
    stub = stubGateway();
    t = await buildCheckoutsApp(
      { PAYMENT_GATEWAY: 'asaas', ASAAS_API_KEY: 'chave', ASAAS_WEBHOOK_TOKEN: WEBHOOK_TOKEN },
      stub.gateway,
    );
    outage = outageSwitch(t);
    b = await buyer(t);
  });
  afterEach(() => outage.up());
  afterAll(() => t.close());

  async function hook(body: object) {
    const res = await t.call('POST', '/api/checkouts/webhooks/asaas', {
      body,
      headers: { 'asaas-access-token': WEBHOOK_TOKEN },
    });
    await t.app.jobs.drain();
    return res;
  }
  const eventRow = async (id: string) =>
    (await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, id)))[0];

  it('answers 503 while the database is down, so Asaas retries; the retry is processed once', async () => {
    const res = await b.post('/api/checkouts/asaas/pix', { planoSlug: 'pf-anual' });
    expect(res.status).toBe(200);
    const checkoutId = res.body.checkoutId as number;
    const payment = [...stub.payments.values()].find((p) => p.externalReference === String(checkoutId));
    if (!payment) throw new Error('sem pagamento');
    payment.status = 'RECEIVED';
    const event = {
      id: 'evt_outage_1',
      event: 'PAYMENT_RECEIVED',
      payment: { id: payment.id, status: 'RECEIVED', value: 149.9 },
    };

    outage.down();
    const during = await hook(event);
    outage.up();
    expect(during.status).toBe(503);
    expect(during.headers['retry-after']).toBe('15');
    expect(during.body).toEqual(UNAVAILABLE);
    // Nothing was stored or granted: the event is not taken as seen, so its retry counts.
    expect(await eventRow('evt_outage_1')).toBeUndefined();
    expect(await grantsOf(t, checkoutId)).toMatchObject({ credits: 0, invoices: 0, status: 'pending' });

    // Asaas retries the same event once the database is back: processed, one grant.
    expect(await hook(event)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await grantsOf(t, checkoutId)).toEqual({ credits: 1, invoices: 1, status: 'paid' });
    expect((await eventRow('evt_outage_1'))?.processedAt).toBeInstanceOf(Date);

    // Further retries (Asaas queues each failed delivery) grant nothing more.
    await Promise.all([hook(event), hook(event)]);
    expect((await hook(event)).status).toBe(200);
    expect(await grantsOf(t, checkoutId)).toEqual({ credits: 1, invoices: 1, status: 'paid' });
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'evt_outage_1'));
    expect(row?.n).toBe(1);
  });

  it('answers 503 to the status poll during the outage, and the poll grants once after it', async () => {
    const res = await b.post('/api/checkouts/asaas/pix', { planoSlug: 'pf-anual' });
    const checkoutId = res.body.checkoutId as number;
    // The previous test's checkout is paid: this is a new pending one.
    expect(checkoutId).toBeGreaterThan(0);
    const payment = [...stub.payments.values()].find((p) => p.externalReference === String(checkoutId));
    if (!payment) throw new Error('sem pagamento');
    payment.status = 'RECEIVED';
    t.clock.advance(10_000);

    outage.down();
    const during = await b.get(`/api/checkouts/status?id=${checkoutId}`);
    outage.up();
    expect(during.status).toBe(503);
    expect(during.body).toEqual(UNAVAILABLE);

    t.clock.advance(3_001);
    expect((await b.get(`/api/checkouts/status?id=${checkoutId}`)).body.status).toBe('paid');
    expect((await b.get(`/api/checkouts/status?id=${checkoutId}`)).body.status).toBe('paid');
    expect(await grantsOf(t, checkoutId)).toEqual({ credits: 1, invoices: 1, status: 'paid' });
  });
});
