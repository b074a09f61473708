import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxRepository, type MailTransport } from '../../adapters/email/index.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { MINUTE } from '../../lib/clock.ts';
import { bearer, buildAccountsApp, type AccountsTestApp } from '../../test/accounts-app.ts';
import { insertUser } from '../../test/factories/index.ts';

const URL = '/api/contato';
const TEAM = 'equipe@nc.example.com.br';
const valid = (over: Record<string, unknown> = {}) => ({
  nome: 'Maria Souza',
  email: 'Maria@Exemplo.com.br',
  assunto: 'Quero anunciar no meu condomínio',
  mensagem: 'Olá! Como faço para anunciar o meu serviço de bolos para os vizinhos?',
  ...over,
});

async function lastStored(t: AccountsTestApp) {
  await t.app.background.idle();
  const [row] = await t.database.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
  return row!;
}

describe('POST /api/contato', () => {
  let t: AccountsTestApp;
  let ipSeq = 0;
  const ip = () => `10.9.0.${++ipSeq}`;
  beforeAll(async () => {
    t = await buildAccountsApp({ CONTACT_EMAIL: TEAM, RATE_LIMIT_CONTACT_IP: '3/15m' });
  });
  afterAll(() => t.close());

  it('stores the message, e-mails it to CONTACT_EMAIL and answers 201 { ok, message }', async () => {
    const res = await t.call('POST', URL, { body: valid(), ip: ip() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      ok: true,
      message: 'Mensagem enviada! Respondemos no e-mail informado em até 2 dias úteis.',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const row = await lastStored(t);
    expect(row).toMatchObject({
      name: 'Maria Souza',
      email: 'maria@exemplo.com.br',
      subject: 'Quero anunciar no meu condomínio',
    });
    const [mail] = await t.emails(TEAM);
    expect(mail.subject).toBe(`[Contato #${row.id}] Quero anunciar no meu condomínio`);
    expect(mail.text).toContain('Maria Souza');
    expect(mail.text).toContain('maria@exemplo.com.br');
    expect(mail.text).toContain('serviço de bolos');
  });

  it('validates every field with Portuguese messages (400, per-field errors)', async () => {
    const empty = await t.call('POST', URL, { body: {}, ip: ip() });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('VALIDATION');
    const byField = Object.fromEntries(
      (empty.body.errors as { field: string; message: string }[]).map((e) => [e.field, e.message]),
    );
    expect(byField).toEqual({
      nome: 'Informe seu nome.',
      email: 'Informe seu e-mail.',
      assunto: 'Informe o assunto.',
      mensagem: 'Escreva sua mensagem.',
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nome: '   ' }, 'nome', 'Informe seu nome.'],
      [{ nome: 'x'.repeat(151) }, 'nome', 'O nome deve ter no máximo 150 caracteres.'],
      [{ email: 'maria@' }, 'email', 'Informe um e-mail válido.'],
      [{ assunto: 'y'.repeat(151) }, 'assunto', 'O assunto deve ter no máximo 150 caracteres.'],
      [{ mensagem: 'curta' }, 'mensagem', 'A mensagem deve ter pelo menos 10 caracteres.'],
      [{ mensagem: 'z'.repeat(5001) }, 'mensagem', 'A mensagem deve ter no máximo 5000 caracteres.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await t.call('POST', URL, { body: valid(over), ip: ip() });
      expect(res.status, field).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toEqual([{ field, message }]);
    }
  });

  it('keeps line breaks out of the e-mail subject (no header injection)', async () => {
    const res = await t.call('POST', URL, {
      body: valid({ nome: 'Ana\r\nBcc: x@y.com', assunto: 'Oi\r\nBcc: x@y.com' }),
      ip: ip(),
    });
    expect(res.status).toBe(201);
    const row = await lastStored(t);
    expect(row.name).toBe('Ana Bcc: x@y.com');
    const [mail] = await t.emails(TEAM);
    expect(mail.subject).toBe(`[Contato #${row.id}] Oi Bcc: x@y.com`);
  });

  it('answers 429 with a Portuguese message after RATE_LIMIT_CONTACT_IP, per IP, until the window passes', async () => {
    const addr = ip();
    for (let i = 0; i < 3; i++)
      expect((await t.call('POST', URL, { body: valid(), ip: addr })).status).toBe(201);
    const limited = await t.call('POST', URL, { body: valid(), ip: addr });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: 'Muitas tentativas. Aguarde alguns minutos e tente de novo.',
      code: 'RATE_LIMITED',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await t.call('POST', URL, { body: valid(), ip: ip() })).status).toBe(201);
    t.clock.advance(15 * MINUTE);
    expect((await t.call('POST', URL, { body: valid(), ip: addr })).status).toBe(201);
  });
});

describe('POST /api/contato from a logged-in user', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsApp({ CONTACT_EMAIL: TEAM });
  });
  afterAll(() => t.close());

  it('becomes a ticket of that user (not a contact message) and says where to follow it', async () => {
    const user = await insertUser(t.database.db);
    const { token } = await t.app.sessions.createSession(user.code, false);
    const before = await t.database.db.select().from(contactMessages);
    const res = await t.call('POST', URL, { body: valid(), headers: bearer(token) });
    expect(res.status).toBe(201);
    const mine = await t.call('GET', '/api/tickets', { headers: bearer(token) });
    const [ticket] = mine.body.data;
    expect(ticket).toMatchObject({
      assunto: valid().assunto,
      status: 'open',
      usuario: { codigo: user.code },
    });
    expect(res.body).toEqual({
      ok: true,
      message: `Mensagem enviada! Ela virou o ticket #${ticket.id}: acompanhe a resposta em Suporte, no seu painel.`,
      ticket: ticket.id,
    });
    const full = await t.call('GET', `/api/tickets/${ticket.id}`, { headers: bearer(token) });
    expect(full.body.mensagens).toMatchObject([{ from: 'user', body: valid().mensagem }]);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(before.length);
    const [mail] = await t.emails(TEAM);
    expect(mail.template).toBe('ticket-novo');
  });
});

describe('POST /api/contato when the e-mail fails', () => {
  let t: AccountsTestApp;
  const failing: MailTransport = {
    kind: 'smtp',
    deliver: () => Promise.reject(new Error('SMTP fora do ar')),
  };
  beforeAll(async () => {
    t = await buildAccountsApp({ CONTACT_EMAIL: TEAM }, { mailTransport: failing });
  });
  afterAll(() => t.close());

  it('still answers 201 and keeps the message, and its e-mail waits for a retry with the error recorded', async () => {
    const res = await t.call('POST', URL, { body: valid({ assunto: 'Mensagem que não pode se perder' }) });
    expect(res.status).toBe(201);
    const row = await lastStored(t);
    expect(row.subject).toBe('Mensagem que não pode se perder');
    await t.app.jobs.drain();
    const [email] = await createOutboxRepository(t.database.db).findLatestMessages({ limit: 1, to: TEAM });
    expect(email).toMatchObject({ state: 'pendente', attempts: 1, error: 'SMTP fora do ar' });
    expect(email!.subject).toContain('Mensagem que não pode se perder');
    expect((await t.app.jobs.counts()).email).toMatchObject({ retry: 1 });
  });
});
