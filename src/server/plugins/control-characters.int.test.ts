import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createTestDatabase } from '../test/test-db.ts';

/**
 * A NUL (or another control character) in any text input answered 500
 * ("invalid byte sequence 0x00") or failed a background task after a 200. Every validated input
 * now gets a Portuguese 400 naming the field, before any query runs.
 */
describe('control characters in text inputs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_RECOVERY_IP: '1000/1m', RATE_LIMIT_RESEND_IP: '1000/1m' });
  });
  afterAll(() => t.close());

  const refused = (
    res: { statusCode: number; json(): { code: string; message: string; errors: unknown } },
    field: string,
  ) => {
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toContain('caracteres de controle');
    expect(body.errors).toEqual([{ field, message: body.message }]);
  };

  it.each([
    ['/api/anuncios?q=a%00b', 'q'],
    ['/api/anuncios?q=bolo&cidade=S%00o', 'cidade'],
    ['/api/anuncios?bairro=%01', 'bairro'],
    ['/api/anuncios?condominioNome=x%00&rua=y', 'condominioNome'],
    ['/api/anuncios?rua=%7F', 'rua'],
    ['/api/anuncios/destaques?q=%00', 'q'],
    ['/api/cidades?nome=a%00', 'nome'],
    ['/api/bairros?nome=%00', 'nome'],
    ['/api/condominios?nome=a%00b', 'nome'],
    ['/api/condominios/batch?ids=1%00', 'ids'],
  ])('refuses %s (query string)', async (url, field) => {
    refused(await t.app.inject({ url }), field);
  });

  it.each([
    ['/api/usuarios/login', { usuario: 'a\u0000@b.com', senha: 'x' }, 'usuario'],
    [
      '/api/contato',
      { nome: 'Ana\u0000', email: 'ana@teste.nc.local', assunto: 'Oi', mensagem: 'Olá' },
      'nome',
    ],
    [
      '/api/usuarios/registrar',
      {
        nome: 'Ana',
        email: 'ana@teste.nc.local',
        senha: 'senha\u0000forte',
        confirmarSenha: 'senha\u0000forte',
      },
      'senha',
    ],
    ['/api/usuarios/recuperar-senha', { email: 'ana\u0000@teste.nc.local' }, 'email'],
    ['/api/usuarios/reenviar-confirmacao', { email: '\u0000' }, 'email'],
    ['/api/newsletter', { email: 'x\u0000@teste.nc.local' }, 'email'],
  ])('refuses a body with one in %s', async (url, payload, field) => {
    refused(await t.app.inject({ method: 'POST', url, payload }), field);
  });

  it('starts no background work for a refused recovery (it failed after a 200 before)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/recuperar-senha',
      payload: { email: 'a\u0000b@teste.nc.local' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('keeps line breaks and tabs, which a message may have', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contato',
      payload: {
        nome: 'Ana',
        email: 'ana@teste.nc.local',
        assunto: 'Orçamento',
        mensagem: 'Linha um\r\nLinha dois\tcom tab',
      },
    });
    expect(res.statusCode).toBe(201);
  });
});

/**
 * A JSON body nested 5,000 levels deep answered 500 (the recursive scan above
 * overflowed the stack) and logged a full error per request. Any depth is now a 400 with a
 * Portuguese message, logged at most as an ordinary client error. 500,000 levels is what the
 * 1 MiB body limit lets through (`[` is one byte).
 */
describe('deeply nested JSON bodies', () => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const lines: { level: number; msg?: string }[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info', UPLOADS_DIR: './data/test-uploads' });
    app = await buildApp({
      env,
      database,
      web: false,
      logStream: { write: (line) => void lines.push(JSON.parse(line) as { level: number; msg?: string }) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const post = (payload: string) =>
    app.inject({
      method: 'POST',
      url: '/api/usuarios/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it.each([
    ['5,000 levels in a field', `{"usuario":${nested(5_000)},"senha":"x"}`],
    ['5,000 levels as the whole body', nested(5_000)],
    ['500,000 levels (a 1 MiB body)', `{"usuario":${nested(500_000)},"senha":"x"}`],
    ['500,000 levels of objects', `${'{"a":'.repeat(150_000)}1${'}'.repeat(150_000)}`],
  ])('answers 400 to %s, logging no error', async (_name, payload) => {
    expect(Buffer.byteLength(payload)).toBeLessThan(1024 * 1024);
    lines.length = 0;
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'O JSON enviado tem níveis aninhados demais (no máximo 64).',
      code: 'VALIDATION',
    });
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
  });

  it('still reads ordinary nesting, and deep text inside strings is not nesting', async () => {
    const res = await post(JSON.stringify({ usuario: `${'['.repeat(5_000)}@teste.nc.local`, senha: 'x' }));
    // Validation of the field, not the nesting: the body was read.
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toContain('aninhados');
    const ok = await post(
      JSON.stringify({ usuario: 'nao-existe@teste.nc.local', senha: 'uma senha qualquer' }),
    );
    expect(ok.statusCode).toBe(401);
  });
});
