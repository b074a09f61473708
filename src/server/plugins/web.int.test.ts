import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { categories, listingImages, listings, users } from '../db/schema/index.ts';
import { loadEnv } from '../env.ts';
import { createTestDatabase } from '../test/test-db.ts';

/**
 * The SSR HTML of the production build, through the real adapter (web.ts) and the real API.
 * It builds nothing itself: CI runs `npm run build` first; locally the suite is skipped (with
 * this reason in its name) until build/server/index.js exists.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const hasBuild = fs.existsSync(path.join(ROOT, 'build/server/index.js'));
const PUBLIC_URL = 'https://nc.example';

if (!hasBuild)
  console.warn('[web.int.test] build/server/index.js ausente: rode "npm run build" para testar o SSR.');

describe.skipIf(!hasBuild)('web SSR (production build; skipped without "npm run build")', () => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let listingCode: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    listingCode = await insertListing(database.db);
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      UPLOADS_DIR: './data/test-uploads',
      PUBLIC_URL,
    });
    app = await buildApp({ env, database, web: { mode: 'production' }, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('renders the home with title, description, canonical and Open Graph in the first HTML', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toMatch(/<title>[^<]*NC[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/"/>`);
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/"/>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/og-nc.jpg"/>`);
    expect(html).toContain('<meta property="og:locale" content="pt_BR"/>');
    expect(html).toContain('<meta property="og:type" content="website"/>');
    // The listing from the API is in the row of its type; the other rows show their empty state.
    expect(html).toContain('Bolo de cenoura &lt;caseiro&gt;');
    expect(html).toContain('Nenhum serviço encontrado.');
  });

  it('sends a CSP whose nonce is on every inline script', async () => {
    const res = await app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Third parties only where a feature needs them: map tiles, map and video frames.
    expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    expect(csp).toMatch(
      /frame-src [^;]*https:\/\/www\.youtube-nocookie\.com[^;]*https:\/\/www\.openstreetmap\.org/,
    );
    expect(csp).not.toMatch(/script-src[^;]*https:/);
    const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // A new nonce per response.
    const again = await app.inject({ url: '/' });
    expect(again.headers['content-security-policy']).not.toBe(csp);
  });

  it('answers an unknown path with a real 404 and the not-found screen', async () => {
    const res = await app.inject({ url: '/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Oops! Page not found');
    expect(res.body).toContain('Voltar para o início');
  });

  it('renders a listing with its own Open Graph image, absolute', async () => {
    const res = await app.inject({ url: `/detalhe/produto/${listingCode}/bolo-de-cenoura-caseiro` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1');
    expect(res.body).toContain('Bolo de cenoura &lt;caseiro&gt;');
    expect(res.body).toContain('R$');
    expect(res.body).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/uploads/anuncios/${listingCode}/1-og.jpg"/>`,
    );
    expect(res.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/detalhe/produto/${listingCode}/bolo-de-cenoura-caseiro"/>`,
    );
  });

  it('redirects a wrong type or slug to the canonical address with a 301', async () => {
    const res = await app.inject({ url: `/detalhe/servico/${listingCode}/outro-titulo?ref=zap` });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/detalhe/produto/${listingCode}/bolo-de-cenoura-caseiro?ref=zap`);
  });

  it('leads the legacy my-ads and new-ad pages (spec 2 §2) to the panel with a 301, query kept', async () => {
    for (const [url, location] of [
      ['/anunciante', '/painel/anuncios'],
      ['/anunciante/?status=publicado&page=2', '/painel/anuncios?status=publicado&page=2'],
      ['/cadastro-anuncio', '/painel/anuncios/novo'],
      ['/cadastro-anuncio?tipo=2', '/painel/anuncios/novo?tipo=2'],
    ] as const) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
    // Only these two: a neighbour of theirs is still a real 404.
    expect((await app.inject({ url: '/anunciante/123' })).statusCode).toBe(404);
  });

  it('renders /design-system with noindex and the shared components', async () => {
    const res = await app.inject({ url: '/design-system' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
    expect(res.body).toContain('<title>Design system | NC</title>');
    // The brand colour read from app.css, and a component rendered by its own code.
    expect(res.body).toMatch(/data-token="color-primary">[^]*?--color-primary[^]*?#0f766e/);
    expect(res.body).toContain('Título do anúncio</label>');
  });

  it('answers an absent listing with a 404 and the API message', async () => {
    for (const url of ['/detalhe/produto/99999999/x', '/anuncios/99999999', '/anuncios/abc']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Anúncio não encontrado.');
    }
  });

  it('serves loader data for client-side navigation', async () => {
    const res = await app.inject({ url: `/anuncios/${listingCode}.data` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Bolo de cenoura');
  });

  it('serves hashed assets as immutable and leaves /api to the API', async () => {
    const asset = fs.readdirSync(path.join(ROOT, 'build/client/assets')).find((f) => f.endsWith('.css'));
    const res = await app.inject({ url: `/assets/${asset}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ url: '/assets/nao-existe-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
    const api = await app.inject({ url: '/api/nao-existe' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });
});

type Db = Awaited<ReturnType<typeof createTestDatabase>>['db'];

/** One published product with a picture (the URLs need no file: only the HTML is checked). */
async function insertListing(db: Db): Promise<number> {
  const [category] = await db
    .select({ code: categories.code, name: categories.name })
    .from(categories)
    .where(and(eq(categories.type, 2), eq(categories.active, true)))
    .limit(1);
  if (!category) throw new Error('reference data without a product category');
  const [user] = await db
    .insert(users)
    .values({
      name: 'Doceria da Ana',
      email: 'ana@example.com',
      personKind: 'pf',
      document: '52998224725',
      type: 3,
    })
    .returning({ code: users.code });
  const [listing] = await db
    .insert(listings)
    .values({
      title: 'Bolo de cenoura <caseiro>',
      description: 'Feito no bloco B.',
      price: 'R$ 45,00',
      priceCents: 4500,
      slug: 'bolo-de-cenoura-caseiro',
      type: 2,
      status: 'publicado',
      categoryCode: category.code,
      categoryText: category.name,
      uf: 'SP',
      advertiserCode: user!.code,
      publishedAt: new Date(),
    })
    .returning({ code: listings.code });
  const code = listing!.code;
  const base = `/uploads/anuncios/${code}`;
  await db.insert(listingImages).values({
    listingCode: code,
    url: `${base}/1-1000.webp`,
    thumbUrl: `${base}/1-300.webp`,
    ogUrl: `${base}/1-og.jpg`,
  });
  return code;
}
