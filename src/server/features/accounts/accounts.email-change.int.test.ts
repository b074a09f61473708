import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LEVELS } from '#shared/constants.ts';
import { EMAIL_CHANGE_MESSAGES as M } from '#shared/contracts/email-change.contract.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { HOUR } from '../../lib/clock.ts';
import {
  bearer,
  buildAccountsApp,
  confirmedAccount,
  login,
  PUBLIC_URL,
  registration,
  tokenOf,
  userRow,
  type AccountsTestApp,
} from '../../test/accounts-app.ts';

const REQUEST = '/api/usuarios/email/alterar';
const CONFIRM = '/api/usuarios/email/confirmar';
const UNDO = '/api/usuarios/email/desfazer';
const ME = '/api/usuarios/me';

let seq = 0;
const freshEmail = (label: string) => `${label}${process.pid}x${++seq}@novo.nc.local`;

describe('changing the e-mail (issue 36 item 4)', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsApp();
  });
  afterAll(() => t.close());

  /** A confirmed account with a session. */
  async function member(overrides: Record<string, unknown> = {}) {
    const account = await confirmedAccount(t, overrides);
    const { token } = await login(t, account.email, account.senha);
    const headers = bearer(token);
    return { ...account, token, headers };
  }

  const ask = (headers: Record<string, string>, body: unknown) => t.call('POST', REQUEST, { headers, body });

  /** The newest link of the newest e-mail to `to`, checked to be on `path`. */
  async function linkTo(to: string, path: string): Promise<string> {
    const [mail] = await t.emails(to);
    expect(mail, `an e-mail to ${to}`).toBeTruthy();
    const url = new URL(mail.links[0]);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}${path}`);
    return tokenOf(mail.links[0]);
  }

  async function auditOf(code: number) {
    return t.database.db
      .select({
        action: auditLog.action,
        actor: auditLog.actorCode,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'usuario'), eq(auditLog.entityId, code)))
      .orderBy(auditLog.id);
  }

  it('refuses a visitor (401) and never reads the body', async () => {
    const res = await t.call('POST', REQUEST, { body: { novoEmail: freshEmail('anon'), senha: 'x' } });
    expect(res.status).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('checks the body: required fields, a valid address, in Portuguese', async () => {
    const m = await member();
    expect(await ask(m.headers, {})).toMatchObject({ status: 400 });
    const bad = await ask(m.headers, { novoEmail: 'sem-arroba', senha: m.senha });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'novoEmail', message: 'Informe um e-mail válido.' }]);
    const noPassword = await ask(m.headers, { novoEmail: freshEmail('x'), senha: '' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe(M.passwordRequired);
  });

  it('a wrong password is 400 on senha: nothing is sent, nothing changes', async () => {
    const m = await member();
    const target = freshEmail('errada');
    const res = await ask(m.headers, { novoEmail: target, senha: `${m.senha}!` });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: M.wrongPassword,
      errors: [{ field: 'senha', message: M.wrongPassword }],
    });
    expect(await t.emails(target)).toEqual([]);
    expect((await userRow(t, m.email))?.email).toBe(m.email);
  });

  it("the same address is 400; another account's address is 409 with the sign-up's own message", async () => {
    const m = await member();
    const same = await ask(m.headers, { novoEmail: m.email.toUpperCase(), senha: m.senha });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual([{ field: 'novoEmail', message: M.sameEmail }]);

    const other = await confirmedAccount(t);
    const taken = await ask(m.headers, { novoEmail: other.email.toUpperCase(), senha: m.senha });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      message: 'Este e-mail já está cadastrado.',
      errors: [{ field: 'novoEmail', message: 'Este e-mail já está cadastrado.' }],
    });
    // What the sign-up says for the same address: nothing more is learnt here.
    const signUp = await t.call('POST', '/api/usuarios/registrar', {
      body: registration({ email: other.email }),
    });
    expect(signUp.status).toBe(409);
    expect(signUp.body.message).toBe(taken.body.message);
  });

  it("the owner's whole flow: link to the new address, change on opening, sessions kept, notice with undo to the old one, audited", async () => {
    const m = await member();
    const target = freshEmail('dona');
    const requested = await ask(m.headers, { novoEmail: `  ${target.toUpperCase()} `, senha: m.senha });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ ok: true, message: M.requested(target), email: target });

    // Nothing changes before the link is opened; the old login still works.
    const [mail] = await t.emails(target);
    expect(mail).toMatchObject({
      template: 'troca-email',
      subject: 'Confirme seu novo e-mail no NC Classificados',
    });
    expect(mail.text).toContain('48 horas');
    const token = await linkTo(target, '/confirmar-email');
    expect((await userRow(t, m.email))?.email).toBe(m.email);
    await login(t, m.email, m.senha);

    const opened = await t.call('GET', `${CONFIRM}?token=${token}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ ok: true, estado: 'alterado', message: M.changed(target), email: target });
    expect(opened.headers['cache-control']).toBe('no-store');

    const row = await userRow(t, target);
    expect(row?.email).toBe(target);
    expect(await userRow(t, m.email)).toBeUndefined();
    // The session made before the change goes on, and sees the new address.
    const me = await t.call('GET', ME, { headers: m.headers });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(target);
    // Logging in takes the new address now.
    await login(t, target, m.senha);
    const oldLogin = await t.call('POST', '/api/usuarios/login', {
      body: { usuario: m.email, senha: m.senha },
    });
    expect(oldLogin.status).toBe(401);

    // The notice to the old address, with a 7-day undo link.
    const [notice] = await t.emails(m.email);
    expect(notice).toMatchObject({
      template: 'email-alterado',
      subject: 'O e-mail da sua conta no NC Classificados foi alterado',
    });
    expect(notice.text).toContain(`de ${m.email} para ${target}`);
    expect(notice.text).toContain('7 dias');
    await linkTo(m.email, '/desfazer-email');

    expect(await auditOf(row!.code)).toEqual([
      {
        action: 'trocar_email',
        actor: row!.code,
        before: { emailUSUARIO: m.email },
        after: { emailUSUARIO: target },
      },
    ]);

    // The same link again: already done, said so (not an error), nothing more happens.
    const again = await t.call('GET', `${CONFIRM}?token=${token}`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ estado: 'usado', message: M.changeUsed });
    expect(await auditOf(row!.code)).toHaveLength(1);
  });

  it('a newer request voids the earlier link; a password-reset link to the old address dies with the change', async () => {
    const m = await member();
    const first = freshEmail('primeiro');
    const second = freshEmail('segundo');
    expect((await ask(m.headers, { novoEmail: first, senha: m.senha })).status).toBe(200);
    const firstToken = await linkTo(first, '/confirmar-email');
    expect((await ask(m.headers, { novoEmail: second, senha: m.senha })).status).toBe(200);
    const secondToken = await linkTo(second, '/confirmar-email');

    const stale = await t.call('GET', `${CONFIRM}?token=${firstToken}`);
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(M.changeInvalid);

    expect((await t.call('POST', '/api/usuarios/recuperar-senha', { body: { email: m.email } })).status).toBe(
      200,
    );
    const resetToken = await t.lastToken(m.email);
    expect((await t.call('GET', `${CONFIRM}?token=${secondToken}`)).body.estado).toBe('alterado');
    const reset = await t.call('GET', `/api/usuarios/recuperar-senha/validar?token=${resetToken}`);
    expect(reset.status).toBe(400);
  });

  it('re-checks the address on opening: taken by a sign-up meanwhile, 409 and nothing changes', async () => {
    const m = await member();
    const target = freshEmail('disputado');
    expect((await ask(m.headers, { novoEmail: target, senha: m.senha })).status).toBe(200);
    const token = await linkTo(target, '/confirmar-email');
    const signUp = await t.call('POST', '/api/usuarios/registrar', { body: registration({ email: target }) });
    expect(signUp.status).toBe(201);

    const opened = await t.call('GET', `${CONFIRM}?token=${token}`);
    expect(opened.status).toBe(409);
    expect(opened.body.message).toBe(M.changeTakenMeanwhile);
    expect((await userRow(t, m.email))?.email).toBe(m.email);
  });

  it('the undo link brings the old address back, ends every session, voids the pending links, and is audited', async () => {
    const m = await member();
    const target = freshEmail('invasor');
    expect((await ask(m.headers, { novoEmail: target, senha: m.senha })).status).toBe(200);
    await t.call('GET', `${CONFIRM}?token=${await linkTo(target, '/confirmar-email')}`);
    const undoToken = await linkTo(m.email, '/desfazer-email');
    // Whoever changed it asks for another change and a reset, to their own address.
    const other = freshEmail('outro');
    expect((await ask(m.headers, { novoEmail: other, senha: m.senha })).status).toBe(200);
    const pendingChange = await linkTo(other, '/confirmar-email');
    await t.call('POST', '/api/usuarios/recuperar-senha', { body: { email: target } });
    const pendingReset = await t.lastToken(target);

    const undone = await t.call('GET', `${UNDO}?token=${undoToken}`);
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({
      ok: true,
      estado: 'restaurado',
      message: M.undone(m.email),
      email: m.email,
    });

    const row = await userRow(t, m.email);
    expect(row?.email).toBe(m.email);
    expect((await t.call('GET', ME, { headers: m.headers })).status).toBe(401);
    expect((await t.call('GET', `${CONFIRM}?token=${pendingChange}`)).status).toBe(400);
    expect((await t.call('GET', `/api/usuarios/recuperar-senha/validar?token=${pendingReset}`)).status).toBe(
      400,
    );
    expect((await userRow(t, m.email))?.email).toBe(m.email);

    const log = await auditOf(row!.code);
    expect(log.map((l) => l.action)).toEqual(['trocar_email', 'desfazer_troca_email']);
    expect(log[1]).toMatchObject({
      actor: row!.code,
      before: { emailUSUARIO: target },
      after: { emailUSUARIO: m.email, sessoesEncerradas: true },
    });

    const again = await t.call('GET', `${UNDO}?token=${undoToken}`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ estado: 'usado', message: M.undoUsed });
  });

  it("a second change does not void the first owner's undo link, and one undo voids the others", async () => {
    const m = await member();
    const b = freshEmail('b');
    const c = freshEmail('c');
    expect((await ask(m.headers, { novoEmail: b, senha: m.senha })).status).toBe(200);
    await t.call('GET', `${CONFIRM}?token=${await linkTo(b, '/confirmar-email')}`);
    const undoToA = await linkTo(m.email, '/desfazer-email');
    expect((await ask(m.headers, { novoEmail: c, senha: m.senha })).status).toBe(200);
    await t.call('GET', `${CONFIRM}?token=${await linkTo(c, '/confirmar-email')}`);
    const undoToB = await linkTo(b, '/desfazer-email');

    expect((await t.call('GET', `${UNDO}?token=${undoToA}`)).body.estado).toBe('restaurado');
    expect((await userRow(t, m.email))?.email).toBe(m.email);
    const stale = await t.call('GET', `${UNDO}?token=${undoToB}`);
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(M.undoInvalid);
  });

  it('an old address taken meanwhile is not restored, but the sessions still end (em_uso)', async () => {
    const m = await member();
    const target = freshEmail('tomado');
    expect((await ask(m.headers, { novoEmail: target, senha: m.senha })).status).toBe(200);
    await t.call('GET', `${CONFIRM}?token=${await linkTo(target, '/confirmar-email')}`);
    const undoToken = await linkTo(m.email, '/desfazer-email');
    const signUp = await t.call('POST', '/api/usuarios/registrar', {
      body: registration({ email: m.email }),
    });
    expect(signUp.status).toBe(201);

    const undone = await t.call('GET', `${UNDO}?token=${undoToken}`);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ estado: 'em_uso', message: M.undoTaken(m.email) });
    expect((await userRow(t, target))?.email).toBe(target);
    expect((await t.call('GET', ME, { headers: m.headers })).status).toBe(401);
  });

  it('expired links are 410 with their own message; unknown and missing ones 400', async () => {
    const m = await member();
    const target = freshEmail('tarde');
    expect((await ask(m.headers, { novoEmail: target, senha: m.senha })).status).toBe(200);
    const token = await linkTo(target, '/confirmar-email');
    t.clock.advance(48 * HOUR + 1);
    const late = await t.call('GET', `${CONFIRM}?token=${token}`);
    expect(late.status).toBe(410);
    expect(late.body.message).toBe(M.changeExpired);
    expect((await userRow(t, m.email))?.email).toBe(m.email);

    const n = await member();
    const target2 = freshEmail('desfazer-tarde');
    expect((await ask(n.headers, { novoEmail: target2, senha: n.senha })).status).toBe(200);
    await t.call('GET', `${CONFIRM}?token=${await linkTo(target2, '/confirmar-email')}`);
    const undoToken = await linkTo(n.email, '/desfazer-email');
    t.clock.advance(7 * 24 * HOUR + 1);
    const lateUndo = await t.call('GET', `${UNDO}?token=${undoToken}`);
    expect(lateUndo.status).toBe(410);
    expect(lateUndo.body.message).toBe(M.undoExpired);
    expect((await userRow(t, target2))?.email).toBe(target2);

    for (const url of [CONFIRM, UNDO]) {
      expect((await t.call('GET', `${url}?token=nao-existe`)).body.message).toMatch(/não é válido/);
      const missing = await t.call('GET', url);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Token inválido ou ausente.');
    }
  });

  it("another user: their session and password change only their own account; a body naming someone else's is ignored", async () => {
    const a = await member();
    const b = await member();
    // B with A's password: wrong password for B.
    const withOthersPassword = await ask(b.headers, { novoEmail: freshEmail('b1'), senha: `${a.senha}x` });
    expect(withOthersPassword.status).toBe(400);
    const rowA = await userRow(t, a.email);
    const target = freshEmail('b2');
    const res = await ask(b.headers, { novoEmail: target, senha: b.senha, codigoUSUARIO: rowA!.code });
    expect(res.status).toBe(200);
    await t.call('GET', `${CONFIRM}?token=${await linkTo(target, '/confirmar-email')}`, {
      headers: a.headers,
    });
    expect((await userRow(t, a.email))?.code).toBe(rowA!.code);
    expect((await userRow(t, target))?.code).not.toBe(rowA!.code);
  });

  it('the admin is just a user here: changes their own e-mail through the same flow', async () => {
    const account = await confirmedAccount(t);
    const row = await userRow(t, account.email);
    await t.database.db.update(users).set({ level: USER_LEVELS.ADMIN }).where(eq(users.code, row!.code));
    const { token } = await login(t, account.email, account.senha);
    const target = freshEmail('admin');
    const wrong = await ask(bearer(token), { novoEmail: target, senha: 'outra senha qualquer' });
    expect(wrong.status).toBe(400);
    const res = await ask(bearer(token), { novoEmail: target, senha: account.senha });
    expect(res.status).toBe(200);
    const opened = await t.call('GET', `${CONFIRM}?token=${await linkTo(target, '/confirmar-email')}`);
    expect(opened.body.estado).toBe('alterado');
    expect((await userRow(t, target))?.level).toBe(USER_LEVELS.ADMIN);
    expect((await t.call('GET', ME, { headers: bearer(token) })).body.email).toBe(target);
  });
});

describe('changing the e-mail: rate limit', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsApp({ RATE_LIMIT_EMAIL_CHANGE_USER: '2/1h' });
  });
  afterAll(() => t.close());

  it('counts every request of an account, wrong passwords included: 429 past the limit, per account', async () => {
    const a = await confirmedAccount(t);
    const { token } = await login(t, a.email, a.senha);
    for (let i = 0; i < 2; i++) {
      const res = await t.call('POST', REQUEST, {
        headers: bearer(token),
        body: { novoEmail: freshEmail('limite'), senha: 'senha errada demais' },
      });
      expect(res.status).toBe(400);
    }
    const limited = await t.call('POST', REQUEST, {
      headers: bearer(token),
      body: { novoEmail: freshEmail('limite'), senha: a.senha },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Muitas tentativas. Aguarde alguns minutos e tente de novo.');
    expect(limited.headers['retry-after']).toBeTruthy();

    const b = await confirmedAccount(t);
    const other = await login(t, b.email, b.senha);
    const free = await t.call('POST', REQUEST, {
      headers: bearer(other.token),
      body: { novoEmail: freshEmail('livre'), senha: b.senha },
    });
    expect(free.status).toBe(200);
  });
});
