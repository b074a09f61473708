import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootResponder } from './health.routes.ts';
import { createLifecycle } from './readiness.service.ts';

/** The start-up responder over real HTTP, as server.ts listens with it before the app exists. */
describe('bootResponder', () => {
  const lifecycle = createLifecycle('starting');
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer(bootResponder(lifecycle, 'postgres'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const call = async (path: string, init?: RequestInit) => {
    const res = await fetch(base + path, init);
    return { status: res.status, headers: res.headers, text: await res.text() };
  };

  it('is live', async () => {
    const res = await call('/api/health/live');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ status: 'ok' });
  });

  it('is not ready, with the phase as the reason', async () => {
    expect(JSON.parse((await call('/api/health/ready')).text)).toEqual({
      status: 'indisponivel',
      motivo: 'iniciando',
    });
    lifecycle.enter('migrating');
    const res = await call('/api/health/ready');
    expect(res.status).toBe(503);
    expect(JSON.parse(res.text)).toEqual({ status: 'indisponivel', motivo: 'migrando' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps /api/health in its own shape', async () => {
    const res = await call('/api/health');
    expect(res.status).toBe(503);
    expect(JSON.parse(res.text)).toEqual({ status: 'indisponivel', database: 'postgres' });
  });

  it('answers the API with a 503 in the error shape and Retry-After', async () => {
    const res = await call('/api/anuncios?q=bolo', { method: 'POST', body: '{"a":1}' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(JSON.parse(res.text)).toEqual({
      message: 'O NC está iniciando. Tente novamente em alguns segundos.',
      code: 'UNAVAILABLE',
    });
  });

  it('answers a page with a Portuguese page that reloads itself', async () => {
    const res = await call('/anuncios');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.text).toContain('<html lang="pt-BR">');
    expect(res.text).toContain('http-equiv="refresh"');
  });

  it('sends no body to HEAD', async () => {
    const res = await call('/', { method: 'HEAD' });
    expect(res.status).toBe(503);
    expect(res.text).toBe('');
  });

  it('closes every connection, so none is left when the app takes the port', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${base}/api/health/live`, { agent }, resolve).on('error', reject),
    );
    res.resume();
    await new Promise((resolve) => res.on('end', resolve));
    expect(res.headers.connection).toBe('close');
    agent.destroy();
  });
});
