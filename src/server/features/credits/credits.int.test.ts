import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES } from '#shared/contracts/checkouts.constants.ts';
import { MY_LISTINGS_MESSAGES as M } from '#shared/contracts/my-listings.constants.ts';
import { createOutboxRepository, type MailSender } from '../../adapters/email/index.ts';
import { checkouts, credits, invoices, listings } from '../../db/schema/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing, insertUser } from '../../test/factories/index.ts';
import { approveInTable, creditsOf, draftAd, giveCredit, owner, type Owner } from '../../test/own-ads-kit.ts';

/**
 * The credits' rules, each through the way a user meets it: the grant (a paid plan's
 * confirmation, the free month once per account type), the bind when an ad is published (no
 * credit: refused), the release of an ended credit, the expiry (the ad leaves the site) and the
 * warning before it (sent once).
 */

const BASE = '/api/minha-conta/anuncios';
const PUBLIC_URL = 'https://nc.example.com.br';
const DAY = 86_400_000;

describe('credits: grant, bind on publish, release and expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PAYMENT_USER: '10000/1m' });
  });
  afterAll(() => t.close());

  const draft = (o: Owner, overrides?: Record<string, unknown>) => draftAd(t, o, overrides);

  /** How many credits and invoices a checkout has (exactly-once checks). */
  async function grantsOf(checkoutId: number) {
    const db = t.database.db;
    const count = sql<number>`count(*)::int`;
    const [c] = await db.select({ n: count }).from(credits).where(eq(credits.checkoutId, checkoutId));
    const [i] = await db.select({ n: count }).from(invoices).where(eq(invoices.checkoutId, checkoutId));
    const [row] = await db
      .select({ status: checkouts.status })
      .from(checkouts)
      .where(eq(checkouts.id, checkoutId));
    return { credits: c?.n ?? 0, invoices: i?.n ?? 0, status: row?.status };
  }

  it('activates the free month once per account and type: a 30-day credit and an invoice of 0', async () => {
    const b = await owner(t);
    const post = (url: string, body: unknown) => b.call('POST', url, body);
    expect(await post('/api/checkouts/activate-free', { planoSlug: 'pf-mes-gratis' })).toMatchObject({
      status: 200,
      body: { redirectTo: '/painel' },
    });
    expect(await post('/api/checkouts/activate-free', { planoSlug: 'pf-mes-gratis' })).toMatchObject({
      status: 409,
      body: { message: CHECKOUT_MESSAGES.trialAlreadyUsed },
    });
    expect((await post('/api/checkouts/activate-free', { planoSlug: 'pj-mes-gratis' })).status).toBe(422);
    expect((await post('/api/checkouts/activate-free', { planoSlug: 'pf-anual' })).status).toBe(422);
    const available = await b.call('GET', '/api/checkouts/creditos-disponiveis');
    expect(available.body.count).toBe(1);
    const [credit] = available.body.items;
    expect(credit).toMatchObject({
      planSlug: 'pf-mes-gratis',
      amountCents: 0,
      status: 'available',
      used: false,
    });
    expect(Date.parse(credit.endsAt) - Date.parse(credit.startsAt)).toBe(30 * 86_400_000);
    const inv = await b.call('GET', '/api/planos/faturas');
    expect(inv.body).toMatchObject({ count: 1, items: [{ amountCents: 0, method: 'free', status: 'paid' }] });
  });

  it('refuses a second trial even when two requests race (the unique index, not a SELECT)', async () => {
    const b = await owner(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        b.call('POST', '/api/checkouts/activate-free', { planoSlug: 'pf-mes-gratis' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
  });

  it('grants once under 50 concurrent confirmations of one checkout', async () => {
    const b = await owner(t);
    const { checkoutId } = (await b.call('POST', '/api/checkouts/asaas/pix', { planoSlug: 'pf-anual' })).body;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => b.call('POST', '/api/checkouts/sandbox/pagar', { checkoutId })),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(await grantsOf(checkoutId)).toEqual({ credits: 1, invoices: 1, status: 'paid' });
  });

  it('publish: pendente with the oldest credit; again 409; no credit 422; the ad reuses its own credit', async () => {
    const me = await owner(t);
    const none = await draft(me);
    const noCredit = await me.call('POST', `${BASE}/${none.codigoANUNCIO}/publicar`);
    expect([noCredit.status, noCredit.body.message]).toEqual([422, M.noCredit]);

    const later = await giveCredit(t, me.user.code, new Date(Date.now() + 60 * 86_400_000));
    const sooner = await giveCredit(t, me.user.code, new Date(Date.now() + 10 * 86_400_000));
    const ad = await draft(me);
    const pub = await me.call('POST', `${BASE}/${ad.codigoANUNCIO}/publicar`, {});
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({
      statusANUNCIO: 'pendente',
      checkoutId: sooner,
      credito: { checkoutId: sooner },
    });
    expect(pub.body.publicadoEm).toBeNull();
    expect((await me.call('POST', `${BASE}/${ad.codigoANUNCIO}/publicar`, {})).status).toBe(409);

    // Inactivated and published again: the same credit, the other stays available.
    await me.call('POST', `${BASE}/${ad.codigoANUNCIO}/inativar`);
    const again = await me.call('POST', `${BASE}/${ad.codigoANUNCIO}/publicar`, { checkoutId: later });
    expect(again.body).toMatchObject({ statusANUNCIO: 'pendente', checkoutId: sooner });
    const rows = await t.database.db.select().from(credits).where(eq(credits.userCode, me.user.code));
    expect(rows.find((c) => c.checkoutId === later)?.status).toBe('available');

    // A checkoutId not among the user's available credits.
    const second = await draft(me);
    const wrong = await me.call('POST', `${BASE}/${second.codigoANUNCIO}/publicar`, { checkoutId: sooner });
    expect([wrong.status, wrong.body.message]).toEqual([422, M.creditNotAvailable]);
    const chosen = await me.call('POST', `${BASE}/${second.codigoANUNCIO}/publicar`, { checkoutId: later });
    expect(chosen.body.checkoutId).toBe(later);
  });

  it('30 concurrent publishes of 30 drafts with 3 credits: exactly 3 pendente, 3 credits used', async () => {
    const me = await owner(t);
    for (let i = 0; i < 3; i++) await giveCredit(t, me.user.code);
    const ads = [];
    for (let i = 0; i < 30; i++) ads.push(await draft(me, { tituloANUNCIO: `Concorrente ${i}` }));
    const results = await Promise.all(ads.map((a) => me.call('POST', `${BASE}/${a.codigoANUNCIO}/publicar`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 422)).toHaveLength(27);
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(listings)
      .where(sql`${listings.advertiserCode} = ${me.user.code} and ${listings.status} = 'pendente'`);
    expect(count?.n).toBe(3);
    const used = await t.database.db.select().from(credits).where(eq(credits.userCode, me.user.code));
    expect(used.filter((c) => c.status === 'used')).toHaveLength(3);
    expect(new Set(used.map((c) => c.listingCode)).size).toBe(3);
  });

  it('one ad never takes two credits: two concurrent publishes of the same ad', async () => {
    const me = await owner(t);
    await giveCredit(t, me.user.code);
    await giveCredit(t, me.user.code);
    const ad = await draft(me);
    const [a, b] = await Promise.all([
      me.call('POST', `${BASE}/${ad.codigoANUNCIO}/publicar`),
      me.call('POST', `${BASE}/${ad.codigoANUNCIO}/publicar`),
    ]);
    expect([a?.status, b?.status].sort()).toEqual([200, 409]);
    const used = await t.database.db.select().from(credits).where(eq(credits.userCode, me.user.code));
    expect(used.filter((c) => c.status === 'used')).toHaveLength(1);
  });

  it('expiry: when the credit ends the ad becomes inativo and leaves the public detail', async () => {
    const me = await owner(t);
    await giveCredit(t, me.user.code);
    const ad = await draft(me);
    await me.call('POST', `${BASE}/${ad.codigoANUNCIO}/publicar`);
    await approveInTable(t, ad.codigoANUNCIO);
    expect((await t.get(`/api/anuncios/${ad.codigoANUNCIO}`)).status).toBe(200);
    const service = creditsOf(t);
    expect(await service.expire()).not.toContain(ad.codigoANUNCIO);
    await t.database.db
      .update(credits)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(credits.listingCode, ad.codigoANUNCIO));
    expect(await service.expire()).toContain(ad.codigoANUNCIO);
    expect((await me.call('GET', `${BASE}/${ad.codigoANUNCIO}`)).body.statusANUNCIO).toBe('inativo');
    expect((await t.get(`/api/anuncios/${ad.codigoANUNCIO}`)).status).toBe(404);
    // Publishing again after the credit ended takes a new credit (or 422 without one).
    const res = await me.call('POST', `${BASE}/${ad.codigoANUNCIO}/publicar`);
    expect([res.status, res.body.message]).toEqual([422, M.noCredit]);
    const fresh = await giveCredit(t, me.user.code);
    const again = await me.call('POST', `${BASE}/${ad.codigoANUNCIO}/publicar`);
    expect(again.body).toMatchObject({ statusANUNCIO: 'pendente', checkoutId: fresh });
  });
});

describe('the e-mail before an ad expires', () => {
  let t: TestApp;
  // 12:00 in Brasília; an ad ending 2 days later at 02:00 UTC ends on the 11th there.
  const clock = createManualClock(new Date('2026-03-10T15:00:00Z'));
  const outbox = () => createOutboxRepository(t.database.db);
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** The service over the test app's database and e-mail queue, or a mail sender of the test's. */
  const service = (mail?: MailSender) =>
    creditsOf(t, { clock, publicUrl: PUBLIC_URL, ...(mail && { mail }) });

  /** An ad of a new advertiser, in `status`, holding a credit that ends at `endsAt`. */
  async function adEnding(
    endsAt: Date,
    status: 'publicado' | 'pendente' | 'inativo' | 'rascunho' = 'publicado',
  ) {
    const user = await insertUser(t.database.db, { name: 'Marina' });
    const ad = await insertListing(t.database.db, {
      advertiserCode: user.code,
      status,
      title: 'Bolo & "doce" caseiro',
    });
    const checkoutId = await giveCredit(t, user.code, endsAt);
    await t.database.db
      .update(credits)
      .set({ status: 'used', listingCode: ad.code, usedAt: clock.now() })
      .where(eq(credits.checkoutId, checkoutId));
    return { user, ad };
  }

  async function mailsTo(email: string) {
    return outbox().findLatestMessages({ limit: 10, to: email });
  }

  it('an ad ending in 2 days gets one e-mail (text and links); the next run sends none', async () => {
    const { user, ad } = await adEnding(new Date('2026-03-12T02:00:00Z'));
    const pending = await adEnding(new Date(clock.now().getTime() + 1 * DAY), 'pendente');
    const warned = await service().warn();
    expect(warned).toEqual(expect.arrayContaining([ad.code, pending.ad.code]));

    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.template).toBe('aviso-expiracao');
    expect(mail.subject).toBe('Seu anúncio "Bolo & "doce" caseiro" expira em 11/03/2026');
    expect(mail.text).toContain('Olá, Marina!');
    expect(mail.text).toContain('O período do seu anúncio "Bolo & "doce" caseiro" termina em 11/03/2026.');
    expect(mail.text).toContain(`Renovar anúncio: ${PUBLIC_URL}/painel/anuncios/${ad.code}/renovar`);
    expect(mail.text).toContain(`Veja os planos: ${PUBLIC_URL}/painel/planos`);
    expect(mail.html).toContain('Bolo &amp; &quot;doce&quot; caseiro');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/painel/anuncios/${ad.code}/renovar"`);
    expect(await mailsTo(pending.user.email)).toHaveLength(1);

    const [credit] = await t.database.db.select().from(credits).where(eq(credits.listingCode, ad.code));
    expect(credit?.expiryWarnedAt).toEqual(clock.now());

    // The next run (or another process) finds it claimed.
    clock.advance(60_000);
    expect(await service().warn()).toEqual([]);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('two runs at once send one e-mail', async () => {
    const { user } = await adEnding(new Date(clock.now().getTime() + 2 * DAY));
    const [a, b] = await Promise.all([service().warn(), service().warn()]);
    expect(a.length + b.length).toBe(1);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('an ad ending in 10 days, an inactive or draft one and one already expired get none', async () => {
    const later = await adEnding(new Date(clock.now().getTime() + 10 * DAY));
    const inactive = await adEnding(new Date(clock.now().getTime() + 2 * DAY), 'inativo');
    const draft = await adEnding(new Date(clock.now().getTime() + 2 * DAY), 'rascunho');
    const ended = await adEnding(new Date(clock.now().getTime() - 60_000));
    expect(await service().warn()).toEqual([]);
    for (const { user } of [later, inactive, draft, ended]) expect(await mailsTo(user.email)).toEqual([]);

    // Seven days on, the first one is within 3 days of its end: warned then.
    clock.advance(7 * DAY + 60_000);
    expect(await service().warn()).toEqual([later.ad.code]);
    expect(await mailsTo(later.user.email)).toHaveLength(1);
  });

  it('claims an ad only with its e-mail: when queuing fails, the next run warns it', async () => {
    const { user, ad } = await adEnding(new Date(clock.now().getTime() + 2 * DAY));
    const failing: MailSender = { send: vi.fn(() => Promise.reject(new Error('banco fora do ar'))) };
    await expect(service(failing).warn()).rejects.toThrow('banco fora do ar');
    expect(failing.send).toHaveBeenCalledTimes(1);
    expect(await mailsTo(user.email)).toEqual([]);
    expect(await service().warn()).toEqual([ad.code]);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});
