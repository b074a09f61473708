import { LISTING_TYPE_CODES } from '#shared/constants.ts';
import { absoluteUrl, paths } from '#shared/paths.ts';
import type { SeoRepository } from './seo.repository.ts';

/**
 * /sitemap.xml and /robots.txt (sitemaps.org protocol). URLs are absolute, on
 * PUBLIC_URL, and built by the path helpers the web's links use (src/shared/paths.ts), so the
 * sitemap and the pages never disagree on a listing's canonical URL.
 *
 * Size: a sitemap file holds at most 50,000 URLs. While everything fits in one file,
 * /sitemap.xml is that file; beyond, it is a sitemap index of /sitemaps/paginas.xml,
 * /sitemaps/condominios-N.xml and /sitemaps/anuncios-N.xml, each covering a range of
 * `perFile` codes (so each has at most `perFile` URLs). Rows are read in batches and written
 * as they come: memory stays flat with a million listings.
 */
const SITEMAP_MAX_URLS = 50_000;
const BATCH = 5_000;

/** The public pages worth indexing besides listings and condominiums (not /favoritos, /busca). */
const STATIC_PAGES: readonly string[] = [
  paths.home.getHref(),
  ...LISTING_TYPE_CODES.map((t) => paths.typeLanding.getHref(t)),
  paths.listings.getHref(),
  paths.highlights.getHref(),
  paths.condominiums.getHref(),
  paths.advertise.getHref(),
  paths.howItWorks.getHref(),
  paths.about.getHref(),
  paths.help.getHref(),
  paths.contact.getHref(),
  paths.terms.getHref(),
  paths.privacy.getHref(),
  paths.cookies.getHref(),
  paths.apiDocs.getHref(),
];

export type SitemapFile =
  { kind: 'pages' } | { kind: 'listings'; page: number } | { kind: 'condominiums'; page: number };

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (s: string) => s.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlEntry(loc: string, lastmod?: Date): string {
  const mod = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${xml(loc)}</loc>${mod}</url>\n`;
}

export function parseSitemapFile(name: string): SitemapFile | undefined {
  if (name === 'paginas.xml') return { kind: 'pages' };
  const m = /^(anuncios|condominios)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!m) return undefined;
  return { kind: m[1] === 'anuncios' ? 'listings' : 'condominiums', page: Number(m[2]) };
}

export function createSeoService(deps: { repo: SeoRepository; publicUrl: string; perFile?: number }) {
  const { repo, publicUrl } = deps;
  const perFile = deps.perFile ?? SITEMAP_MAX_URLS;
  const abs = (path: string) => absoluteUrl(path, publicUrl);

  async function* listingUrls(from: number, upTo: number): AsyncGenerator<string> {
    for (let after = from; ;) {
      const rows = await repo.findListings(after, upTo, BATCH);
      for (const l of rows) {
        const href = paths.listingDetail.getHref({
          codigoANUNCIO: l.code,
          tipoANUNCIO: l.type,
          slugANUNCIO: l.slug,
          tituloANUNCIO: l.title,
        });
        yield urlEntry(abs(href), l.updatedAt);
      }
      if (rows.length < BATCH) return;
      after = rows[rows.length - 1]!.code;
    }
  }

  async function* condominiumUrls(from: number, upTo: number): AsyncGenerator<string> {
    for (let after = from; ;) {
      const rows = await repo.findCondominiums(after, upTo, BATCH);
      for (const c of rows) yield urlEntry(abs(paths.condominium.getHref(c.code)), c.updatedAt);
      if (rows.length < BATCH) return;
      after = rows[rows.length - 1]!.code;
    }
  }

  function* pageUrls(): Generator<string> {
    for (const path of STATIC_PAGES) yield urlEntry(abs(path));
  }

  async function* urlset(parts: () => AsyncGenerator<string> | Generator<string>): AsyncGenerator<string> {
    yield `${XML_HEAD}<urlset xmlns="${NS}">\n`;
    let chunk = '';
    for await (const entry of parts()) {
      chunk += entry;
      if (chunk.length > 64 * 1024) {
        yield chunk;
        chunk = '';
      }
    }
    yield `${chunk}</urlset>\n`;
  }

  const filesFor = (maxCode: number) => Math.max(1, Math.ceil(maxCode / perFile));

  return {
    /** The root sitemap: the whole urlset while it fits in one file, else the index. */
    async sitemap(): Promise<AsyncGenerator<string>> {
      const max = await repo.findMaxCodes();
      if (STATIC_PAGES.length + max.listing + max.condominium <= perFile) {
        return urlset(async function* () {
          yield* pageUrls();
          yield* condominiumUrls(0, max.condominium);
          yield* listingUrls(0, max.listing);
        });
      }
      const files = [
        'paginas.xml',
        ...Array.from({ length: filesFor(max.condominium) }, (_, i) => `condominios-${i + 1}.xml`),
        ...Array.from({ length: filesFor(max.listing) }, (_, i) => `anuncios-${i + 1}.xml`),
      ];
      return (async function* () {
        yield `${XML_HEAD}<sitemapindex xmlns="${NS}">\n`;
        yield files.map((f) => `<sitemap><loc>${xml(abs(`/sitemaps/${f}`))}</loc></sitemap>\n`).join('');
        yield '</sitemapindex>\n';
      })();
    },

    /** One file of the index; undefined when the page is past the last one. */
    async sitemapFile(file: SitemapFile): Promise<AsyncGenerator<string> | undefined> {
      if (file.kind === 'pages') return urlset(pageUrls);
      const max = await repo.findMaxCodes();
      const top = file.kind === 'listings' ? max.listing : max.condominium;
      if (file.page > filesFor(top)) return undefined;
      const from = (file.page - 1) * perFile;
      const upTo = file.page * perFile;
      return urlset(() => (file.kind === 'listings' ? listingUrls(from, upTo) : condominiumUrls(from, upTo)));
    },

    robots(): string {
      return [
        '# NC Classificados',
        'User-agent: *',
        'Allow: /',
        'Disallow: /painel',
        'Disallow: /api/',
        'Disallow: /dev/',
        '',
        `Sitemap: ${abs('/sitemap.xml')}`,
        '',
      ].join('\n');
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
