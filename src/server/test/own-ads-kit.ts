import { eq } from 'drizzle-orm';
import { USER_LEVELS } from '#shared/constants.ts';
import type { MailSender } from '../adapters/email/index.ts';
import { checkouts, credits, listings, plans } from '../db/schema/index.ts';
import { createCreditsRepository } from '../features/credits/credits.repository.ts';
import { createCreditsService } from '../features/credits/credits.service.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import type { TestApp } from './build-test-app.ts';
import { getSubcategory, insertUser, type User } from './factories/index.ts';

/**
 * The own-ads and credits tests' kit: advertisers with a session, ads' bodies, credits given
 * straight to the database, and the credits' service over the test app's database.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A logged-in user (bearer token) of the own-ads tests. */
export interface Owner {
  user: User;
  /** The session's headers, for a call made some other way (t.app.inject with an address, say). */
  headers: Record<string, string>;
  call(method: Method, url: string, body?: unknown): Promise<{ status: number; body: any }>;
}

export async function call(
  t: TestApp,
  method: Method,
  url: string,
  opts: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any }> {
  const res = await t.app.inject({
    method,
    url,
    headers: opts.headers ?? {},
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
}

/** An advertiser (or `admin`) with a session; profile complete unless overridden. */
export async function owner(
  t: TestApp,
  opts: { admin?: boolean; overrides?: Partial<User> } = {},
): Promise<Owner> {
  const user = await insertUser(t.database.db, {
    ...(opts.admin ? { level: USER_LEVELS.ADMIN } : {}),
    ...opts.overrides,
  });
  const { token } = await t.app.sessions.createSession(user.code, false);
  const headers = { authorization: `Bearer ${token}` };
  return { user, headers, call: (method, url, body) => call(t, method, url, { headers, body }) };
}

/**
 * The credits' service over the test app's database and e-mail queue (or a mail sender of the
 * test's), as app.ts builds it.
 */
export function creditsOf(t: TestApp, opts: { clock?: Clock; mail?: MailSender; publicUrl?: string } = {}) {
  const db = t.database.db;
  return createCreditsService({
    repoOver: createCreditsRepository,
    db,
    clock: opts.clock ?? systemClock,
    inTransaction: (work) =>
      db.transaction((tx) => work(createCreditsRepository(tx), opts.mail ?? t.app.mailer.over(tx))),
    publicUrl: opts.publicUrl ?? 'http://localhost:3000',
  });
}

/** Gives `userCode` a paid credit (checkout + credit) ending at `endsAt`; its checkout id. */
export async function giveCredit(
  t: TestApp,
  userCode: number,
  endsAt = new Date(Date.now() + 30 * 86_400_000),
): Promise<number> {
  const db = t.database.db;
  const [plan] = await db.select().from(plans).where(eq(plans.slug, 'pf-anual'));
  if (!plan) throw new Error('plano pf-anual ausente');
  const now = new Date();
  const [checkout] = await db
    .insert(checkouts)
    .values({
      userCode,
      planCode: plan.code,
      userType: plan.userType,
      method: 'pix',
      status: 'paid',
      amountCents: plan.priceCents,
      createdAt: now,
      paidAt: now,
    })
    .returning();
  if (!checkout) throw new Error('checkout não criado');
  await db.insert(credits).values({
    userCode,
    checkoutId: checkout.id,
    planCode: plan.code,
    startsAt: now,
    endsAt,
  });
  return checkout.id;
}

/** A valid body for a new ad of type 3 (Serviços), from the seeded catalogue. */
export async function adBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  const sub = await getSubcategory(t.database.db, { type: 3 });
  return {
    tituloANUNCIO: 'Aulas de violão no condomínio',
    descricaoANUNCIO: 'Aulas para iniciantes, no seu apartamento.',
    precoANUNCIO: 'R$ 80,00 a hora',
    tipoANUNCIO: 3,
    categoriaANUNCIO: sub.categoryCode,
    subcategoriaANUNCIO: sub.code,
    ...overrides,
  };
}

/** A new rascunho of `o`'s, through the API (POST /api/minha-conta/anuncios). */
export async function draftAd(t: TestApp, o: Owner, overrides: Record<string, unknown> = {}) {
  const res = await o.call('POST', '/api/minha-conta/anuncios', await adBody(t, overrides));
  if (res.status !== 201) throw new Error(`Rascunho não criado: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { codigoANUNCIO: number; statusANUNCIO: string };
}

/** The admin's approval of an ad, straight in the table (the moderation routes are not the point). */
export async function approveInTable(t: TestApp, listingCode: number): Promise<void> {
  await t.database.db
    .update(listings)
    .set({ status: 'publicado', publishedAt: new Date() })
    .where(eq(listings.code, listingCode));
}
