import type { AppLoadContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, NetworkError, withQuery } from './api-client.ts';
import type { InjectRequest } from './load-context.ts';

function contextWith(statusCode: number, body: unknown, calls: InjectRequest[] = []): AppLoadContext {
  return {
    cspNonce: 'n',
    apiUnavailable: false,
    app: {
      env: { PUBLIC_URL: 'http://localhost', NODE_ENV: 'test' },
      log: { debug() {}, warn() {}, error() {} },
      async inject(request) {
        calls.push(request);
        const text = typeof body === 'string' ? body : JSON.stringify(body);
        return { statusCode, body: text, json: () => JSON.parse(text) };
      },
    },
  };
}

describe('createApiClient on the server (Fastify inject)', () => {
  it('calls the API in-process, forwarding the session headers', async () => {
    const calls: InjectRequest[] = [];
    const api = createApiClient({
      context: contextWith(200, { ok: true }, calls),
      request: new Request('http://localhost/', {
        headers: { cookie: 'sid=1', authorization: 'Bearer t', 'x-other': '1' },
      }),
    });
    await expect(api.get('/api/x', { query: { tipo: 2, q: '' } })).resolves.toEqual({ ok: true });
    expect(calls).toEqual([
      {
        method: 'GET',
        url: '/api/x?tipo=2',
        headers: { accept: 'application/json', cookie: 'sid=1', authorization: 'Bearer t' },
      },
    ]);
  });

  it("throws 'GET {path} failed: {status}' with the API's message", async () => {
    const api = createApiClient({ context: contextWith(404, { message: 'Anúncio não encontrado.' }) });
    const error = await api.get('/api/anuncios/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('GET /api/anuncios/9 failed: 404');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).apiMessage).toBe('Anúncio não encontrado.');
  });

  it('marks the render when the API answers 503 (the page becomes "fora do ar")', async () => {
    const context = contextWith(503, { message: 'fora do ar', code: 'UNAVAILABLE' });
    const api = createApiClient({ context });
    await expect(api.get('/api/estados')).rejects.toBeInstanceOf(ApiError);
    expect(context.apiUnavailable).toBe(true);
    const fine = contextWith(404, { message: 'x' });
    await createApiClient({ context: fine })
      .get('/api/x')
      .catch(() => {});
    expect(fine.apiUnavailable).toBe(false);
  });

  it('checks the response against the contract outside production', async () => {
    const api = createApiClient({ context: contextWith(200, { n: 'not a number' }) });
    await expect(api.get('/api/x', { schema: z.object({ n: z.number() }) })).rejects.toThrow();
  });
});

describe('createApiClient in the browser (fetch)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches on the same origin', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: [] }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(createApiClient().get('/api/anuncios', { query: { limit: 8 } })).resolves.toEqual({
      data: [],
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/anuncios?limit=8',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
  });

  it('throws on a non-2xx answer', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
    await expect(createApiClient().get('/api/anuncios')).rejects.toThrow('GET /api/anuncios failed: 503');
  });
});

describe('createApiClient.post', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON on the same origin, with the cookie', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(createApiClient().post('/api/usuarios/login', { usuario: 'a@b.co' })).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/usuarios/login', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: '{"usuario":"a@b.co"}',
      credentials: 'same-origin',
      signal: undefined,
    });
  });

  it("throws 'POST {path} failed: {status}' with the API's code and message", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: 'Muitas tentativas.', code: 'RATE_LIMITED' }), {
          status: 429,
        }),
    );
    const error = await createApiClient()
      .post('/api/usuarios/login', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('POST /api/usuarios/login failed: 429');
    expect((error as ApiError).code).toBe('RATE_LIMITED');
    expect((error as ApiError).apiMessage).toBe('Muitas tentativas.');
  });

  it('turns a failed connection into a NetworkError, and an abort into a time-out', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await createApiClient()
      .post('/api/x', {})
      .catch((e: unknown) => e);
    expect(offline).toBeInstanceOf(NetworkError);
    expect((offline as NetworkError).isTimeout).toBe(false);

    const controller = new AbortController();
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      controller.abort();
      throw init.signal?.reason;
    });
    const late = await createApiClient()
      .post('/api/x', {}, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect((late as NetworkError).isTimeout).toBe(true);
  });

  it('posts through inject on the server, forwarding the session headers', async () => {
    const calls: InjectRequest[] = [];
    const api = createApiClient({
      context: contextWith(200, { ok: true }, calls),
      request: new Request('http://localhost/', { headers: { cookie: 'nc_sessao=1' } }),
    });
    await api.post('/api/usuarios/logout', {});
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/usuarios/logout',
      headers: {
        accept: 'application/json',
        cookie: 'nc_sessao=1',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
  });
});

describe('withQuery', () => {
  it('repeats arrays, leaves out empty values and appends to an existing query', () => {
    expect(withQuery('/api/a', { transacao: ['venda', 'troca'], x: undefined, y: null, z: '' })).toBe(
      '/api/a?transacao=venda&transacao=troca',
    );
    expect(withQuery('/api/a?b=1', { c: 2 })).toBe('/api/a?b=1&c=2');
    expect(withQuery('/api/a', {})).toBe('/api/a');
  });
});
