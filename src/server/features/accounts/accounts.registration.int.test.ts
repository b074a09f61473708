import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '#shared/contracts/users.contract.ts';
import { createOutboxRepository, type MailMessage, type MailTransport } from '../../adapters/email/index.ts';
import { users } from '../../db/schema/index.ts';
import { HOUR } from '../../lib/clock.ts';
import {
  buildAccountsApp,
  login,
  PUBLIC_URL,
  registration,
  tokenOf,
  userRow,
  type AccountsTestApp,
} from '../../test/accounts-app.ts';

const REGISTER = '/api/usuarios/registrar';
const CONFIRM = '/api/usuarios/confirmar';
const RESEND = '/api/usuarios/reenviar-confirmacao';

describe('registration and e-mail confirmation', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsApp();
  });
  afterAll(() => t.close());

  it('creates a PF account: nivel 2, tipo 3, validacao 0, argon2id hash, digits only', async () => {
    const payload = registration({ email: 'Joana.Pereira@Exemplo.COM' });
    const res = await t.call('POST', REGISTER, { body: payload });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      ok: true,
      message: M.registered,
      email: 'joana.pereira@exemplo.com',
      emailEnviado: true,
    });
    const row = await userRow(t, 'joana.pereira@exemplo.com');
    expect(row).toMatchObject({
      email: 'joana.pereira@exemplo.com',
      name: 'Joana Pereira',
      personKind: 'pf',
      document: payload.documentoUSUARIO,
      whatsapp: '11987654321',
      ddd: '11',
      level: 2,
      type: 3,
      active: true,
      validation: 0,
      emailConfirmedAt: null,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(await verify(row!.passwordHash!, payload.senha)).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('creates a PJ account with tipo 2 and accepts a masked CNPJ', async () => {
    const payload = registration({ pessoa: 'pj' });
    const masked = payload.documentoUSUARIO.replace(
      /^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/,
      '$1.$2.$3/$4-$5',
    );
    const res = await t.call('POST', REGISTER, {
      body: { ...payload, documentoUSUARIO: masked, telefone: '' },
    });
    expect(res.status).toBe(201);
    expect(await userRow(t, payload.email)).toMatchObject({
      personKind: 'pj',
      type: 2,
      level: 2,
      document: payload.documentoUSUARIO,
      whatsapp: null,
    });
  });

  it('sends a Portuguese confirmation e-mail with an absolute link from PUBLIC_URL, not from Host', async () => {
    const payload = registration({ nome: 'Zé <b>Malandro</b> & Cia' });
    await t.call('POST', REGISTER, {
      body: payload,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    const [mail] = await t.emails(payload.email);
    expect(mail).toMatchObject({
      to: payload.email,
      subject: 'Confirme seu e-mail no NC Classificados',
      template: 'confirmacao',
    });
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(new RegExp(`^${PUBLIC_URL}/confirmar\\?token=[A-Za-z0-9_-]{43}$`));
    expect(mail.text).toContain('Olá, Zé <b>Malandro</b> & Cia!');
    expect(mail.text).toContain('48 horas');
    expect(mail.html).toContain('Olá, Zé &lt;b&gt;Malandro&lt;/b&gt; &amp; Cia!');
    expect(mail.html).not.toContain('<b>Malandro');
    expect(mail.html).toContain(`href="${mail.links[0]}"`);
  });

  it.each([
    ['nome', { nome: '' }, M.required],
    ['nome', { nome: undefined }, M.required],
    ['email', { email: '' }, M.required],
    ['email', { email: 'joana@' }, M.emailInvalid],
    ['documentoUSUARIO', { documentoUSUARIO: '' }, M.required],
    ['documentoUSUARIO', { documentoUSUARIO: '529.982.247-24' }, M.cpfInvalid],
    ['documentoUSUARIO', { documentoUSUARIO: '111.111.111-11' }, M.cpfInvalid],
    ['documentoUSUARIO', { pessoa: 'pj', documentoUSUARIO: '11.222.333/0001-82' }, M.cnpjInvalid],
    ['documentoUSUARIO', { pessoa: 'pj', documentoUSUARIO: '00000000000000' }, M.cnpjInvalid],
    ['documentoUSUARIO', { pessoa: 'pj', documentoUSUARIO: '52998224725' }, M.cnpjInvalid],
    ['confirmarSenha', { confirmarSenha: 'outra senha longa' }, M.passwordsDiffer],
    ['aceitarTermos', { aceitarTermos: false }, M.termsRequired],
    ['aceitarTermos', { aceitarTermos: undefined }, M.termsRequired],
    ['senha', { senha: '1234567', confirmarSenha: '1234567' }, M.passwordLength],
    ['senha', { senha: 'x'.repeat(129), confirmarSenha: 'x'.repeat(129) }, M.passwordLength],
    // Four emoji (8 UTF-16 units) and eight spaces were accepted.
    ['senha', { senha: '😀🐱🌵🚀', confirmarSenha: '😀🐱🌵🚀' }, M.passwordLength],
    ['senha', { senha: '        ', confirmarSenha: '        ' }, M.passwordBlank],
    ['senha', { senha: '12345678', confirmarSenha: '12345678' }, M.passwordTooCommon],
    ['senha', { senha: 'senha123', confirmarSenha: 'senha123' }, M.passwordTooCommon],
    ['senha', { senha: 'Password1', confirmarSenha: 'Password1' }, M.passwordTooCommon],
    ['senha', { senha: 'flamengo2024', confirmarSenha: 'flamengo2024' }, M.passwordTooCommon],
    ['telefone', { telefone: '(11) 9876' }, M.phoneInvalid],
    ['pessoa', { pessoa: 'pessoa' }, M.pessoaInvalid],
  ])('refuses %s (%j) with 400 "%s"', async (field, change, message) => {
    const { pessoa } = change as { pessoa?: string };
    const payload = registration(pessoa ? { pessoa } : {});
    const res = await t.call('POST', REGISTER, { body: { ...payload, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.errors).toContainEqual({ field, message });
    expect(await userRow(t, payload.email)).toBeUndefined();
  });

  it('accepts passwords of 8, 64 and 128 characters and passphrases without digits', async () => {
    for (const senha of [
      'kx7!pq2m',
      'a'.repeat(63) + 'b',
      'ç'.repeat(127) + 'x',
      'correct horse battery staple',
    ]) {
      const res = await t.call('POST', REGISTER, { body: registration({ senha, confirmarSenha: senha }) });
      expect(res.status, senha).toBe(201);
    }
  });

  it('answers 409 "Este e-mail já está cadastrado." for a known e-mail in any case, and 409 for a known document', async () => {
    const first = registration();
    expect((await t.call('POST', REGISTER, { body: first })).status).toBe(201);
    const sameEmail = await t.call('POST', REGISTER, {
      body: registration({ email: first.email.toUpperCase() }),
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({
      message: 'Este e-mail já está cadastrado.',
      code: 'CONFLICT',
      errors: [{ field: 'email', message: 'Este e-mail já está cadastrado.' }],
    });
    const sameDocument = await t.call('POST', REGISTER, {
      body: registration({ documentoUSUARIO: first.documentoUSUARIO }),
    });
    expect(sameDocument.status).toBe(409);
    expect(sameDocument.body.message).toBe(M.documentTaken);
  });

  it('confirms with the token once: validacao 1, login allowed; opened again it says the e-mail is confirmed', async () => {
    const payload = registration();
    await t.call('POST', REGISTER, { body: payload });
    const token = await t.lastToken(payload.email);
    const before = await t.call('POST', '/api/usuarios/login', {
      body: { usuario: payload.email, senha: payload.senha },
    });
    expect(before.status).toBe(403);

    const res = await t.call('GET', `${CONFIRM}?token=${token}`);
    expect(res).toMatchObject({ status: 200, body: { ok: true, message: M.confirmed } });
    const row = await userRow(t, payload.email);
    expect(row).toMatchObject({ validation: 1 });
    expect(row?.emailConfirmedAt).toEqual(t.clock.now());
    await login(t, payload.email, payload.senha);

    // The link opened a second time: confirmed, not "o token pode ter expirado",
    // also past the link's 48 hours; nothing changes.
    t.clock.advance(49 * 3600_000);
    const again = await t.call('GET', `${CONFIRM}?token=${token}`);
    expect(again).toMatchObject({ status: 200, body: { ok: true, message: M.alreadyConfirmed } });
    expect((await userRow(t, payload.email))?.emailConfirmedAt).toEqual(row?.emailConfirmedAt);
  });

  it('a used link of an account that is no longer confirmed keeps the failure', async () => {
    const payload = registration();
    await t.call('POST', REGISTER, { body: payload });
    const token = await t.lastToken(payload.email);
    expect((await t.call('GET', `${CONFIRM}?token=${token}`)).status).toBe(200);
    const row = await userRow(t, payload.email);
    await t.database.db.update(users).set({ validation: 0 }).where(eq(users.code, row!.code));
    const reopened = await t.call('GET', `${CONFIRM}?token=${token}`);
    expect(reopened).toMatchObject({ status: 400, body: { message: M.confirmFailed } });
  });

  it('answers "Token inválido ou ausente." without a token and the confirmation failure for a wrong one', async () => {
    for (const url of [CONFIRM, `${CONFIRM}?token=`, `${CONFIRM}?token=%20`]) {
      const res = await t.call('GET', url);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(M.tokenMissing);
    }
    const wrong = await t.call('GET', `${CONFIRM}?token=${'A'.repeat(43)}`);
    expect(wrong).toMatchObject({ status: 400, body: { message: M.confirmFailed } });
  });

  it('expires the confirmation link after 48 hours', async () => {
    const early = registration();
    const late = registration();
    await t.call('POST', REGISTER, { body: early });
    await t.call('POST', REGISTER, { body: late });
    const earlyToken = await t.lastToken(early.email);
    const lateToken = await t.lastToken(late.email);
    t.clock.advance(48 * HOUR - 1000);
    expect((await t.call('GET', `${CONFIRM}?token=${earlyToken}`)).status).toBe(200);
    t.clock.advance(1000);
    const expired = await t.call('GET', `${CONFIRM}?token=${lateToken}`);
    expect(expired).toMatchObject({ status: 400, body: { message: M.confirmFailed } });
    expect((await userRow(t, late.email))?.validation).toBe(0);
  });

  it('resend sends a new link and voids the earlier one', async () => {
    const payload = registration();
    await t.call('POST', REGISTER, { body: payload });
    const first = await t.lastToken(payload.email);
    const res = await t.call('POST', RESEND, { body: { email: payload.email.toUpperCase() } });
    expect(res).toMatchObject({ status: 200, body: { ok: true, message: M.resendSent } });
    const [mail] = await t.emails(payload.email);
    expect(mail).toMatchObject({
      template: 'reenvio',
      subject: 'Seu novo link de confirmação do NC Classificados',
    });
    const second = tokenOf(mail.links[0]);
    expect(second).not.toBe(first);
    expect((await t.call('GET', `${CONFIRM}?token=${first}`)).status).toBe(400);
    expect((await t.call('GET', `${CONFIRM}?token=${second}`)).status).toBe(200);
  });

  it('resend answers the same for unknown, confirmed and unconfirmed e-mails, and mails only the unconfirmed', async () => {
    const unconfirmed = registration();
    const confirmed = registration();
    await t.call('POST', REGISTER, { body: unconfirmed });
    await t.call('POST', REGISTER, { body: confirmed });
    await t.call('GET', `${CONFIRM}?token=${await t.lastToken(confirmed.email)}`);
    const answers = [];
    for (const email of [unconfirmed.email, confirmed.email, 'ninguem@teste.nc.local']) {
      const res = await t.call('POST', RESEND, { body: { email } });
      answers.push({ status: res.status, raw: res.raw });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect((await t.emails(unconfirmed.email)).map((m) => m.template)).toEqual(['reenvio', 'confirmacao']);
    expect((await t.emails(confirmed.email)).map((m) => m.template)).toEqual(['confirmacao']);
    expect(await t.emails('ninguem@teste.nc.local')).toEqual([]);
  });

  it('resend requires an e-mail: "Informe seu e-mail para reenviar a confirmação."', async () => {
    for (const body of [{}, { email: '' }, { email: '   ' }]) {
      const res = await t.call('POST', RESEND, { body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(M.resendEmailRequired);
    }
    expect((await t.call('POST', RESEND, { body: { email: 'x@' } })).body.message).toBe(M.emailInvalid);
  });

  it('carries ?plano= from the sign-up into the confirmation link, only for an active plan of the account type', async () => {
    const chosen = registration({ plano: 'pf-anual' });
    expect((await t.call('POST', REGISTER, { body: chosen })).status).toBe(201);
    const [mail] = await t.emails(chosen.email);
    const url = new URL(mail.links[0]);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/confirmar`);
    expect(url.searchParams.get('plano')).toBe('pf-anual');
    expect(url.search).toBe(`?token=${tokenOf(mail.links[0])}&plano=pf-anual`);
    // The link still confirms.
    expect((await t.call('GET', `${CONFIRM}?token=${tokenOf(mail.links[0])}`)).status).toBe(200);

    for (const plano of ['pj-anual', 'nao-existe', 'Inválido!', null]) {
      const other = registration({ plano });
      expect((await t.call('POST', REGISTER, { body: other })).status).toBe(201);
      const [m] = await t.emails(other.email);
      expect(new URL(m.links[0]).searchParams.has('plano')).toBe(false);
    }
  });

  it('carries ?redirect= (a page of this site, e.g. a search to save) into the confirmation link, never an address elsewhere', async () => {
    const search = '/anuncios?q=bolo&salvar=1';
    const chosen = registration({ redirect: search });
    expect((await t.call('POST', REGISTER, { body: chosen })).status).toBe(201);
    const [mail] = await t.emails(chosen.email);
    expect(new URL(mail.links[0]).searchParams.get('redirect')).toBe(search);

    for (const redirect of ['https://evil.example/x', '//evil.example', '/\\evil.example', '/entrar', null]) {
      const other = registration({ redirect });
      expect((await t.call('POST', REGISTER, { body: other })).status, String(redirect)).toBe(201);
      const [m] = await t.emails(other.email);
      expect(new URL(m.links[0]).searchParams.has('redirect'), String(redirect)).toBe(false);
    }
  });
});

describe('registration when the e-mail cannot be sent', () => {
  let t: AccountsTestApp;
  const sent: MailMessage[] = [];
  let failing = true;
  const mailTransport: MailTransport = {
    kind: 'smtp',
    async deliver(message) {
      if (failing) throw new Error('SMTP fora do ar');
      sent.push(message);
    },
  };
  beforeAll(async () => {
    // Three retries at once, so the test sees the last attempt without waiting for backoff.
    const jobOptions = { policies: { email: { retryLimit: 3, retryDelay: 0, retryBackoff: false } } };
    t = await buildAccountsApp({}, { mailTransport, jobOptions });
  });
  afterAll(() => t.close());

  it('keeps the account, retries the e-mail, records it as failed, and the user gets a link by resending', async () => {
    const payload = registration();
    const res = await t.call('POST', REGISTER, { body: payload });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ok: true, emailEnviado: true, message: M.registered });
    expect(await userRow(t, payload.email)).toMatchObject({ validation: 0 });
    await t.app.jobs.drain();
    const [record] = await createOutboxRepository(t.database.db).findLatestMessages({
      limit: 1,
      to: payload.email,
    });
    // Four attempts, then given up on: the body (a live token) is gone, the error stays for admins.
    expect(record).toMatchObject({
      state: 'falhou',
      attempts: 4,
      error: 'SMTP fora do ar',
      html: null,
      text: null,
    });

    failing = false;
    await t.call('POST', RESEND, { body: { email: payload.email } });
    await t.app.background.idle();
    await t.app.jobs.drain();
    expect(sent.map((m) => [m.to, m.template])).toEqual([[payload.email, 'reenvio']]);
    const token = tokenOf(sent[0]!.text.match(/https?:\/\/\S+/)![0]);
    expect((await t.call('GET', `${CONFIRM}?token=${token}`)).status).toBe(200);
  });
});
