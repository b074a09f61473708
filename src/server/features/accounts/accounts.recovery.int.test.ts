import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '#shared/contracts/users.contract.ts';
import type { MailMessage, MailTransport } from '../../adapters/email/index.ts';
import { MINUTE } from '../../lib/clock.ts';
import {
  bearer,
  buildAccountsApp,
  confirmedAccount,
  login,
  PUBLIC_URL,
  registration,
  setActive,
  userRow,
  type AccountsTestApp,
} from '../../test/accounts-app.ts';

const RECOVER = '/api/usuarios/recuperar-senha';
const VALIDATE = '/api/usuarios/recuperar-senha/validar';
const CONFIRM_RESET = '/api/usuarios/recuperar-senha/confirmar';
const RESET = '/api/usuarios/resetar-senha';
const LOGIN = '/api/usuarios/login';

describe('password recovery', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsApp();
  });
  afterAll(() => t.close());

  const recoveryToken = async (email: string) => {
    const res = await t.call('POST', RECOVER, { body: { email } });
    expect(res.status).toBe(200);
    return t.lastToken(email);
  };

  it('answers the same for known and unknown e-mails and mails a 1-hour link to the known one', async () => {
    const { email } = await confirmedAccount(t);
    const known = await t.call('POST', RECOVER, { body: { email: email.toUpperCase() } });
    const unknown = await t.call('POST', RECOVER, { body: { email: 'ninguem@teste.nc.local' } });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({
      ok: true,
      message: 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir sua senha.',
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.raw).toBe(known.raw);
    expect(unknown.headers['cache-control']).toBe(known.headers['cache-control']);

    const [mail] = await t.emails(email);
    expect(mail).toMatchObject({
      template: 'recuperacao',
      subject: 'Redefinição de senha do NC Classificados',
    });
    expect(mail.links[0]).toMatch(new RegExp(`^${PUBLIC_URL}/redefinir-senha\\?token=[A-Za-z0-9_-]{43}$`));
    expect(mail.text).toContain('60 minutos');
    expect(await t.emails('ninguem@teste.nc.local')).toEqual([]);
  });

  it('carries a plan chosen before logging in into the link, if it is an active plan of the account type', async () => {
    const pf = await confirmedAccount(t, { pessoa: 'pf' });
    const linkFor = async (plano: unknown) => {
      expect((await t.call('POST', RECOVER, { body: { email: pf.email, plano } })).status).toBe(200);
      // The newest e-mail first.
      const [newest] = await t.emails(pf.email);
      return new URL(newest.links[0]);
    };
    const kept = await linkFor('pf-anual');
    expect(kept.pathname).toBe('/redefinir-senha');
    expect(kept.searchParams.get('plano')).toBe('pf-anual');
    // Another type's plan, an unknown one, or anything that is not a slug (an address) is dropped.
    for (const plano of ['pj-anual', 'nao-existe', 'https://evil.example/x', '//evil.example', null]) {
      const dropped = await linkFor(plano);
      expect(dropped.searchParams.has('plano'), String(plano)).toBe(false);
      expect(dropped.origin).toBe(PUBLIC_URL);
    }
  });

  it('requires an e-mail: "Informe seu e-mail."', async () => {
    for (const body of [{}, { email: '' }]) {
      const res = await t.call('POST', RECOVER, { body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Informe seu e-mail.');
    }
  });

  it('validates a token without using it; missing, wrong and expired tokens fail with the spec messages', async () => {
    const { email } = await confirmedAccount(t);
    const token = await recoveryToken(email);
    for (let i = 0; i < 2; i++) {
      expect(await t.call('GET', `${VALIDATE}?token=${token}`)).toMatchObject({
        status: 200,
        body: { ok: true, message: M.tokenValid },
      });
    }
    expect(await t.call('GET', VALIDATE)).toMatchObject({ status: 400, body: { message: M.tokenMissing } });
    expect(await t.call('GET', `${VALIDATE}?token=abc`)).toMatchObject({
      status: 400,
      body: { message: 'Token inválido ou expirado.', code: 'VALIDATION' },
    });
    t.clock.advance(60 * MINUTE);
    expect(await t.call('GET', `${VALIDATE}?token=${token}`)).toMatchObject({
      status: 400,
      body: { message: M.tokenInvalidOrExpired },
    });
    const late = await t.call('POST', CONFIRM_RESET, { body: { token, novaSenha: 'nova senha segura' } });
    expect(late).toMatchObject({ status: 400, body: { message: M.tokenInvalidOrExpired } });
  });

  it('sets the new password once, ends every session, and sends the notice', async () => {
    const { email, senha } = await confirmedAccount(t);
    const phone = await login(t, email, senha, true);
    const laptop = await login(t, email, senha);
    const token = await recoveryToken(email);
    t.clock.advance(59 * MINUTE);

    const res = await t.call('POST', CONFIRM_RESET, {
      body: { token, novaSenha: 'nova senha segura', confirmarSenha: 'nova senha segura' },
      headers: { cookie: laptop.cookie, origin: PUBLIC_URL },
    });
    expect(res).toMatchObject({ status: 200, body: { ok: true, message: M.passwordReset } });
    expect(res.cookies.find((c) => c.name === 'nc_sessao')?.value).toBe('');
    for (const s of [phone, laptop]) {
      expect((await t.call('GET', '/api/usuarios/me', { headers: bearer(s.token) })).status).toBe(401);
    }
    expect((await t.call('POST', LOGIN, { body: { usuario: email, senha } })).status).toBe(401);
    await login(t, email, 'nova senha segura');

    const again = await t.call('POST', CONFIRM_RESET, { body: { token, novaSenha: 'outra senha segura' } });
    expect(again).toMatchObject({ status: 400, body: { message: M.tokenInvalidOrExpired } });

    const [notice] = await t.emails(email);
    expect(notice).toMatchObject({
      template: 'senha-alterada',
      subject: 'Sua senha do NC Classificados foi alterada',
    });
    expect(notice.text).toContain(`${PUBLIC_URL}/esqueci-senha`);
  });

  it('resetar-senha (the spec fallback) takes token and senha', async () => {
    const { email } = await confirmedAccount(t);
    const token = await recoveryToken(email);
    const res = await t.call('POST', RESET, { body: { token, senha: 'senha pelo caminho antigo' } });
    expect(res).toMatchObject({ status: 200, body: { ok: true, message: M.passwordReset } });
    await login(t, email, 'senha pelo caminho antigo');
    expect((await t.call('POST', RESET, { body: { token, senha: 'mais uma senha longa' } })).status).toBe(
      400,
    );
  });

  it.each([
    [CONFIRM_RESET, { token: undefined, novaSenha: 'nova senha segura' }, 'token', M.tokenMissing],
    [CONFIRM_RESET, { token: '' }, 'token', M.tokenMissing],
    [CONFIRM_RESET, {}, 'novaSenha', M.newPasswordRequired],
    [CONFIRM_RESET, { novaSenha: '' }, 'novaSenha', M.newPasswordRequired],
    [CONFIRM_RESET, { novaSenha: 'curta' }, 'novaSenha', M.passwordLength],
    [CONFIRM_RESET, { novaSenha: '🔑🔑🔑🔑' }, 'novaSenha', M.passwordLength],
    [CONFIRM_RESET, { novaSenha: ' '.repeat(10) }, 'novaSenha', M.passwordBlank],
    [CONFIRM_RESET, { novaSenha: 'senha123' }, 'novaSenha', M.passwordTooCommon],
    [
      CONFIRM_RESET,
      { novaSenha: 'nova senha segura', confirmarSenha: 'nova senha seguro' },
      'confirmarSenha',
      M.passwordsDiffer,
    ],
    [RESET, {}, 'senha', M.newPasswordRequired],
    [RESET, { senha: 'x'.repeat(129) }, 'senha', M.passwordLength],
    [RESET, { senha: '123456789' }, 'senha', M.passwordTooCommon],
  ])('%s %j: 400 on %s with "%s", token kept', async (url, change, field, message) => {
    const { email } = await confirmedAccount(t);
    const token = await recoveryToken(email);
    const res = await t.call('POST', url, { body: { token, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors ?? [{ field, message }]).toContainEqual({ field, message });
    expect((await t.call('GET', `${VALIDATE}?token=${token}`)).status).toBe(200);
  });

  it('a new request voids the earlier link', async () => {
    const { email } = await confirmedAccount(t);
    const first = await recoveryToken(email);
    const second = await recoveryToken(email);
    expect(second).not.toBe(first);
    expect((await t.call('GET', `${VALIDATE}?token=${first}`)).status).toBe(400);
    expect((await t.call('GET', `${VALIDATE}?token=${second}`)).status).toBe(200);
  });

  it('a confirmation token is not a reset token, nor the other way round', async () => {
    const payload = registration();
    await t.call('POST', '/api/usuarios/registrar', { body: payload });
    const confirmation = await t.lastToken(payload.email);
    expect((await t.call('GET', `${VALIDATE}?token=${confirmation}`)).status).toBe(400);
    const reset = await recoveryToken(payload.email);
    expect((await t.call('GET', `/api/usuarios/confirmar?token=${reset}`)).status).toBe(400);
  });

  it('resetting an unconfirmed account confirms it (the link proved the address)', async () => {
    const payload = registration();
    await t.call('POST', '/api/usuarios/registrar', { body: payload });
    const token = await recoveryToken(payload.email);
    await t.call('POST', CONFIRM_RESET, { body: { token, novaSenha: 'senha escolhida agora' } });
    expect((await userRow(t, payload.email))?.validation).toBe(1);
    await login(t, payload.email, 'senha escolhida agora');
  });

  it('a blocked account gets no link (and the same answer)', async () => {
    const { email } = await confirmedAccount(t);
    await setActive(t, email, false);
    const res = await t.call('POST', RECOVER, { body: { email } });
    expect(res.body.message).toBe(M.recoverySent);
    expect((await t.emails(email)).map((m) => m.template)).toEqual(['confirmacao']);
  });
});

describe('recovery and resend answer before any e-mail work', () => {
  let t: AccountsTestApp;
  const held: (() => void)[] = [];
  const releaseAll = () => held.splice(0).forEach((resolve) => resolve());
  const sent: MailMessage[] = [];
  let holding = true;
  const mailTransport: MailTransport = {
    kind: 'smtp',
    async deliver(message) {
      // A slow SMTP server: holds every message until released.
      if (holding) await new Promise<void>((resolve) => held.push(resolve));
      sent.push(message);
    },
  };
  beforeAll(async () => {
    t = await buildAccountsApp({}, { mailTransport });
  });
  afterAll(() => t.close());

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  };

  it('does the look-up, token and e-mail after the answer, so known and unknown e-mails take the same time', async () => {
    const payload = registration();
    // The sign-up answers at once: its e-mail is delivered by the job queue, later.
    expect((await t.call('POST', '/api/usuarios/registrar', { body: payload })).status).toBe(201);
    const delivering = t.app.jobs.drain();
    await until(() => held.length === 1);

    // Both answered while the "SMTP server" still holds the first e-mail.
    const known = await t.call('POST', RECOVER, { body: { email: payload.email } });
    const resend = await t.call('POST', '/api/usuarios/reenviar-confirmacao', {
      body: { email: payload.email },
    });
    expect(known.status).toBe(200);
    expect(resend.status).toBe(200);
    expect(sent).toEqual([]);
    holding = false;
    releaseAll();
    await delivering;
    await t.app.background.idle();
    await t.app.jobs.drain();
    expect(sent.map((m) => m.template).sort()).toEqual(['confirmacao', 'recuperacao', 'reenvio']);
  });
});
