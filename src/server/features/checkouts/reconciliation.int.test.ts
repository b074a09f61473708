import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_API } from '#shared/contracts/checkouts.constants.ts';
import { RECONCILIATION_API as API } from '#shared/contracts/reconciliation.constants.ts';
import { createOutboxRepository } from '../../adapters/email/index.ts';
import { createAsaasGateway } from '../../adapters/payments/asaas-gateway.ts';
import { checkouts, reconciliationFindings, sandboxPayments } from '../../db/schema/index.ts';
import type { AccountsTestApp } from '../../test/accounts-app.ts';
import { startAsaasFake, type AsaasFake } from '../../test/asaas-fake.ts';
import { buildCheckoutsApp, buyer, grantsOf, type Buyer } from './checkouts-test-kit.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

/**
 * The nightly payment reconciliation (ADR 011): the gateway's payments of the last three days
 * against the checkouts. A payment received at the gateway whose webhook was lost is granted once,
 * through `confirmPayment`; other differences are findings for the admins (recorded once, e-mailed,
 * listed on GET /api/admin/conciliacao and resolved there). On the sandbox gateway, whose
 * `pagamentos_sandbox` stands for Asaas' side; the Asaas adapter's list against the fake.
 */

describe('reconciliation on the sandbox', () => {
  let t: AccountsTestApp;
  let admin: Buyer;

  beforeAll(async () => {
    t = await buildCheckoutsApp();
    admin = await buyer(t, { admin: true });
  });
  afterAll(() => t.close());

  /** A PIX checkout of a new advertiser, pending here; its payment id at the sandbox. */
  async function pendingPix() {
    const b = await buyer(t);
    const res = await b.post(CHECKOUT_API.pix, { planoSlug: 'pf-anual' });
    expect(res.status).toBe(200);
    const checkoutId: number = res.body.checkoutId;
    const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    return { b, checkoutId, paymentId: row!.gatewayPaymentId!, amountCents: row!.amountCents };
  }

  /** Asaas' side moves the payment without telling us (no webhook). */
  async function atGateway(paymentId: string, change: { status?: string; valueCents?: number }) {
    await t.database.db.update(sandboxPayments).set(change).where(eq(sandboxPayments.id, paymentId));
  }

  const run = () => t.app.reconciliation.run('job');

  async function findingsOf(paymentId: string) {
    return t.database.db
      .select()
      .from(reconciliationFindings)
      .where(eq(reconciliationFindings.paymentId, paymentId));
  }

  it('grants a payment received at the gateway whose webhook was lost, exactly once', async () => {
    const { checkoutId, paymentId } = await pendingPix();
    await atGateway(paymentId, { status: 'RECEIVED' });
    expect(await grantsOf(t, checkoutId)).toEqual({ credits: 0, invoices: 0, status: 'pending' });

    const first = await run();
    expect(first.corrected).toBe(1);
    expect(await grantsOf(t, checkoutId)).toEqual({ credits: 1, invoices: 1, status: 'paid' });
    const [fixed] = await findingsOf(paymentId);
    expect(fixed).toMatchObject({ kind: 'corrigido', checkoutId });
    expect(fixed!.resolvedAt).not.toBeNull();

    const second = await run();
    expect(second.corrected).toBe(0);
    expect(await grantsOf(t, checkoutId)).toEqual({ credits: 1, invoices: 1, status: 'paid' });
    expect(await findingsOf(paymentId)).toHaveLength(1);
  });

  it('records an amount that differs, once, and grants nothing', async () => {
    const { checkoutId, paymentId, amountCents } = await pendingPix();
    await atGateway(paymentId, { status: 'RECEIVED', valueCents: amountCents - 100 });
    const first = await run();
    expect(first.findings).toBeGreaterThanOrEqual(1);
    expect(await grantsOf(t, checkoutId)).toEqual({ credits: 0, invoices: 0, status: 'pending' });
    const rows = await findingsOf(paymentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'valor_divergente',
      checkoutId,
      checkoutCents: amountCents,
      gatewayCents: amountCents - 100,
      resolvedAt: null,
    });
    const again = await run();
    expect(again.findings).toBe(0);
    expect(await findingsOf(paymentId)).toHaveLength(1);
  });

  it('records a checkout paid here whose payment was refunded at the gateway', async () => {
    const { b, checkoutId, paymentId } = await pendingPix();
    expect((await b.post(CHECKOUT_API.sandboxPay, { checkoutId })).status).toBe(200);
    expect((await grantsOf(t, checkoutId)).status).toBe('paid');
    await atGateway(paymentId, { status: 'REFUNDED' });
    await run();
    const rows = await findingsOf(paymentId);
    expect(rows.map((r) => r.kind)).toEqual(['estornado_no_gateway']);
    expect(rows[0]).toMatchObject({ gatewayStatus: 'REFUNDED', checkoutStatus: 'paid' });
    // Recorded, not acted on: the checkout stays paid for the admins to look at.
    expect((await grantsOf(t, checkoutId)).status).toBe('paid');
  });

  it('records a paid checkout the gateway does not list, and a received payment with no checkout', async () => {
    const { b, checkoutId, paymentId } = await pendingPix();
    expect((await b.post(CHECKOUT_API.sandboxPay, { checkoutId })).status).toBe(200);
    // Gone from the gateway's list (created long ago as far as it says).
    await t.database.db
      .update(sandboxPayments)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(sandboxPayments.id, paymentId));
    await t.database.db.insert(sandboxPayments).values({
      id: 'sbx_orfao_1',
      customerId: 'cus_x',
      method: 'pix',
      status: 'RECEIVED',
      valueCents: 4990,
      externalReference: null,
      createdAt: t.clock.now(),
    });
    await run();
    expect((await findingsOf(paymentId)).map((r) => r.kind)).toEqual(['ausente_no_gateway']);
    expect((await findingsOf('sbx_orfao_1')).map((r) => r.kind)).toEqual(['sem_checkout']);
  });

  it('e-mails every active admin through the outbox when a run finds something', async () => {
    const mails = await createOutboxRepository(t.database.db).findLatestMessages({
      limit: 50,
      to: admin.email,
    });
    const alerts = mails.filter((m) => m.template === 'alerta-conciliacao');
    expect(alerts.length).toBeGreaterThanOrEqual(3);
    expect(alerts.some((m) => m.text?.includes('Valor diferente do pagamento'))).toBe(true);
    expect(alerts[0]!.subject).toMatch(/^Conciliação de pagamentos: /);
    // Each e-mail waits on the e-mail queue, sent with it in the run's transaction.
    const jobs = await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'email'`,
    );
    expect(Number((jobs as any).rows[0].n)).toBeGreaterThanOrEqual(alerts.length);
    // A run that finds nothing new sends nothing.
    const before = mails.length;
    await run();
    const after = await createOutboxRepository(t.database.db).findLatestMessages({
      limit: 50,
      to: admin.email,
    });
    expect(after.length).toBe(before);
  });

  it('GET /api/admin/conciliacao: anonymous 401, advertiser 403, admin the latest run and open findings', async () => {
    const advertiser = await buyer(t);
    expect((await t.call('GET', API.latest)).status).toBe(401);
    expect((await advertiser.get(API.latest)).status).toBe(403);
    const res = await admin.get(API.latest);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.ultima).toMatchObject({ pagamentos: expect.any(Number), corrigidos: 0, divergencias: 0 });
    const kinds = res.body.abertas.map((f: any) => f.tipo).sort();
    expect(kinds).toEqual(['ausente_no_gateway', 'estornado_no_gateway', 'sem_checkout', 'valor_divergente']);
    expect(kinds).not.toContain('corrigido');
  });

  it('POST …/resolver: admins only; resolves an open finding once (404 unknown, 409 resolved)', async () => {
    const advertiser = await buyer(t);
    const { body } = await admin.get(API.latest);
    const target = body.abertas.find((f: any) => f.tipo === 'valor_divergente');
    expect((await t.call('POST', API.resolve(target.id), { body: {} })).status).toBe(401);
    expect((await advertiser.post(API.resolve(target.id))).status).toBe(403);
    const res = await admin.post(API.resolve(target.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: target.id, resolvidaEm: expect.any(String) });
    expect((await admin.post(API.resolve(target.id))).status).toBe(409);
    expect((await admin.post(API.resolve(999_999))).status).toBe(404);
    const after = (await admin.get(API.latest)).body.abertas.map((f: any) => f.id);
    expect(after).not.toContain(target.id);
    // Resolved stays resolved: the next run does not record it again.
    await run();
    expect((await admin.get(API.latest)).body.abertas.map((f: any) => f.id)).not.toContain(target.id);
    const [row] = await t.database.db
      .select()
      .from(reconciliationFindings)
      .where(eq(reconciliationFindings.id, target.id));
    expect(row!.resolvedBy).toBe(admin.code);
  });
});

describe('the Asaas adapter lists payments page by page', () => {
  let fake: AsaasFake;

  beforeAll(async () => {
    fake = await startAsaasFake();
  });
  afterAll(() => fake.close());

  it('follows hasMore with offset and limit 100, and filters by dateCreated[ge]', async () => {
    const gateway = createAsaasGateway({ baseUrl: fake.url, apiKey: fake.apiKey, userAgent: 'NC-testes' });
    const customerId = await gateway.ensureCustomer(
      { userCode: 7, name: 'Maria Souza', cpfCnpj: '52998224725', email: 'maria@example.com' },
      null,
    );
    const created: string[] = [];
    for (let i = 0; i < 205; i += 1) {
      const res = await fetch(`${fake.url}/payments`, {
        method: 'POST',
        headers: { access_token: fake.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          customer: customerId,
          billingType: 'PIX',
          value: 10 + i / 100,
          dueDate: '2026-12-01',
          externalReference: String(i),
        }),
      });
      created.push(((await res.json()) as { id: string }).id);
    }
    // One older than the window: Asaas' filter leaves it out.
    fake.payments.get(created[0]!)!.dateCreated = '2020-01-01';
    fake.requests.length = 0;

    const listed = await gateway.listPayments({ since: new Date(Date.now() - 24 * 60 * 60_000) });
    expect(listed).toHaveLength(204);
    expect(new Set(listed.map((p) => p.id)).size).toBe(204);
    expect(listed.map((p) => p.id)).not.toContain(created[0]);
    expect(listed[0]).toEqual({
      id: created[1],
      status: 'PENDING',
      valueCents: 1001,
      externalReference: '1',
    });
    const pages = fake.requests.filter((r) => r.method === 'GET' && r.path === '/v3/payments');
    expect(pages).toHaveLength(3);
  });
});
