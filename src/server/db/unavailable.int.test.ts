import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { openDatabase, type Database } from './client.ts';
import { isDatabaseUnavailable, markConnectFailure } from './unavailable.ts';

/**
 * During a database outage the API answered 500 "Erro interno". A database that
 * cannot be reached is now a 503 with a Portuguese message and Retry-After, so clients and
 * load balancers know to try again. The outage is real: a PostgreSQL address where nothing
 * listens (connection refused), whichever database the rest of the suite runs on.
 */
describe('API during a database outage', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/nc', poolMax: 2 });
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', UPLOADS_DIR: './data/test-uploads' });
    // No job workers: they need the database to start, and this portal never had one.
    app = await buildApp({ env, database, web: false, logger: false, runJobs: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each([
    ['GET', '/api/anuncios?q=bolo'],
    ['GET', '/api/anuncios/1'],
    ['GET', '/api/estados'],
    ['GET', '/api/cidades?nome=sao'],
    ['GET', '/api/condominios'],
    ['GET', '/api/planos'],
    ['POST', '/api/usuarios/login'],
  ])('%s %s answers 503 with Retry-After', async (method, url) => {
    const payload =
      method === 'POST' ? { usuario: 'ana@teste.nc.local', senha: 'uma senha qualquer' } : undefined;
    const res = await app.inject({ method: method as 'GET' | 'POST', url, payload });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('15');
    expect(res.json()).toEqual({
      message: 'O NC está temporariamente fora do ar. Tente novamente em alguns instantes.',
      code: 'UNAVAILABLE',
    });
  });

  it('keeps /api/health at 503 with its own body', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'indisponivel' });
  });
});

describe('isDatabaseUnavailable', () => {
  const withCause = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
  it('recognises connection failures anywhere in the cause chain', () => {
    expect(isDatabaseUnavailable(withCause(Object.assign(new Error('x'), { code: 'ECONNREFUSED' })))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(withCause(Object.assign(new Error('x'), { code: '57P01' })))).toBe(true);
    expect(isDatabaseUnavailable(withCause(Object.assign(new Error('x'), { code: '08006' })))).toBe(true);
    expect(isDatabaseUnavailable(withCause(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(
      isDatabaseUnavailable(new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' })])),
    ).toBe(true);
  });
  // `ALTER DATABASE ... ALLOW_CONNECTIONS false` answered 500.
  it('recognises a database refusing new connections, only when connecting', () => {
    const coded = (code: string, message: string) => Object.assign(new Error(message), { code });
    const notAccepting = () => coded('55000', 'database "nc" is not currently accepting connections');
    expect(isDatabaseUnavailable(withCause(markConnectFailure(notAccepting())))).toBe(true);
    expect(isDatabaseUnavailable(markConnectFailure(coded('3D000', 'database "nc" does not exist')))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(withCause(coded('57P04', 'database dropped')))).toBe(true);
    // The same codes from a statement are faults of the query, not an outage.
    expect(isDatabaseUnavailable(withCause(notAccepting()))).toBe(false);
    expect(isDatabaseUnavailable(withCause(coded('55000', 'cannot refresh materialized view')))).toBe(false);
    expect(isDatabaseUnavailable(withCause(coded('3D000', 'cross-database references')))).toBe(false);
  });
  it('recognises a query that never got an answer, and a client released as dead', () => {
    expect(isDatabaseUnavailable(withCause(new Error('Query read timeout')))).toBe(true);
    expect(isDatabaseUnavailable(withCause(new Error('Client was closed and is not queryable')))).toBe(true);
  });
  it('leaves query and data faults alone (they stay 500)', () => {
    expect(isDatabaseUnavailable(withCause(Object.assign(new Error('x'), { code: '42P01' })))).toBe(false);
    expect(isDatabaseUnavailable(new Error('relation "anuncios" does not exist'))).toBe(false);
  });
});
