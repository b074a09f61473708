import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_OVERVIEW_MESSAGES as M } from '#shared/contracts/admin-overview.constants.ts';
import { USER_LEVELS } from '#shared/constants.ts';
import type { Db } from '../../db/client.ts';
import {
  checkouts,
  contactMessages,
  invoices,
  listingReports,
  listings,
  plans,
} from '../../db/schema/index.ts';
import { createOutboxRepository } from '../../adapters/email/index.ts';
import { HOUR, DAY, MINUTE } from '../../lib/clock.ts';
import { bearer, buildAccountsApp, type AccountsTestApp } from '../../test/accounts-app.ts';
import { insertListing, insertUser, type User } from '../../test/factories/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

// buildAccountsApp's manual clock: 2026-01-15 12:00 UTC, 09:00 in Brasília.
const NOW = new Date('2026-01-15T12:00:00Z');
const at = (iso: string) => new Date(iso);

async function session(t: AccountsTestApp, level: number, overrides: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(t.database.db, {
    level,
    createdAt: at('2024-06-01T12:00:00Z'),
    ...overrides,
  });
  const { token } = await t.app.sessions.createSession(user.code, false);
  return { user, headers: bearer(token) };
}

interface InvoiceSeed {
  number: number;
  user: User;
  payerName?: string;
  amountCents?: number;
  status?: 'open' | 'paid' | 'canceled';
  /** When it was paid (paid) or issued (open, canceled). */
  date: string;
}

/** A paid (or open, canceled) invoice with its checkout, as the grant leaves them. */
async function insertInvoices(db: Db, seeds: InvoiceSeed[]) {
  const [plan] = await db.select().from(plans).where(eq(plans.slug, 'pf-anual'));
  if (!plan) throw new Error('sem o plano pf-anual');
  const made = await db
    .insert(checkouts)
    .values(
      seeds.map((s) => ({
        userCode: s.user.code,
        planCode: plan.code,
        userType: plan.userType,
        method: 'pix' as const,
        status: s.status === 'paid' || !s.status ? ('paid' as const) : ('pending' as const),
        amountCents: s.amountCents ?? plan.priceCents,
        createdAt: at(s.date),
        paidAt: s.status === 'paid' || !s.status ? at(s.date) : null,
      })),
    )
    .returning({ id: checkouts.id });
  return db
    .insert(invoices)
    .values(
      seeds.map((s, i) => {
        const isPaid = (s.status ?? 'paid') === 'paid';
        return {
          number: s.number,
          checkoutId: made[i]!.id,
          userCode: s.user.code,
          planName: plan.name,
          planSlug: plan.slug,
          planUserType: plan.userType,
          planPriceCents: plan.priceCents,
          planPeriodMonths: plan.periodMonths,
          planOrigin: plan.origin,
          payerName: s.payerName ?? `${s.user.name} ${s.user.surname}`.trim(),
          payerDocument: s.user.document,
          amountCents: s.amountCents ?? plan.priceCents,
          method: 'pix' as const,
          status: s.status ?? 'paid',
          issuedAt: at(s.date),
          paidAt: isPaid ? at(s.date) : null,
        };
      }),
    )
    .returning({ id: invoices.id, number: invoices.number });
}

const ROUTES = [
  { method: 'GET', url: '/api/admin/resumo' },
  { method: 'GET', url: '/api/admin/faturas' },
  { method: 'GET', url: '/api/admin/faturas.csv' },
  { method: 'GET', url: '/api/admin/contatos' },
  { method: 'GET', url: '/api/admin/contatos/:id' },
  { method: 'POST', url: '/api/admin/contatos/:id/resposta' },
] as const;

describe('admin overview: roles, contact messages and their replies', () => {
  let t: AccountsTestApp;
  let admin: Awaited<ReturnType<typeof session>>;
  const as: Record<'USUARIO' | 'ANUNCIANTE', Record<string, string>> = { USUARIO: {}, ANUNCIANTE: {} };
  let ipSeq = 0;

  /** A visitor's message through the real /contato endpoint; its id. */
  async function visitorMessage(over: Record<string, string> = {}) {
    const email = over.email ?? `visitante${++ipSeq}@exemplo.com.br`;
    const res = await t.call('POST', '/api/contato', {
      body: {
        nome: 'Roberta Lima',
        email,
        assunto: 'Material de divulgação',
        mensagem: 'Sou síndica e gostaria de apresentar a NC aos moradores.\nVocês têm cartazes?',
        ...over,
      },
      ip: `10.20.0.${ipSeq}`,
    });
    expect(res.status).toBe(201);
    await t.app.background.idle();
    const [row] = await t.database.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.email, email.toLowerCase()));
    return { id: row!.id, email: email.toLowerCase() };
  }

  const reply = (id: number, body: unknown, headers: Record<string, string> = admin.headers) =>
    t.call('POST', `/api/admin/contatos/${id}/resposta`, { body, headers });

  beforeAll(async () => {
    t = await buildAccountsApp();
    admin = await session(t, USER_LEVELS.ADMIN, { name: 'Clara', surname: 'Admin' });
    as.USUARIO = (await session(t, USER_LEVELS.USUARIO)).headers;
    as.ANUNCIANTE = (await session(t, USER_LEVELS.ANUNCIANTE)).headers;
  });
  afterAll(() => t.close());

  it('every route: 401 anonymous, 403 for USUARIO and ANUNCIANTE, 2xx for ADMIN, never cached', async () => {
    const { id } = await visitorMessage();
    for (const route of ROUTES) {
      const url = route.url.replace(':id', String(id));
      const body = route.method === 'POST' ? { resposta: 'Olá! Enviamos os cartazes.' } : undefined;
      const anonymous = await t.call(route.method, url, { body });
      expect(anonymous.status, `${route.method} ${url} anônimo`).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHENTICATED');
      for (const role of ['USUARIO', 'ANUNCIANTE'] as const) {
        const res = await t.call(route.method, url, { body, headers: as[role] });
        expect(res.status, `${route.method} ${url} ${role}`).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
      const ok = await t.call(route.method, url, { body, headers: admin.headers });
      expect(ok.status, `${route.method} ${url} ADMIN`).toBe(200);
      expect(ok.headers['cache-control']).toBe('no-store');
    }
  });

  it('a non-admin is refused before the body is looked at, and stores nothing', async () => {
    const { id } = await visitorMessage();
    expect((await reply(id, {}, {})).status).toBe(401);
    expect((await reply(id, { resposta: 'x' }, as.ANUNCIANTE)).status).toBe(403);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ reply: null, repliedAt: null, repliedBy: null });
  });

  it('lists pending messages by default, newest first; respondidas and todas filter; 20 a page', async () => {
    const first = await visitorMessage({ assunto: 'Primeira' });
    t.clock.advance(MINUTE);
    const second = await visitorMessage({ assunto: 'Segunda' });
    t.clock.advance(MINUTE);
    const answered = await visitorMessage({ assunto: 'Já respondida' });
    expect((await reply(answered.id, { resposta: 'Respondido.' })).status).toBe(200);

    const pending = await t.call('GET', '/api/admin/contatos', { headers: admin.headers });
    expect(pending.status).toBe(200);
    const ids = pending.body.data.map((m: any) => m.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).not.toContain(answered.id);
    expect(pending.body.data.every((m: any) => m.status === 'pendente' && m.resposta === null)).toBe(true);
    expect(pending.body).toMatchObject({ page: 1, total: ids.length, totalPages: 1 });
    expect(pending.body.data.find((m: any) => m.id === second.id)).toMatchObject({
      nome: 'Roberta Lima',
      email: second.email,
      assunto: 'Segunda',
      mensagem: 'Sou síndica e gostaria de apresentar a NC aos moradores.\nVocês têm cartazes?',
      respondidaEm: null,
      respondidaPor: null,
    });

    const done = await t.call('GET', '/api/admin/contatos?status=respondidas', { headers: admin.headers });
    expect(done.body.data.map((m: any) => m.id)).toContain(answered.id);
    expect(done.body.data.every((m: any) => m.status === 'respondida')).toBe(true);
    const all = await t.call('GET', '/api/admin/contatos?status=todas', { headers: admin.headers });
    expect(all.body.total).toBe(pending.body.total + done.body.total);

    const paged = await t.call('GET', '/api/admin/contatos?status=todas&limit=2&page=2', {
      headers: admin.headers,
    });
    expect(paged.body).toMatchObject({ page: 2, totalPages: Math.ceil(all.body.total / 2) });
    expect(paged.body.data.map((m: any) => m.id)).toEqual(all.body.data.slice(2, 4).map((m: any) => m.id));

    const bad = await t.call('GET', '/api/admin/contatos?status=lidas', { headers: admin.headers });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('O parâmetro status deve ser pendentes, respondidas ou todas.');
  });

  it('answers a message once: stored with who and when, e-mailed to the sender; a second reply is 409', async () => {
    const { id, email } = await visitorMessage({
      nome: 'Roberta Lima',
      assunto: 'Cartazes para o condomínio',
    });
    const res = await reply(id, { resposta: '  Olá, Roberta!\n\nEnviamos os cartazes por e-mail.  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ok: true,
      message: M.replied(email),
      mensagem: {
        id,
        status: 'respondida',
        resposta: 'Olá, Roberta!\n\nEnviamos os cartazes por e-mail.',
        respondidaEm: t.clock.now().toISOString(),
        respondidaPor: { codigo: admin.user.code, nome: 'Clara' },
      },
    });
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      reply: 'Olá, Roberta!\n\nEnviamos os cartazes por e-mail.',
      repliedBy: admin.user.code,
    });
    expect(row?.repliedAt?.toISOString()).toBe(t.clock.now().toISOString());

    const mails = await t.emails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'resposta-contato',
      subject: 'Resposta à sua mensagem: Cartazes para o condomínio',
    });
    expect(mails[0].text).toContain('Olá, Roberta!');
    expect(mails[0].text).toContain('Enviamos os cartazes por e-mail.');
    expect(mails[0].text).toContain('Vocês têm cartazes?');
    expect(mails[0].links).toContain('http://localhost:3000/contato');

    const again = await reply(id, { resposta: 'Outra resposta' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: M.alreadyReplied, code: 'CONFLICT' });
    expect(await t.emails(email)).toHaveLength(1);
    const one = await t.call('GET', `/api/admin/contatos/${id}`, { headers: admin.headers });
    expect(one.body).toMatchObject({ id, resposta: 'Olá, Roberta!\n\nEnviamos os cartazes por e-mail.' });
  });

  it('two admins answering at once: one reply is stored and sent, the other gets 409', async () => {
    const other = await session(t, USER_LEVELS.ADMIN);
    const { id, email } = await visitorMessage();
    const answers = await Promise.all([
      reply(id, { resposta: 'Resposta A' }),
      reply(id, { resposta: 'Resposta B' }, other.headers),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.mensagem.resposta;
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.reply).toBe(winner);
    const mails = await t.emails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(winner);
  });

  it('validates the reply (required after trimming, at most 5000) and the id; 404 for an unknown message', async () => {
    const { id } = await visitorMessage();
    for (const [body, message] of [
      [{}, M.replyRequired],
      [{ resposta: '   \n ' }, M.replyRequired],
      [{ resposta: 'x'.repeat(5001) }, M.replyTooLong],
    ] as const) {
      const res = await reply(id, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', message });
    }
    expect((await reply(id, { resposta: 'x'.repeat(5000) })).status).toBe(200);

    const missing = await reply(999_999, { resposta: 'Olá' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: M.contactNotFound, code: 'NOT_FOUND' });
    const missingGet = await t.call('GET', '/api/admin/contatos/999999', { headers: admin.headers });
    expect(missingGet.status).toBe(404);
    expect((await t.call('GET', '/api/admin/contatos/abc', { headers: admin.headers })).status).toBe(400);
  });

  it('is in the OpenAPI description under Administração', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).body;
    for (const route of ROUTES) {
      const path = route.url.replace(':id', '{id}');
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      expect(op?.tags, path).toEqual(['Administração']);
      expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '403']));
    }
  });
});

describe('GET /api/admin/resumo', () => {
  let t: AccountsTestApp;
  let admin: Awaited<ReturnType<typeof session>>;

  beforeAll(async () => {
    t = await buildAccountsApp();
    const db = t.database.db;
    admin = await session(t, USER_LEVELS.ADMIN);
    // Sign-ups: Brasília days are UTC-3, so 02:00 UTC on the 15th is the 14th.
    const seller = await insertUser(db, { createdAt: at('2026-01-15T11:00:00Z') });
    await insertUser(db, { createdAt: at('2026-01-15T02:00:00Z') });
    await insertUser(db, { createdAt: at('2025-12-17T03:00:00Z') }); // 17/12 00:00, the first day
    await insertUser(db, { createdAt: at('2025-12-17T02:59:00Z') }); // 16/12 23:59, outside

    const ad = (o: Parameters<typeof insertListing>[1]) =>
      insertListing(db, { advertiserCode: seller.code, ...o });
    const published = await ad({ publishedAt: at('2026-01-15T10:00:00Z') });
    await ad({ publishedAt: at('2026-01-15T01:00:00Z') }); // the 14th
    await ad({ publishedAt: at('2026-01-14T15:00:00Z') });
    await ad({ status: 'inativo', publishedAt: at('2026-01-14T15:00:00Z') }); // no longer published
    await ad({ publishedAt: at('2025-12-16T12:00:00Z') }); // outside the 30 days
    // The queue: waiting 30 min, 2 h, 23 h, 2 days and 4 days.
    for (const waited of [30 * MINUTE, 2 * HOUR, 23 * HOUR, 2 * DAY, 4 * DAY]) {
      await ad({ status: 'pendente', publishedAt: null, updatedAt: new Date(NOW.getTime() - waited) });
    }

    await insertInvoices(db, [
      { number: 1, user: seller, amountCents: 14990, date: '2026-01-10T12:00:00Z' },
      { number: 2, user: seller, amountCents: 5000, date: '2026-01-01T02:00:00Z' }, // 31/12 in Brasília
      { number: 3, user: seller, amountCents: 1000, date: '2025-02-01T03:00:00Z' }, // the first month
      { number: 4, user: seller, amountCents: 700, date: '2025-02-01T02:59:00Z' }, // January 2025: outside
      { number: 5, user: seller, amountCents: 9900, status: 'open', date: '2026-01-11T12:00:00Z' },
    ]);

    await db.insert(listingReports).values([
      { listingCode: published.code, reason: 'fraude' },
      { listingCode: published.code, reason: 'outro', details: 'Preço estranho' },
      {
        listingCode: published.code,
        reason: 'duplicado',
        resolvedAt: NOW,
        resolvedBy: admin.user.code,
        resolution: 'descartado',
      },
    ]);
    const message = {
      name: 'Ana',
      email: 'ana@exemplo.com.br',
      subject: 'Oi',
      message: 'Uma mensagem.',
      createdAt: NOW,
    };
    await db
      .insert(contactMessages)
      .values([message, message, { ...message, reply: 'Olá', repliedAt: NOW, repliedBy: admin.user.code }]);

    // E-mails: two given up on this week, one 8 days ago (outside), one delivered.
    const outbox = createOutboxRepository(db);
    const email = {
      subject: 'Confirme seu e-mail',
      template: 'confirmacao',
      html: null,
      text: null,
      sentAt: null,
    };
    await outbox.insertMessage({
      ...email,
      to: 'velho@teste.nc.local',
      createdAt: new Date(NOW.getTime() - 8 * DAY),
      error: '550',
      state: 'falhou',
    });
    await outbox.insertMessage({
      ...email,
      to: 'ok@teste.nc.local',
      createdAt: NOW,
      error: null,
      state: 'entregue',
    });
    await outbox.insertMessage({
      ...email,
      to: 'bia@teste.nc.local',
      createdAt: new Date(NOW.getTime() - DAY),
      error: '550 caixa inexistente',
      state: 'falhou',
    });
    await outbox.insertMessage({
      ...email,
      to: 'caio@teste.nc.local',
      createdAt: new Date(NOW.getTime() - HOUR),
      error: '421 indisponível',
      state: 'falhou',
    });
  });
  afterAll(() => t.close());

  it('lists the e-mails given up on in the last 7 days, newest first', async () => {
    const res = await t.call('GET', '/api/admin/resumo', { headers: admin.headers });
    expect(res.body.emailsNaoEntregues).toMatchObject({
      total: 2,
      recentes: [
        {
          para: 'caio@teste.nc.local',
          assunto: 'Confirme seu e-mail',
          modelo: 'confirmacao',
          erro: '421 indisponível',
        },
        { para: 'bia@teste.nc.local', erro: '550 caixa inexistente' },
      ],
    });
  });

  it('answers the counters, 30 Brasília days zero-filled, 12 months of revenue and the queue age', async () => {
    const res = await t.call('GET', '/api/admin/resumo', { headers: admin.headers });
    expect(res.status).toBe(200);
    const s = res.body;
    expect(s).toMatchObject({
      usuariosCadastrados: 5,
      anunciosPendentes: 5,
      faturasPagas: 4,
      denunciasAbertas: 2,
      contatosSemResposta: 2,
      geradoEm: NOW.toISOString(),
      filaModeracao: {
        pendentes: 5,
        maisAntigoDesde: new Date(NOW.getTime() - 4 * DAY).toISOString(),
        faixas: { menosDeUmaHora: 1, deUmaA24Horas: 2, deUmATresDias: 1, maisDeTresDias: 1 },
      },
    });

    expect(s.anunciosPorDia).toHaveLength(30);
    expect(s.anunciosPorDia[0]).toEqual({ dia: '2025-12-17', total: 0 });
    expect(s.anunciosPorDia.slice(-2)).toEqual([
      { dia: '2026-01-14', total: 2 },
      { dia: '2026-01-15', total: 1 },
    ]);
    expect(s.anunciosPorDia.reduce((sum: number, d: any) => sum + d.total, 0)).toBe(3);

    expect(s.cadastrosPorDia).toHaveLength(30);
    expect(s.cadastrosPorDia[0]).toEqual({ dia: '2025-12-17', total: 1 });
    expect(s.cadastrosPorDia.slice(-2)).toEqual([
      { dia: '2026-01-14', total: 1 },
      { dia: '2026-01-15', total: 1 },
    ]);
    expect(s.cadastrosPorDia.reduce((sum: number, d: any) => sum + d.total, 0)).toBe(3);

    expect(s.receitaPorMes).toHaveLength(12);
    expect(s.receitaPorMes[0]).toEqual({ mes: '2025-02', centavos: 1000 });
    expect(s.receitaPorMes.slice(-2)).toEqual([
      { mes: '2025-12', centavos: 5000 },
      { mes: '2026-01', centavos: 14990 },
    ]);
    expect(s.receitaPorMes.reduce((sum: number, m: any) => sum + m.centavos, 0)).toBe(20990);
  });

  it('an empty queue has no oldest ad and zero in every bucket', async () => {
    await t.database.db.update(listingReports).set({ resolvedAt: NOW });
    await t.database.db.update(listings).set({ status: 'inativo' }).where(eq(listings.status, 'pendente'));
    const res = await t.call('GET', '/api/admin/resumo', { headers: admin.headers });
    expect(res.body).toMatchObject({
      anunciosPendentes: 0,
      denunciasAbertas: 0,
      filaModeracao: {
        pendentes: 0,
        maisAntigoDesde: null,
        faixas: { menosDeUmaHora: 0, deUmaA24Horas: 0, deUmATresDias: 0, maisDeTresDias: 0 },
      },
    });
  });
});

describe('GET /api/admin/faturas and /api/admin/faturas.csv', () => {
  let t: AccountsTestApp;
  let admin: Awaited<ReturnType<typeof session>>;
  let ana: User;
  const ids: Record<number, number> = {};
  const list = async (query = '') => t.call('GET', `/api/admin/faturas${query}`, { headers: admin.headers });
  const numbers = (res: { body: any }) => res.body.data.map((i: any) => i.number);
  const csv = async (query = '') => {
    const res = await t.app.inject({ url: `/api/admin/faturas.csv${query}`, headers: admin.headers });
    return {
      res,
      lines: res.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, -1),
    };
  };

  beforeAll(async () => {
    t = await buildAccountsApp();
    const db = t.database.db;
    admin = await session(t, USER_LEVELS.ADMIN);
    ana = await insertUser(db, { name: 'Ana Luíza', surname: 'Souza', email: 'ana.souza@exemplo.com.br' });
    const joao = await insertUser(db, { name: 'João', surname: 'Pereira', email: 'jp@exemplo.com.br' });
    const made = await insertInvoices(db, [
      { number: 101, user: ana, amountCents: 14990, date: '2026-01-10T12:00:00Z' },
      { number: 102, user: joao, amountCents: 29990, date: '2026-01-14T02:30:00Z' }, // 13/01 in Brasília
      { number: 103, user: joao, status: 'open', date: '2026-01-14T12:00:00Z' },
      { number: 104, user: ana, status: 'canceled', date: '2026-01-12T12:00:00Z' },
      {
        number: 105,
        user: ana,
        payerName: '=HYPERLINK("http://x";"y")',
        amountCents: 123456,
        date: '2026-01-15T11:00:00Z',
      },
    ]);
    for (const row of made) ids[row.number] = row.id;
  });
  afterAll(() => t.close());

  it('lists every invoice, newest number first, 20 a page, with the payer, the plan and the PDF link', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, totalPages: 1, total: 5 });
    expect(numbers(res)).toEqual([105, 104, 103, 102, 101]);
    expect(res.body.data[4]).toEqual({
      id: ids[101],
      number: 101,
      plan: expect.objectContaining({ slug: 'pf-anual', periodoMeses: 12 }),
      customer: { nome: 'Ana Luíza Souza', codigo: ana.code, email: 'ana.souza@exemplo.com.br' },
      amount: 149.9,
      amountCents: 14990,
      date: '2026-01-10T12:00:00.000Z',
      status: 'paid',
      method: 'pix',
      pdf: `/api/planos/faturas/${ids[101]}/pdf`,
      checkoutId: expect.any(Number),
    });
    expect(res.body.data.find((i: any) => i.number === 103)).toMatchObject({ status: 'open', pdf: null });

    const page2 = await list('?limit=2&page=2');
    expect(page2.body).toMatchObject({ page: 2, totalPages: 3, total: 5 });
    expect(numbers(page2)).toEqual([103, 102]);
  });

  it('the admin downloads another user’s receipt from that link', async () => {
    const res = await t.app.inject({ url: `/api/planos/faturas/${ids[101]}/pdf`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('filters by status, by Brasília period (inclusive days) and by number, name or e-mail', async () => {
    expect(numbers(await list('?status=paid'))).toEqual([105, 102, 101]);
    expect(numbers(await list('?status=open'))).toEqual([103]);
    expect(numbers(await list('?status=canceled'))).toEqual([104]);
    expect(numbers(await list('?de=2026-01-14'))).toEqual([105, 103]);
    expect(numbers(await list('?ate=2026-01-13'))).toEqual([104, 102, 101]);
    expect(numbers(await list('?de=2026-01-13&ate=2026-01-13'))).toEqual([102]);
    expect(numbers(await list('?de=&ate=&q='))).toEqual([105, 104, 103, 102, 101]);
    expect(numbers(await list('?q=102'))).toEqual([102]);
    expect(numbers(await list(`?q=${encodeURIComponent('Nº 000102')}`))).toEqual([102]);
    expect(numbers(await list('?q=JOAO'))).toEqual([103, 102]);
    expect(numbers(await list('?q=luiza%20souza'))).toEqual([104, 101]);
    expect(numbers(await list('?q=ana.souza%40'))).toEqual([105, 104, 101]);
    expect(numbers(await list('?q=%25'))).toEqual([]); // "%" is a character, not a wildcard
    expect(numbers(await list('?status=paid&q=ana.souza&de=2026-01-11'))).toEqual([105]);
  });

  it('refuses bad filters with Portuguese messages (400)', async () => {
    for (const [query, message] of [
      ['?de=2026-02-30', 'O parâmetro de deve ser uma data no formato AAAA-MM-DD.'],
      ['?ate=15/01/2026', 'O parâmetro ate deve ser uma data no formato AAAA-MM-DD.'],
      ['?de=2026-01-15&ate=2026-01-14', M.periodOutOfOrder],
      ['?status=pago', 'O parâmetro status deve ser open, paid, canceled ou estornada.'],
      ['?page=0', 'O parâmetro page deve ser um número inteiro entre 1 e 100000.'],
    ] as const) {
      for (const url of ['/api/admin/faturas', '/api/admin/faturas.csv']) {
        if (url.endsWith('.csv') && query.startsWith('?page')) continue;
        const res = await t.call('GET', `${url}${query}`, { headers: admin.headers });
        expect(res.status, `${url}${query}`).toBe(400);
        expect(res.body.message).toBe(message);
      }
    }
  });

  it('exports the CSV for Excel pt-BR: BOM, ; and decimal comma, formulas kept as text, named by the day', async () => {
    const { res, lines } = await csv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="faturas-2026-01-15.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(lines[0]).toBe('Número;Data;Pagador;E-mail;Plano;Forma de pagamento;Valor (R$);Situação');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe(
      `105;15/01/2026 08:00;"'=HYPERLINK(""http://x"";""y"")";ana.souza@exemplo.com.br;Anual;PIX;1234,56;Paga`,
    );
    expect(lines[4]).toBe('102;13/01/2026 23:30;João Pereira;jp@exemplo.com.br;Anual;PIX;299,90;Paga');
    expect(lines[3]).toMatch(/^103;14\/01\/2026 09:00;João Pereira;.*;Em aberto$/);

    const filtered = await csv('?status=paid&de=2026-01-13&ate=2026-01-14');
    expect(filtered.lines.slice(1).map((l: string) => l.split(';')[0])).toEqual(['102']);
  });

  it('streams a large export in batches: every invoice once, in order', async () => {
    const seeds = Array.from({ length: 2_100 }, (_, i) => ({
      number: 1_000 + i,
      user: ana,
      amountCents: 100 + i,
      date: '2026-01-05T12:00:00Z',
    }));
    await insertInvoices(t.database.db, seeds);
    const { lines } = await csv();
    const exported = lines.slice(1).map((l: string) => Number(l.split(';')[0]));
    expect(exported).toHaveLength(2_105);
    expect(exported.slice(0, 2)).toEqual([3_099, 3_098]);
    expect(exported.slice(-5)).toEqual([105, 104, 103, 102, 101]);
    expect(new Set(exported).size).toBe(exported.length);
  });
});
