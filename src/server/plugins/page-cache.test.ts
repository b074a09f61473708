import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createManualClock } from '../lib/clock.ts';
import {
  createPageCache,
  MAX_SHARED_KEYS,
  PAGE_TTL_MS,
  SHARED_DATA_TTL_MS,
  type PageCache,
} from './page-cache.ts';

const request = (url = '/', headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, url, headers }) as unknown as FastifyRequest;

/** A page as React Router renders it: the nonce on its inline scripts. */
const page = (nonce: string, extra: Record<string, string> = {}, status = 200) =>
  new Response(
    `<html><script nonce="${nonce}">1</script><p>olá</p><script nonce="${nonce}">2</script></html>`,
    {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8', vary: 'Cookie', ...extra },
    },
  );

function setup(enabled = true) {
  const clock = createManualClock();
  const cache = createPageCache({ clock, enabled });
  let renders = 0;
  const serve = (nonce: string, req = request(), respond = page) =>
    cache.serve(req, nonce, async () => {
      renders += 1;
      return respond(nonce);
    });
  return { clock, cache, serve, renders: () => renders };
}

describe('page cache: stored pages', () => {
  it('answers a second anonymous request from the store, with its own nonce everywhere', async () => {
    const t = setup();
    const first = await (await t.serve('AAAA')).text();
    const second = await t.serve('BBBB');
    expect(t.renders()).toBe(1);
    expect(second.status).toBe(200);
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.headers.get('vary')).toBe('Cookie');
    const html = await second.text();
    expect(html).not.toContain('AAAA');
    expect(html.match(/nonce="BBBB"/g)).toHaveLength(2);
    expect(html).toBe(first.replaceAll('AAAA', 'BBBB'));
  });

  it('renders again once PAGE_TTL_MS has passed', async () => {
    const t = setup();
    await t.serve('n1');
    t.clock.advance(PAGE_TTL_MS - 1);
    await t.serve('n2');
    expect(t.renders()).toBe(1);
    t.clock.advance(1);
    await t.serve('n3');
    expect(t.renders()).toBe(2);
  });

  it('always renders requests that may carry a session, and never stores what they get', async () => {
    const t = setup();
    const personal = [
      request('/', { cookie: 'nc_sessao=abc' }),
      request('/', { cookie: 'outro=1; __Host-nc_sessao=abc' }),
      request('/', { authorization: 'Bearer abc' }),
    ];
    for (const req of personal) await t.serve('x', req);
    expect(t.renders()).toBe(3);
    // Nothing of theirs was stored: the next anonymous visitor gets a render of their own.
    await t.serve('y');
    expect(t.renders()).toBe(4);
    // Other cookies (none is personal on these pages) do not stop the cache.
    await t.serve('z', request('/', { cookie: 'preferencia=1' }));
    expect(t.renders()).toBe(4);
  });

  it('stores only GET of the listed paths, without a query string', async () => {
    const t = setup();
    for (const req of [request('/?utm_source=zap'), request('/busca'), request('/', {}, 'POST')]) {
      await t.serve('a', req);
      await t.serve('b', req);
    }
    expect(t.renders()).toBe(6);
  });

  it('does not store an answer that is not a plain public 200 HTML page', async () => {
    const answers: ((nonce: string) => Response)[] = [
      (n) => page(n, {}, 503),
      (n) => page(n, { 'set-cookie': 'a=1' }),
      (n) => page(n, { 'cache-control': 'private, no-store' }),
      (n) => page(n, { 'content-type': 'application/json' }),
    ];
    for (const respond of answers) {
      const t = setup();
      await t.serve('a', request(), respond);
      await t.serve('b', request(), respond);
      expect(t.renders()).toBe(2);
    }
  });

  it('lets concurrent misses wait for one render', async () => {
    const t = setup();
    const answers = await Promise.all(['n1', 'n2', 'n3'].map((n) => t.serve(n)));
    expect(t.renders()).toBe(1);
    const bodies = await Promise.all(answers.map((r) => r.text()));
    bodies.forEach((body, i) => expect(body).toContain(`nonce="n${i + 1}"`));
  });

  it('keeps no failure: a render that throws is not stored, and waiters render for themselves', async () => {
    const clock = createManualClock();
    const cache: PageCache = createPageCache({ clock, enabled: true });
    let calls = 0;
    const failing = cache.serve(request(), 'a', async () => {
      calls += 1;
      throw new Error('falhou');
    });
    const waiting = cache.serve(request(), 'b', async () => {
      calls += 1;
      return page('b');
    });
    await expect(failing).rejects.toThrow('falhou');
    expect(await (await waiting).text()).toContain('nonce="b"');
    expect(calls).toBe(2);
  });

  it('does nothing when disabled (development)', async () => {
    const t = setup(false);
    await t.serve('a');
    await t.serve('b');
    expect(t.renders()).toBe(2);
  });
});

describe('page cache: shared loader data', () => {
  it('reuses a result for SHARED_DATA_TTL_MS, then loads again', async () => {
    const clock = createManualClock();
    const cache = createPageCache({ clock, enabled: true });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.shared('k', load)).toBe(1);
    clock.advance(SHARED_DATA_TTL_MS - 1);
    expect(await cache.shared('k', load)).toBe(1);
    clock.advance(1);
    expect(await cache.shared('k', load)).toBe(2);
  });

  it('shares one load between concurrent callers and keeps no error', async () => {
    const cache = createPageCache({ clock: createManualClock(), enabled: true });
    let loads = 0;
    const failing = async () => {
      loads += 1;
      throw new Error('fora do ar');
    };
    const results = await Promise.allSettled([cache.shared('k', failing), cache.shared('k', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(loads).toBe(1);
    expect(await cache.shared('k', async () => 'ok')).toBe('ok');
  });

  it(`keeps at most ${MAX_SHARED_KEYS} keys`, async () => {
    const cache = createPageCache({ clock: createManualClock(), enabled: true });
    for (let i = 0; i < MAX_SHARED_KEYS; i++) await cache.shared(`k${i}`, async () => i);
    let loads = 0;
    const load = async () => ++loads;
    await cache.shared('mais-um', load);
    await cache.shared('mais-um', load);
    expect(loads).toBe(2);
    expect(await cache.shared('k0', async () => -1)).toBe(0);
  });

  it('loads every time when disabled', async () => {
    const cache = createPageCache({ clock: createManualClock(), enabled: false });
    let loads = 0;
    await cache.shared('k', async () => ++loads);
    await cache.shared('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});
