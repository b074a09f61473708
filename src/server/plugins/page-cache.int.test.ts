import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { sessions } from '../db/schema/index.ts';
import { loadEnv } from '../env.ts';
import { createManualClock, DAY, type ManualClock } from '../lib/clock.ts';
import { generateToken, hashToken } from '../lib/tokens.ts';
import { insertListing, insertUser } from '../test/factories/index.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { PAGE_TTL_MS, SHARED_DATA_TTL_MS } from './page-cache.ts';

/**
 * The home's page cache through the real adapter (web.ts) and the production build:
 * what an anonymous visitor gets from the store, what a logged-in one gets, the nonce, and how
 * soon a new listing shows. Skipped, like web.int.test.ts, until `npm run build` has run.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const hasBuild = fs.existsSync(path.join(ROOT, 'build/server/index.js'));

describe.skipIf(!hasBuild)('page cache of the home (production build)', () => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let clock: ManualClock;
  let sessionCookie: string;
  let sessionToken: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    clock = createManualClock(new Date());
    const user = await insertUser(database.db, { name: 'Quitéria', surname: 'Logada' });
    sessionToken = generateToken();
    const now = clock.now();
    await database.db.insert(sessions).values({
      tokenHash: hashToken(sessionToken),
      userCode: user.code,
      expiresAt: new Date(now.getTime() + DAY),
      createdAt: now,
      lastSeenAt: now,
    });
    sessionCookie = `nc_sessao=${sessionToken}`;
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', UPLOADS_DIR: './data/test-uploads' });
    app = await buildApp({ env, database, web: { mode: 'production' }, logger: false, clock });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  beforeEach(() => app.pageCache.clear());

  const home = (headers: Record<string, string> = {}) => app.inject({ url: '/', headers });
  const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

  it('answers every anonymous visitor with a fresh nonce that matches its CSP header', async () => {
    const answers = [await home(), await home(), await home({ cookie: 'outra=1' })];
    const nonces = answers.map((res) => nonceOf(res.headers['content-security-policy']));
    expect(new Set(nonces).size).toBe(3);
    answers.forEach((res, i) => {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonces[i]}"`);
      // No other request's nonce is left in the document.
      for (const other of nonces.filter((_, j) => j !== i)) expect(res.body).not.toContain(other);
    });
    // The same document otherwise: the second and third came from the store.
    const [first, ...rest] = answers.map((res, i) => res.body.replaceAll(nonces[i]!, 'NONCE'));
    for (const body of rest) expect(body).toBe(first);
  });

  it('never gives a logged-in user the stored anonymous page, nor stores theirs', async () => {
    const anonymous = await home();
    expect(anonymous.body).toContain('Entrar');
    expect(anonymous.body).not.toContain('Quitéria');

    const viaCookieOrBearer: Record<string, string>[] = [
      { cookie: sessionCookie },
      { authorization: `Bearer ${sessionToken}` },
    ];
    for (const headers of viaCookieOrBearer) {
      const personal = await home(headers);
      expect(personal.statusCode).toBe(200);
      expect(personal.body).toContain('Quitéria');
      expect(personal.headers['cache-control']).toBe('private, no-store');
    }

    // The user's page was not stored: an anonymous visitor after them sees no trace of them,
    // also when the user's request came first.
    app.pageCache.clear();
    await home({ cookie: sessionCookie });
    for (const res of [await home(), await home()]) {
      expect(res.body).not.toContain('Quitéria');
      expect(res.body).toContain('Entrar');
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });

  it(`shows a listing published meanwhile within ${(PAGE_TTL_MS + SHARED_DATA_TTL_MS) / 1000} s`, async () => {
    const title = 'Torta de limão do bloco C';
    expect((await home()).body).not.toContain(title);
    await insertListing(database.db, { title, type: 2, publishedAt: new Date(Date.now() + 60_000) });

    // Stored page and sections: not yet, for visitors and for the logged-in user alike.
    clock.advance(PAGE_TTL_MS - 1);
    expect((await home()).body).not.toContain(title);
    expect((await home({ cookie: sessionCookie })).body).not.toContain(title);
    // Page and sections were stored together at the first request: both are stale now.
    clock.advance(1);
    expect((await home()).body).toContain(title);
    expect((await home({ cookie: sessionCookie })).body).toContain(title);
  });
});
