import type { APIRequestContext } from '@playwright/test';
import { waitForHydration } from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';

interface ApiListing {
  codigoANUNCIO: number;
  tituloANUNCIO: string;
  slugANUNCIO: string;
  tipoANUNCIO: number;
}

const TYPE_SLUGS: Record<number, string> = { 1: 'oportunidade', 2: 'produto', 3: 'servico', 4: 'comodidade' };

async function firstListing(request: APIRequestContext): Promise<ApiListing & { path: string }> {
  const res = await request.get('/api/anuncios?limit=1&sort=data&order=desc');
  const listing = ((await res.json()) as { data: ApiListing[] }).data[0]!;
  return {
    ...listing,
    path: `/detalhe/${TYPE_SLUGS[listing.tipoANUNCIO]}/${listing.codigoANUNCIO}/${listing.slugANUNCIO}`,
  };
}

interface ApiDetail {
  codigoANUNCIO: number;
  anunciante: {
    mostrarEndereco: boolean;
    contato: { email: string | null; whatsapp: string | null; ddd: string | null };
    endereco: object | null;
    redes: Record<string, string>;
  };
}

/** The first published listing (newest first) whose detail `matches`, or null. */
async function findDetail(
  request: APIRequestContext,
  matches: (detail: ApiDetail) => boolean,
): Promise<ApiDetail | null> {
  for (let page = 1; page <= 5; page++) {
    const res = await request.get(`/api/anuncios?limit=100&page=${page}&sort=data&order=desc`);
    const { data } = (await res.json()) as { data: ApiListing[] };
    for (const item of data) {
      const detail = (await (await request.get(`/api/anuncios/${item.codigoANUNCIO}`)).json()) as ApiDetail;
      if (matches(detail)) return detail;
    }
    if (data.length < 100) break;
  }
  return null;
}

/** How React writes text into HTML. */
function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

test.describe('listing detail', () => {
  test('the raw HTML (no JavaScript) has the title, price, Open Graph and JSON-LD', async ({ request }) => {
    const listing = await firstListing(request);
    const res = await request.get(listing.path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`>${escapeHtml(listing.tituloANUNCIO)}</h1>`);
    expect(html).toMatch(/data-testid="listing-price"[^>]*>[^<]+</);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:description" content="[^"]*"/);
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
    expect(html).toContain('<meta property="og:locale" content="pt_BR"/>');
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="https?://[^"]+${listing.path}"`));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${listing.path}"`));
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/"@type":"(Product|Service)"/);
    // The LCP image is preloaded.
    expect(html).toMatch(/<link rel="preload"[^>]+as="image"/);
  });

  test('a wrong slug or the code-less URL answers 301 to the canonical URL', async ({ request }) => {
    const listing = await firstListing(request);
    const wrong = await request.get(`/detalhe/produto/${listing.codigoANUNCIO}/slug-errado`, {
      maxRedirects: 0,
    });
    expect(wrong.status()).toBe(301);
    expect(wrong.headers().location).toBe(listing.path);

    const short = await request.get(`/detalhe/${TYPE_SLUGS[listing.tipoANUNCIO]}/${listing.slugANUNCIO}`, {
      maxRedirects: 0,
    });
    expect(short.status()).toBe(301);
    expect(short.headers().location).toBe(listing.path);
  });

  test('shows the whole listing and is accessible', async ({ page, request, checkA11y }) => {
    const listing = await firstListing(request);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/anuncios/${listing.codigoANUNCIO}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.tituloANUNCIO);
    const breadcrumb = page.getByRole('navigation', { name: 'Trilha de navegação' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Anúncios' })).toHaveAttribute('href', '/anuncios');
    await expect(page.getByRole('heading', { name: 'Horário de atendimento' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contato' })).toBeVisible();
    await expect(page.getByText(/Anunciado por/)).toBeVisible();
    // The gallery's overlay goes away once the image loads.
    await expect(page.getByTestId('gallery-overlay')).toHaveCount(0);
    const categoryLinks = page.locator('a[href^="/anuncios?tipo="][href*="categoria="]');
    expect(await categoryLinks.count()).toBeGreaterThan(0);
    const wa = page.locator('a[href^="https://wa.me/"]').first();
    if ((await wa.count()) > 0) await expect(wa).toHaveAttribute('href', /\?text=Ol%C3%A1!/);
    await checkA11y();
    expect(errors).toEqual([]);
  });

  test('map and video load only on request, from embed URLs', async ({ page, request, checkA11y }) => {
    const list = (await (await request.get('/api/anuncios?limit=100')).json()) as { data: ApiListing[] };
    let found: {
      codigoANUNCIO: number;
      mapaUrlANUNCIO: string | null;
      youtubeUrlANUNCIO: string | null;
    } | null = null;
    for (const item of list.data) {
      const detail = (await (await request.get(`/api/anuncios/${item.codigoANUNCIO}`)).json()) as {
        codigoANUNCIO: number;
        mapaUrlANUNCIO: string | null;
        youtubeUrlANUNCIO: string | null;
        anunciante: { mostrarEndereco: boolean };
      };
      if (detail.youtubeUrlANUNCIO && detail.mapaUrlANUNCIO && detail.anunciante.mostrarEndereco) {
        found = detail;
        break;
      }
    }
    test.skip(!found, 'no demo listing with both a video and a map');
    await page.goto(`/anuncios/${found!.codigoANUNCIO}`);
    await waitForHydration(page);
    await expect(page.locator('iframe')).toHaveCount(0);
    await checkA11y();
    await page.getByRole('button', { name: 'Assistir ao vídeo' }).click();
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Ver mapa' }).click();
    await expect(page.locator('iframe[src^="https://www.openstreetmap.org/export/embed.html"]')).toHaveCount(
      1,
    );
  });

  // ADR 008: /anuncios/416 said the advertiser hid phone and address, yet had a wa.me link with the number.
  test('an advertiser who hides phone and address: no wa.me or tel: link, the e-mail offered', async ({
    page,
    request,
    checkA11y,
  }) => {
    const hidden = await findDetail(request, (d) => !d.anunciante.mostrarEndereco);
    const shown = await findDetail(
      request,
      (d) => d.anunciante.mostrarEndereco && !!d.anunciante.contato.whatsapp,
    );
    test.skip(!hidden || !shown, 'no demo listing of each kind');

    expect(hidden!.anunciante.contato).toMatchObject({ whatsapp: null, ddd: null });
    expect(hidden!.anunciante.redes).not.toHaveProperty('whatsapp');
    expect(hidden!.anunciante.endereco).toBeNull();
    // Nothing in the HTML either, hydration data included.
    const html = await (await request.get(`/anuncios/${hidden!.codigoANUNCIO}`)).text();
    expect(html).not.toContain('wa.me/');
    expect(html).not.toContain('href="tel:');

    await page.goto(`/anuncios/${hidden!.codigoANUNCIO}`);
    await waitForHydration(page);
    await expect(page.getByText('O anunciante preferiu não mostrar telefone e endereço.')).toBeVisible();
    await expect(page.locator('a[href^="https://wa.me/"], a[href^="tel:"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Enviar e-mail' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${hidden!.anunciante.contato.email!.replace(/[.+]/g, '\\$&')}\\?subject=`),
    );
    await checkA11y();

    await page.goto(`/anuncios/${shown!.codigoANUNCIO}`);
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Conversar no WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/55\d{10,11}\?text=/,
    );
    await expect(page.getByText('O anunciante preferiu não mostrar telefone e endereço.')).toHaveCount(0);
  });

  test('an absent listing is a real 404 with "Item não encontrado"', async ({ page, request, checkA11y }) => {
    const res = await page.goto('/detalhe/produto/999999999/nao-existe');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Item não encontrado' })).toBeVisible();
    await expect(page.getByText('Anúncio não encontrado.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
    await checkA11y();

    expect((await request.get('/anuncios/999999999')).status()).toBe(404);
    expect(
      (await request.get('/detalhe/produto/nada-com-esse-nome-xyzzy', { maxRedirects: 0 })).status(),
    ).toBe(404);
  });
});
