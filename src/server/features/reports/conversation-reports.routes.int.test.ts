import { readdir, readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LEVELS } from '#shared/constants.ts';
import { ADMIN_USERS_MESSAGES } from '#shared/contracts/admin-users.constants.ts';
import {
  CONVERSATION_REPORT_MESSAGES as M,
  DEFAULT_WARNING_TEXT,
} from '#shared/contracts/reports.constants.ts';
import { createOutboxRepository } from '../../adapters/email/index.ts';
import {
  auditLog,
  conversationReports,
  conversations,
  listingReports,
  users,
} from '../../db/schema/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing, insertUser, type User } from '../../test/factories/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

type Method = 'GET' | 'POST';
const PUBLIC_URL = 'https://nc.example.com.br';
const BASE = '/api/admin/denuncias/conversas';

describe("conversation reports in the admins' queue", () => {
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
      email: `r${Date.now()}${Math.random()}@teste.nc.local`,
      ...overrides,
    });
    return { user, token: (await t.app.sessions.createSession(user.code, false)).token };
  };
  const say = async (as: Account, id: number, conteudo: string) => {
    clock.advance(1000);
    const res = await call('POST', `/api/mensagens/${id}`, as, { conteudo });
    expect(res.status).toBe(201);
  };
  /**
   * A resident and an advertiser talk about a listing; the resident reports the conversation
   * (after `before` messages), then one more message follows the report.
   */
  const reported = async (opts: { before?: string[]; detalhes?: string } = {}) => {
    const advertiser = await account({ name: 'Marina', surname: 'Souza' });
    const resident = await account({ name: 'Paulo', surname: 'Lima', level: USER_LEVELS.USUARIO });
    const listing = await insertListing(db(), {
      advertiserCode: advertiser.user.code,
      title: 'Bolos caseiros',
    });
    clock.advance(1000);
    const started = await call('POST', '/api/mensagens', resident, {
      anuncio: listing.code,
      conteudo: 'Quanto custa?',
    });
    const conversationId: number = started.body.id;
    for (const text of opts.before ?? ['Mande um Pix adiantado para outra conta']) {
      await say(advertiser, conversationId, text);
    }
    clock.advance(1000);
    const res = await call('POST', `/api/mensagens/${conversationId}/denuncia`, resident, {
      motivo: 'fraude',
      detalhes: opts.detalhes ?? 'Pediu pagamento fora do site',
    });
    expect(res.status).toBe(201);
    await say(advertiser, conversationId, 'Depois da denúncia');
    const [row] = await db()
      .select()
      .from(conversationReports)
      .where(eq(conversationReports.conversationId, conversationId));
    return { advertiser, resident, listing, conversationId, reportId: row!.id };
  };
  const reportRow = async (id: number) =>
    (await db().select().from(conversationReports).where(eq(conversationReports.id, id)))[0]!;
  const userAudit = (code: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'usuario'), eq(auditLog.entityId, code)))
      .orderBy(auditLog.id);
  const warnings = async (to: string) =>
    (await createOutboxRepository(db()).findLatestMessages({ limit: 20, to })).filter(
      (m) => m.template === 'advertencia-conversa',
    );
  const queue = async () => (await call('GET', `${BASE}?limit=100`, admin)).body;

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL }, { clock });
    admin = await account({ name: 'Ana', surname: 'Admin', level: USER_LEVELS.ADMIN });
  });
  afterAll(() => t.close());

  it('401 anonymous; 403 for the reporter, the reported user and any non-admin on every route; nothing changes', async () => {
    const { advertiser, resident, reportId } = await reported();
    const routes = [
      ['GET', BASE],
      ['POST', `${BASE}/${reportId}/bloquear`],
      ['POST', `${BASE}/${reportId}/advertir`],
      ['POST', `${BASE}/${reportId}/descartar`],
    ] as const;
    const other = await account({ level: USER_LEVELS.ANUNCIANTE });
    for (const [method, url] of routes) {
      expect((await call(method, url)).status, `${method} ${url} anonymous`).toBe(401);
      for (const who of [resident, advertiser, other]) {
        expect((await call(method, url, who)).status, `${method} ${url}`).toBe(403);
      }
    }
    expect(await reportRow(reportId)).toMatchObject({ resolvedAt: null });
    expect(await warnings(advertiser.user.email)).toEqual([]);
    const [account_] = await db().select().from(users).where(eq(users.code, advertiser.user.code));
    expect(account_!.active).toBe(true);
  });

  it('the admin sees it as a conversation report: who, about whom, the conversation and its messages up to the report', async () => {
    const { advertiser, resident, listing, conversationId, reportId } = await reported();
    const res = await call('GET', BASE, admin);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const item = (await queue()).data.find((i: any) => i.id === reportId);
    expect(item).toMatchObject({
      motivo: 'fraude',
      detalhes: 'Pediu pagamento fora do site',
      denunciante: { codigo: resident.user.code, nome: 'Paulo Lima' },
      denunciado: {
        codigo: advertiser.user.code,
        nome: 'Marina Souza',
        email: advertiser.user.email,
        ativo: true,
      },
      conversa: {
        id: conversationId,
        titulo: 'Bolos caseiros',
        anuncio: { codigoANUNCIO: listing.code, statusANUNCIO: 'publicado' },
      },
      temAnteriores: false,
    });
    // Oldest first, each with its sender and time; the message sent after the report is not shown.
    expect(item.mensagens.map((m: any) => [m.remetente.nome, m.conteudo, m.doDenunciado])).toEqual([
      ['Paulo Lima', 'Quanto custa?', false],
      ['Marina Souza', 'Mande um Pix adiantado para outra conta', true],
    ]);
    expect(item.mensagens[0].enviadaEm < item.mensagens[1].enviadaEm).toBe(true);
    expect(item.mensagens[1].enviadaEm <= item.criadoEm).toBe(true);
    // Not on the listing: its reports and its count stay empty.
    expect(
      await db().select().from(listingReports).where(eq(listingReports.listingCode, listing.code)),
    ).toEqual([]);
    expect((await call('GET', `/api/admin/anuncios/${listing.code}`, admin)).body.denunciasAbertas).toBe(0);
  });

  it('shows the last 20 messages up to the report and says older ones exist', async () => {
    const many = Array.from({ length: 24 }, (_, i) => `Mensagem ${i + 1}`);
    const { reportId } = await reported({ before: many });
    const item = (await queue()).data.find((i: any) => i.id === reportId);
    expect(item.mensagens).toHaveLength(20);
    expect(item.temAnteriores).toBe(true);
    expect(item.mensagens.at(-1).conteudo).toBe('Mensagem 24');
    expect(item.mensagens[0].conteudo).toBe('Mensagem 5');
  });

  it('"Bloquear" blocks the reported user as admin-users does (sessions ended) and resolves the report, audited', async () => {
    const { advertiser, resident, reportId, conversationId } = await reported();
    const res = await call('POST', `${BASE}/${reportId}/bloquear`, admin);
    expect(res).toMatchObject({
      status: 200,
      body: { ok: true, id: reportId, alterado: true, message: M.blocked },
    });
    const [blocked] = await db().select().from(users).where(eq(users.code, advertiser.user.code));
    expect(blocked!.active).toBe(false);
    // The reported user's session is over; the reporter's is not.
    expect((await call('GET', '/api/mensagens', advertiser)).status).toBe(401);
    expect((await call('GET', '/api/mensagens', resident)).status).toBe(200);
    expect(await reportRow(reportId)).toMatchObject({ resolution: 'bloqueado', resolvedBy: admin.user.code });
    expect(await userAudit(advertiser.user.code)).toEqual([
      expect.objectContaining({
        action: 'bloquear',
        actorCode: admin.user.code,
        after: expect.objectContaining({
          ativoUSUARIO: false,
          denunciaConversa: reportId,
          conversa: conversationId,
        }),
      }),
    ]);
    expect((await queue()).data.map((i: any) => i.id)).not.toContain(reportId);
    // A repeat changes nothing.
    expect(await call('POST', `${BASE}/${reportId}/bloquear`, admin)).toMatchObject({
      status: 200,
      body: { alterado: false, message: M.alreadyResolved },
    });
    expect(await userAudit(advertiser.user.code)).toHaveLength(1);
  });

  it('"Bloquear" of a user already blocked resolves the report with its own audit line', async () => {
    const { advertiser, reportId } = await reported();
    await db().update(users).set({ active: false }).where(eq(users.code, advertiser.user.code));
    expect(await call('POST', `${BASE}/${reportId}/bloquear`, admin)).toMatchObject({
      status: 200,
      body: { alterado: true, message: M.alreadyBlocked },
    });
    expect(await reportRow(reportId)).toMatchObject({ resolution: 'bloqueado' });
    expect((await userAudit(advertiser.user.code)).map((a) => a.action)).toEqual(['denuncia_resolvida']);
  });

  it('an admin cannot block their own account through a report: 409, the report stays open', async () => {
    const other = await account({ level: USER_LEVELS.USUARIO });
    const listing = await insertListing(db(), { advertiserCode: admin.user.code });
    clock.advance(1000);
    const { id } = (await call('POST', '/api/mensagens', other, { anuncio: listing.code, conteudo: 'Oi' }))
      .body;
    expect((await call('POST', `/api/mensagens/${id}/denuncia`, other, { motivo: 'fraude' })).status).toBe(
      201,
    );
    const [row] = await db()
      .select()
      .from(conversationReports)
      .where(eq(conversationReports.conversationId, id));
    expect(await call('POST', `${BASE}/${row!.id}/bloquear`, admin)).toMatchObject({
      status: 409,
      body: { message: ADMIN_USERS_MESSAGES.selfBlock },
    });
    expect(await reportRow(row!.id)).toMatchObject({ resolvedAt: null });
  });

  it('"Advertir" e-mails the admin\'s text to the reported user, never naming the reporter, and resolves the report', async () => {
    const { advertiser, resident, reportId, conversationId } = await reported();
    const text = 'Não peça pagamento fora do portal.\n\nNa próxima vez, sua conta será bloqueada.';
    const res = await call('POST', `${BASE}/${reportId}/advertir`, admin, { mensagem: `  ${text}  ` });
    expect(res).toMatchObject({ status: 200, body: { alterado: true, message: M.warned } });
    const [mail] = await warnings(advertiser.user.email);
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('Não peça pagamento fora do portal.');
    expect(mail!.text).toContain('Na próxima vez, sua conta será bloqueada.');
    expect(mail!.text).toContain('Bolos caseiros');
    expect(mail!.text).toContain(`${PUBLIC_URL}/painel/mensagens`);
    expect(mail!.text).not.toContain('Paulo');
    expect(await warnings(resident.user.email)).toEqual([]);
    expect(await reportRow(reportId)).toMatchObject({ resolution: 'advertido', resolvedBy: admin.user.code });
    expect(await userAudit(advertiser.user.code)).toEqual([
      expect.objectContaining({
        action: 'advertir',
        after: { denunciaConversa: reportId, conversa: conversationId, aviso: text },
      }),
    ]);
    // The account is untouched; a repeat sends nothing more.
    const [row] = await db().select().from(users).where(eq(users.code, advertiser.user.code));
    expect(row!.active).toBe(true);
    expect(
      (await call('POST', `${BASE}/${reportId}/advertir`, admin, { mensagem: 'De novo' })).body,
    ).toMatchObject({
      alterado: false,
      message: M.alreadyResolved,
    });
    expect(await warnings(advertiser.user.email)).toHaveLength(1);
  });

  it('"Advertir" without a text sends the standard one; 400 in Portuguese past 2000 characters', async () => {
    const { advertiser, reportId } = await reported();
    const long = await call('POST', `${BASE}/${reportId}/advertir`, admin, { mensagem: 'x'.repeat(2001) });
    expect(long).toMatchObject({ status: 400, body: { message: expect.stringContaining(M.warningTooLong) } });
    expect(await reportRow(reportId)).toMatchObject({ resolvedAt: null });
    expect((await call('POST', `${BASE}/${reportId}/advertir`, admin)).status).toBe(200);
    const [mail] = await warnings(advertiser.user.email);
    expect(mail!.text).toContain(DEFAULT_WARNING_TEXT);
  });

  it('"Descartar" resolves the report, audited, and tells no one', async () => {
    const { advertiser, resident, reportId, conversationId } = await reported();
    expect(await call('POST', `${BASE}/${reportId}/descartar`, admin)).toMatchObject({
      status: 200,
      body: { alterado: true, message: M.dismissed },
    });
    expect(await reportRow(reportId)).toMatchObject({
      resolution: 'descartado',
      resolvedBy: admin.user.code,
    });
    expect(await userAudit(advertiser.user.code)).toEqual([
      expect.objectContaining({
        action: 'denuncia_descartada',
        after: { denunciaConversa: reportId, conversa: conversationId },
      }),
    ]);
    expect(await warnings(advertiser.user.email)).toEqual([]);
    expect((await call('POST', `${BASE}/${reportId}/descartar`, admin)).body.alterado).toBe(false);
    // Once resolved, the reporter may report the conversation again.
    expect(
      (await call('POST', `/api/mensagens/${conversationId}/denuncia`, resident, { motivo: 'fraude' }))
        .status,
    ).toBe(201);
  });

  it('404 for a report that does not exist; 400 for a bad id', async () => {
    for (const action of ['bloquear', 'advertir', 'descartar']) {
      expect(await call('POST', `${BASE}/999999/${action}`, admin)).toMatchObject({
        status: 404,
        body: { message: M.notFound },
      });
      expect((await call('POST', `${BASE}/abc/${action}`, admin)).status).toBe(400);
    }
  });

  it("counts on the dashboard's open reports", async () => {
    const before = (await call('GET', '/api/admin/resumo', admin)).body.denunciasAbertas;
    const { reportId } = await reported();
    expect((await call('GET', '/api/admin/resumo', admin)).body.denunciasAbertas).toBe(before + 1);
    await call('POST', `${BASE}/${reportId}/descartar`, admin);
    expect((await call('GET', '/api/admin/resumo', admin)).body.denunciasAbertas).toBe(before);
  });

  it('the migration moves the open conversation reports filed on the listing to their own kind', async () => {
    const advertiser = await account({ name: 'Beto' });
    const resident = await account({ name: 'Carla', level: USER_LEVELS.USUARIO });
    const listing = await insertListing(db(), { advertiserCode: advertiser.user.code });
    clock.advance(1000);
    const { id } = (await call('POST', '/api/mensagens', resident, { anuncio: listing.code, conteudo: 'Oi' }))
      .body;
    const old = (details: string, more: Partial<typeof listingReports.$inferInsert> = {}) => ({
      listingCode: listing.code,
      reason: 'fraude' as const,
      details,
      reporterCode: resident.user.code,
      ip: '203.0.113.1',
      createdAt: new Date('2026-02-01T10:00:00Z'),
      ...more,
    });
    const excerpt = '\nÚltimas mensagens:\nBeto: Pix antes\nCarla: Oi';
    await db()
      .insert(listingReports)
      .values([
        old(`Conversa #${id}: Pediu Pix adiantado${excerpt}`),
        // A second open one by the same reporter: merged into one open report.
        old(`Conversa #${id}: Últimas mensagens:\nBeto: Pix antes`, {
          createdAt: new Date('2026-02-02T10:00:00Z'),
        }),
        // Resolved: the listing's moderation history, left alone.
        old(`Conversa #${id}: antiga${excerpt}`, { resolvedAt: new Date(), resolution: 'descartado' }),
        // A listing report that only starts alike (no such conversation, or not a party): left alone.
        old('Conversa #999999: texto do visitante', { reporterCode: null }),
        old('Anúncio enganoso'),
      ]);
    const file = (await readdir(new URL('../../db/migrations/', import.meta.url)))
      .filter((f) => f.endsWith('.sql'))
      .map((f) => new URL(`../../db/migrations/${f}`, import.meta.url));
    let data = '';
    for (const f of file) {
      const text = await readFile(f, 'utf8');
      if (text.includes('INSERT INTO "denuncias_conversas"'))
        data = text.slice(text.indexOf('-- Data (issue 33)'));
    }
    expect(data).not.toBe('');
    await db().execute(sql.raw(data));

    expect(
      await db().select().from(conversationReports).where(eq(conversationReports.conversationId, id)),
    ).toEqual([
      expect.objectContaining({
        reporterCode: resident.user.code,
        reportedCode: advertiser.user.code,
        reason: 'fraude',
        details: 'Pediu Pix adiantado',
        resolvedAt: null,
        createdAt: new Date('2026-02-01T10:00:00Z'),
      }),
    ]);
    const left = await db().select().from(listingReports).where(eq(listingReports.listingCode, listing.code));
    expect(left.map((r) => r.details).sort()).toEqual(
      [
        'Anúncio enganoso',
        'Conversa #999999: texto do visitante',
        `Conversa #${id}: antiga${excerpt}`,
      ].sort(),
    );
    expect((await call('GET', `/api/admin/anuncios/${listing.code}`, admin)).body.denunciasAbertas).toBe(2);
    // The conversation itself is untouched.
    expect(await db().select().from(conversations).where(eq(conversations.id, id))).toHaveLength(1);
  });

  it('the routes are in the OpenAPI description', async () => {
    const doc = (await call('GET', '/api/openapi.json')).body;
    expect(doc.paths[BASE]?.get).toBeDefined();
    for (const action of ['bloquear', 'advertir', 'descartar']) {
      expect(Object.keys(doc.paths[`${BASE}/{id}/${action}`]?.post?.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '401', '403', '404']),
      );
    }
  });
});
