import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures.ts';

/**
 * The listing page as an OLX user expects it: the publication date, "Compartilhar", "Mais anúncios
 * deste anunciante", the full-screen photo viewer, and the placeholder for a photo that fails to load.
 */

interface ApiCard {
  codigoANUNCIO: number;
  tituloANUNCIO: string;
  slugANUNCIO: string;
  tipoANUNCIO: number;
  publicadoEm: string | null;
  anunciante: { codigo: number; nome: string };
}
interface ApiDetail extends ApiCard {
  imagens: { urlIMAGEM: string }[];
}

const TYPE_SLUGS: Record<number, string> = { 1: 'oportunidade', 2: 'produto', 3: 'servico', 4: 'comodidade' };
const detailPath = (l: ApiCard) =>
  `/detalhe/${TYPE_SLUGS[l.tipoANUNCIO]}/${l.codigoANUNCIO}/${l.slugANUNCIO}`;

async function newestListings(request: APIRequestContext, limit = 100): Promise<ApiCard[]> {
  const res = await request.get(`/api/anuncios?limit=${limit}&sort=data&order=desc`);
  return ((await res.json()) as { data: ApiCard[] }).data;
}

async function moreFromAdvertiser(request: APIRequestContext, code: number): Promise<ApiCard[]> {
  const res = await request.get(`/api/anuncios/${code}/mais-do-anunciante`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ApiCard[];
}

/** The first of the newest listings with at least `min` photos. */
async function listingWithPhotos(request: APIRequestContext, min: number): Promise<ApiDetail | null> {
  for (const item of await newestListings(request)) {
    const detail = (await (await request.get(`/api/anuncios/${item.codigoANUNCIO}`)).json()) as ApiDetail;
    if (detail.imagens.length >= min) return detail;
  }
  return null;
}

/** The page's images that failed and show the browser's broken-image icon. */
const brokenImages = (page: Page) =>
  page
    .locator('img')
    .evaluateAll(
      (imgs) =>
        (imgs as unknown as { complete: boolean; currentSrc: string; naturalWidth: number }[]).filter(
          (img) => img.complete && img.currentSrc && img.naturalWidth === 0,
        ).length,
    );

/** What the page's scripts see of the browser: only what these tests touch. */
interface BrowserGlobals {
  Navigator: { prototype: { share?: unknown } };
  navigator: { clipboard: { readText(): Promise<string> } };
  shared?: { title?: string; url?: string };
}

test.describe('listing page', () => {
  test('shows when it was published, in Brasília time', async ({ page, request, checkA11y }) => {
    const [listing] = await newestListings(request, 1);
    expect(listing?.publicadoEm).toBeTruthy();
    const published = new Date(listing!.publicadoEm!);
    const inBrasilia = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('pt-BR', { ...options, timeZone: 'America/Sao_Paulo' }).format(published);
    const sameYear =
      inBrasilia({ year: 'numeric' }) ===
      new Intl.DateTimeFormat('pt-BR', { year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(new Date());
    const label = `Publicado em ${inBrasilia({ day: 'numeric', month: 'long', ...(sameYear ? {} : { year: 'numeric' }) })}`;

    await page.goto(detailPath(listing!));
    await waitForHydration(page);
    const time = page.getByTestId('listing-published').locator('time');
    await expect(time).toHaveText(label);
    await expect(time).toHaveAttribute(
      'datetime',
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(published),
    );
    await checkA11y();
  });

  test('"Compartilhar" without the Web Share API: WhatsApp and "Copiar link", by keyboard', async ({
    page,
    context,
    request,
    checkA11y,
  }) => {
    await page.addInitScript(() => {
      delete (globalThis as unknown as BrowserGlobals).Navigator.prototype.share;
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const [listing] = await newestListings(request, 1);
    await page.goto(detailPath(listing!));
    await waitForHydration(page);
    const url = new URL(detailPath(listing!), page.url()).href;

    const share = page.getByRole('button', { name: 'Compartilhar' });
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await share.focus();
    await page.keyboard.press('Enter');
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('list', { name: 'Compartilhar o anúncio' });
    const whatsapp = panel.getByRole('link', { name: 'WhatsApp' });
    await expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${listing!.tituloANUNCIO} ${url}`)}`,
    );
    await checkA11y();

    // Tab reaches the panel's items right after the button.
    await page.keyboard.press('Tab');
    await expect(whatsapp).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Copiar link' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Link copiado' })).toBeVisible();
    expect(
      await page.evaluate(() => (globalThis as unknown as BrowserGlobals).navigator.clipboard.readText()),
    ).toBe(url);

    await page.keyboard.press('Escape');
    await expect(whatsapp).toHaveCount(0);
    await expect(share).toBeFocused();
    await expect(share).toHaveAttribute('aria-expanded', 'false');
  });

  test('"Compartilhar" uses the Web Share API where the browser has it', async ({ page, request }) => {
    await page.addInitScript(() => {
      const w = globalThis as unknown as BrowserGlobals;
      Object.defineProperty(w.Navigator.prototype, 'share', {
        configurable: true,
        value: (data: BrowserGlobals['shared']) => {
          w.shared = data;
          return Promise.resolve();
        },
      });
    });
    const [listing] = await newestListings(request, 1);
    await page.goto(detailPath(listing!));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Compartilhar' }).click();
    await expect
      .poll(() => page.evaluate(() => (globalThis as unknown as BrowserGlobals).shared))
      .toEqual({ title: listing!.tituloANUNCIO, url: new URL(detailPath(listing!), page.url()).href });
    await expect(page.getByRole('list', { name: 'Compartilhar o anúncio' })).toHaveCount(0);
  });

  test('"Mais anúncios deste anunciante": the other published listings as cards, hidden when none', async ({
    page,
    request,
    checkA11y,
  }) => {
    let withOthers: { listing: ApiCard; others: ApiCard[] } | null = null;
    let alone: ApiCard | null = null;
    for (const listing of await newestListings(request)) {
      const others = await moreFromAdvertiser(request, listing.codigoANUNCIO);
      if (others.length > 0) withOthers ??= { listing, others };
      else alone ??= listing;
      if (withOthers && alone) break;
    }
    expect(withOthers, 'a demo advertiser with several listings').not.toBeNull();
    const { listing, others } = withOthers!;
    expect(others.length).toBeLessThanOrEqual(8);
    expect(others.map((o) => o.codigoANUNCIO)).not.toContain(listing.codigoANUNCIO);
    expect(others.every((o) => o.anunciante.codigo === listing.anunciante.codigo)).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(detailPath(listing));
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Mais anúncios deste anunciante' });
    await expect(section.getByRole('article')).toHaveCount(others.length);
    for (const [i, other] of others.entries()) {
      await expect(section.getByRole('article').nth(i).getByRole('link')).toHaveAttribute(
        'href',
        detailPath(other),
      );
    }
    // On a phone the row scrolls sideways; the page itself does not.
    const pageWidth = await page
      .locator('html')
      .evaluate((html) => (html as unknown as { scrollWidth: number }).scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
    await section.scrollIntoViewIfNeeded();
    await checkA11y();

    if (alone) {
      await page.goto(detailPath(alone));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Mais anúncios deste anunciante' })).toHaveCount(0);
    }
  });

  test('the full-screen photo viewer: keyboard, counter, swipe, Esc, focus back on the photo', async ({
    page,
    request,
    checkA11y,
  }) => {
    const listing = await listingWithPhotos(request, 2);
    test.skip(!listing, 'no demo listing with two photos');
    const count = listing!.imagens.length;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/anuncios/${listing!.codigoANUNCIO}`);
    await waitForHydration(page);

    const open = page.getByRole('button', { name: `Ampliar foto 1 de ${count}` });
    await open.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: `Fotos: ${listing!.tituloANUNCIO}` });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(`1 de ${count}`, { exact: true })).toBeVisible();
    await expect(
      viewer.getByRole('img', { name: `${listing!.tituloANUNCIO}: foto 1 de ${count}` }),
    ).toBeVisible();
    await checkA11y();

    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`2 de ${count}`, { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText(`1 de ${count}`, { exact: true })).toBeVisible();

    // Focus never reaches the page behind the viewer (inert): it stays in the dialog, or leaves
    // the document for the browser's own controls.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        interface Node {
          contains(other: unknown): boolean;
        }
        const { document } = globalThis as unknown as {
          document: { activeElement: unknown; body: unknown; querySelector(s: string): Node | null };
        };
        const active = document.activeElement;
        if (!active || active === document.body) return 'fora do documento';
        return document.querySelector('[role="dialog"]')?.contains(active) ? 'no visualizador' : 'na página';
      });
      expect(where).not.toBe('na página');
    }
    await expect(viewer.getByRole('button', { name: 'Fechar' })).toBeVisible();

    // A swipe to the left shows the next photo.
    const box = (await viewer.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect(viewer.getByText(`2 de ${count}`, { exact: true })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    // The gallery shows the photo last seen, and focus is back on it.
    const back = page.getByRole('button', { name: `Ampliar foto 2 de ${count}` });
    await expect(back).toBeFocused();
    await expect(
      page.getByRole('img', { name: `${listing!.tituloANUNCIO}: foto 2 de ${count}` }),
    ).toBeVisible();
  });

  test('photos that fail to load show the placeholder, never a broken image', async ({
    page,
    request,
    checkA11y,
  }) => {
    const listing = await listingWithPhotos(request, 2);
    test.skip(!listing, 'no demo listing with two photos');
    // Every listing picture answers 404, as a file missing from the uploads would.
    await page.route('**/uploads/anuncios/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`/anuncios/${listing!.codigoANUNCIO}`);
    await waitForHydration(page);
    await expect(
      page.getByText(`${listing!.tituloANUNCIO}: foto 1 de ${listing!.imagens.length} (foto indisponível)`),
    ).toBeAttached();
    await expect(page.getByTestId('gallery-overlay')).toHaveCount(0);
    // Cards (sidebar, the advertiser's other listings) once scrolled into view, lazy ones included.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => brokenImages(page)).toBe(0);
    expect(await page.getByTestId('listing-image-placeholder').count()).toBeGreaterThan(1);
    await checkA11y();

    // A search page's cards too.
    await page.goto('/anuncios');
    await waitForHydration(page);
    await expect(page.getByRole('article').first().getByTestId('listing-image-placeholder')).toBeVisible();
    await expect.poll(() => brokenImages(page)).toBe(0);
  });
});
