import { isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';
import { invoices, plans } from '../../db/schema/index.ts';
import type { AccountsTestApp } from '../../test/accounts-app.ts';
import { nextInvoiceNumber } from './checkouts.repository.ts';
import { buildCheckoutsApp, buyer, grantsOf, type Buyer } from './checkouts-test-kit.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

const CARD = {
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
};

describe('checkout with the sandbox gateway', () => {
  let t: AccountsTestApp;
  let pf: Buyer;
  let other: Buyer;
  let admin: Buyer;
  let pj: Buyer;

  beforeAll(async () => {
    t = await buildCheckoutsApp();
    [pf, other, admin, pj] = [
      await buyer(t),
      await buyer(t),
      await buyer(t, { admin: true }),
      await buyer(t, { pessoa: 'pj' }),
    ];
  });
  afterAll(() => t.close());

  const pix = async (b: Buyer, planoSlug = 'pf-anual') => b.post('/api/checkouts/asaas/pix', { planoSlug });

  it('answers 401 to anonymous calls on every route but the webhook', async () => {
    const gets = [
      '/api/checkouts/status?id=1',
      '/api/checkouts/extrato',
      '/api/checkouts/creditos-disponiveis',
      '/api/planos/usados',
      '/api/planos/faturas',
      '/api/planos/faturas/1/pdf',
    ];
    for (const url of gets) expect((await t.call('GET', url)).status, url).toBe(401);
    const posts: [string, unknown][] = [
      ['/api/checkouts/sessions', { planoSlug: 'pf-anual' }],
      ['/api/checkouts/activate-free', { planoSlug: 'pf-mes-gratis' }],
      ['/api/checkouts/asaas/pix', { planoSlug: 'pf-anual' }],
      ['/api/checkouts/asaas/tokenize', CARD],
      ['/api/checkouts/asaas/card', { planoSlug: 'pf-anual', cardToken: 'x' }],
      ['/api/checkouts/sandbox/pagar', { checkoutId: 1 }],
    ];
    for (const [url, body] of posts) expect((await t.call('POST', url, { body })).status, url).toBe(401);
  });

  it('starts a paid plan on our payment page, refusing unknown plans, the other type and the trial', async () => {
    expect(await pf.post('/api/checkouts/sessions', { planoSlug: 'pf-anual' })).toMatchObject({
      status: 200,
      body: { redirectTo: '/painel/pagamento?plano=pf-anual&m=pix' },
    });
    expect(await pf.post('/api/checkouts/sessions', { planoSlug: 'pj-anual' })).toMatchObject({
      status: 422,
      body: { message: M.wrongAccountTypePf },
    });
    expect(await pj.post('/api/checkouts/sessions', { planoSlug: 'pf-anual' })).toMatchObject({
      status: 422,
      body: { message: M.wrongAccountTypePj },
    });
    expect(await pf.post('/api/checkouts/sessions', { planoSlug: 'nao-existe' })).toMatchObject({
      status: 404,
      body: { message: M.planNotFound },
    });
    expect(await pf.post('/api/checkouts/sessions', { planoSlug: 'pf-mes-gratis' })).toMatchObject({
      status: 422,
      body: { message: M.trialNotPaid },
    });
    expect((await pf.post('/api/checkouts/asaas/pix', { planoSlug: 'pj-anual' })).status).toBe(422);
  });

  it('creates a valid PIX BR Code with its QR PNG, reused by a second call while valid', async () => {
    const b = await buyer(t);
    const first = await pix(b);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ canSimulate: true, checkoutId: expect.any(Number) });
    expect(isValidPixPayload(first.body.pix.payload)).toBe(true);
    expect(first.body.pix.payload).toContain('149.90');
    expect(first.body.pix.qrCodeImage).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(Date.parse(first.body.pix.expiresAt) - t.clock.now().getTime()).toBe(30 * 60_000);
    const second = await pix(b);
    expect(second.body.checkoutId).toBe(first.body.checkoutId);
    expect(second.body.pix.payload).toBe(first.body.pix.payload);
  });

  it('asks for a document when neither the body nor the profile has a valid one', async () => {
    const b = await buyer(t);
    await t.database.db.execute(
      sql`update usuarios set documento = 'sem-doc-' || codigo where codigo = ${b.code}`,
    );
    expect(await pix(b)).toMatchObject({ status: 422, body: { message: M.pixNeedsDocument } });
    expect(
      (await b.post('/api/checkouts/asaas/pix', { planoSlug: 'pf-anual', documento: '123' })).status,
    ).toBe(422);
    const ok = await b.post('/api/checkouts/asaas/pix', {
      planoSlug: 'pf-anual',
      documento: '529.982.247-25',
    });
    expect(ok.status).toBe(200);
  });

  it('pays a PIX with "Simular pagamento": owner only, then the status, credits, plans and invoices show it', async () => {
    const b = await buyer(t);
    const { checkoutId } = (await pix(b)).body;
    const pending = await b.get(`/api/checkouts/status?id=${checkoutId}`);
    expect(pending.body).toMatchObject({
      status: 'pending',
      method: 'pix',
      canSimulate: true,
      amountCents: 14990,
    });
    expect((await other.get(`/api/checkouts/status?id=${checkoutId}`)).status).toBe(404);
    expect((await admin.get(`/api/checkouts/status?id=${checkoutId}`)).status).toBe(404);
    expect((await other.post('/api/checkouts/sandbox/pagar', { checkoutId })).status).toBe(404);
    expect((await b.get('/api/checkouts/status?id=abc')).status).toBe(404);

    const paid = await b.post('/api/checkouts/sandbox/pagar', { checkoutId });
    expect(paid.body).toMatchObject({
      status: 'paid',
      canSimulate: false,
      invoiceNumber: expect.any(Number),
    });
    expect((await b.post('/api/checkouts/sandbox/pagar', { checkoutId })).status).toBe(409);
    expect((await b.get(`/api/checkouts/status?session_id=${checkoutId}`)).body.status).toBe('paid');
    expect(await grantsOf(t, checkoutId)).toEqual({ credits: 1, invoices: 1, status: 'paid' });

    const credits = (await b.get('/api/checkouts/creditos-disponiveis')).body;
    expect(credits).toMatchObject({
      count: 1,
      items: [{ checkoutId, planSlug: 'pf-anual', amountCents: 14990 }],
    });
    expect((await b.get('/api/planos/usados')).body).toMatchObject({ count: 1, items: [{ checkoutId }] });
    expect((await b.get('/api/checkouts/extrato')).body).toMatchObject({ count: 1, items: [{ checkoutId }] });
    const list = (await b.get('/api/planos/faturas?status=paid')).body;
    expect(list).toMatchObject({
      count: 1,
      items: [{ checkoutId, amount: 149.9, amountCents: 14990, status: 'paid', method: 'pix' }],
    });
    expect(list.items[0].plan).toMatchObject({ slug: 'pf-anual', periodoMeses: 12, tipoUsuario: 3 });
    expect((await b.get('/api/planos/faturas?status=open')).body.count).toBe(0);
    expect((await b.get('/api/planos/faturas?status=xx')).status).toBe(400);
    expect((await other.get('/api/planos/faturas')).body.count).toBe(0);

    const inv = list.items[0];
    const pdf = await b.get(inv.pdf);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="fatura-${inv.number}.pdf"`);
    expect(pdf.raw.startsWith('%PDF')).toBe(true);
    expect((await other.get(inv.pdf)).status).toBe(404);
    expect((await admin.get(inv.pdf)).status).toBe(200);
    expect((await b.get('/api/planos/faturas/999999/pdf')).status).toBe(404);
    // An admin lists everyone's invoices.
    const all = (await admin.get('/api/planos/faturas')).body;
    expect(all.items.map((i: any) => i.id)).toContain(inv.id);
  });

  it('keeps the price paid on the invoice when the plan price changes later', async () => {
    const b = await buyer(t);
    const { checkoutId } = (await pix(b, 'pf-trimestral')).body;
    await b.post('/api/checkouts/sandbox/pagar', { checkoutId });
    const db = t.database.db;
    await db.update(plans).set({ priceCents: 8990 }).where(eq(plans.slug, 'pf-trimestral'));
    try {
      const [inv] = (await b.get('/api/planos/faturas')).body.items;
      expect(inv).toMatchObject({ amountCents: 7990, plan: { valorCentavos: 7990 } });
    } finally {
      await db.update(plans).set({ priceCents: 7990 }).where(eq(plans.slug, 'pf-trimestral'));
    }
  });

  it('numbers invoices without gaps, even after a grant that rolled back', async () => {
    const db = t.database.db;
    const b = await buyer(t);
    const first = (await pix(b, 'pf-semestral')).body.checkoutId;
    await b.post('/api/checkouts/sandbox/pagar', { checkoutId: first });
    await expect(
      db.transaction(async (tx) => {
        await nextInvoiceNumber(tx);
        throw new Error('grant que falhou');
      }),
    ).rejects.toThrow('grant que falhou');
    const c = await buyer(t);
    const second = (await pix(c, 'pf-semestral')).body.checkoutId;
    await c.post('/api/checkouts/sandbox/pagar', { checkoutId: second });
    const numbers = await db
      .select({ n: invoices.number, c: invoices.checkoutId })
      .from(invoices)
      .orderBy(invoices.number);
    const ns = numbers.map((r) => r.n);
    expect(ns).toEqual(ns.map((_, i) => (ns[0] ?? 0) + i));
    const a = numbers.find((r) => r.c === first)?.n ?? 0;
    expect(numbers.find((r) => r.c === second)?.n).toBe(a + 1);
  });

  it('validates card data on the server with the spec messages', async () => {
    const tok = (body: object) => pf.post('/api/checkouts/asaas/tokenize', { ...CARD, ...body });
    expect(await tok({ number: '4111 1111 1111 1112' })).toMatchObject({
      status: 422,
      body: { message: M.cardNumber },
    });
    expect(await tok({ number: '4111' })).toMatchObject({ status: 422, body: { message: M.cardNumber } });
    expect(await tok({ expiryMonth: '13' })).toMatchObject({ status: 422, body: { message: M.expiry } });
    expect(await tok({ expiryMonth: '01', expiryYear: '2020' })).toMatchObject({
      status: 422,
      body: { message: M.expiry },
    });
    expect(await tok({ ccv: '12' })).toMatchObject({ status: 422, body: { message: M.cvv } });
    expect(await tok({ cpfCnpj: '11.222.333/0001-81' })).toMatchObject({
      status: 422,
      body: { message: M.cardNeedsCpfNotCnpj },
    });
    expect(await tok({ cpfCnpj: '123.456.789-00' })).toMatchObject({
      status: 422,
      body: { message: M.cardCpfInvalid },
    });
    expect(await tok({ phone: '1234' })).toMatchObject({ status: 422, body: { message: M.phone } });
    expect(await tok({ postalCode: '123' })).toMatchObject({ status: 422, body: { message: M.postalCode } });
    expect(await tok({ email: 'x' })).toMatchObject({ status: 422, body: { message: M.email } });
  });

  it('charges an approved card at once, and answers the issuer refusal for the decline numbers', async () => {
    const b = await buyer(t);
    const token = await b.post('/api/checkouts/asaas/tokenize', CARD);
    expect(token).toMatchObject({ status: 200, body: { brand: 'VISA', last4: '1111' } });
    const paid = await b.post('/api/checkouts/asaas/card', {
      planoSlug: 'pf-anual',
      cardToken: token.body.cardToken,
    });
    expect(paid).toMatchObject({ status: 200, body: { status: 'paid' } });
    expect(await grantsOf(t, paid.body.checkoutId)).toEqual({ credits: 1, invoices: 1, status: 'paid' });
    const status = await b.get(`/api/checkouts/status?id=${paid.body.checkoutId}`);
    expect(status.body).toMatchObject({
      method: 'card',
      cardLast4: '1111',
      status: 'paid',
      canSimulate: false,
    });

    for (const number of ['5184019740373151', '4916561358240741']) {
      const declined = await b.post('/api/checkouts/asaas/tokenize', { ...CARD, number });
      expect(declined.status).toBe(200);
      const refused = await b.post('/api/checkouts/asaas/card', {
        planoSlug: 'pf-anual',
        cardToken: declined.body.cardToken,
      });
      expect(refused).toMatchObject({ status: 422, body: { message: M.declined } });
    }
    const credits = (await b.get('/api/checkouts/creditos-disponiveis')).body;
    expect(credits.count).toBe(1);
  });

  it('has no webhook under the sandbox (404)', async () => {
    const res = await t.call('POST', '/api/checkouts/webhooks/asaas', {
      body: { id: 'evt_1', event: 'PAYMENT_RECEIVED', payment: { id: 'pay_1' } },
    });
    expect(res.status).toBe(404);
  });
});
