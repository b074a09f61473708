import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LEVELS } from '#shared/constants.ts';
import { ACCOUNT_DATA_MESSAGES as M } from '#shared/contracts/account-data.contract.ts';
import { createLocalDiskStorage } from '../../adapters/storage/local-disk-storage.ts';
import {
  conversationMessages,
  conversations,
  dataExports,
  emailOutbox,
  favorites,
  listingImages,
  savedSearches,
  ticketMessages,
  tickets,
} from '../../db/schema/index.ts';
import { createManualClock, DAY, HOUR, type ManualClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing, insertUser, type User } from '../../test/factories/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

const API = '/api/minha-conta/dados';
const FILE = (id: number) => `/api/minha-conta/dados/${id}/arquivo`;

describe('"Meus dados": the export of a user\'s data (issue 36 item 2)', () => {
  let t: TestApp;
  let clock: ManualClock;
  let uploads: string;

  const call = async (method: 'GET' | 'POST', url: string, token?: string) => {
    const res = await t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const isZip = String(res.headers['content-type']).startsWith('application/zip');
    return {
      status: res.statusCode,
      body: isZip ? undefined : res.body ? (res.json() as any) : undefined,
      raw: res.rawPayload,
      headers: res.headers,
    };
  };
  const db = () => t.database.db;
  const person = async (overrides: Partial<User> = {}) => {
    const user = await insertUser(db(), overrides);
    return { user, token: await tokenOf(user) };
  };
  const tokenOf = async (user: User) => (await t.app.sessions.createSession(user.code, false)).token;

  /** A user with an ad with a photo file, a favourite, a saved search, a conversation and a ticket. */
  async function withData(marker: string) {
    const me = await person({ surname: `Sobrenome ${marker}` });
    const other = await person();
    const storage = createLocalDiskStorage(uploads);
    const ad = await insertListing(db(), {
      advertiserCode: me.user.code,
      status: 'publicado',
      title: `Anúncio ${marker}`,
    });
    await storage.put(
      `anuncios/${ad.code}/a-1000.webp`,
      Buffer.from(`bytes da foto ${marker}`),
      'image/webp',
    );
    await db()
      .insert(listingImages)
      .values({
        listingCode: ad.code,
        url: `/uploads/anuncios/${ad.code}/a-1000.webp`,
        thumbUrl: `/uploads/anuncios/${ad.code}/a-300.webp`,
        position: 0,
      });
    const theirAd = await insertListing(db(), { advertiserCode: other.user.code, status: 'publicado' });
    await db().insert(favorites).values({ userCode: me.user.code, listingCode: theirAd.code });
    const now = clock.now();
    await db()
      .insert(savedSearches)
      .values({
        userCode: me.user.code,
        name: `Busca ${marker}`,
        page: 'anuncios',
        query: 'q=bicicleta',
        frequency: 'diaria',
        createdAt: now,
        updatedAt: now,
        checkedUntil: now,
        unsubscribeTokenHash: `segredo-${marker}`,
      });
    const [c] = await db()
      .insert(conversations)
      .values({
        listingCode: theirAd.code,
        title: theirAd.title,
        residentCode: me.user.code,
        advertiserCode: other.user.code,
      })
      .returning();
    await db()
      .insert(conversationMessages)
      .values({ conversationId: c!.id, senderCode: me.user.code, content: `Olá ${marker}` });
    const [ticket] = await db()
      .insert(tickets)
      .values({ userCode: me.user.code, subject: `Ticket ${marker}` })
      .returning();
    await db()
      .insert(ticketMessages)
      .values({ ticketId: ticket!.id, authorCode: me.user.code, from: 'user', body: `Ajuda ${marker}` });
    return { me, other, ad };
  }

  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'nc-dados-'));
    clock = createManualClock(new Date());
    t = await buildTestApp({ UPLOADS_DIR: uploads }, { clock });
  });
  afterAll(async () => {
    await t.close();
    await rm(uploads, { recursive: true, force: true });
  });

  it('answers 401 to a visitor on every route', async () => {
    for (const [method, url] of [
      ['GET', API],
      ['POST', API],
      ['GET', FILE(1)],
    ] as const) {
      const res = await call(method, url);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it("the owner's export: asked, prepared by the job, e-mailed, downloaded as a ZIP with their data and photos only", async () => {
    const { me, ad } = await withData('Dono');
    const someoneElse = await withData('Alheio');

    expect((await call('GET', API, me.token)).body).toEqual({
      ultima: null,
      podePedir: true,
      proximoPedidoEm: null,
    });
    const asked = await call('POST', API, me.token);
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({
      ok: true,
      message: M.exportRequested,
      exportacao: { status: 'pendente', url: null },
    });
    const id = asked.body.exportacao.id as number;

    // While it is prepared: 409, saying when a new one can be asked; the file is not there yet.
    const twice = await call('POST', API, me.token);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/sendo preparados.*a partir de \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
    expect((await call('GET', FILE(id), me.token)).status).toBe(409);

    await t.app.jobs.drain();
    const status = await call('GET', API, me.token);
    expect(status.body).toMatchObject({
      ultima: { id, status: 'pronta', url: FILE(id), bytes: expect.any(Number) },
      podePedir: false,
    });
    const expires = new Date(status.body.ultima.expiraEm).getTime();
    expect(expires - new Date(status.body.ultima.prontaEm).getTime()).toBe(7 * DAY);

    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, me.user.email));
    expect(mail).toMatchObject({ template: 'dados-prontos' });
    expect(mail?.text).toContain('/painel/configuracoes#meus-dados');

    const file = await call('GET', FILE(id), me.token);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename="nc-meus-dados-/);
    expect(file.headers['cache-control']).toBe('no-store');
    const zip = unzipSync(new Uint8Array(file.raw));
    const names = Object.keys(zip).sort();
    expect(names).toEqual(['data.json', `fotos/anuncio-${ad.code}/1.webp`]);
    expect(Buffer.from(zip[`fotos/anuncio-${ad.code}/1.webp`]!).toString()).toBe('bytes da foto Dono');
    const json = JSON.parse(Buffer.from(zip['data.json']!).toString('utf8'));
    expect(json.perfil).toMatchObject({
      codigo: me.user.code,
      email: me.user.email,
      sobrenome: 'Sobrenome Dono',
    });
    expect(json.perfil).not.toHaveProperty('senha_hash');
    expect(json.anuncios).toEqual([
      expect.objectContaining({
        codigo: ad.code,
        titulo: 'Anúncio Dono',
        imagens: [expect.objectContaining({ ordem: 0 })],
      }),
    ]);
    expect(json.anuncios[0]).not.toHaveProperty('busca');
    expect(json.favoritos).toHaveLength(1);
    expect(json.buscasSalvas).toEqual([expect.objectContaining({ nome: 'Busca Dono' })]);
    expect(json.buscasSalvas[0]).not.toHaveProperty('token_cancelar_hash');
    expect(json.conversas).toEqual([
      expect.objectContaining({
        papel: 'interessado',
        mensagens: [expect.objectContaining({ de: 'eu', conteudo: 'Olá Dono' })],
      }),
    ]);
    expect(json.tickets).toEqual([
      expect.objectContaining({
        assunto: 'Ticket Dono',
        mensagens: [expect.objectContaining({ corpo: 'Ajuda Dono' })],
      }),
    ]);
    expect(json.faturas).toEqual([]);
    // Nothing of another user's.
    const text = Buffer.from(zip['data.json']!).toString('utf8');
    for (const foreign of [
      'Alheio',
      someoneElse.me.user.email,
      someoneElse.me.user.document,
      'segredo-Dono',
    ]) {
      expect(text).not.toContain(foreign);
    }

    // Once a day: a new request now is a 429 saying when, with Retry-After.
    const again = await call('POST', API, me.token);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/últimas 24 horas.*a partir de \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(23 * 3600);

    // Another user and an admin get a 404 for this file; the admin's own export is theirs.
    expect((await call('GET', FILE(id), someoneElse.me.token)).status).toBe(404);
    const admin = await person({ level: USER_LEVELS.ADMIN });
    expect((await call('GET', FILE(id), admin.token)).status).toBe(404);
    const adminAsk = await call('POST', API, admin.token);
    expect(adminAsk.status).toBe(202);
    await t.app.jobs.drain();
    expect((await call('GET', FILE(adminAsk.body.exportacao.id), admin.token)).status).toBe(200);
    expect((await call('GET', FILE(2_000_000_000), me.token)).status).toBe(404);
    expect((await call('GET', '/api/minha-conta/dados/abc/arquivo', me.token)).status).toBe(400);
    // The private folder is never served at /uploads/.
    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, id));
    expect(row?.file).toMatch(/^privado\/exportacoes\//);
    expect((await t.app.inject({ url: `/uploads/${row!.file!}` })).statusCode).toBe(404);

    // A day later a new one can be asked; after 7 days the clean-up deletes the first file.
    clock.advance(DAY + HOUR);
    const token = await tokenOf(me.user);
    expect((await call('GET', API, token)).body.podePedir).toBe(true);
    clock.advance(7 * DAY);
    const fresh = await tokenOf(me.user);
    await t.app.jobs.send(db(), 'exportacao-dados', {});
    await t.app.jobs.drain();
    await expect(
      readdir(path.join(uploads, 'privado', 'exportacoes', String(me.user.code))),
    ).resolves.toEqual([]);
    const [cleared] = await db().select().from(dataExports).where(eq(dataExports.id, id));
    expect(cleared?.file).toBeNull();
    const expired = await call('GET', FILE(id), fresh);
    expect(expired).toMatchObject({ status: 410, body: { message: M.exportExpired } });
    expect((await call('GET', API, fresh)).body.ultima).toMatchObject({ id, status: 'expirada', url: null });
  });

  it('an account deleted while its export waits leaves no file and gets no "ready" e-mail', async () => {
    const { me } = await withData('Apagado');
    expect((await call('POST', API, me.token)).status).toBe(202);
    const admin = await person({ level: USER_LEVELS.ADMIN });
    expect((await call('POST', `/api/admin/usuarios/${me.user.code}/excluir`, admin.token)).status).toBe(200);
    await t.app.jobs.drain();
    expect(await db().select().from(dataExports).where(eq(dataExports.userCode, me.user.code))).toEqual([]);
    await expect(
      readdir(path.join(uploads, 'privado', 'exportacoes', String(me.user.code))),
    ).rejects.toThrow();
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.to, me.user.email));
    expect(mail.map((m) => m.template)).toEqual(['conta-excluida']);
  });

  it('a failed export does not count against the day', async () => {
    const me = await person();
    const asked = await call('POST', API, me.token);
    expect(asked.status).toBe(202);
    await db()
      .update(dataExports)
      .set({ status: 'falhou' })
      .where(eq(dataExports.id, asked.body.exportacao.id));
    expect((await call('GET', FILE(asked.body.exportacao.id), me.token)).status).toBe(404);
    expect((await call('POST', API, me.token)).status).toBe(202);
  });
});
