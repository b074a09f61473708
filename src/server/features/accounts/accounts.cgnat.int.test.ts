import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccountsApp,
  RELAXED_LIMITS,
  registration,
  type AccountsTestApp,
} from '../../test/accounts-app.ts';

/**
 * The default per-IP limits (10 sign-ups per 30 min, 10 recoveries per 15 min)
 * blocked every attempt while a few people shared one address, as phones behind a carrier's NAT
 * (CGNAT) do. With the defaults, one address now serves many people; one account or one e-mail
 * is still held to its strict limit.
 */
describe('default limits, many people behind one carrier address', () => {
  let t: AccountsTestApp;
  const SHARED_IP = '100.64.0.7'; // the shared address space carriers use for CGNAT (RFC 6598)

  beforeAll(async () => {
    // The defaults of env.ts: an empty value counts as unset.
    const defaults = Object.fromEntries(Object.keys(RELAXED_LIMITS).map((k) => [k, '']));
    t = await buildAccountsApp(defaults);
  });
  afterAll(() => t.close());

  it('lets 25 people sign up from one address within half an hour', async () => {
    for (let i = 0; i < 25; i++) {
      const res = await t.call('POST', '/api/usuarios/registrar', { body: registration(), ip: SHARED_IP });
      expect(res.status, `cadastro ${i + 1}: ${res.raw}`).toBe(201);
    }
  });

  it('lets 25 people ask for a new password from one address, but one e-mail only 3 times', async () => {
    for (let i = 0; i < 25; i++) {
      const body = { email: `pessoa${i}@teste.nc.local` };
      const res = await t.call('POST', '/api/usuarios/recuperar-senha', { body, ip: SHARED_IP });
      expect(res.status, `recuperação ${i + 1}`).toBe(200);
    }
    const one = { email: 'uma.pessoa@teste.nc.local' };
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.call('POST', '/api/usuarios/recuperar-senha', { body: one, ip: SHARED_IP })).status,
      ).toBe(200);
    }
    const fourth = await t.call('POST', '/api/usuarios/recuperar-senha', { body: one, ip: '100.64.0.8' });
    expect(fourth.status).toBe(429);
  });

  it('lets 25 people log in from one address within a minute, while one account gets 20 failures', async () => {
    for (let i = 0; i < 25; i++) {
      const body = { usuario: `alguem${i}@teste.nc.local`, senha: 'senha errada' };
      const res = await t.call('POST', '/api/usuarios/login', { body, ip: SHARED_IP });
      expect(res.status, `login ${i + 1}`).toBe(401);
    }
    const target = { usuario: 'alvo@teste.nc.local', senha: 'senha errada' };
    for (let i = 0; i < 20; i++) {
      const ip = `100.64.1.${i + 1}`;
      expect((await t.call('POST', '/api/usuarios/login', { body: target, ip })).status).toBe(401);
    }
    expect((await t.call('POST', '/api/usuarios/login', { body: target, ip: '100.64.2.1' })).status).toBe(
      429,
    );
  });
});
