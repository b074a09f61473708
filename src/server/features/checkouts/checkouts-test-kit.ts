import { eq, sql } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/gateway.ts';
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
