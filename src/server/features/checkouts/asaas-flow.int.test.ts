import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_API, CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';
import { checkouts, credits, invoices } from '../../db/schema/index.ts';
import {
  bearer,
  buildAccountsApp,
  confirmedAccount,
  login,
  type AccountsTestApp,
} from '../../test/accounts-app.ts';
import { startAsaasFake, type AsaasFake } from '../../test/asaas-fake.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

/**
 * The checkout with PAYMENT_GATEWAY=asaas end to end: the app's real Asaas adapter over HTTP
 * against the in-process fake of the API (src/server/test/asaas-fake.ts), never the internet.
 * The fake's control side stands for Asaas' own systems (the buyer pays, an amount changes).
 */
const WEBHOOK_TOKEN = 'token-do-webhook-de-teste-1234';
const CARD = {
  holderName: 'JOANA PEREIRA',
  number: '4111 1111 1111 1111',
  expiryMonth: '12',
  expiryYear: '2035',
  ccv: '123',
  cpfCnpj: '529.982.247-25',
  email: 'joana@example.com',
  phone: '(11) 98765-4321',
  postalCode: '01310-100',
  addressNumber: '100',
};

let fake: AsaasFake;
let t: AccountsTestApp;

beforeAll(async () => {
  fake = await startAsaasFake();
  t = await buildAccountsApp({
    PAYMENT_GATEWAY: 'asaas',
    ASAAS_API_URL: fake.url,
    ASAAS_API_KEY: fake.apiKey,
    ASAAS_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    RATE_LIMIT_PAYMENT_USER: '10000/1m',
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function buyer() {
  const { email, senha } = await confirmedAccount(t, { pessoa: 'pf' });
  const headers = bearer((await login(t, email, senha)).token);
  return {
    get: (url: string) => t.call('GET', url, { headers }),
    post: (url: string, body: unknown = {}) => t.call('POST', url, { headers, body }),
  };
}

const webhook = (body: unknown, token: string = WEBHOOK_TOKEN) =>
  t.call('POST', CHECKOUT_API.webhook, { headers: { 'asaas-access-token': token }, body });

async function grantsOf(checkoutId: number) {
  const db = t.database.db;
  const count = async (table: typeof credits | typeof invoices) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.checkoutId, checkoutId));
    return row?.n ?? 0;
  };
  const [row] = await db
    .select({ status: checkouts.status })
    .from(checkouts)
    .where(eq(checkouts.id, checkoutId));
  return { credits: await count(credits), invoices: await count(invoices), status: row?.status };
}

async function paymentIdOf(checkoutId: number): Promise<string> {
  const [row] = await t.database.db
    .select({ id: checkouts.gatewayPaymentId })
    .from(checkouts)
    .where(eq(checkouts.id, checkoutId));
  if (!row?.id) throw new Error(`checkout ${checkoutId} sem pagamento no gateway`);
  return row.id;
}

async function newPix(b: Awaited<ReturnType<typeof buyer>>) {
  const res = await b.post(CHECKOUT_API.pix, { planoSlug: 'pf-anual' });
  expect(res.status).toBe(200);
  const checkoutId = res.body.checkoutId as number;
  return { res, checkoutId, paymentId: await paymentIdOf(checkoutId) };
}

describe('checkout over the Asaas API (in-process fake)', () => {
  it('PIX: the charge is created at Asaas, a webhook with the token after Asaas received it grants one credit', async () => {
    const b = await buyer();
    const { res, checkoutId, paymentId } = await newPix(b);
    expect(res.body).toMatchObject({ checkoutId, canSimulate: false });
    expect(res.body.pix.payload).toMatch(/^000201/);
    expect(res.body.pix.qrCodeImage).toMatch(/^data:image\/png;base64,/);
    const charge = fake.payments.get(paymentId);
    expect(charge).toMatchObject({
      billingType: 'PIX',
      value: 149.9,
      status: 'PENDING',
      externalReference: String(checkoutId),
    });
    expect(fake.requests.every((r) => r.headers.access_token === fake.apiKey)).toBe(true);

    fake.setStatus(paymentId, 'RECEIVED');
    const event = fake.webhookEvent(paymentId, 'PAYMENT_RECEIVED');
    expect(await webhook(event)).toMatchObject({ status: 200, body: { ok: true } });
    await t.app.jobs.drain();
    expect(await grantsOf(checkoutId)).toEqual({ credits: 1, invoices: 1, status: 'paid' });

    // The same event again, a second event for the same payment, and the poll: still one grant.
    expect((await webhook(event)).status).toBe(200);
    expect((await webhook(fake.webhookEvent(paymentId, 'PAYMENT_CONFIRMED'))).status).toBe(200);
    await t.app.jobs.drain();
    t.clock.advance(10_000);
    const status = await b.get(`${CHECKOUT_API.status}?id=${checkoutId}`);
    expect(status.body.status).toBe('paid');
    expect(await grantsOf(checkoutId)).toEqual({ credits: 1, invoices: 1, status: 'paid' });
  });

  it('a webhook with a wrong or missing token is 401 and grants nothing', async () => {
    const b = await buyer();
    const { checkoutId, paymentId } = await newPix(b);
    fake.setStatus(paymentId, 'RECEIVED');
    const event = fake.webhookEvent(paymentId);
    expect(await webhook(event, 'outro-token-qualquer-123456')).toMatchObject({
      status: 401,
      body: { message: M.webhookToken },
    });
    const missing = await t.call('POST', CHECKOUT_API.webhook, { body: event });
    expect(missing.status).toBe(401);
    await t.app.jobs.drain();
    expect(await grantsOf(checkoutId)).toMatchObject({ credits: 0, invoices: 0, status: 'pending' });
  });

  it('a webhook claiming paid while Asaas says PENDING grants nothing', async () => {
    const b = await buyer();
    const { checkoutId, paymentId } = await newPix(b);
    const forged = fake.webhookEvent(paymentId, 'PAYMENT_RECEIVED');
    forged.payment.status = 'RECEIVED'; // the body lies; Asaas still has it PENDING
    expect((await webhook(forged)).status).toBe(200);
    await t.app.jobs.drain();
    expect(await grantsOf(checkoutId)).toMatchObject({ credits: 0, invoices: 0, status: 'pending' });
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v3/payments/${paymentId}`)).toBe(
      true,
    );
  });

  it('an amount at Asaas different from the plan price grants nothing', async () => {
    const b = await buyer();
    const { checkoutId, paymentId } = await newPix(b);
    fake.setValue(paymentId, 100);
    fake.setStatus(paymentId, 'RECEIVED');
    expect((await webhook(fake.webhookEvent(paymentId))).status).toBe(200);
    await t.app.jobs.drain();
    expect(await grantsOf(checkoutId)).toMatchObject({ credits: 0, invoices: 0 });
  });

  it('card: tokenized at Asaas (the number never in our tables), charged, CONFIRMED grants once', async () => {
    const b = await buyer();
    const token = await b.post(CHECKOUT_API.tokenize, CARD);
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ cardToken: expect.any(String), last4: '1111', brand: 'VISA' });
    const paid = await b.post(CHECKOUT_API.card, { planoSlug: 'pf-anual', cardToken: token.body.cardToken });
    expect(paid).toMatchObject({ status: 200, body: { status: 'paid' } });
    expect(await grantsOf(paid.body.checkoutId)).toEqual({ credits: 1, invoices: 1, status: 'paid' });
    const charge = fake.payments.get(await paymentIdOf(paid.body.checkoutId));
    expect(charge).toMatchObject({ billingType: 'CREDIT_CARD', status: 'CONFIRMED', value: 149.9 });
    const dump = JSON.stringify(
      await t.database.db.select().from(checkouts).where(eq(checkouts.id, paid.body.checkoutId)),
    );
    expect(dump).not.toContain('4111111111111111');
  });

  it("card: Asaas' refusal numbers answer the issuer-refusal message and grant nothing", async () => {
    const b = await buyer();
    for (const number of ['5184 0197 4037 3151', '4916 5613 5824 0741']) {
      const token = await b.post(CHECKOUT_API.tokenize, { ...CARD, number });
      expect(token.status).toBe(200);
      const refused = await b.post(CHECKOUT_API.card, {
        planoSlug: 'pf-anual',
        cardToken: token.body.cardToken,
      });
      expect(refused).toMatchObject({ status: 422, body: { message: M.declined } });
    }
    const statement = await b.get(CHECKOUT_API.statement);
    expect(statement.body.items.every((c: any) => c.status !== 'paid')).toBe(true);
    const available = await b.get(CHECKOUT_API.availableCredits);
    expect(available.body.count).toBe(0);
  });

  it('tokenization falls back to /creditCard/tokenize when the reference path answers 404', async () => {
    const b = await buyer();
    fake.tokenizeReferencePathMissing = true;
    try {
      const token = await b.post(CHECKOUT_API.tokenize, CARD);
      expect(token.status).toBe(200);
      expect(fake.requests.at(-1)?.path).toBe('/v3/creditCard/tokenize');
    } finally {
      fake.tokenizeReferencePathMissing = false;
    }
  });

  it('Asaas down: 503 with the message, nothing created as paid', async () => {
    const b = await buyer();
    fake.failNext(503, 10);
    try {
      const res = await b.post(CHECKOUT_API.pix, { planoSlug: 'pf-semestral' });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(M.gatewayUnavailable);
    } finally {
      fake.failNext(503, 0);
    }
  });

  it('the sandbox-only route does not exist with Asaas', async () => {
    const b = await buyer();
    const { checkoutId } = await newPix(b);
    const res = await b.post(CHECKOUT_API.sandboxPay, { checkoutId });
    expect(res.status).toBe(404);
    expect(await grantsOf(checkoutId)).toMatchObject({ credits: 0 });
  });
});
