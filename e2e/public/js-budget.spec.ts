import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { waitForHydration } from './consent-helpers.ts';

/** The entry JavaScript of a public page is at most 150 KB compressed. */
const BUDGET_BYTES = 150 * 1024;

const PAGES = [
  '/',
  '/anuncios?q=bolo',
  '/busca?searchType=endereco&estado=SP',
  '/produtos',
  '/destaques',
  '/condominios',
  '/favoritos',
  '/como-funciona',
  '/contato',
  '/documentacao',
  '/anunciar',
];

interface Manifest {
  url?: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] } | undefined>;
}

/**
 * The page's entry JavaScript, as React Router's manifest lists it: the client entry, the
 * modules of the routes that rendered it, and everything they import statically (plus the
 * manifest file when the page loads it). Chunks loaded
 * later on demand (the /busca map's Leaflet, the cookie preferences dialog) are not counted.
 */
async function entryJavaScript(page: Page, path: string): Promise<{ bytes: number; files: number }> {
  // The document as the server sent it: whether the live DOM still held the manifest's inline
  // script by then varied, which made the same page 6 KB heavier in some runs.
  const html = (await (await page.goto(path))?.text()) ?? '';
  await waitForHydration(page);
  const { manifestFile, modules } = await page.evaluate(() => {
    const w = globalThis as unknown as {
      __reactRouterManifest: Manifest;
      __reactRouterDataRouter: { state: { matches: { route: { id: string } }[] } };
    };
    const m = w.__reactRouterManifest;
    // The routes that matched the page. __reactRouterRouteModules grows with the modules of the
    // routes its links prefetch, so counting it measured whatever had arrived by then (the
    // same page came out 144 and 150 KB in two runs).
    const routes = w.__reactRouterDataRouter.state.matches.map((match) => m.routes[match.route.id]);
    return {
      manifestFile: m.url,
      modules: [
        m.entry.module,
        ...m.entry.imports,
        ...routes.flatMap((r) => (r ? [r.module, ...(r.imports ?? [])] : [])),
      ],
    };
  });
  // The whole-site route manifest file is fetched only without lazy route discovery (React
  // Router's default "lazy" mode inlines the matched routes and asks /__manifest for others):
  // it is counted only when the page's HTML references it.
  // Only as a script's or a preload's address: the inline manifest names the file in its JSON
  // ("url") on every page, and the browser does not fetch it for that.
  const fetched =
    manifestFile && new RegExp(`(?:src|href)="${manifestFile.replace(/[.]/g, '\\.')}"`).test(html);
  const urls = [...new Set([...(fetched ? [manifestFile] : []), ...modules])];
  // Compressed here, the same way for every file, whatever the server negotiated.
  const sizes = await Promise.all(
    urls.map(async (url) => gzipSync(await (await page.request.get(url)).body()).length),
  );
  return { bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length };
}

test.describe('JavaScript budget', () => {
  for (const path of [...PAGES, 'detail']) {
    test(`${path}: entry JavaScript at most 150 KB (gzip)`, async ({ page, request }) => {
      let url = path;
      if (path === 'detail') {
        const { data } = (await (await request.get('/api/anuncios?limit=1')).json()) as {
          data: { codigoANUNCIO: number }[];
        };
        url = `/anuncios/${data[0]!.codigoANUNCIO}`;
      }
      const { bytes, files } = await entryJavaScript(page, url);
      console.log(
        `JavaScript de entrada de ${url}: ${(bytes / 1024).toFixed(1)} KB gzip em ${files} arquivos`,
      );
      expect(files).toBeGreaterThan(2);
      expect(bytes, `${(bytes / 1024).toFixed(1)} KB in ${files} files`).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }
});

/**
 * The app's modules start downloading only after the first frame
 * (src/web/lib/paint-first.ts), so none of them can delay the LCP. Before, the first frame and
 * the ~45 module downloads raced, and Lighthouse counted every module that won.
 */
test.describe('first paint before the JavaScript', () => {
  for (const path of ['/', 'detail']) {
    test(`${path}: no module is requested before the first frame`, async ({ page, request }) => {
      let url = path;
      if (path === 'detail') {
        const { data } = (await (await request.get('/api/anuncios?limit=1')).json()) as {
          data: { codigoANUNCIO: number }[];
        };
        url = `/anuncios/${data[0]!.codigoANUNCIO}`;
      }
      // Runs before any script of the page: its callback comes in the page's first frame.
      await page.addInitScript(() => {
        const page = globalThis as unknown as {
          requestAnimationFrame(callback: () => void): void;
          firstFrameAt: number;
        };
        page.requestAnimationFrame(() => {
          page.firstFrameAt = performance.now();
        });
      });
      const html = (await (await page.goto(url))?.text()) ?? '';
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      await waitForHydration(page);
      const { firstFrame, firstModule, modules } = await page.evaluate(() => {
        const scripts = performance
          .getEntriesByType('resource')
          .filter(
            (entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'),
          );
        return {
          firstFrame: (globalThis as unknown as { firstFrameAt: number }).firstFrameAt,
          firstModule: Math.min(...scripts.map((entry) => entry.startTime)),
          modules: scripts.length,
        };
      });
      expect(modules).toBeGreaterThan(2);
      expect(
        firstModule,
        `first module at ${firstModule} ms, first frame at ${firstFrame} ms`,
      ).toBeGreaterThanOrEqual(firstFrame);
    });
  }
});
