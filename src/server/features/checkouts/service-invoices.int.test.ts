import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_API } from '#shared/contracts/checkouts.constants.ts';
import { checkouts, serviceInvoices } from '../../db/schema/index.ts';
import { buildAccountsApp, type AccountsTestApp } from '../../test/accounts-app.ts';
import { startAsaasFake, type AsaasFake } from '../../test/asaas-fake.ts';
import { buildCheckoutsApp, buyer, type Buyer } from './checkouts-test-kit.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

/**
 * Notas fiscais de serviço of confirmed payments (ADR 019), with the app's real
 * Asaas adapter against the in-process fake of the API: scheduled by a durable job queued with
 * the grant, retried while Asaas fails, kept current by INVOICE_* webhooks, shown on the invoice
 * list; nothing when the setting is off, with the sandbox, or for the free month.
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
const NFSE = {
  ASAAS_NFSE: 'true',
  ASAAS_NFSE_SERVICE_CODE: '01.03',
  ASAAS_NFSE_SERVICE_NAME: 'Processamento, armazenamento ou hospedagem de dados',
  ASAAS_NFSE_ISS: '2',
};

let fake: AsaasFake;
beforeAll(async () => {
  fake = await startAsaasFake();
});
afterAll(() => fake?.close());

const asaasEnv = () => ({
  PAYMENT_GATEWAY: 'asaas',
  ASAAS_API_URL: fake.url,
  ASAAS_API_KEY: fake.apiKey,
  ASAAS_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
});

/** Buys the annual plan with a card (confirmed at once); answers the invoice as listed. */
async function payByCard(b: Buyer) {
  const token = await b.post(CHECKOUT_API.tokenize, CARD);
  expect(token.status).toBe(200);
  const paid = await b.post(CHECKOUT_API.card, { planoSlug: 'pf-anual', cardToken: token.body.cardToken });
  expect(paid.body.status).toBe('paid');
  const list = (await b.get('/api/planos/faturas')).body;
  return list.items.find((i: any) => i.checkoutId === paid.body.checkoutId);
}

const invoicesCalls = () => fake.requests.filter((r) => r.path.startsWith('/v3/invoices'));
const schedules = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v3/invoices');

async function notaRows(t: AccountsTestApp) {
  return t.database.db.select().from(serviceInvoices);
}

describe('with ASAAS_NFSE=true on Asaas', () => {
  let t: AccountsTestApp;
  let other: Buyer;
  let admin: Buyer;

  beforeAll(async () => {
    t = await buildAccountsApp(
      { ...asaasEnv(), ...NFSE, RATE_LIMIT_PAYMENT_USER: '10000/1m' },
      // Retries at once, so drain() runs them.
      { jobOptions: { policies: { 'nota-fiscal': { retryDelay: 0, retryBackoff: false, retryLimit: 3 } } } },
    );
    [other, admin] = [await buyer(t), await buyer(t, { admin: true })];
  });
  afterAll(() => t?.close());
  afterEach(() => fake.failNext(503, 0));

  it('schedules one nota for a confirmed payment through POST /v3/invoices, in a job queued with the grant', async () => {
    const b = await buyer(t);
    const before = schedules().length;
    const invoice = await payByCard(b);
    // Queued with the grant, not sent yet: the page shows it as being issued.
    expect(invoice.notaFiscal).toEqual({ status: 'emissao', url: null });
    expect(schedules().length).toBe(before);

    await t.app.jobs.drain();
    expect(schedules().length).toBe(before + 1);
    const [nota] = [...fake.invoices.values()].filter((i) => i.externalReference === `fatura-${invoice.id}`);
    const [checkout] = await t.database.db
      .select({ paymentId: checkouts.gatewayPaymentId })
      .from(checkouts)
      .where(eq(checkouts.id, invoice.checkoutId));
    expect(nota).toMatchObject({
      status: 'SCHEDULED',
      payment: checkout?.paymentId,
      value: 149.9,
      deductions: 0,
      municipalServiceCode: '01.03',
      municipalServiceName: NFSE.ASAAS_NFSE_SERVICE_NAME,
      updatePayment: false,
      taxes: { retainIss: false, iss: 2, cofins: 0, csll: 0, inss: 0, ir: 0, pis: 0 },
    });
    expect(nota?.serviceDescription).toContain(
      'Divulgação de anúncio no portal NC Classificados: plano Anual (1 Ano).',
    );
    expect(nota?.observations).toContain(`Fatura nº ${String(invoice.number).padStart(6, '0')}`);
    expect(nota?.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [row] = (await notaRows(t)).filter((r) => r.invoiceId === invoice.id);
    expect(row).toMatchObject({ gatewayInvoiceId: nota?.id, status: 'SCHEDULED' });

    // Run again (at least once): nothing more is scheduled.
    await t.app.jobs.send(t.database.db, 'nota-fiscal', { invoiceId: invoice.id });
    await t.app.jobs.drain();
    expect(schedules().length).toBe(before + 1);
  });

  it('an INVOICE_AUTHORIZED webhook, re-fetched from Asaas, puts the "Nota fiscal" link on the list (owner and admin only)', async () => {
    const b = await buyer(t);
    const invoice = await payByCard(b);
    await t.app.jobs.drain();
    const [row] = (await notaRows(t)).filter((r) => r.invoiceId === invoice.id);
    const id = row?.gatewayInvoiceId ?? '';

    // A forged body says AUTHORIZED while Asaas still has it SCHEDULED: nothing changes.
    const forged = fake.invoiceEvent(id, 'INVOICE_AUTHORIZED');
    forged.invoice.status = 'AUTHORIZED';
    forged.invoice.pdfUrl = 'https://evil.example/nota.pdf';
    const hook = (body: unknown) =>
      t.call('POST', CHECKOUT_API.webhook, { headers: { 'asaas-access-token': WEBHOOK_TOKEN }, body });
    expect((await hook(forged)).status).toBe(200);
    await t.app.jobs.drain();
    const pending = (await b.get('/api/planos/faturas')).body.items.find((i: any) => i.id === invoice.id);
    expect(pending.notaFiscal).toEqual({ status: 'emissao', url: null });

    fake.authorizeInvoice(id);
    expect((await hook(fake.invoiceEvent(id, 'INVOICE_AUTHORIZED'))).status).toBe(200);
    await t.app.jobs.drain();
    expect(invoicesCalls().some((r) => r.method === 'GET' && r.path === `/v3/invoices/${id}`)).toBe(true);
    const pdfUrl = fake.invoices.get(id)?.pdfUrl;
    expect(pdfUrl).toMatch(/^https:\/\//);

    const own = (await b.get('/api/planos/faturas')).body.items.find((i: any) => i.id === invoice.id);
    expect(own.notaFiscal).toEqual({ status: 'emitida', url: pdfUrl });
    const adminView = (await admin.get('/api/planos/faturas')).body.items.find(
      (i: any) => i.id === invoice.id,
    );
    expect(adminView.notaFiscal).toEqual({ status: 'emitida', url: pdfUrl });
    const otherView = (await other.get('/api/planos/faturas')).body.items;
    expect(otherView.some((i: any) => i.id === invoice.id)).toBe(false);
    expect((await t.call('GET', '/api/planos/faturas')).status).toBe(401);
  });

  it('retries while Asaas is down, then schedules the nota once', async () => {
    const b = await buyer(t);
    const invoice = await payByCard(b);
    const before = schedules().length;
    // The look-up of the first attempt fails; the retry (due at once here) succeeds.
    fake.failNext(503, 1);
    await t.app.jobs.drain();
    expect(schedules().length).toBe(before + 1);
    const [row] = (await notaRows(t)).filter((r) => r.invoiceId === invoice.id);
    expect(row).toMatchObject({ status: 'SCHEDULED', gatewayInvoiceId: expect.stringMatching(/^inv_/) });
  });

  it('a job run again after a crash (Asaas has the nota, our row does not) adopts it instead of scheduling a second', async () => {
    const b = await buyer(t);
    const invoice = await payByCard(b);
    await t.app.jobs.drain();
    const [row] = (await notaRows(t)).filter((r) => r.invoiceId === invoice.id);
    // As if the process died between Asaas' answer and our update.
    await t.database.db
      .update(serviceInvoices)
      .set({ gatewayInvoiceId: null, status: 'pendente' })
      .where(eq(serviceInvoices.invoiceId, invoice.id));
    const before = schedules().length;
    await t.app.jobs.send(t.database.db, 'nota-fiscal', { invoiceId: invoice.id });
    await t.app.jobs.drain();
    expect(schedules().length).toBe(before);
    const [again] = (await notaRows(t)).filter((r) => r.invoiceId === invoice.id);
    expect(again?.gatewayInvoiceId).toBe(row?.gatewayInvoiceId);
  });

  it('gives up after the last attempt, keeping the reason for the operator, and the list still says "em emissão"', async () => {
    const b = await buyer(t);
    const invoice = await payByCard(b);
    fake.failNext(503, 20);
    await t.app.jobs.drain();
    fake.failNext(503, 0);
    const [row] = (await notaRows(t)).filter((r) => r.invoiceId === invoice.id);
    expect(row).toMatchObject({ gatewayInvoiceId: null, status: 'pendente' });
    expect(row?.statusDescription).toMatch(/^não agendada: /);
    const listed = (await b.get('/api/planos/faturas')).body.items.find((i: any) => i.id === invoice.id);
    expect(listed.notaFiscal).toEqual({ status: 'emissao', url: null });

    // Asaas back: the operator queues the job again in SQL, as docs/operations.md §2 says.
    await t.database.db.execute(sql`
      insert into pgboss.job (name, data, retry_limit, retry_delay, retry_backoff, expire_in)
      values ('nota-fiscal', ${JSON.stringify({ invoiceId: invoice.id })}::jsonb, 10, 60, true, interval '120 seconds')`);
    await t.app.jobs.drain();
    const [fixed] = (await notaRows(t)).filter((r) => r.invoiceId === invoice.id);
    expect(fixed).toMatchObject({ status: 'SCHEDULED', gatewayInvoiceId: expect.stringMatching(/^inv_/) });
  });

  it('asks for no nota for the free month', async () => {
    const b = await buyer(t);
    const before = (await notaRows(t)).length;
    expect((await b.post(CHECKOUT_API.activateFree, { planoSlug: 'pf-mes-gratis' })).status).toBe(200);
    await t.app.jobs.drain();
    expect((await notaRows(t)).length).toBe(before);
    const [free] = (await b.get('/api/planos/faturas')).body.items;
    expect(free.notaFiscal).toBeNull();
  });
});

describe('notas off', () => {
  it('with ASAAS_NFSE unset on Asaas: no nota row, no call to /v3/invoices', async () => {
    const t = await buildCheckoutsApp(asaasEnv());
    try {
      const before = invoicesCalls().length;
      const invoice = await payByCard(await buyer(t));
      await t.app.jobs.drain();
      expect(invoice.notaFiscal).toBeNull();
      expect(await notaRows(t)).toHaveLength(0);
      expect(invoicesCalls().length).toBe(before);
    } finally {
      await t.close();
    }
  });

  it('with the sandbox gateway, even with ASAAS_NFSE=true: nothing scheduled', async () => {
    const t = await buildCheckoutsApp(NFSE);
    try {
      const b = await buyer(t);
      const { checkoutId } = (await b.post(CHECKOUT_API.pix, { planoSlug: 'pf-anual' })).body;
      expect((await b.post(CHECKOUT_API.sandboxPay, { checkoutId })).status).toBe(200);
      await t.app.jobs.drain();
      expect(await notaRows(t)).toHaveLength(0);
      const [row] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`pgboss.job`)
        .where(sql`name = 'nota-fiscal'`);
      expect(row?.n).toBe(0);
      expect((await b.get('/api/planos/faturas')).body.items[0].notaFiscal).toBeNull();
    } finally {
      await t.close();
    }
  });
});
