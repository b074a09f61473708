import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/index.ts';
import { insertCondominium, insertListing } from '../../test/factories/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const PUBLIC_URL = 'https://nc.example.com.br';

async function getText(t: TestApp, url: string) {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, type: String(res.headers['content-type']), body: res.body, res };
}

/** Every <loc> of a sitemap or index. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;
  let published: Awaited<ReturnType<typeof insertListing>>;
  let draft: Awaited<ReturnType<typeof insertListing>>;
  let condoCode: number;

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL });
    const db = t.database.db;
    condoCode = (await insertCondominium(db)).code;
    published = await insertListing(db, { title: 'Bolo de Cenoura & Cia <caseiro>', type: 2 });
    draft = await insertListing(db, { title: 'Rascunho escondido', status: 'rascunho' });
    await db
      .update(listings)
      .set({ updatedAt: new Date('2026-03-04T05:06:07Z') })
      .where(eq(listings.code, published.code));
  });
  afterAll(() => t.close());

  it('robots.txt allows the public site, keeps crawlers out of /painel, /api and /dev, and names the sitemap', async () => {
    const r = await getText(t, '/robots.txt');
    expect(r.status).toBe(200);
    expect(r.type).toMatch(/^text\/plain/);
    const lines = r.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /painel',
        'Disallow: /api/',
        'Disallow: /dev/',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
  });

  it('sitemap.xml lists home, type and institutional pages, condominiums and published listings with absolute canonical URLs', async () => {
    const r = await getText(t, '/sitemap.xml');
    expect(r.status).toBe(200);
    expect(r.type).toMatch(/^application\/xml/);
    expect(r.res.headers['cache-control']).toBe('public, max-age=3600');
    expect(r.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(r.body.trimEnd().endsWith('</urlset>')).toBe(true);
    const all = locs(r.body);
    for (const path of [
      '/',
      '/oportunidades',
      '/produtos',
      '/servicos',
      '/comodidades',
      '/contato',
      '/quem-somos',
    ]) {
      expect(all).toContain(`${PUBLIC_URL}${path}`);
    }
    expect(all).toContain(`${PUBLIC_URL}/condominios/${condoCode}`);
    expect(all).toContain(`${PUBLIC_URL}/detalhe/produto/${published.code}/${published.slug}`);
    expect(published.slug).toBe('bolo-de-cenoura-cia-caseiro');
    expect(all.some((u) => u.includes(`/${draft.code}/`))).toBe(false);
    expect(all.every((u) => u.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    expect(all.some((u) => u.includes('/painel') || u.includes('/favoritos'))).toBe(false);
    // Pages for developers (noindex) and legacy addresses that only redirect stay out.
    for (const path of ['/design-system', '/anunciante', '/cadastro-anuncio'])
      expect(all, path).not.toContain(`${PUBLIC_URL}${path}`);
    expect(r.body).toContain(
      `<url><loc>${PUBLIC_URL}/detalhe/produto/${published.code}/${published.slug}</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod></url>`,
    );
    // Nothing unescaped: the title's "&" and "<" never reach the XML raw.
    expect(r.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('past the per-file limit, sitemap.xml is an index and each file covers a code range', async () => {
    const small = await buildTestApp({ PUBLIC_URL, SITEMAP_URLS_PER_FILE: '2' });
    try {
      const db = small.database.db;
      const a = await insertListing(db, { title: 'Primeiro anúncio' });
      const b = await insertListing(db, { title: 'Segundo anúncio' });
      const index = await getText(small, '/sitemap.xml');
      expect(index.status).toBe(200);
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = locs(index.body);
      expect(files[0]).toBe(`${PUBLIC_URL}/sitemaps/paginas.xml`);
      expect(files).toContain(`${PUBLIC_URL}/sitemaps/anuncios-1.xml`);
      expect(files).toContain(`${PUBLIC_URL}/sitemaps/condominios-1.xml`);

      const listingUrls: string[] = [];
      for (const f of files.filter((u) => u.includes('/anuncios-'))) {
        const part = await getText(small, new URL(f).pathname);
        expect(part.status).toBe(200);
        const urls = locs(part.body);
        expect(urls.length).toBeLessThanOrEqual(2);
        listingUrls.push(...urls);
      }
      for (const l of [a, b])
        expect(listingUrls).toContain(`${PUBLIC_URL}/detalhe/servico/${l.code}/${l.slug}`);
      expect(new Set(listingUrls).size).toBe(listingUrls.length);

      const pages = await getText(small, '/sitemaps/paginas.xml');
      expect(locs(pages.body)).toContain(`${PUBLIC_URL}/documentacao`);
      const last = files.filter((u) => u.includes('/anuncios-')).length;
      expect((await getText(small, `/sitemaps/anuncios-${last + 1}.xml`)).status).toBe(404);
      expect((await getText(small, '/sitemaps/../etc/passwd')).status).toBe(404);
      expect((await getText(small, '/sitemaps/outra-coisa.xml')).status).toBe(404);
    } finally {
      await small.close();
    }
  });
});
