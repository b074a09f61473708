import { eq, sql } from 'drizzle-orm';
import { GatewayError, type GatewayPayment, type PaymentGateway } from '../../adapters/payments/gateway.ts';
import { checkouts, credits, invoices, users } from '../../db/schema/index.ts';
import {
  bearer,
  buildAccountsApp,
  confirmedAccount,
  login,
  userRow,
  type AccountsTestApp,
} from '../../test/accounts-app.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

/** A logged-in account of the checkout tests. */
export interface Buyer {
  code: number;
  email: string;
  headers: Record<string, string>;
  get(url: string): Promise<{ status: number; body: any; headers: Record<string, unknown>; raw: string }>;
  post(url: string, body?: unknown): Promise<{ status: number; body: any }>;
}

export async function buildCheckoutsApp(
  env: Record<string, string> = {},
  paymentGateway?: PaymentGateway,
): Promise<AccountsTestApp> {
  return buildAccountsApp(
    { RATE_LIMIT_PAYMENT_USER: '10000/1m', ...env },
    paymentGateway ? { paymentGateway } : {},
  );
}

/** A confirmed, logged-in account (PF unless `pessoa: 'pj'`); `admin` raises it to nivel 1. */
export async function buyer(
  t: AccountsTestApp,
  opts: { pessoa?: 'pf' | 'pj'; admin?: boolean } = {},
): Promise<Buyer> {
  const { email, senha } = await confirmedAccount(t, { pessoa: opts.pessoa ?? 'pf' });
  const row = await userRow(t, email);
  if (!row) throw new Error('conta sem linha');
  if (opts.admin) await t.database.db.update(users).set({ level: 1 }).where(eq(users.code, row.code));
  const { token } = await login(t, email, senha);
  const headers = bearer(token);
  return {
    code: row.code,
    email,
    headers,
    get: (url) => t.call('GET', url, { headers }),
    post: (url, body) => t.call('POST', url, { headers, body: body ?? {} }),
  };
}

/** How many credits and invoices a checkout has (exactly-once checks). */
export async function grantsOf(t: AccountsTestApp, checkoutId: number) {
  const db = t.database.db;
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(credits)
    .where(eq(credits.checkoutId, checkoutId));
  const [i] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(eq(invoices.checkoutId, checkoutId));
  const [row] = await db
    .select({ status: checkouts.status })
    .from(checkouts)
    .where(eq(checkouts.id, checkoutId));
  return { credits: c?.n ?? 0, invoices: i?.n ?? 0, status: row?.status };
}

/** An in-memory gateway standing for Asaas: the test decides what getPayment answers. */
export function stubGateway() {
  const payments = new Map<string, GatewayPayment>();
  let seq = 0;
  let getCalls = 0;
  let failGets = 0;
  const gateway: PaymentGateway = {
    name: 'asaas',
    async ensureCustomer(_c, known) {
      return known ?? `cus_${++seq}`;
    },
    async createPixCharge({ valueCents, externalReference }) {
      const id = `pay_${++seq}`;
      payments.set(id, { id, status: 'PENDING', valueCents, externalReference });
      return {
        paymentId: id,
        payload: `000201pix${id}`,
        qrCodePngBase64: 'iVBOR',
        expiresAt: new Date(Date.now() + 1e9),
      };
    },
    async tokenizeCard({ card }) {
      return { token: `tok_${++seq}`, brand: null, last4: card.number.slice(-4) };
    },
    async chargeCard({ valueCents, externalReference }) {
      const id = `pay_${++seq}`;
      const p = { id, status: 'CONFIRMED', valueCents, externalReference };
      payments.set(id, p);
      return p;
    },
    async getPayment(id) {
      getCalls += 1;
      if (failGets > 0) {
        failGets -= 1;
        throw new GatewayError('unavailable');
      }
      const p = payments.get(id);
      if (!p) throw new GatewayError('rejected', 'not found');
      return { ...p };
    },
    async cancelPayment(id) {
      const p = payments.get(id);
      if (!p || p.status !== 'PENDING') throw new GatewayError('rejected', 'not pending');
      payments.set(id, { ...p, status: 'DELETED' });
    },
    async refundPayment(id) {
      const p = payments.get(id);
      if (!p || !['RECEIVED', 'CONFIRMED'].includes(p.status)) throw new GatewayError('rejected', 'not paid');
      const refunded = { ...p, status: 'REFUNDED' };
      payments.set(id, refunded);
      return { ...refunded };
    },
    async listPayments() {
      return [...payments.values()].map((p) => ({ ...p }));
    },
  };
  return {
    gateway,
    payments,
    set(id: string, change: Partial<GatewayPayment>) {
      const p = payments.get(id);
      if (!p) throw new Error(`sem pagamento ${id}`);
      payments.set(id, { ...p, ...change });
    },
    getCalls: () => getCalls,
    /** The next `n` payment look-ups fail as if Asaas were down. */
    failNextGets(n: number) {
      failGets = n;
    },
  };
}
