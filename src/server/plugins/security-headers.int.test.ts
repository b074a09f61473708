import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createTestDatabase } from '../test/test-db.ts';

/**
 * The security headers policy (reference A1.8; ADR 010's neighbour: @fastify/helmet), answer by
 * answer: the three headers every response carries, HSTS only over https, the CSP only on pages
 * (HTML), and none of helmet's other defaults, so moving to helmet changed no answer. An answer
 * that passes through none of the app's hooks (a malformed URL, Node's own 400/408/431 written on
 * the socket) carries none, as before.
 */
const POLICY = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};
/** helmet's defaults this app does not send (see plugins/security-headers.ts). */
const NOT_SENT = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'cross-origin-embedder-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-powered-by',
];

type Headers = Record<string, unknown>;

function expectPolicy(headers: Headers, what: string, opts: { hsts?: boolean; csp?: boolean } = {}) {
  for (const [name, value] of Object.entries(POLICY)) expect(headers[name], `${what}: ${name}`).toBe(value);
  if (opts.hsts) {
    expect(headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
  } else {
    expect(headers['strict-transport-security'], what).toBeUndefined();
  }
  for (const name of NOT_SENT) {
    if (name === 'content-security-policy' && opts.csp) continue;
    expect(headers[name], `${what}: ${name}`).toBeUndefined();
  }
  if (opts.csp) expect(String(headers['content-security-policy']), what).toMatch(/script-src 'self' 'nonce-/);
}

describe('security headers on API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('are the same on successes, errors, unknown paths and files', async () => {
    const cases: [string, InjectOptions, number][] = [
      ['a JSON answer', { url: '/api/estados' }, 200],
      ['a validation error', { url: '/api/anuncios/abc' }, 400],
      ['an unknown API route', { url: '/api/nada' }, 404],
      ['a path no route serves', { url: '/nada' }, 404],
      ['a control character', { url: '/api/anuncios?q=a%00b' }, 400],
      ['a missing upload', { url: '/uploads/anuncios/0/nada.webp' }, 404],
      ['the OpenAPI description', { url: '/api/openapi.json' }, 200],
      [
        'a cross-site write with the session cookie (CSRF check)',
        {
          method: 'POST',
          url: '/api/usuarios/logout',
          headers: { cookie: 'nc_sessao=x', origin: 'https://evil.example' },
        },
        403,
      ],
      [
        'a body over the limit',
        {
          method: 'POST',
          url: '/api/contato',
          headers: { 'content-type': 'application/json' },
          payload: `{"x":"${'a'.repeat(1024 * 1024)}"}`,
        },
        413,
      ],
    ];
    for (const [what, request, status] of cases) {
      const res = await t.app.inject(request);
      expect(res.statusCode, what).toBe(status);
      expectPolicy(res.headers, what);
    }
  });

  it('are not on a path that is not valid percent-encoding, answered before any hook runs', async () => {
    // Fastify answers it through frameworkErrors without running the app's hooks: it never had them.
    const res = await t.app.inject({ url: '/api/anuncios/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    for (const name of [...Object.keys(POLICY), ...NOT_SENT]) expect(res.headers[name], name).toBeUndefined();
  });

  it('add HSTS only when the site is served over https (PUBLIC_URL)', async () => {
    const https = await buildTestApp({ PUBLIC_URL: 'https://nc.example' });
    try {
      for (const url of ['/api/estados', '/api/nada', '/nada']) {
        expectPolicy((await https.app.inject({ url })).headers, url, { hsts: true });
      }
    } finally {
      await https.close();
    }
  });
});

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const hasBuild = fs.existsSync(path.join(ROOT, 'build/server/index.js'));

describe.skipIf(!hasBuild)('security headers on pages (production build)', () => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      UPLOADS_DIR: './data/test-uploads',
      PUBLIC_URL: 'https://nc.example',
    });
    app = await buildApp({ env, database, web: { mode: 'production' }, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('send the CSP on HTML answers only, with the same headers as the API', async () => {
    for (const url of ['/', '/quem-somos', '/nao-existe']) {
      const res = await app.inject({ url });
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expectPolicy(res.headers, url, { hsts: true, csp: true });
    }
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expectPolicy(head.headers, 'HEAD /', { hsts: true, csp: true });
    const notHtml: [string, InjectOptions][] = [
      ['a method pages do not take', { method: 'PUT', url: '/quem-somos' }],
      ['a static file', { url: '/favicon.svg' }],
      ['a missing hashed asset', { url: '/assets/nada-123.js' }],
      ['an API answer', { url: '/api/estados' }],
    ];
    for (const [what, request] of notHtml) {
      const res = await app.inject(request);
      expect(res.headers['content-type'] ?? '', what).not.toMatch(/^text\/html/);
      expectPolicy(res.headers, what, { hsts: true });
    }
  });

  it('names in the CSP the nonce the HTML carries, also when the home comes from the page cache', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ url: '/' });
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(nonce).toBeTruthy();
      const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
  });
});
