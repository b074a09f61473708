import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../../lib/clock.ts';
import {
  buildAccountsApp,
  confirmedAccount,
  registration,
  type AccountsTestApp,
} from '../../test/accounts-app.ts';

const LOGIN = '/api/usuarios/login';
const limited = {
  message: 'Muitas tentativas. Aguarde alguns minutos e tente de novo.',
  code: 'RATE_LIMITED',
};

/** Small limits, as Discourse's and Mastodon's specs do (reference A3), and a clock to pass windows. */
describe('rate limits', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsApp({
      RATE_LIMIT_LOGIN_IP: '3/1m',
      RATE_LIMIT_LOGIN_ACCOUNT: '2/15m',
      RATE_LIMIT_REGISTER_IP: '2/30m',
      RATE_LIMIT_RECOVERY_IP: '4/15m',
      RATE_LIMIT_RECOVERY_EMAIL: '2/15m',
      RATE_LIMIT_RESEND_IP: '4/15m',
      RATE_LIMIT_RESEND_EMAIL: '2/15m',
      RATE_LIMIT_TOKEN_IP: '2/15m',
    });
  });
  afterAll(() => t.close());

  let ipSeq = 0;
  const freshIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
  let emailSeq = 0;
  /** A login attempt; by default for a new unknown e-mail each time (to stay clear of the per-account limit). */
  const attempt = (
    ip: string,
    usuario = `ninguem${++emailSeq}@teste.nc.local`,
    senha = 'errada',
    url = LOGIN,
  ) => t.call('POST', url, { body: { usuario, senha }, ip });

  it('login per IP: the 4th attempt in a minute gets 429 with Retry-After; other IPs and the next window pass', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await attempt(ip)).status).toBe(401);
    const res = await attempt(ip);
    expect(res.status).toBe(429);
    expect(res.body).toEqual(limited);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Same bucket for a query-string variant, and X-Forwarded-For is not trusted by default.
    expect((await attempt(ip, undefined, undefined, `${LOGIN}?x=1`)).status).toBe(429);
    expect(
      (await t.call('POST', LOGIN, { body: {}, ip, headers: { 'x-forwarded-for': '1.2.3.4' } })).status,
    ).toBe(429);
    expect((await attempt(freshIp())).status).toBe(401);
    t.clock.advance(MINUTE);
    expect((await attempt(ip)).status).toBe(401);
  });

  it('login per account counts failures from any IP; right passwords do not count; the owner gets back in after the window', async () => {
    const { email, senha } = await confirmedAccount(t);
    for (let i = 0; i < 3; i++) expect((await attempt(freshIp(), email, senha)).status).toBe(200);
    expect((await attempt(freshIp(), email)).status).toBe(401);
    expect((await attempt(freshIp(), email)).status).toBe(401);
    const blocked = await attempt(freshIp(), email, senha);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(limited);
    // Unknown accounts are limited the same way (no enumeration through 429s).
    expect((await attempt(freshIp(), 'outro@teste.nc.local')).status).toBe(401);
    expect((await attempt(freshIp(), 'outro@teste.nc.local')).status).toBe(401);
    expect((await attempt(freshIp(), 'outro@teste.nc.local')).body).toEqual(blocked.body);
    t.clock.advance(15 * MINUTE);
    expect((await attempt(freshIp(), email, senha)).status).toBe(200);
  });

  it('registration per IP: the 3rd sign-up in 30 minutes gets 429', async () => {
    const ip = freshIp();
    expect((await t.call('POST', '/api/usuarios/registrar', { body: registration(), ip })).status).toBe(201);
    expect((await t.call('POST', '/api/usuarios/registrar', { body: { nome: '' }, ip })).status).toBe(400);
    const third = await t.call('POST', '/api/usuarios/registrar', { body: registration(), ip });
    expect(third).toMatchObject({ status: 429, body: limited });
    t.clock.advance(30 * MINUTE);
    expect((await t.call('POST', '/api/usuarios/registrar', { body: registration(), ip })).status).toBe(201);
  });

  it.each([
    ['/api/usuarios/recuperar-senha', 'recuperacao'],
    ['/api/usuarios/reenviar-confirmacao', 'reenvio'],
  ])('%s per e-mail: the 3rd request gets 429, known or not, and queues no e-mail', async (url, template) => {
    const payload = registration();
    await t.call('POST', '/api/usuarios/registrar', { body: payload, ip: freshIp() });
    const answers: Record<string, number[]> = {};
    for (const email of [payload.email, 'desconhecido@teste.nc.local']) {
      answers[email] = [];
      for (let i = 0; i < 3; i++)
        answers[email].push((await t.call('POST', url, { body: { email }, ip: freshIp() })).status);
    }
    expect(answers).toEqual({
      [payload.email]: [200, 200, 429],
      'desconhecido@teste.nc.local': [200, 200, 429],
    });
    const sent = (await t.emails(payload.email)).filter((m) => m.template === template);
    expect(sent).toHaveLength(2);
    t.clock.advance(15 * MINUTE);
  });

  it.each(['/api/usuarios/recuperar-senha', '/api/usuarios/reenviar-confirmacao'])(
    '%s per IP: the 5th request from one address gets 429',
    async (url) => {
      const ip = freshIp();
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await t.call('POST', url, { body: { email: `pessoa${i}@teste.nc.local` }, ip })).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    },
  );

  it('token uses per IP: confirm, validate and reset share one bucket', async () => {
    const ip = freshIp();
    expect((await t.call('GET', '/api/usuarios/confirmar?token=x', { ip })).status).toBe(400);
    expect((await t.call('GET', '/api/usuarios/recuperar-senha/validar?token=x', { ip })).status).toBe(400);
    const third = await t.call('POST', '/api/usuarios/resetar-senha', {
      body: { token: 'x', senha: 'y' },
      ip,
    });
    expect(third).toMatchObject({ status: 429, body: limited });
  });
});
