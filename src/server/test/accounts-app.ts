import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { cnpjFromBase, cpfFromBase } from '#shared/lib/documents.ts';
import type { MailTransport } from '../adapters/email/index.ts';
import type { BuildAppOptions } from '../app.ts';
import type { PaymentGateway } from '../adapters/payments/gateway.ts';
import { users } from '../db/schema/index.ts';
import { createManualClock, type ManualClock } from '../lib/clock.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

export const PUBLIC_URL = 'http://localhost:3000';

/** Limits high enough to stay out of the way of tests that are not about them. */
export const RELAXED_LIMITS: Record<string, string> = {
  RATE_LIMIT_LOGIN_IP: '1000/1m',
  RATE_LIMIT_LOGIN_ACCOUNT: '1000/1m',
  RATE_LIMIT_REGISTER_IP: '1000/1m',
  RATE_LIMIT_RECOVERY_IP: '1000/1m',
  RATE_LIMIT_RECOVERY_EMAIL: '1000/1m',
  RATE_LIMIT_RESEND_IP: '1000/1m',
  RATE_LIMIT_RESEND_EMAIL: '1000/1m',
  RATE_LIMIT_TOKEN_IP: '1000/1m',
  RATE_LIMIT_EMAIL_CHANGE_USER: '1000/1m',
};

export interface AccountsTestApp extends TestApp {
  clock: ManualClock;
  call(
    method: 'GET' | 'POST',
    url: string,
    opts?: { body?: unknown; headers?: Record<string, string>; ip?: string },
  ): Promise<Answer>;
  /** The outbox's newest messages to an address (after pending e-mails are written). */
  emails(to: string): Promise<any[]>;
  /** The token of the newest e-mail to an address. */
  lastToken(to: string): Promise<string>;
}

interface Answer {
  status: number;
  body: any;
  raw: string;
  headers: Record<string, unknown>;
  cookies: { name: string; value: string; [k: string]: unknown }[];
}

export async function buildAccountsApp(
  env: Record<string, string> = {},
  opts: { mailTransport?: MailTransport; paymentGateway?: PaymentGateway } & Pick<
    BuildAppOptions,
    'jobOptions'
  > = {},
): Promise<AccountsTestApp> {
  const clock = createManualClock();
  const t = await buildTestApp({ PUBLIC_URL, ...RELAXED_LIMITS, ...env }, { clock, ...opts });
  const call: AccountsTestApp['call'] = async (method, url, o = {}) => {
    const req: InjectOptions = { method, url, headers: o.headers, remoteAddress: o.ip ?? '127.0.0.1' };
    if (o.body !== undefined) req.payload = o.body as InjectOptions['payload'];
    const res = await t.app.inject(req);
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {
      // not JSON (an HTML page)
    }
    return {
      status: res.statusCode,
      body,
      raw: res.body,
      headers: res.headers,
      cookies: res.cookies as Answer['cookies'],
    };
  };
  const emails = async (to: string) => {
    await t.app.background.idle();
    const res = await call('GET', `/dev/emails.json?to=${encodeURIComponent(to)}`);
    return res.body.data as any[];
  };
  return {
    ...t,
    clock,
    call,
    emails,
    async lastToken(to) {
      const [latest] = await emails(to);
      if (!latest) throw new Error(`nenhum e-mail para ${to}`);
      return tokenOf(latest.links[0]);
    },
  };
}

export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`link sem token: ${link}`);
  return token;
}

let seq = 0;
/** A valid registration payload with a fresh e-mail and document (bases 7... are used nowhere else). */
export function registration(overrides: Record<string, unknown> = {}) {
  seq += 1;
  const n = `${process.pid % 1000}${seq}`.padStart(8, '0').slice(-8);
  const pessoa = (overrides.pessoa as string | undefined) ?? 'pf';
  return {
    pessoa,
    documentoUSUARIO: pessoa === 'pf' ? cpfFromBase(`7${n}`) : cnpjFromBase(`7${n.slice(1)}0001`),
    nome: pessoa === 'pf' ? 'Joana Pereira' : 'Marmitas da Vila Ltda',
    email: `conta${n}@teste.nc.local`,
    telefone: '(11) 98765-4321',
    senha: 'uma senha bem longa',
    confirmarSenha: 'uma senha bem longa',
    aceitarTermos: true,
    ...overrides,
  };
}

/** Registers and confirms an account; answers its e-mail and password. */
export async function confirmedAccount(t: AccountsTestApp, overrides: Record<string, unknown> = {}) {
  const payload = registration(overrides);
  const res = await t.call('POST', '/api/usuarios/registrar', { body: payload });
  if (res.status !== 201) throw new Error(`registro falhou: ${res.status} ${res.raw}`);
  const token = await t.lastToken(payload.email);
  const confirmed = await t.call('GET', `/api/usuarios/confirmar?token=${token}`);
  if (confirmed.status !== 200) throw new Error(`confirmação falhou: ${confirmed.raw}`);
  return { email: payload.email, senha: payload.senha, payload };
}

export async function login(t: AccountsTestApp, email: string, senha: string, lembrar = false) {
  const res = await t.call('POST', '/api/usuarios/login', { body: { usuario: email, senha, lembrar } });
  if (res.status !== 200) throw new Error(`login falhou: ${res.status} ${res.raw}`);
  const cookie = res.cookies.find((c) => c.name === 'nc_sessao');
  return { token: res.body.token as string, cookie: `nc_sessao=${cookie?.value}`, res };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function userRow(t: TestApp, email: string) {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function setActive(t: TestApp, email: string, active: boolean) {
  const row = await userRow(t, email);
  if (!row) throw new Error(`sem usuário ${email}`);
  await t.database.db.update(users).set({ active }).where(eq(users.code, row.code));
  return row.code;
}
