import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

/**
 * RATE_LIMIT_REDIS_URL (ADR 005): the counters in Redis, shared by several
 * processes, each counter living for its window. Needs a Redis: CI sets TEST_REDIS_URL (the
 * machine's 127.0.0.1:6379); without it this file is skipped, saying so.
 */
const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.warn('[rate-limit.redis] TEST_REDIS_URL ausente: testes com Redis pulados.');

const RECOVER = '/api/usuarios/recuperar-senha';

describe.skipIf(!REDIS_URL)('rate limits in Redis (TEST_REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMIT_REDIS_URL: REDIS_URL!, RATE_LIMIT_RECOVERY_EMAIL: '3/15m' };
    // Two processes of the portal, as behind a load balancer.
    [a, b] = await Promise.all([buildTestApp(env), buildTestApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  const recover = (t: TestApp, email: string, ip: string) =>
    t.app.inject({ method: 'POST', url: RECOVER, payload: { email }, remoteAddress: ip });
  const freshEmail = () => `limite-${randomUUID()}@teste.nc.local`;
  const freshIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`;

  it('counts one e-mail across processes: the 4th recovery is refused by either', async () => {
    const email = freshEmail();
    expect((await recover(a, email, freshIp())).statusCode).toBe(200);
    expect((await recover(b, email, freshIp())).statusCode).toBe(200);
    expect((await recover(a, email, freshIp())).statusCode).toBe(200);
    const refused = await recover(b, email, freshIp());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect((await recover(a, email, freshIp())).statusCode).toBe(429);
  });

  it('keeps a refused e-mail refused however many other addresses arrive (no flush)', async () => {
    const email = freshEmail();
    for (let i = 0; i < 4; i++) await recover(a, email, freshIp());
    await Promise.all(Array.from({ length: 300 }, () => recover(b, freshEmail(), freshIp())));
    expect((await recover(a, email, freshIp())).statusCode).toBe(429);
  });
});

describe('rate limits when Redis cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      RATE_LIMIT_REDIS_URL: 'redis://127.0.0.1:1',
      RATE_LIMIT_RECOVERY_EMAIL: '1/15m',
    });
  });
  afterAll(() => t?.close());

  it('lets requests through (never a 500 or a locked-out login) while Redis is away', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: RECOVER,
        payload: { email: 'ana@teste.nc.local' },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});
