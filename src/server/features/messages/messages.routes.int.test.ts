import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_MESSAGES as M } from '#shared/contracts/messages.constants.ts';
import { USER_LEVELS } from '#shared/constants.ts';
import { createOutboxRepository } from '../../adapters/email/index.ts';
import {
  conversationMessages,
  conversationReports,
  conversations,
  listingReports,
  listings,
  users,
} from '../../db/schema/index.ts';
import { createManualClock, MINUTE } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing, insertUser, type User } from '../../test/factories/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const PUBLIC_URL = 'https://nc.example.com.br';
const LIMIT = 8;

describe('/api/mensagens', () => {
  let t: TestApp;
  const clock = createManualClock(new Date('2026-03-02T12:00:00Z'));
  let admin: Account;

  interface Account {
    user: User;
    token: string;
  }

  const db = () => t.database.db;
  const call = async (method: Method, url: string, as?: Account, body?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: as ? { authorization: `Bearer ${as.token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: res.body ? (res.json() as any) : undefined, headers: res.headers };
  };
  const account = async (overrides: Parameters<typeof insertUser>[1] = {}): Promise<Account> => {
    const user = await insertUser(db(), {
      email: `m${Date.now()}${Math.random()}@teste.nc.local`,
      ...overrides,
    });
    return { user, token: (await t.app.sessions.createSession(user.code, false)).token };
  };
  /** An advertiser with a published listing (one photo) and a resident. */
  const scene = async () => {
    const advertiser = await account({ name: 'Marina' });
    const resident = await account({ name: 'Paulo', level: USER_LEVELS.USUARIO });
    const listing = await insertListing(db(), {
      advertiserCode: advertiser.user.code,
      title: 'Bolos caseiros',
      imageCount: 2,
    });
    return { advertiser, resident, listing };
  };
  /** Time moves a second between steps (read times compare with message times). */
  const tick = (ms = 1000) => clock.advance(ms);
  const start = async (as: Account, anuncio: number, conteudo = 'Olá! Ainda tem?') => {
    tick();
    return call('POST', '/api/mensagens', as, { anuncio, conteudo });
  };
  const send = async (as: Account, id: number, conteudo: string) => {
    tick();
    return call('POST', `/api/mensagens/${id}`, as, { conteudo });
  };
  const mails = async (to: string) => {
    await t.app.background.idle();
    const all = await createOutboxRepository(db()).findLatestMessages({ limit: 50, to });
    return all.filter((m) => m.template === 'mensagem-nova');
  };
  const conversationRow = async (id: number) =>
    (await db().select().from(conversations).where(eq(conversations.id, id)))[0]!;

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL, RATE_LIMIT_MESSAGES_USER: `${LIMIT}/10m` }, { clock });
    admin = await account({ level: USER_LEVELS.ADMIN });
  });
  afterAll(() => t.close());

  describe('who may call', () => {
    it('401 without a session on every route', async () => {
      for (const [method, url] of [
        ['GET', '/api/mensagens'],
        ['GET', '/api/mensagens/nao-lidas'],
        ['POST', '/api/mensagens'],
        ['GET', '/api/mensagens/1'],
        ['POST', '/api/mensagens/1'],
        ['POST', '/api/mensagens/1/bloqueio'],
        ['DELETE', '/api/mensagens/1/bloqueio'],
        ['POST', '/api/mensagens/1/denuncia'],
      ] as const) {
        const res = await call(method, url, undefined, method === 'POST' ? { conteudo: 'x' } : undefined);
        expect(res.status, `${method} ${url}`).toBe(401);
      }
    });

    it('the two parties read the thread; a third user and an admin get 404 on every conversation route', async () => {
      const { advertiser, resident, listing } = await scene();
      const started = await start(resident, listing.code);
      expect(started.status).toBe(201);
      const id = started.body.id;
      for (const party of [resident, advertiser]) {
        const res = await call('GET', `/api/mensagens/${id}`, party);
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body.mensagens).toHaveLength(1);
      }
      const stranger = await account();
      for (const outsider of [stranger, admin]) {
        for (const [method, url, body] of [
          ['GET', `/api/mensagens/${id}`, undefined],
          ['POST', `/api/mensagens/${id}`, { conteudo: 'Oi' }],
          ['POST', `/api/mensagens/${id}/bloqueio`, undefined],
          ['DELETE', `/api/mensagens/${id}/bloqueio`, undefined],
          ['POST', `/api/mensagens/${id}/denuncia`, { motivo: 'fraude' }],
        ] as const) {
          expect(await call(method, url, outsider, body), `${method} ${url}`).toMatchObject({
            status: 404,
            body: { code: 'NOT_FOUND', message: M.notFound },
          });
        }
        expect((await call('GET', '/api/mensagens', outsider)).body.total).toBe(0);
      }
      // Nothing the outsiders tried reached the conversation.
      expect(
        await db().select().from(conversationMessages).where(eq(conversationMessages.conversationId, id)),
      ).toHaveLength(1);
      expect(
        await db().select().from(conversationReports).where(eq(conversationReports.conversationId, id)),
      ).toHaveLength(0);
    });
  });

  describe('start and continue', () => {
    it('the first message opens one conversation; the next continues it; the list shows both sides', async () => {
      const { advertiser, resident, listing } = await scene();
      const first = await start(resident, listing.code, '  Olá! Faz bolo de cenoura?  ');
      expect(first).toMatchObject({
        status: 201,
        body: { ok: true, message: M.sent, mensagem: { conteudo: 'Olá! Faz bolo de cenoura?', minha: true } },
      });
      expect(first.body.mensagem).toMatchObject({ de: resident.user.code, para: advertiser.user.code });
      const again = await start(resident, listing.code, 'E de chocolate?');
      expect(again.body.id).toBe(first.body.id);

      const mine = (await call('GET', '/api/mensagens', resident)).body;
      expect(mine).toMatchObject({ total: 1, page: 1, totalPages: 1, naoLidas: 0 });
      expect(mine.data[0]).toMatchObject({
        id: first.body.id,
        titulo: 'Bolos caseiros',
        ultimo: 'E de chocolate?',
        naoLidas: 0,
        papel: 'interessado',
        aberta: true,
        outro: { codigo: advertiser.user.code, nome: 'Marina' },
        anuncio: {
          codigoANUNCIO: listing.code,
          tituloANUNCIO: 'Bolos caseiros',
          slugANUNCIO: listing.slug,
          tipoANUNCIO: listing.type,
          imagem: listing.images[0]!.thumbUrl,
        },
      });
      const theirs = (await call('GET', '/api/mensagens', advertiser)).body;
      expect(theirs).toMatchObject({ total: 1, naoLidas: 2 });
      expect(theirs.data[0]).toMatchObject({ papel: 'anunciante', naoLidas: 2, outro: { nome: 'Paulo' } });
      expect((await call('GET', '/api/mensagens/nao-lidas', advertiser)).body).toEqual({ naoLidas: 2 });
    });

    it("404 for a listing that is not published or does not exist; 422 for one's own listing", async () => {
      const { advertiser, resident } = await scene();
      const draft = await insertListing(db(), {
        advertiserCode: advertiser.user.code,
        status: 'pendente',
        publishedAt: null,
      });
      for (const anuncio of [draft.code, 999_999]) {
        expect(await start(resident, anuncio)).toMatchObject({
          status: 404,
          body: { code: 'NOT_FOUND', message: M.listingNotFound },
        });
      }
      const own = await insertListing(db(), { advertiserCode: advertiser.user.code });
      expect(await start(advertiser, own.code)).toMatchObject({
        status: 422,
        body: { code: 'BUSINESS_RULE', message: M.ownListing },
      });
      expect(
        await db().select().from(conversations).where(eq(conversations.advertiserCode, advertiser.user.code)),
      ).toHaveLength(0);
    });

    it('two simultaneous first messages make one conversation with both messages', async () => {
      const { resident, listing } = await scene();
      tick();
      const [a, b] = await Promise.all([
        call('POST', '/api/mensagens', resident, { anuncio: listing.code, conteudo: 'Primeira' }),
        call('POST', '/api/mensagens', resident, { anuncio: listing.code, conteudo: 'Segunda' }),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.id).toBe(b.body.id);
      const rows = await db().select().from(conversations).where(eq(conversations.listingCode, listing.code));
      expect(rows).toHaveLength(1);
      expect(
        await db()
          .select()
          .from(conversationMessages)
          .where(eq(conversationMessages.conversationId, a.body.id)),
      ).toHaveLength(2);
    });

    it('bad input answers 400 in Portuguese and stores nothing', async () => {
      const { resident, listing } = await scene();
      const cases: [unknown, string][] = [
        [{ anuncio: listing.code, conteudo: '   ' }, M.empty],
        [{ anuncio: listing.code }, M.empty],
        [{ anuncio: listing.code, conteudo: 'x'.repeat(2001) }, M.tooLong],
        [{ anuncio: 'abc', conteudo: 'Oi' }, 'O parâmetro Anúncio deve ser um número inteiro'],
      ];
      for (const [body, message] of cases) {
        const res = await call('POST', '/api/mensagens', resident, body);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION');
        expect(JSON.stringify(res.body)).toContain(message);
      }
      expect((await call('GET', '/api/mensagens/abc', resident)).status).toBe(400);
      expect((await call('GET', '/api/mensagens/1?depois=x', resident)).status).toBe(400);
      expect(
        await db().select().from(conversations).where(eq(conversations.listingCode, listing.code)),
      ).toHaveLength(0);
    });

    it('2000 characters are accepted; text is stored as sent, HTML included (never rendered)', async () => {
      const { resident, listing } = await scene();
      const html = '<b>oi</b> <script>alert(1)</script> https://exemplo.com';
      const res = await start(resident, listing.code, html);
      expect(res.body.mensagem.conteudo).toBe(html);
      expect((await send(resident, res.body.id, 'y'.repeat(2000))).status).toBe(201);
    });
  });

  describe('the list', () => {
    it('cuts the preview at 80 characters and orders by the newest message, with pages', async () => {
      const { advertiser, resident, listing } = await scene();
      const other = await insertListing(db(), {
        advertiserCode: advertiser.user.code,
        title: 'Aulas de violão',
      });
      const long = `${'a'.repeat(70)} ${'b'.repeat(30)}`;
      const first = await start(resident, listing.code, long);
      const second = await start(resident, other.code, 'Curto');
      let page = (await call('GET', '/api/mensagens', resident)).body;
      expect(page.data.map((c: any) => c.id)).toEqual([second.body.id, first.body.id]);
      const preview: string = page.data[1].ultimo;
      expect(Array.from(preview)).toHaveLength(80);
      expect(preview).toBe(`${long.slice(0, 79)}…`);
      expect(page.data[1].anuncio.imagem).toBe(listing.images[0]!.thumbUrl);
      expect(page.data[0].anuncio.imagem).toBeNull();
      // A new message moves its conversation to the top.
      await send(resident, first.body.id, 'De novo');
      page = (await call('GET', '/api/mensagens?limit=1', resident)).body;
      expect(page).toMatchObject({ total: 2, totalPages: 2, page: 1 });
      expect(page.data.map((c: any) => c.id)).toEqual([first.body.id]);
      page = (await call('GET', '/api/mensagens?limit=1&page=2', resident)).body;
      expect(page.data.map((c: any) => c.id)).toEqual([second.body.id]);
    });
  });

  describe('the thread', () => {
    it('marks read; a poll with depois returns only newer messages and writes nothing when there are none', async () => {
      const { advertiser, resident, listing } = await scene();
      const { id } = (await start(resident, listing.code, 'Um')).body;
      await send(resident, id, 'Dois');
      expect((await call('GET', '/api/mensagens/nao-lidas', advertiser)).body.naoLidas).toBe(2);
      tick();
      const thread = (await call('GET', `/api/mensagens/${id}`, advertiser)).body;
      expect(thread).toMatchObject({
        id,
        titulo: 'Bolos caseiros',
        papel: 'anunciante',
        aberta: true,
        motivoEncerrada: null,
        bloqueado: false,
        temAnteriores: false,
      });
      expect(thread.mensagens.map((m: any) => [m.conteudo, m.minha])).toEqual([
        ['Um', false],
        ['Dois', false],
      ]);
      expect((await call('GET', '/api/mensagens/nao-lidas', advertiser)).body.naoLidas).toBe(0);
      const readAt = (await conversationRow(id)).advertiserReadAt;
      expect(readAt?.toISOString()).toBe(clock.now().toISOString());

      // Nothing new: the poll answers no message and leaves the read time alone.
      const last = thread.mensagens[1].id;
      tick();
      const empty = (await call('GET', `/api/mensagens/${id}?depois=${last}`, advertiser)).body;
      expect(empty.mensagens).toEqual([]);
      expect((await conversationRow(id)).advertiserReadAt).toEqual(readAt);

      await send(resident, id, 'Três');
      expect((await call('GET', '/api/mensagens/nao-lidas', advertiser)).body.naoLidas).toBe(1);
      tick();
      const polled = (await call('GET', `/api/mensagens/${id}?depois=${last}`, advertiser)).body;
      expect(polled.mensagens.map((m: any) => m.conteudo)).toEqual(['Três']);
      expect((await call('GET', '/api/mensagens/nao-lidas', advertiser)).body.naoLidas).toBe(0);
    });

    it('answers at most 100 messages, the newest; antes pages back', async () => {
      const { resident, listing } = await scene();
      const { id } = (await start(resident, listing.code, 'm0')).body;
      await db()
        .insert(conversationMessages)
        .values(
          Array.from({ length: 119 }, (_, i) => ({
            conversationId: id,
            senderCode: resident.user.code,
            content: `m${i + 1}`,
          })),
        );
      const newest = (await call('GET', `/api/mensagens/${id}`, resident)).body;
      expect(newest.mensagens).toHaveLength(100);
      expect(newest.mensagens[0].conteudo).toBe('m20');
      expect(newest.mensagens[99].conteudo).toBe('m119');
      expect(newest.temAnteriores).toBe(true);
      const older = (await call('GET', `/api/mensagens/${id}?antes=${newest.mensagens[0].id}`, resident))
        .body;
      expect(older.mensagens.map((m: any) => m.conteudo)).toEqual(
        Array.from({ length: 20 }, (_, i) => `m${i}`),
      );
      expect(older.temAnteriores).toBe(false);
    });
  });

  describe('closed conversations', () => {
    it('an inactivated listing closes the conversation (409), which stays readable', async () => {
      const { advertiser, resident, listing } = await scene();
      const { id } = (await start(resident, listing.code)).body;
      await db().update(listings).set({ status: 'inativo' }).where(eq(listings.code, listing.code));
      for (const party of [resident, advertiser]) {
        expect(await send(party, id, 'Oi?')).toMatchObject({
          status: 409,
          body: { code: 'CONFLICT', message: M.closed },
        });
        const thread = (await call('GET', `/api/mensagens/${id}`, party)).body;
        expect(thread).toMatchObject({ aberta: false, motivoEncerrada: M.closed });
        expect(thread.mensagens).toHaveLength(1);
      }
      expect((await call('GET', '/api/mensagens', resident)).body.data[0].aberta).toBe(false);
      expect((await start(resident, listing.code)).status).toBe(404);
    });

    it('a deleted listing leaves the conversation readable with its title, anuncio null, closed; still reportable', async () => {
      const { resident, listing } = await scene();
      const { id } = (await start(resident, listing.code)).body;
      await db().delete(listings).where(eq(listings.code, listing.code));
      const thread = (await call('GET', `/api/mensagens/${id}`, resident)).body;
      expect(thread).toMatchObject({
        titulo: 'Bolos caseiros',
        anuncio: null,
        aberta: false,
        motivoEncerrada: M.closed,
      });
      const item = (await call('GET', '/api/mensagens', resident)).body.data[0];
      expect(item).toMatchObject({ id, anuncio: null, aberta: false });
      expect((await send(resident, id, 'Oi?')).status).toBe(409);
      // The report is of the conversation (its messages), not of the listing that is gone.
      expect(
        (await call('POST', `/api/mensagens/${id}/denuncia`, resident, { motivo: 'fraude' })).status,
      ).toBe(201);
    });
  });

  describe('block', () => {
    it("stops the blocked user's messages in every conversation, closes them for both, and unblocks", async () => {
      const { advertiser, resident, listing } = await scene();
      const second = await insertListing(db(), { advertiserCode: advertiser.user.code });
      const { id } = (await start(resident, listing.code)).body;
      const other = (await start(resident, second.code)).body.id;

      for (let i = 0; i < 2; i++) {
        expect(await call('POST', `/api/mensagens/${id}/bloqueio`, advertiser)).toMatchObject({
          status: 200,
          body: { ok: true, message: M.blockedDone },
        });
      }
      for (const conv of [id, other]) {
        expect(await send(resident, conv, 'Oi?')).toMatchObject({
          status: 403,
          body: { message: M.blocked },
        });
      }
      expect((await start(resident, second.code)).status).toBe(403);
      // The blocker cannot write either while the block stands.
      expect((await send(advertiser, id, 'Oi')).status).toBe(403);

      const blockerView = (await call('GET', `/api/mensagens/${other}`, advertiser)).body;
      expect(blockerView).toMatchObject({ aberta: false, bloqueado: true, motivoEncerrada: M.blockedByMe });
      const blockedView = (await call('GET', `/api/mensagens/${id}`, resident)).body;
      expect(blockedView).toMatchObject({ aberta: false, bloqueado: false, motivoEncerrada: M.blocked });
      for (const party of [resident, advertiser]) {
        const list = (await call('GET', '/api/mensagens', party)).body.data;
        expect(list.map((c: any) => c.aberta)).toEqual([false, false]);
      }

      for (let i = 0; i < 2; i++) {
        expect(await call('DELETE', `/api/mensagens/${id}/bloqueio`, advertiser)).toMatchObject({
          status: 200,
          body: { message: M.unblockedDone },
        });
      }
      expect((await send(resident, other, 'Voltei')).status).toBe(201);
      expect((await call('GET', `/api/mensagens/${id}`, resident)).body.aberta).toBe(true);
    });
  });

  describe('report', () => {
    it('is a report of the conversation about the other party, not of the listing: never counted on it', async () => {
      const { advertiser, resident, listing } = await scene();
      const { id } = (await start(resident, listing.code, 'Quanto custa?')).body;
      await send(advertiser, id, 'Mande um Pix adiantado para outra conta');
      const res = await call('POST', `/api/mensagens/${id}/denuncia`, resident, {
        motivo: 'fraude',
        detalhes: '  Pediu pagamento fora do site  ',
      });
      expect(res).toMatchObject({ status: 201, body: { ok: true, message: M.reported } });
      expect(
        await db().select().from(conversationReports).where(eq(conversationReports.conversationId, id)),
      ).toEqual([
        expect.objectContaining({
          reportedCode: advertiser.user.code,
          reporterCode: resident.user.code,
          reason: 'fraude',
          details: 'Pediu pagamento fora do site',
          resolvedAt: null,
        }),
      ]);
      // Nothing on the listing: no row, no open-report count, not in the listings' queue.
      expect(
        await db().select().from(listingReports).where(eq(listingReports.listingCode, listing.code)),
      ).toEqual([]);
      expect((await call('GET', `/api/admin/anuncios/${listing.code}`, admin)).body.denunciasAbertas).toBe(0);
      const listed = (await call('GET', `/api/admin/anuncios?q=${listing.code}`, admin)).body.data;
      expect(listed.find((a: any) => a.codigoANUNCIO === listing.code).denunciasAbertas).toBe(0);
      const queue = (await call('GET', '/api/admin/denuncias?limit=100', admin)).body.data;
      expect(queue.map((q: any) => q.anuncio.codigoANUNCIO)).not.toContain(listing.code);

      // The advertiser reports the resident in turn: a report about the resident.
      expect(
        (
          await call('POST', `/api/mensagens/${id}/denuncia`, advertiser, {
            motivo: 'outro',
            detalhes: 'Ofensas',
          })
        ).status,
      ).toBe(201);
      const rows = await db()
        .select()
        .from(conversationReports)
        .where(eq(conversationReports.conversationId, id));
      expect(rows.map((r) => [r.reporterCode, r.reportedCode])).toEqual(
        expect.arrayContaining([[advertiser.user.code, resident.user.code]]),
      );
    });

    it('a repeat while the report is open answers 200 and stores nothing; two at once store one', async () => {
      const { resident, listing } = await scene();
      const { id } = (await start(resident, listing.code)).body;
      const [a, b] = await Promise.all([
        call('POST', `/api/mensagens/${id}/denuncia`, resident, { motivo: 'fraude' }),
        call('POST', `/api/mensagens/${id}/denuncia`, resident, { motivo: 'conteudo_proibido' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 201]);
      expect(b.body.message).toBe(M.reported);
      expect(
        await db().select().from(conversationReports).where(eq(conversationReports.conversationId, id)),
      ).toHaveLength(1);
    });

    it('400 in Portuguese: bad or listing-only reason, outro without details, details past 1000 characters', async () => {
      const { resident, listing } = await scene();
      const { id } = (await start(resident, listing.code)).body;
      const url = `/api/mensagens/${id}/denuncia`;
      for (const [body, text] of [
        [{ motivo: 'spam' }, 'Escolha o motivo da denúncia.'],
        [{ motivo: 'duplicado' }, 'Escolha o motivo da denúncia.'],
        [{ motivo: 'outro', detalhes: '   ' }, M.reportDetailsRequired],
        [
          { motivo: 'fraude', detalhes: 'x'.repeat(1001) },
          'Os detalhes devem ter no máximo 1000 caracteres.',
        ],
      ] as const) {
        const bad = await call('POST', url, resident, body);
        expect(bad, JSON.stringify(body)).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
        expect(JSON.stringify(bad.body)).toContain(text);
      }
      expect(
        await db().select().from(conversationReports).where(eq(conversationReports.conversationId, id)),
      ).toEqual([]);
    });
  });

  describe('rate limit', () => {
    it(`429 with the messages' wording past ${LIMIT} writes in 10 minutes, per sender, invalid ones counted`, async () => {
      const { advertiser, resident, listing } = await scene();
      const { id } = (await start(resident, listing.code)).body;
      expect((await send(resident, id, '   ')).status).toBe(400);
      for (let i = 2; i < LIMIT; i++) expect((await send(resident, id, `m${i}`)).status).toBe(201);
      const limited = await send(resident, id, 'mais uma');
      expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED', message: M.rateLimited } });
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await start(resident, listing.code)).status).toBe(429);
      // The other party is not limited by the resident's count.
      expect((await send(advertiser, id, 'Pode falar')).status).toBe(201);
      clock.advance(10 * MINUTE);
      expect((await send(resident, id, 'Voltei')).status).toBe(201);
    });
  });

  describe('e-mail to the recipient', () => {
    it('one per conversation per 15 minutes, with who wrote, the title, the excerpt and the link', async () => {
      const { advertiser, resident, listing } = await scene();
      const long = `${'Olá '.repeat(60)}fim`;
      const { id } = (await start(resident, listing.code, long)).body;
      let sent = await mails(advertiser.user.email);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.subject).toBe('Nova mensagem de Paulo sobre "Bolos caseiros"');
      expect(sent[0]!.text).toContain(`${PUBLIC_URL}/painel/mensagens?c=${id}`);
      expect(sent[0]!.text).toContain(`“${long.slice(0, 200)}…”`);
      expect(sent[0]!.text).not.toContain('fim');

      await send(resident, id, 'Segunda');
      clock.advance(14 * MINUTE);
      await send(resident, id, 'Terceira');
      expect(await mails(advertiser.user.email)).toHaveLength(1);
      clock.advance(MINUTE);
      await send(resident, id, 'Quarta');
      sent = await mails(advertiser.user.email);
      expect(sent).toHaveLength(2);
      // The answer e-mails the resident, on their own clock.
      await send(advertiser, id, 'Resposta');
      expect(await mails(resident.user.email)).toHaveLength(1);
    });

    it('two concurrent sends e-mail once', async () => {
      const { advertiser, resident, listing } = await scene();
      const { id } = (await start(resident, listing.code)).body;
      tick();
      await Promise.all([
        call('POST', `/api/mensagens/${id}`, advertiser, { conteudo: 'A' }),
        call('POST', `/api/mensagens/${id}`, advertiser, { conteudo: 'B' }),
      ]);
      expect(await mails(resident.user.email)).toHaveLength(1);
    });

    it('none when the recipient turned the notices off in the profile', async () => {
      const { advertiser, resident, listing } = await scene();
      const saved = await call('PUT', `/api/usuarios/editar/${advertiser.user.code}`, advertiser, {
        nomeUSUARIO: 'Marina',
        avisosMensagensUSUARIO: 0,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.usuario.avisosMensagensUSUARIO).toBe(0);
      await start(resident, listing.code);
      expect(await mails(advertiser.user.email)).toHaveLength(0);
      const [row] = await db().select().from(users).where(eq(users.code, advertiser.user.code));
      expect(row!.messageEmails).toBe(false);
    });
  });

  it('every route is in the OpenAPI description under Mensagens', async () => {
    const doc = (await call('GET', '/api/openapi.json')).body;
    for (const [p, m] of [
      ['/api/mensagens', 'get'],
      ['/api/mensagens', 'post'],
      ['/api/mensagens/nao-lidas', 'get'],
      ['/api/mensagens/{id}', 'get'],
      ['/api/mensagens/{id}', 'post'],
      ['/api/mensagens/{id}/bloqueio', 'post'],
      ['/api/mensagens/{id}/bloqueio', 'delete'],
      ['/api/mensagens/{id}/denuncia', 'post'],
    ] as const) {
      const op = doc.paths[p]?.[m];
      expect(op?.tags, `${m} ${p}`).toEqual(['Mensagens']);
      expect(Object.keys(op?.responses ?? {}), `${m} ${p}`).toContain('401');
    }
  });
});
