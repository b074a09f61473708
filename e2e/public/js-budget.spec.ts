import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { waitForHydration } from './consent-helpers.ts';

/** Issue 4: the JavaScript a public page needs to start is at most 150 KB compressed. */
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
];

/** Gzip size of every script the page loads until it is hydrated and the network is idle. */
async function startupJavaScript(page: Page, path: string): Promise<{ bytes: number; files: number }> {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && res.ok()) bodies.push(res.body());
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Compressed here, the same way for every file, whatever the server negotiated.
  const sizes = await Promise.all(bodies.map(async (body) => gzipSync(await body).length));
  return { bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length };
}

test.describe('JavaScript budget', () => {
  for (const path of [...PAGES, 'detail']) {
    test(`${path} starts with at most 150 KB of JavaScript (gzip)`, async ({ page, request }) => {
      let url = path;
      if (path === 'detail') {
        const { data } = (await (await request.get('/api/anuncios?limit=1')).json()) as {
          data: { codigoANUNCIO: number }[];
        };
        url = `/anuncios/${data[0]!.codigoANUNCIO}`;
      }
      const { bytes, files } = await startupJavaScript(page, url);
      console.log(`JavaScript de ${url}: ${(bytes / 1024).toFixed(1)} KB gzip em ${files} arquivos`);
      expect(files).toBeGreaterThan(0);
      expect(bytes, `${(bytes / 1024).toFixed(1)} KB in ${files} files`).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }
});
