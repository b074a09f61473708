import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxRepository, type OutboxMessage } from '../../adapters/email/index.ts';
import { savedSearches, savedSearchSent } from '../../db/schema/index.ts';
import { createManualClock, DAY, HOUR, MINUTE } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertCondominium, insertListing } from '../../test/factories/index.ts';
import { call, owner, type Owner } from '../../test/own-ads-kit.ts';

const PUBLIC_URL = 'https://nc.teste.local';

/**
 * The saved searches' alerts end to end on the server: an ad approved by an admin reaches the
 * outbox as an alert of the searches it matches, once; the hourly cap, the daily digest at 08:00
 * (Brasília), pausing and the one-click unsubscribe (List-Unsubscribe headers, RFC 8058).
 * 2026-01-15 12:00 UTC is 09:00 in Brasília.
 */
describe('saved search alerts', () => {
  const clock = createManualClock(new Date('2026-01-15T12:00:00Z'));
  let t: TestApp;
  let resident: Owner;
  let daily: Owner;
  let paused: Owner;
  let admin: Owner;
  let condominium: { code: number; name: string };

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL, ALERTS_SECRET: 'chave-de-teste-dos-alertas' }, { clock });
    resident = await owner(t);
    daily = await owner(t);
    paused = await owner(t);
    admin = await owner(t, { admin: true });
    condominium = await insertCondominium(t.database.db, { name: 'Residencial Jardim das Flores' });
  });
  afterAll(() => t.close());

  const save = async (who: Owner, frequencia: 'imediata' | 'diaria', consulta = 'q=xilofone') => {
    const res = await who.call('POST', '/api/buscas-salvas', {
      nome: 'Xilofones',
      pagina: 'anuncios',
      consulta,
      frequencia,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.busca.id as number;
  };
  /** A call with a session opened now: the clock moves days ahead, past a session's idle limit. */
  const fresh = async (who: Owner, method: 'POST' | 'PATCH', url: string, body?: unknown) => {
    const { token } = await t.app.sessions.createSession(who.user.code, false);
    return call(t, method, url, { headers: { authorization: `Bearer ${token}` }, body });
  };
  const alertsTo = async (who: Owner): Promise<OutboxMessage[]> =>
    (
      await createOutboxRepository(t.database.db).findLatestMessages({ limit: 50, to: who.user.email })
    ).filter((m) => m.template === 'alerta-busca');
  /** A pending ad by a new advertiser, approved by the admin now (the clock's now). */
  const approvedAd = async (title: string) => {
    const ad = await insertListing(t.database.db, {
      title,
      status: 'pendente',
      publishedAt: null,
      condominiumCodes: [condominium.code],
      imageCount: 1,
    });
    const res = await fresh(admin, 'POST', `/api/admin/anuncios/${ad.code}/aprovar`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ad;
  };

  let residentSearch: number;
  let dailySearch: number;

  it('a new ad approved reaches the outbox as an alert, with cards, absolute links and the RFC 8058 headers', async () => {
    residentSearch = await save(resident, 'imediata');
    dailySearch = await save(daily, 'diaria');
    const pausedSearch = await save(paused, 'imediata');
    expect((await paused.call('PATCH', `/api/buscas-salvas/${pausedSearch}`, { pausada: true })).status).toBe(
      200,
    );
    // Not yet published: nothing.
    const pending = await insertListing(t.database.db, {
      title: 'Xilofone infantil',
      status: 'pendente',
      publishedAt: null,
    });
    clock.advance(MINUTE);
    expect(await t.app.alerts.run()).toMatchObject({ emails: 0 });

    clock.advance(MINUTE);
    const ad = await approvedAd('Xilofone de madeira para crianças');
    clock.advance(MINUTE);
    const run = await t.app.alerts.run();
    expect(run).toMatchObject({ emails: 1, ads: 1 });

    const [mail, ...more] = await alertsTo(resident);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('1 anúncio novo para "Xilofones"');
    expect(mail!.text, mail!.text!).toContain('Xilofone de madeira para crianças');
    expect(mail!.text).toContain('condomínio Residencial Jardim das Flores');
    expect(mail!.text, mail!.text!).toContain(`${PUBLIC_URL}/detalhe/servico/${ad.code}/`);
    expect(mail!.text).toContain(`${PUBLIC_URL}/anuncios?q=xilofone&sort=data&order=desc`);
    expect(mail!.html).toContain(`src="${PUBLIC_URL}/uploads/anuncios/${ad.code}/1-300.webp"`);
    expect(mail!.html).not.toContain(String(pending.code) + '/');
    const unsubscribe = /^<(https:\/\/nc\.teste\.local\/alertas\/cancelar\?token=[\w-]+)>$/.exec(
      mail!.headers?.['List-Unsubscribe'] ?? '',
    );
    expect(unsubscribe, JSON.stringify(mail!.headers)).not.toBeNull();
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail!.text).toContain(unsubscribe![1]);
    // Paused: nothing. Daily: not before tomorrow's 08:00 (saved after today's).
    expect(await alertsTo(paused)).toEqual([]);
    expect(await alertsTo(daily)).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, residentSearch));
    expect(row!.lastSentAt).toEqual(clock.now());
  });

  it('an ad is sent once; within the hour another waits, then comes alone', async () => {
    clock.advance(10 * MINUTE);
    expect(await t.app.alerts.run()).toMatchObject({ emails: 0 });
    await approvedAd('Xilofone cromático profissional');
    clock.advance(MINUTE);
    // The last alert was 12 minutes ago: at most one e-mail an hour.
    expect(await t.app.alerts.run()).toMatchObject({ emails: 0 });
    expect(await alertsTo(resident)).toHaveLength(1);
    clock.advance(HOUR);
    expect(await t.app.alerts.run()).toMatchObject({ emails: 1, ads: 1 });
    const [latest] = await alertsTo(resident);
    expect(latest!.text).toContain('Xilofone cromático profissional');
    expect(latest!.text).not.toContain('Xilofone de madeira');
    expect(
      await t.database.db.select().from(savedSearchSent).where(eq(savedSearchSent.searchId, residentSearch)),
    ).toHaveLength(2);
    // Run again and again: nothing more.
    clock.advance(2 * HOUR);
    expect(await t.app.alerts.run()).toMatchObject({ emails: 0 });
    expect(await alertsTo(resident)).toHaveLength(2);
  });

  it("the daily digest goes at 08:00 (Brasília) with the day's ads, once a day", async () => {
    // 2026-01-16 10:59 UTC = 07:59 in Brasília: not yet.
    clock.set(new Date('2026-01-16T10:59:00Z'));
    await t.app.alerts.run();
    expect(await alertsTo(daily)).toEqual([]);
    clock.set(new Date('2026-01-16T11:00:00Z'));
    expect(await t.app.alerts.run()).toMatchObject({ emails: 1, ads: 2 });
    const [digest] = await alertsTo(daily);
    expect(digest!.subject).toBe('Resumo do dia: 2 anúncios novos para "Xilofones"');
    expect(digest!.text).toContain('Xilofone cromático profissional');
    expect(digest!.text).toContain('Xilofone de madeira para crianças');
    // Another ad the same day waits for tomorrow's digest.
    clock.advance(HOUR);
    await approvedAd('Xilofone de brinquedo');
    clock.advance(3 * HOUR);
    await t.app.alerts.run();
    expect(await alertsTo(daily)).toHaveLength(1);
    clock.set(new Date('2026-01-17T11:05:00Z'));
    await t.app.alerts.run();
    const digests = await alertsTo(daily);
    expect(digests).toHaveLength(2);
    expect(digests[0]!.text).toContain('Xilofone de brinquedo');
    expect(digests[0]!.text).not.toContain('Xilofone cromático');
    // A day with nothing new sends nothing.
    clock.advance(DAY);
    await t.app.alerts.run();
    expect(await alertsTo(daily)).toHaveLength(2);
  });

  it("one-click unsubscribe by the header's address: no more alerts of that search", async () => {
    const [mail] = await alertsTo(resident);
    const link = new URL(/^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);
    const token = link.searchParams.get('token')!;
    expect(await call(t, 'POST', '/api/buscas-salvas/cancelar', { body: { token } })).toMatchObject({
      status: 200,
      body: { nome: 'Xilofones', pausada: true },
    });
    const before = (await alertsTo(resident)).length;
    await approvedAd('Xilofone pentatônico');
    clock.advance(2 * HOUR);
    await t.app.alerts.run();
    expect(await alertsTo(resident)).toHaveLength(before);
    // Resumed in the panel: only what appears from then on.
    expect(
      (await fresh(resident, 'PATCH', `/api/buscas-salvas/${residentSearch}`, { pausada: false })).status,
    ).toBe(200);
    clock.advance(2 * HOUR);
    await t.app.alerts.run();
    expect(await alertsTo(resident)).toHaveLength(before);
    await approvedAd('Xilofone de orquestra');
    clock.advance(MINUTE);
    await t.app.alerts.run();
    const [latest] = await alertsTo(resident);
    expect(latest!.text).toContain('Xilofone de orquestra');
    expect(latest!.text).not.toContain('pentatônico');
    expect(dailySearch).toBeGreaterThan(0);
  });

  it("the job runs the alerts: sent through the queue's `alertas` worker", async () => {
    await approvedAd('Xilofone usado');
    clock.advance(2 * HOUR);
    const before = (await alertsTo(resident)).length;
    await t.app.jobs.send(t.database.db, 'alertas', {});
    await t.app.jobs.drain();
    expect(await alertsTo(resident)).toHaveLength(before + 1);
  });
});
