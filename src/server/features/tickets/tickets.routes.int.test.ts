import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LEVELS } from '#shared/constants.ts';
import { TICKET_MESSAGES as M } from '#shared/contracts/tickets.constants.ts';
import { MINUTE } from '../../lib/clock.ts';
import { bearer, buildAccountsApp, PUBLIC_URL, type AccountsTestApp } from '../../test/accounts-app.ts';
import { insertUser } from '../../test/factories/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

const TEAM = 'suporte@nc.example.com.br';

describe('support tickets (/api/tickets, /api/admin/tickets)', () => {
  let t: AccountsTestApp;
  let owner: { code: number; email: string; headers: Record<string, string> };
  let other: { code: number; email: string; headers: Record<string, string> };
  let admin: { code: number; email: string; headers: Record<string, string> };

  async function session(level: number, name: string) {
    const user = await insertUser(t.database.db, { level, name, surname: 'Teste' });
    const { token } = await t.app.sessions.createSession(user.code, false);
    return { code: user.code, email: user.email, headers: bearer(token) };
  }

  const post = (url: string, who: { headers: Record<string, string> } | null, body?: unknown) =>
    t.call('POST', url, { body, headers: who?.headers });
  const get = (url: string, who: { headers: Record<string, string> } | null) =>
    t.call('GET', url, { headers: who?.headers });
  async function patch(url: string, who: { headers: Record<string, string> } | null, body: unknown) {
    const res = await t.app.inject({ method: 'PATCH', url, payload: body as object, headers: who?.headers });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  }
  async function open(who = owner, assunto = 'Não consigo publicar', mensagem = 'O botão não responde.') {
    const res = await post('/api/tickets', who, { assunto, mensagem });
    expect(res.status).toBe(201);
    return res.body as any;
  }

  beforeAll(async () => {
    t = await buildAccountsApp({ CONTACT_EMAIL: TEAM });
    owner = await session(USER_LEVELS.ANUNCIANTE, 'Olga');
    other = await session(USER_LEVELS.USUARIO, 'Otto');
    admin = await session(USER_LEVELS.ADMIN, 'Ada');
  });
  afterAll(() => t.close());

  it('opens a ticket (201, status open, the first message from the user) and e-mails the team', async () => {
    const res = await post('/api/tickets', owner, {
      assunto: '  Dúvida\r\nBcc: x@y.com  ',
      mensagem: '  Como renovo meu plano?\nObrigada.  ',
    });
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const ticket = res.body;
    expect(ticket).toMatchObject({
      assunto: 'Dúvida Bcc: x@y.com',
      status: 'open',
      ultimoDe: 'user',
      usuario: { codigo: owner.code, nome: 'Olga Teste', email: owner.email },
      mensagens: [{ from: 'user', body: 'Como renovo meu plano?\nObrigada.' }],
    });
    expect(ticket.criadoEm).toBe(ticket.mensagens[0].createdAt);
    const [mail] = await t.emails(TEAM);
    expect(mail.template).toBe('ticket-novo');
    expect(mail.subject).toBe(`[Ticket #${ticket.id}] Novo: Dúvida Bcc: x@y.com`);
    expect(mail.text).toContain('Como renovo meu plano?');
    expect(mail.links).toContain(`${PUBLIC_URL}/painel/admin/tickets?t=${ticket.id}`);
  });

  it('validates assunto and mensagem with Portuguese messages (400)', async () => {
    const empty = await post('/api/tickets', owner, { assunto: '   ', mensagem: ' \n ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { field: 'assunto', message: M.subjectRequired },
      { field: 'mensagem', message: M.messageRequired },
    ]);
    const missing = await post('/api/tickets', owner, {});
    expect(missing.status).toBe(400);
    const long = await post('/api/tickets', owner, { assunto: 'a'.repeat(201), mensagem: 'b'.repeat(5001) });
    expect(long.body.errors).toEqual([
      { field: 'assunto', message: M.subjectTooLong },
      { field: 'mensagem', message: M.messageTooLong },
    ]);
    const reply = await post('/api/tickets/1/mensagens', owner, { mensagem: '   ' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(M.replyRequired);
    const badId = await get('/api/tickets/abc', owner);
    expect(badId.status).toBe(400);
  });

  it('answers 401 to anonymous callers and 403 to non-admins on the admin routes', async () => {
    const ticket = await open();
    for (const res of [
      await get('/api/tickets', null),
      await post('/api/tickets', null, { assunto: 'a', mensagem: 'b' }),
      await get(`/api/tickets/${ticket.id}`, null),
      await post(`/api/tickets/${ticket.id}/mensagens`, null, { mensagem: 'oi' }),
      await post(`/api/tickets/${ticket.id}/fechar`, null),
      await get('/api/admin/tickets', null),
      await patch(`/api/admin/tickets/${ticket.id}`, null, { status: 'closed' }),
    ])
      expect(res.status).toBe(401);
    expect((await get('/api/admin/tickets', owner)).status).toBe(403);
    expect((await patch(`/api/admin/tickets/${ticket.id}`, owner, { status: 'closed' })).status).toBe(403);
  });

  it('read matrix: the owner and admins read a ticket; a third user gets 404 on every route', async () => {
    const ticket = await open();
    expect((await get(`/api/tickets/${ticket.id}`, owner)).body.id).toBe(ticket.id);
    expect((await get(`/api/tickets/${ticket.id}`, admin)).body.id).toBe(ticket.id);
    for (const res of [
      await get(`/api/tickets/${ticket.id}`, other),
      await post(`/api/tickets/${ticket.id}/mensagens`, other, { mensagem: 'intrometido' }),
      await post(`/api/tickets/${ticket.id}/fechar`, other),
      await get('/api/tickets/999999', owner),
      await patch('/api/admin/tickets/999999', admin, { status: 'closed' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: M.notFound, code: 'NOT_FOUND' });
    }
    const after = await get(`/api/tickets/${ticket.id}`, owner);
    expect(after.body.mensagens).toHaveLength(1);
    expect(after.body.status).toBe('open');
  });

  it("lists the caller's own tickets only, newest activity first (an admin's own only, too)", async () => {
    const a = await open(other, 'Primeiro');
    t.clock.advance(MINUTE);
    const b = await open(other, 'Segundo');
    t.clock.advance(MINUTE);
    await post(`/api/tickets/${a.id}/mensagens`, other, { mensagem: 'Alguma novidade?' });
    const mine = await get('/api/tickets', other);
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((x: any) => x.id)).toEqual([a.id, b.id]);
    expect(mine.body.data[0]).not.toHaveProperty('mensagens');
    const adminOwn = await get('/api/tickets', admin);
    expect(adminOwn.body.data).toEqual([]);
  });

  it('status transitions: user reply in_progress, admin reply waiting_user and e-mails the owner', async () => {
    const ticket = await open();
    t.clock.advance(MINUTE);
    const fromUser = await post(`/api/tickets/${ticket.id}/mensagens`, owner, { mensagem: 'Mais detalhes.' });
    expect(fromUser.status).toBe(200);
    expect(fromUser.body.status).toBe('in_progress');
    const [teamMail] = await t.emails(TEAM);
    expect(teamMail.template).toBe('ticket-mensagem');
    expect(teamMail.text).toContain('Mais detalhes.');
    expect(teamMail.links).toContain(`${PUBLIC_URL}/painel/admin/tickets?t=${ticket.id}`);

    t.clock.advance(MINUTE);
    const fromAdmin = await post(`/api/tickets/${ticket.id}/mensagens`, admin, {
      mensagem: 'Resolvido <b>agora</b>.',
    });
    expect(fromAdmin.body).toMatchObject({ status: 'waiting_user', ultimoDe: 'admin' });
    expect(fromAdmin.body.mensagens.map((m: any) => m.from)).toEqual(['user', 'user', 'admin']);
    const [userMail] = await t.emails(owner.email);
    expect(userMail.template).toBe('ticket-resposta');
    expect(userMail.text).toContain('Resolvido <b>agora</b>.');
    expect(userMail.html).not.toContain('<b>agora</b>');
    expect(userMail.links).toContain(`${PUBLIC_URL}/painel/tickets?t=${ticket.id}`);
  });

  it('closing: owner or admin, idempotent; a reply reopens (owner: in_progress, admin: waiting_user)', async () => {
    const ticket = await open();
    t.clock.advance(MINUTE);
    const closed = await post(`/api/tickets/${ticket.id}/fechar`, owner);
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
    t.clock.advance(MINUTE);
    const again = await post(`/api/tickets/${ticket.id}/fechar`, admin);
    expect(again.body.status).toBe('closed');
    expect(again.body.atualizadoEm).toBe(closed.body.atualizadoEm);

    const reopened = await post(`/api/tickets/${ticket.id}/mensagens`, owner, { mensagem: 'Voltou o erro.' });
    expect(reopened.body.status).toBe('in_progress');
    await post(`/api/tickets/${ticket.id}/fechar`, admin);
    const answered = await post(`/api/tickets/${ticket.id}/mensagens`, admin, { mensagem: 'Veja agora.' });
    expect(answered.body.status).toBe('waiting_user');
  });

  it('PATCH /api/admin/tickets/{id}: any status, validated, the same one changes nothing', async () => {
    const ticket = await open();
    for (const status of ['in_progress', 'waiting_user', 'closed', 'open'] as const) {
      t.clock.advance(MINUTE);
      const res = await patch(`/api/admin/tickets/${ticket.id}`, admin, { status });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.status).toBe(status);
    }
    const before = (await get(`/api/tickets/${ticket.id}`, owner)).body.atualizadoEm;
    t.clock.advance(MINUTE);
    const same = await patch(`/api/admin/tickets/${ticket.id}`, admin, { status: 'open' });
    expect(same.body.atualizadoEm).toBe(before);
    const bad = await patch(`/api/admin/tickets/${ticket.id}`, admin, { status: 'aberto' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(M.statusInvalid);
  });

  it('GET /api/admin/tickets: every ticket with the user, status filter, paging and both orders', async () => {
    const fresh = await buildAccountsApp({ CONTACT_EMAIL: TEAM });
    try {
      const u = await insertUser(fresh.database.db, { name: 'Bia', surname: 'Lima' });
      const a = await insertUser(fresh.database.db, { level: USER_LEVELS.ADMIN });
      const uh = bearer((await fresh.app.sessions.createSession(u.code, false)).token);
      const ah = bearer((await fresh.app.sessions.createSession(a.code, false)).token);
      const mk = async (assunto: string) => {
        fresh.clock.advance(MINUTE);
        return (await fresh.call('POST', '/api/tickets', { headers: uh, body: { assunto, mensagem: 'x' } }))
          .body;
      };
      const t1 = await mk('um'); // answered by the team: not waiting
      const t2 = await mk('dois'); // waiting, oldest
      const t3 = await mk('três'); // waiting, newer
      const t4 = await mk('quatro'); // closed
      fresh.clock.advance(MINUTE);
      await fresh.call('POST', `/api/tickets/${t1.id}/mensagens`, { headers: ah, body: { mensagem: 'ok' } });
      await fresh.call('POST', `/api/tickets/${t4.id}/fechar`, { headers: uh });

      const recent = await fresh.call('GET', '/api/admin/tickets', { headers: ah });
      expect(recent.status).toBe(200);
      expect(recent.headers['cache-control']).toBe('no-store');
      expect(recent.body).toMatchObject({ page: 1, totalPages: 1, total: 4 });
      expect(recent.body.data.map((x: any) => x.id)).toEqual([t4.id, t1.id, t3.id, t2.id]);
      expect(recent.body.data[0].usuario).toEqual({ codigo: u.code, nome: 'Bia Lima', email: u.email });

      const oldest = await fresh.call('GET', '/api/admin/tickets?ordem=antigos', { headers: ah });
      expect(oldest.body.data.map((x: any) => x.id)).toEqual([t2.id, t3.id, t4.id, t1.id]);

      const waiting = await fresh.call('GET', '/api/admin/tickets?status=waiting_user', { headers: ah });
      expect(waiting.body.data.map((x: any) => x.id)).toEqual([t1.id]);
      expect(waiting.body.total).toBe(1);

      const paged = await fresh.call('GET', '/api/admin/tickets?limit=3&page=2', { headers: ah });
      expect(paged.body).toMatchObject({ page: 2, totalPages: 2, total: 4 });
      expect(paged.body.data.map((x: any) => x.id)).toEqual([t2.id]);

      const bad = await fresh.call('GET', '/api/admin/tickets?status=x&ordem=y', { headers: ah });
      expect(bad.status).toBe(400);
    } finally {
      await fresh.close();
    }
  });
  it('limits new tickets and replies per account (429), not an admin', async () => {
    const fresh = await buildAccountsApp({ CONTACT_EMAIL: TEAM });
    try {
      const u = await insertUser(fresh.database.db);
      const a = await insertUser(fresh.database.db, { level: USER_LEVELS.ADMIN });
      const uh = bearer((await fresh.app.sessions.createSession(u.code, false)).token);
      const ah = bearer((await fresh.app.sessions.createSession(a.code, false)).token);
      const first = await fresh.call('POST', '/api/tickets', {
        headers: uh,
        body: { assunto: 'a', mensagem: 'b' },
      });
      expect(first.status).toBe(201);
      for (let i = 0; i < 19; i++) {
        const r = await fresh.call('POST', `/api/tickets/${first.body.id}/mensagens`, {
          headers: uh,
          body: { mensagem: `m${i}` },
        });
        expect(r.status).toBe(200);
      }
      const limited = await fresh.call('POST', '/api/tickets', {
        headers: uh,
        body: { assunto: 'a', mensagem: 'b' },
      });
      expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
      for (let i = 0; i < 25; i++) {
        const r = await fresh.call('POST', `/api/tickets/${first.body.id}/mensagens`, {
          headers: ah,
          body: { mensagem: `a${i}` },
        });
        expect(r.status).toBe(200);
      }
      fresh.clock.advance(61 * MINUTE);
      expect(
        (await fresh.call('POST', '/api/tickets', { headers: uh, body: { assunto: 'a', mensagem: 'b' } }))
          .status,
      ).toBe(201);
    } finally {
      await fresh.close();
    }
  });
});
