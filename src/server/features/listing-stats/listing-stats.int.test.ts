import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_STATS_API as API } from '#shared/contracts/listing-stats.constants.ts';
import { createManualClock, DAY, type ManualClock } from '../../lib/clock.ts';
import { saoPauloDay } from '../../lib/periods.ts';
import { queryRows } from '../../lib/sql.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing } from '../../test/factories/index.ts';
import { call, owner, type Owner } from '../../test/own-ads-kit.ts';
import { createListingStatsRepository } from './listing-stats.repository.ts';

/**
 * The advertisers' statistics (ADR 024): the listing page's events counted once per visitor, ad,
 * counter and day, bots and the owner left out, batched into one row per ad and day; the owner
 * reads them, nobody else does; the daily clean-up deletes the salt and the keys.
 */

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('listing statistics', () => {
  let t: TestApp;
  let clock: ManualClock;
  beforeAll(async () => {
    // 15:00 UTC: noon in Brasília, far from a day's edge.
    clock = createManualClock(new Date('2026-11-20T15:00:00Z'));
    t = await buildTestApp({}, { clock });
  });
  afterAll(() => t.close());

  async function event(
    listingCode: number,
    tipo: string,
    opts: { ip?: string; ua?: string; headers?: Record<string, string> } = {},
  ) {
    const res = await t.app.inject({
      method: 'POST',
      url: API.event(listingCode),
      remoteAddress: opts.ip ?? '203.0.113.10',
      headers: { 'user-agent': opts.ua ?? CHROME, ...opts.headers },
      payload: { tipo },
    });
    return res;
  }

  async function adOf(o: Owner, status: 'publicado' | 'inativo' = 'publicado') {
    const ad = await insertListing(t.database.db, {
      advertiserCode: o.user.code,
      status,
      title: 'Bolo de pote',
    });
    return ad.code;
  }

  const rowsOf = (listingCode: number) =>
    queryRows<Record<string, number | string>>(
      t.database.db,
      sql`select dia::text as dia, visualizacoes, whatsapp, mapa, site, redes, favoritos, conversas
          from estatisticas_anuncios where anuncio = ${listingCode} order by dia`,
    );

  it('counts a view once per visitor and day, each contact action apart, and never a bot', async () => {
    const me = await owner(t);
    const id = await adOf(me);
    expect((await event(id, 'visualizacao')).statusCode).toBe(204);
    // The same visitor again (a reload), then from another browser and another address.
    await event(id, 'visualizacao');
    await event(id, 'visualizacao', { ua: FIREFOX });
    await event(id, 'visualizacao', { ip: '198.51.100.4' });
    await event(id, 'whatsapp');
    await event(id, 'whatsapp');
    await event(id, 'mapa');
    await event(id, 'site');
    await event(id, 'redes');
    await event(id, 'favorito');
    // Crawlers and scripts: answered the same, never counted.
    expect((await event(id, 'visualizacao', { ua: GOOGLEBOT })).statusCode).toBe(204);
    expect((await event(id, 'visualizacao', { ua: '' })).statusCode).toBe(204);
    await t.app.statsRecorder.flush();
    // A reload after the batch was written (the process remembers the key, the table would refuse it anyway).
    await event(id, 'visualizacao');
    await t.app.statsRecorder.flush();

    expect(await rowsOf(id)).toEqual([
      {
        dia: '2026-11-20',
        visualizacoes: 3,
        whatsapp: 1,
        mapa: 1,
        site: 1,
        redes: 1,
        favoritos: 1,
        conversas: 0,
      },
    ]);
    // No IP or user agent anywhere: the keys are 16-byte hashes, the salt apart.
    const keys = await queryRows<{ n: number; len: number }>(
      t.database.db,
      sql`select count(*)::int as n, max(length(chave))::int as len from estatisticas_visitantes`,
    );
    expect(keys[0]!.len).toBe(16);
  });

  it('a new day counts the same visitor again, in a row of its own', async () => {
    const me = await owner(t);
    const id = await adOf(me);
    await event(id, 'visualizacao');
    await t.app.statsRecorder.flush();
    clock.advance(DAY);
    try {
      await event(id, 'visualizacao');
      await t.app.statsRecorder.flush();
      expect((await rowsOf(id)).map((r) => [r.dia, r.visualizacoes])).toEqual([
        ['2026-11-20', 1],
        ['2026-11-21', 1],
      ]);
    } finally {
      clock.advance(-DAY);
    }
  });

  it("leaves out the advertiser's own visits and ads that are not on the site", async () => {
    const me = await owner(t);
    const id = await adOf(me);
    const off = await adOf(me, 'inativo');
    await event(id, 'visualizacao', { headers: me.headers });
    await event(off, 'visualizacao');
    await event(999_999, 'visualizacao');
    await t.app.statsRecorder.flush();
    expect(await rowsOf(id)).toEqual([]);
    expect(await rowsOf(off)).toEqual([]);
  });

  it('refuses an unknown action or a bad code with a 400 in Portuguese', async () => {
    const me = await owner(t);
    const id = await adOf(me);
    const bad = await event(id, 'clique');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/use um destes: visualizacao, whatsapp/);
    expect((await event(0, 'visualizacao')).statusCode).toBe(400);
  });

  it('counts a conversation when it starts, not its later messages', async () => {
    const me = await owner(t);
    const resident = await owner(t);
    const id = await adOf(me);
    const first = await resident.call('POST', '/api/mensagens', {
      anuncio: id,
      conteudo: 'Ainda tem bolo de pote?',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    await t.app.statsRecorder.flush();
    clock.advance(DAY);
    try {
      await resident.call('POST', '/api/mensagens', { anuncio: id, conteudo: 'Vou querer dois.' });
      await t.app.statsRecorder.flush();
    } finally {
      clock.advance(-DAY);
    }
    expect((await rowsOf(id)).map((r) => [r.dia, r.conversas])).toEqual([['2026-11-20', 1]]);
  });

  it("the owner reads their ad's days and their ads' totals; anonymous 401, another user and an admin 404", async () => {
    const me = await owner(t);
    const other = await owner(t);
    const admin = await owner(t, { admin: true });
    const id = await adOf(me);
    const quiet = await adOf(me);
    await event(id, 'visualizacao');
    await event(id, 'visualizacao', { ip: '198.51.100.9' });
    await event(id, 'whatsapp');
    await t.app.statsRecorder.flush();

    const url = API.listing(id);
    expect((await call(t, 'GET', url)).status).toBe(401);
    expect((await other.call('GET', url)).status).toBe(404);
    expect((await admin.call('GET', url)).status).toBe(404);
    const mine = await me.call('GET', url);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      codigoANUNCIO: id,
      tituloANUNCIO: 'Bolo de pote',
      ate: '2026-11-20',
      totais: { visualizacao: 2, whatsapp: 1, conversa: 0 },
    });
    expect(mine.body.dias).toHaveLength(90);
    expect(mine.body.dias.at(-1)).toMatchObject({ dia: '2026-11-20', visualizacao: 2 });
    expect(mine.body.dias[0]).toMatchObject({ dia: '2026-08-23', visualizacao: 0 });

    expect((await call(t, 'GET', API.mine)).status).toBe(401);
    const totals = await me.call('GET', `${API.mine}?dias=30`);
    expect(totals.status).toBe(200);
    expect(totals.body.dias).toHaveLength(30);
    expect(totals.body.totais).toMatchObject({ visualizacao: 2, whatsapp: 1 });
    expect(totals.body.porAnuncio).toEqual([expect.objectContaining({ codigoANUNCIO: id, visualizacao: 2 })]);
    // Named ads: in the order asked, zeros included; another user's ad is simply not there.
    const named = await me.call('GET', `${API.mine}?anuncios=${quiet},${id},${await adOf(other)}`);
    expect(named.body.porAnuncio.map((r: { codigoANUNCIO: number }) => r.codigoANUNCIO)).toEqual([quiet, id]);
    expect(named.body.porAnuncio[0]).toMatchObject({ visualizacao: 0 });
    // Another user sees only their own (nothing); an admin too.
    expect((await other.call('GET', API.mine)).body.totais.visualizacao).toBe(0);
    expect((await admin.call('GET', API.mine)).body.totais.visualizacao).toBe(0);
    // A period out of range is a 400.
    expect((await me.call('GET', `${API.mine}?dias=365`)).status).toBe(400);
    expect((await me.call('GET', `${API.mine}?anuncios=abc`)).status).toBe(400);
  });

  it('writes a batch of any size: more ads than a statement has parameters, keys and rows across chunks', async () => {
    const me = await owner(t);
    const ids = [await adOf(me), await adOf(me)];
    const repo = createListingStatsRepository(t.database.db);
    // 70,000 distinct ads in one flush: more than PostgreSQL's 65,535 parameters if each were one.
    const codes = [...ids, ...Array.from({ length: 70_000 }, (_, i) => 900_000_000 + i)];
    const owners = await repo.ownersOf(codes);
    expect(owners.map((o) => o.listingCode).sort()).toEqual([...ids].sort());
    expect(owners.every((o) => o.advertiserCode === me.user.code && o.published)).toBe(true);

    const day = '2026-11-19';
    const keys = Array.from({ length: 4_500 }, (_, i) => ({
      key: i.toString(16).padStart(32, '0'),
      day,
    }));
    expect((await repo.addNewKeys(keys)).size).toBe(4_500);
    // The same keys again (a second process, say): none is new.
    expect((await repo.addNewKeys(keys.slice(0, 2_500))).size).toBe(0);

    // 4,500 increments (two ads, 2,250 days each) over three chunks, written twice: they add up.
    const increments = Array.from({ length: 4_500 }, (_, i) => ({
      listingCode: ids[i % 2]!,
      day: new Date(Date.UTC(2020, 0, 1 + Math.floor(i / 2))).toISOString().slice(0, 10),
      counts: { visualizacao: 1, whatsapp: i % 4 === 0 ? 1 : 0 },
    }));
    await repo.addCounts(increments);
    await repo.addCounts(increments);
    const rows = await rowsOf(ids[0]!);
    expect(rows.length).toBe(2_250);
    expect(rows.reduce((n, r) => n + Number(r.visualizacoes), 0)).toBe(4_500);
    expect(rows.reduce((n, r) => n + Number(r.whatsapp), 0)).toBe(2_250);
    expect(rows.reduce((n, r) => n + Number(r.conversas), 0)).toBe(0);
  });

  it("the daily clean-up deletes the past days' salts and keys and keeps today's", async () => {
    const me = await owner(t);
    const id = await adOf(me);
    await event(id, 'visualizacao');
    await t.app.statsRecorder.flush();
    const today = saoPauloDay(clock.now());
    const count = async (table: 'estatisticas_sal' | 'estatisticas_visitantes') =>
      (
        await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.raw(table)}`)
      )[0]!.n;
    expect(await count('estatisticas_sal')).toBeGreaterThan(0);

    clock.advance(2 * DAY);
    try {
      await t.app.jobs.send(t.database.db, 'estatisticas', {});
      await t.app.jobs.drain();
      const salts = await queryRows<{ dia: string }>(
        t.database.db,
        sql`select dia::text as dia from estatisticas_sal`,
      );
      expect(salts.filter((s) => s.dia <= today)).toEqual([]);
      expect(await count('estatisticas_visitantes')).toBe(0);
      // The counts stay.
      expect((await rowsOf(id)).length).toBe(1);
    } finally {
      clock.advance(-2 * DAY);
    }
  });
});
