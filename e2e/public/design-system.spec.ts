import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { dismissCookies, waitForHydration } from './consent-helpers.ts';

/** The design-system page and the spec's legacy addresses. */

const SECTIONS = [
  'Cores',
  'Tipografia',
  'Botões',
  'Campos de formulário',
  'Cartões',
  'Selos',
  'Alertas',
  'Diálogos',
];

/** The page is no wider than the viewport (nothing scrolls sideways on a phone). */
async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
}

test.describe('/design-system', () => {
  test.beforeEach(async ({ page }) => dismissCookies(page));

  for (const width of [1280, 390]) {
    test(`at ${width} px: every section drawn by the shared components, noindex, axe clean`, async ({
      page,
      checkA11y,
    }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const res = await page.goto('/design-system');
      expect(res?.status()).toBe(200);
      expect(await res?.text()).toContain('<meta name="robots" content="noindex"/>');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();
      const toc = page.getByRole('navigation', { name: 'Seções do design system' });
      for (const name of SECTIONS) {
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
        await expect(toc.getByRole('link', { name, exact: true })).toBeVisible();
      }

      // Colours: the swatch is painted by app.css's custom property, whose value is printed beside it.
      const primary = page.locator('[data-token="color-primary"]');
      await expect(primary).toContainText('--color-primary');
      // Typed loosely: e2e is type-checked without the DOM library.
      const { swatch, token } = await primary
        .locator('div')
        .first()
        .evaluate((el) => {
          const g = globalThis as unknown as {
            getComputedStyle: (e: unknown) => {
              backgroundColor: string;
              getPropertyValue: (n: string) => string;
            };
            document: { documentElement: unknown };
          };
          return {
            swatch: g.getComputedStyle(el).backgroundColor,
            token: g.getComputedStyle(g.document.documentElement).getPropertyValue('--color-primary').trim(),
          };
        });
      expect(swatch).toBe('rgb(15, 118, 110)');
      await expect(primary).toContainText(token);

      // Buttons, fields, cards, badges, alerts: the real components (their roles, labels and texts).
      const buttons = page.locator('#botoes');
      await expect(buttons.getByRole('button', { name: 'Publicar anúncio' }).first()).toBeEnabled();
      await expect(buttons.getByRole('button', { name: 'Enviando...' })).toHaveAttribute('aria-busy', 'true');
      await expect(buttons.getByRole('button', { name: 'Destaque Bolo de cenoura' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expect(buttons.getByRole('navigation', { name: 'Paginação' })).toContainText('página 2 de 5');
      const fields = page.locator('#campos');
      await expect(fields.getByLabel('Título do anúncio')).toBeEditable();
      const cep = fields.getByLabel('CEP');
      await expect(cep).toHaveAttribute('aria-invalid', 'true');
      await expect(cep).toHaveAccessibleDescription('CEP inválido. Informe 8 dígitos.');
      await expect(fields.getByRole('combobox', { name: 'Estado' })).toBeVisible();
      await fields.getByRole('button', { name: 'Mostrar senha' }).click();
      await expect(fields.getByLabel('Senha', { exact: true })).toHaveAttribute('type', 'text');
      const cards = page.locator('#cartoes article');
      await expect(cards).toHaveCount(4);
      await expect(cards.first()).toContainText('Produto');
      await expect(cards.nth(1).getByTestId('listing-image-placeholder')).toBeVisible();
      const badges = page.locator('#selos');
      for (const text of [
        'Oportunidade',
        'Comodidade',
        'Publicado',
        'Pendente',
        'Reprovado',
        'Paga',
        'Fechado',
      ])
        await expect(badges.getByText(text, { exact: true })).toBeVisible();
      const alerts = page.locator('#alertas');
      await expect(alerts.getByRole('alert').first()).toContainText('Não foi possível salvar.');
      await expect(alerts.getByRole('status').first()).toContainText('Alterações salvas.');

      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await checkA11y();
    });
  }

  for (const width of [390, 1280]) {
    test(`at ${width} px: the dialogs open from their buttons, pass axe open, close with Esc or Fechar and give focus back`, async ({
      page,
      checkA11y,
    }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/design-system#dialogos');
      await waitForHydration(page);

      const openConfirm = page.getByRole('button', { name: 'Abrir ConfirmDialog' });
      await openConfirm.click();
      const confirm = page.getByRole('dialog', { name: 'Remover este anúncio?' });
      await expect(confirm).toBeVisible();
      await expect(confirm).toHaveAccessibleDescription('O anúncio sai do site e não pode ser recuperado.');
      await checkA11y();
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(openConfirm).toBeFocused();

      const openModal = page.getByRole('button', { name: 'Abrir ModalDialog' });
      await openModal.click();
      const modal = page.getByRole('dialog', { name: 'Pré-visualização pública' });
      await expect(modal).toBeVisible();
      await checkA11y();
      await modal.getByRole('button', { name: 'Fechar' }).click();
      await expect(modal).toBeHidden();
      await expect(openModal).toBeFocused();
    });
  }

  test('is in no page of the public navigation, nor in the sitemap, and its code is its own chunk', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('a[href="/design-system"]')).toHaveCount(0);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/design-system');

    // Every script the home loaded: none holds the page's code.
    const scripts = await page.evaluate(() =>
      (
        globalThis as unknown as {
          performance: { getEntriesByType: (t: string) => { name: string; initiatorType: string }[] };
        }
      ).performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((name) => name.endsWith('.js')),
    );
    expect(scripts.length).toBeGreaterThan(2);
    for (const url of scripts)
      expect(await (await request.get(url)).text(), url).not.toContain('Seções do design system');

    // The design-system page's own route module holds it.
    await page.goto('/design-system');
    await waitForHydration(page);
    const routeModule = await page.evaluate(() => {
      const w = globalThis as unknown as {
        __reactRouterManifest: { routes: Record<string, { module: string } | undefined> };
      };
      return w.__reactRouterManifest.routes['routes/public/design-system']?.module;
    });
    expect(routeModule).toBeTruthy();
    expect(scripts).not.toContain(new URL(routeModule!, page.url()).href);
  });
});

test.describe('legacy addresses of the spec (spec 2 §2 "Legacy screens")', () => {
  for (const [from, to] of [
    ['/anunciante', '/painel/anuncios'],
    ['/anunciante?pagina=2', '/painel/anuncios?pagina=2'],
    ['/cadastro-anuncio', '/painel/anuncios/novo'],
    ['/cadastro-anuncio?tipo=3&origem=email', '/painel/anuncios/novo?tipo=3&origem=email'],
  ]) {
    test(`${from} answers 301 to ${to}`, async ({ request }) => {
      const res = await request.get(from!, { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(res.headers()['location']).toBe(to);
    });
  }

  test('a visitor following /cadastro-anuncio lands on the login, which leads back to the new-ad form', async ({
    page,
  }) => {
    await page.goto('/cadastro-anuncio');
    await expect(page).toHaveURL(/\/entrar\?redirect=%2Fpainel%2Fanuncios%2Fnovo$/);
  });
});
