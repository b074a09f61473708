import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES as M,
  LoginResponseSchema,
  SessionUserSchema,
} from '#shared/contracts/users.contract.ts';
import { buildApp } from '../../app.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { loadEnv } from '../../env.ts';
import { DAY, HOUR, MINUTE } from '../../lib/clock.ts';
import { createPasswordHasher } from '../../lib/password-hash.ts';
import { hashToken } from '../../lib/tokens.ts';
import { insertUser } from '../../test/factories/index.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import {
  bearer,
  buildAccountsApp,
  confirmedAccount,
  login,
  PUBLIC_URL,
  RELAXED_LIMITS,
  registration,
  setActive,
  userRow,
  type AccountsTestApp,
} from '../../test/accounts-app.ts';

const LOGIN = '/api/usuarios/login';
const ME = '/api/usuarios/me';
const LOGOUT = '/api/usuarios/logout';

describe('login, sessions and logout', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsApp();
  });
  afterAll(() => t.close());

  it('logs in: token in the body, HttpOnly SameSite=Lax browser-session cookie, spec fields', async () => {
    const { email, senha, payload } = await confirmedAccount(t);
    const res = await t.call('POST', LOGIN, { body: { usuario: email.toUpperCase(), senha } });
    expect(res.status).toBe(200);
    const body = LoginResponseSchema.parse(res.body);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expiraEm).toBe(new Date(t.clock.now().getTime() + 24 * HOUR).toISOString());
    const row = await userRow(t, email);
    expect(body.payload).toEqual({
      email,
      nome: 'Joana Pereira',
      role: 'ANUNCIANTE',
      codigo: row!.code,
      tipo: 3,
      ativo: true,
      nivel: 2,
      validacao: 1,
    });
    expect(body.user).toMatchObject({
      email,
      name: 'Joana Pereira',
      role: 'ANUNCIANTE',
      codigo: row!.code,
      tipo: 3,
    });
    expect(body.user.billing).toMatchObject({
      pessoa: 'pf',
      documento: payload.documentoUSUARIO,
      telefone: '11987654321',
    });

    const cookie = res.cookies.find((c) => c.name === 'nc_sessao');
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    expect(cookie?.maxAge).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');

    // Only the hash is stored.
    const [stored] = await t.database.db.select().from(sessions).where(eq(sessions.userCode, row!.code));
    expect(stored?.tokenHash).toBe(hashToken(body.token));
    expect(JSON.stringify(stored)).not.toContain(body.token);
  });

  it('remember me: a 30-day session and a persistent cookie', async () => {
    const { email, senha } = await confirmedAccount(t);
    const { res } = await login(t, email, senha, true);
    const expected = new Date(t.clock.now().getTime() + 30 * DAY);
    expect(res.body.expiraEm).toBe(expected.toISOString());
    const cookie = res.cookies.find((c) => c.name === 'nc_sessao');
    expect(cookie?.expires).toEqual(new Date(Math.floor(expected.getTime() / 1000) * 1000));
  });

  it('GET /me answers the session user by bearer token or by cookie, 401 otherwise', async () => {
    const { email, senha } = await confirmedAccount(t, { pessoa: 'pj' });
    const { token, cookie } = await login(t, email, senha);
    const byBearer = await t.call('GET', ME, { headers: bearer(token) });
    expect(byBearer.status).toBe(200);
    expect(SessionUserSchema.parse(byBearer.body)).toMatchObject({
      email,
      name: 'Marmitas da Vila Ltda',
      role: 'ANUNCIANTE',
      tipo: 2,
      nivel: 2,
      ativo: true,
      validacao: 1,
      billing: { pessoa: 'pj' },
    });
    expect((await t.call('GET', ME, { headers: { cookie } })).body).toEqual(byBearer.body);

    const unauthenticated = { message: M.unauthenticated, code: 'UNAUTHENTICATED' };
    const attempts: Record<string, string>[] = [
      {},
      bearer(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`),
      { authorization: `Basic ${token}` },
      { authorization: 'Bearer' },
      { cookie: 'nc_sessao=nada' },
      // A bad bearer header is not rescued by a good cookie.
      { ...bearer('x'), cookie },
    ];
    for (const headers of attempts) {
      const res = await t.call('GET', ME, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.body).toEqual(unauthenticated);
    }
  });

  it('answers a wrong password and an unknown e-mail with the same bytes', async () => {
    const { email } = await confirmedAccount(t);
    const wrong = await t.call('POST', LOGIN, { body: { usuario: email, senha: 'não é esta senha' } });
    const unknown = await t.call('POST', LOGIN, { body: { usuario: 'ninguem@teste.nc.local', senha: 'x' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: M.invalidCredentials, code: 'UNAUTHENTICATED' });
    expect(unknown.status).toBe(401);
    expect(unknown.raw).toBe(wrong.raw);
    expect(unknown.cookies).toEqual([]);
  });

  it('checks the password exactly as typed (no trimming, case or truncation)', async () => {
    const senha = 'Uma Frase Longa Com Acentuação e mais de setenta e dois bytes: çãõéíóú çãõéíóú!';
    const { email } = await confirmedAccount(t, { senha, confirmarSenha: senha });
    for (const attempt of [senha.slice(0, -1), senha.toLowerCase(), ` ${senha}`, `${senha} `]) {
      expect((await t.call('POST', LOGIN, { body: { usuario: email, senha: attempt } })).status).toBe(401);
    }
    await login(t, email, senha);
  });

  it('refuses an unconfirmed account only after the right password, with the spec message', async () => {
    const payload = registration();
    await t.call('POST', '/api/usuarios/registrar', { body: payload });
    const right = await t.call('POST', LOGIN, { body: { usuario: payload.email, senha: payload.senha } });
    expect(right.status).toBe(403);
    expect(right.body).toEqual({
      message: 'Seu cadastro ainda não foi confirmado. Verifique seu e-mail ou reenvie a confirmação.',
      code: 'FORBIDDEN',
      motivo: 'nao_confirmado',
    });
    expect(right.cookies).toEqual([]);
    const wrong = await t.call('POST', LOGIN, { body: { usuario: payload.email, senha: 'errada demais' } });
    expect(wrong.status).toBe(401);
  });

  it('a blocked account cannot log in, and its open sessions stop working at once', async () => {
    const { email, senha } = await confirmedAccount(t);
    const { token } = await login(t, email, senha);
    await setActive(t, email, false);
    expect((await t.call('GET', ME, { headers: bearer(token) })).status).toBe(401);
    const res = await t.call('POST', LOGIN, { body: { usuario: email, senha } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: M.blocked, code: 'FORBIDDEN', motivo: 'bloqueado' });
  });

  it('revokeUserSessions (the admin block) ends every session of the user', async () => {
    const { email, senha } = await confirmedAccount(t);
    const a = await login(t, email, senha);
    const b = await login(t, email, senha, true);
    expect(a.token).not.toBe(b.token);
    const code = (await userRow(t, email))!.code;
    expect(await t.app.sessions.revokeUserSessions(code)).toBe(2);
    for (const token of [a.token, b.token]) {
      expect((await t.call('GET', ME, { headers: bearer(token) })).status).toBe(401);
    }
    expect(await t.app.sessions.revokeUserSessions(code)).toBe(0);
    await login(t, email, senha);
  });

  it('logout revokes the session (bearer replay gets 401) and clears the cookie', async () => {
    const { email, senha } = await confirmedAccount(t);
    const { token, cookie } = await login(t, email, senha);
    const other = await login(t, email, senha);
    const res = await t.call('POST', LOGOUT, { headers: { cookie, origin: PUBLIC_URL } });
    expect(res).toMatchObject({ status: 200, body: { ok: true, message: M.loggedOut } });
    const cleared = res.cookies.find((c) => c.name === 'nc_sessao');
    expect(cleared?.value).toBe('');
    expect((cleared?.expires as Date).getTime()).toBeLessThan(Date.now());
    expect((await t.call('GET', ME, { headers: bearer(token) })).status).toBe(401);
    expect((await t.call('GET', ME, { headers: { cookie } })).status).toBe(401);
    // Only that session: the user's other device stays in.
    expect((await t.call('GET', ME, { headers: bearer(other.token) })).status).toBe(200);
    expect((await t.call('POST', LOGOUT, { headers: bearer(other.token) })).status).toBe(200);
    expect((await t.call('GET', ME, { headers: bearer(other.token) })).status).toBe(401);
    // Without a session it still answers ok.
    expect((await t.call('POST', LOGOUT)).status).toBe(200);
  });

  it('a new login from the same browser replaces its earlier cookie session', async () => {
    const { email, senha } = await confirmedAccount(t);
    const first = await login(t, email, senha);
    const second = await t.call('POST', LOGIN, {
      body: { usuario: email, senha },
      headers: { cookie: first.cookie, origin: PUBLIC_URL },
    });
    expect(second.status).toBe(200);
    expect(second.body.token).not.toBe(first.token);
    expect((await t.call('GET', ME, { headers: bearer(first.token) })).status).toBe(401);
    expect((await t.call('GET', ME, { headers: bearer(second.body.token) })).status).toBe(200);
  });

  it('a browser-session login ends after 2 h idle and after 24 h in any case', async () => {
    const { email, senha } = await confirmedAccount(t);
    const idle = await login(t, email, senha);
    const busy = await login(t, email, senha);
    const me = async (token: string) => (await t.call('GET', ME, { headers: bearer(token) })).status;
    t.clock.advance(119 * MINUTE);
    expect(await me(idle.token)).toBe(200);
    t.clock.advance(121 * MINUTE);
    expect(await me(idle.token)).toBe(401);
    // In use every 100 minutes: alive until its 24th hour, then gone.
    const expiresAt = new Date(busy.res.body.expiraEm as string);
    t.clock.set(new Date(expiresAt.getTime() - 20 * HOUR));
    const busy2 = await login(t, email, senha);
    const end = new Date(busy2.res.body.expiraEm as string).getTime();
    while (t.clock.now().getTime() + 100 * MINUTE < end) {
      t.clock.advance(100 * MINUTE);
      expect(await me(busy2.token)).toBe(200);
    }
    t.clock.set(new Date(end));
    expect(await me(busy2.token)).toBe(401);
  });

  it('a remembered login survives days without use and ends after 30 days', async () => {
    const { email, senha } = await confirmedAccount(t);
    const { token, res } = await login(t, email, senha, true);
    t.clock.advance(10 * DAY);
    expect((await t.call('GET', ME, { headers: bearer(token) })).status).toBe(200);
    t.clock.set(new Date(new Date(res.body.expiraEm).getTime() - 1000));
    expect((await t.call('GET', ME, { headers: bearer(token) })).status).toBe(200);
    t.clock.advance(1000);
    expect((await t.call('GET', ME, { headers: bearer(token) })).status).toBe(401);
  });

  it('login requires both fields: "Preencha todos os campos."', async () => {
    for (const body of [{}, { usuario: 'a@b.com' }, { senha: 'x' }, { usuario: '', senha: '' }]) {
      const res = await t.call('POST', LOGIN, { body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Preencha todos os campos.');
    }
  });

  it('rehashes a password stored with other argon2 parameters at the next login', async () => {
    const { email, senha } = await confirmedAccount(t);
    const weak = await createPasswordHasher({ memoryCost: 4096, timeCost: 1 }).hash(senha);
    const code = (await userRow(t, email))!.code;
    await t.database.db.update(users).set({ passwordHash: weak }).where(eq(users.code, code));
    await login(t, email, senha);
    expect((await userRow(t, email))?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await login(t, email, senha);
  });

  it('documents every account endpoint in the OpenAPI description', async () => {
    const { body } = await t.get('/api/openapi.json');
    const paths = Object.keys(body.paths);
    for (const path of [
      '/api/usuarios/registrar',
      '/api/usuarios/login',
      '/api/usuarios/confirmar',
      '/api/usuarios/reenviar-confirmacao',
      '/api/usuarios/recuperar-senha',
      '/api/usuarios/recuperar-senha/validar',
      '/api/usuarios/recuperar-senha/confirmar',
      '/api/usuarios/resetar-senha',
      '/api/usuarios/logout',
      '/api/usuarios/me',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((p) => p.startsWith('/dev/'))).toBe(false);
  });
});

describe('CSRF check on cookie-authenticated writes', () => {
  let t: AccountsTestApp;
  let cookie: string;
  let token: string;
  beforeAll(async () => {
    t = await buildAccountsApp();
    const account = await confirmedAccount(t);
    ({ cookie, token } = await login(t, account.email, account.senha));
  });
  afterAll(() => t.close());

  const csrf = { message: M.csrf, code: 'FORBIDDEN' };

  it.each([
    ['no Origin or Referer', {}],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a look-alike Origin', { origin: 'http://localhost:3000.evil.example' }],
    ['Origin null', { origin: 'null' }],
    ['a foreign Referer', { referer: 'https://evil.example/pagina' }],
  ])('refuses a cookie POST with %s (403) and leaves the session alone', async (_label, headers) => {
    const res = await t.call('POST', LOGOUT, { headers: { cookie, ...headers } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(csrf);
    expect((await t.call('GET', ME, { headers: { cookie } })).status).toBe(200);
  });

  it('refuses before validation and rate limiting, for every unsafe route', async () => {
    const res = await t.call('POST', '/api/usuarios/registrar', {
      headers: { cookie, origin: 'https://evil.example' },
      body: {},
    });
    expect(res).toMatchObject({ status: 403, body: csrf });
  });

  it('accepts the site origin, a same-site Referer, the request host, and bearer requests without Origin', async () => {
    expect(
      (
        await t.call('POST', '/api/usuarios/reenviar-confirmacao', {
          headers: { cookie, origin: PUBLIC_URL },
          body: { email: 'a@b.com' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', '/api/usuarios/reenviar-confirmacao', {
          headers: { cookie, referer: `${PUBLIC_URL}/confirmar?x=1` },
          body: { email: 'a@b.com' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', '/api/usuarios/reenviar-confirmacao', {
          headers: { cookie, host: 'nc.example', origin: 'http://nc.example' },
          body: { email: 'a@b.com' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', '/api/usuarios/reenviar-confirmacao', {
          headers: { cookie, ...bearer(token) },
          body: { email: 'a@b.com' },
        })
      ).status,
    ).toBe(200);
    // Reads are not checked; a cookie-less POST has nothing to protect.
    expect((await t.call('GET', ME, { headers: { cookie, origin: 'https://evil.example' } })).status).toBe(
      200,
    );
    expect((await t.call('POST', LOGOUT, { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });
});

describe('requireUser / requireRole for later routes', () => {
  it('answers 401 without a session, 403 for another role and passes the right one', async () => {
    const database = await createTestDatabase();
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL, ...RELAXED_LIMITS });
    const app = await buildApp({ env, database, web: false, logger: false });
    app.get('/api/teste/admin', { preHandler: app.requireRole('ADMIN') }, async (req) => ({
      codigo: req.auth?.user.code,
    }));
    await app.ready();
    try {
      const hasher = createPasswordHasher();
      const passwordHash = await hasher.hash('senha do administrador');
      const admin = await insertUser(database.db, { level: 1, passwordHash });
      const advertiser = await insertUser(database.db, { level: 2, passwordHash });
      const tokenOf = async (email: string) => {
        const res = await app.inject({
          method: 'POST',
          url: LOGIN,
          payload: { usuario: email, senha: 'senha do administrador' },
        });
        return res.json().token as string;
      };
      const get = (headers: Record<string, string> = {}) =>
        app
          .inject({ url: '/api/teste/admin', headers })
          .then((r) => ({ status: r.statusCode, body: r.json() }));

      expect(await get()).toEqual({
        status: 401,
        body: { message: M.unauthenticated, code: 'UNAUTHENTICATED' },
      });
      expect(await get(bearer(await tokenOf(advertiser.email)))).toEqual({
        status: 403,
        body: { message: M.forbidden, code: 'FORBIDDEN' },
      });
      expect(await get(bearer(await tokenOf(admin.email)))).toEqual({
        status: 200,
        body: { codigo: admin.code },
      });
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
