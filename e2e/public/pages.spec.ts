import { expect, test } from '../fixtures.ts';
import { dismissCookies, waitForHydration } from './consent-helpers.ts';

const TYPES = [
  { path: '/oportunidades', name: 'Oportunidades', tipo: 1 },
  { path: '/produtos', name: 'Produtos', tipo: 2 },
  { path: '/servicos', name: 'Serviços', tipo: 3 },
  { path: '/comodidades', name: 'Comodidades', tipo: 4 },
];

test.describe('public pages', () => {
  test.beforeEach(async ({ page }) => dismissCookies(page));

  for (const type of TYPES) {
    test(`type landing ${type.path}: grid, text filter, empty text, link to the search`, async ({
      page,
      checkA11y,
    }) => {
      await page.goto(type.path);
      await expect(page.getByRole('heading', { level: 1, name: type.name })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Destaques' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Ver todos os anúncios/ })).toHaveAttribute(
        'href',
        `/anuncios?tipo=${type.tipo}`,
      );
      const cards = page.locator('main article');
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(24);
      await checkA11y();

      await waitForHydration(page);
      // The text search asks the API for the type's listings, in any case.
      const filter = page.getByRole('searchbox', { name: /Buscar em/ });
      const title = (await cards.first().getByRole('heading').innerText()).trim();
      await filter.fill(title.toUpperCase());
      await filter.press('Enter');
      await expect(cards.filter({ hasText: title }).first()).toBeVisible();
      // One word: several would fall back to listings with some of them.
      await filter.fill('xyzzyquuxnadaaqui');
      await filter.press('Enter');
      await expect(page.getByText(/^Nenhum anúncio de .+ encontrado para/)).toBeVisible();
      await expect(cards).toHaveCount(0);
      await page.getByRole('link', { name: 'Limpar busca e ver os destaques' }).click();
      await expect(cards).toHaveCount(count);
    });
  }

  test('type landing: a text typed while the last search loads is kept', async ({ page }) => {
    await page.goto('/servicos');
    await waitForHydration(page);
    const filter = page.getByRole('searchbox', { name: /Buscar em/ });
    // The first search's answer is held until the next text is typed: the field used to be
    // remounted when it came, and the new text was lost (a flaky failure of the test above).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/servicos.data?*', async (route) => {
      await held;
      await route.continue();
    });
    await filter.fill('eletricista');
    await filter.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toBeVisible();
    await filter.fill('xyzzyquuxnadaaqui');
    release();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Resultados para “eletricista”' }),
    ).toBeVisible();
    await expect(filter).toHaveValue('xyzzyquuxnadaaqui');
    await expect(filter).toBeFocused();
    await page.unrouteAll();
    await filter.press('Enter');
    await expect(
      page.getByText(/^Nenhum anúncio de serviços encontrado para “xyzzyquuxnadaaqui”/),
    ).toBeVisible();
    // Back shows the earlier search's text in the field, which is no longer being typed in.
    await filter.blur();
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Resultados para “eletricista”' }),
    ).toBeVisible();
    await expect(filter).toHaveValue('eletricista');
  });

  test('type landing: Enter while a search loads starts the new search', async ({ page }) => {
    await page.goto('/servicos');
    await waitForHydration(page);
    const filter = page.getByRole('searchbox', { name: /Buscar em/ });
    // The first search's answer is held: the form used to ignore Enter until it came (its button
    // was disabled while loading, which blocks a form's submission by Enter).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/servicos.data?*', async (route) => {
      if (route.request().url().includes('eletricista')) await held;
      await route.continue();
    });
    await filter.fill('eletricista');
    await filter.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toBeVisible();
    await filter.fill('xyzzyquuxnadaaqui');
    await filter.press('Enter');
    await expect(
      page.getByText(/^Nenhum anúncio de serviços encontrado para “xyzzyquuxnadaaqui”/),
    ).toBeVisible();
    // The first request was cancelled by the second: its held handler is let go unheard.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    release();
  });

  test('/destaques: type filter, page size, reload', async ({ page, checkA11y }) => {
    await page.goto('/destaques');
    await expect(page.getByRole('heading', { level: 1, name: 'Destaques' })).toBeVisible();
    const size = page.getByRole('combobox', { name: 'Por página' });
    await expect(size).toHaveValue('8');
    await expect(size.locator('option')).toHaveText(['8', '12', '16', '24']);
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(8);
    await checkA11y();

    await waitForHydration(page);
    await size.selectOption('12');
    await expect(page).toHaveURL(/limit=12/);
    await expect(cards).toHaveCount(12);
    await page.getByRole('combobox', { name: 'Tipo de anúncio' }).selectOption('1');
    await expect(page).toHaveURL(/tipo=1/);
    await expect(cards.first()).toBeVisible();
    await expect
      .poll(async () => [
        ...new Set((await cards.locator('span.rounded-full').allInnerTexts()).map((t) => t.trim())),
      ])
      .toEqual(['Oportunidade']);
    await page.getByRole('button', { name: 'Recarregar' }).click();
    await expect(page.getByRole('button', { name: 'Recarregar' })).toBeEnabled();
    await expect(cards.first()).toBeVisible();
  });

  test('/quem-somos: mission, vision, values', async ({ page, checkA11y }) => {
    await page.goto('/quem-somos');
    for (const name of ['Missão', 'Visão', 'Valores']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await checkA11y();
  });

  test('/como-funciona: steps and an FAQ of 8 with one answer open at a time', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/como-funciona');
    await expect(page.getByRole('heading', { level: 2, name: 'Para quem procura' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Para quem anuncia' })).toBeVisible();
    const faq = page.getByRole('region', { name: 'Perguntas frequentes' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(8);
    await waitForHydration(page);

    const first = questions.nth(0);
    const second = questions.nth(1);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region', { name: await first.innerText() })).toBeVisible();
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.locator('[role=region]:visible')).toHaveCount(1);
    await checkA11y();
    await second.click();
    await expect(faq.locator('[role=region]:visible')).toHaveCount(0);
  });

  test('/ajuda links to /contato; /termos links to /privacidade', async ({ page, checkA11y }) => {
    await page.goto('/ajuda');
    await expect(page.getByRole('heading', { level: 1, name: 'Central de ajuda' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Falar com a equipe' })).toHaveAttribute(
      'href',
      '/contato',
    );
    await checkA11y();

    await page.goto('/termos');
    await expect(page.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Política de Privacidade' }),
    ).toHaveAttribute('href', '/privacidade');
    await checkA11y();
  });

  test('/privacidade covers the LGPD topics; /cookies opens the preferences', async ({ page, checkA11y }) => {
    await page.goto('/privacidade');
    for (const name of [
      '1. Quem é o controlador',
      '3. Para que usamos e com qual base legal',
      '5. Seus direitos',
      '6. Por quanto tempo guardamos',
      '9. Encarregado e contato',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /privacidade@/ })
        .first(),
    ).toBeVisible();
    await checkA11y();

    await page.goto('/cookies');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(4);
    await checkA11y();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Abrir preferências de cookies' }).click();
    await expect(page.getByRole('dialog', { name: 'Preferências de cookies' })).toBeVisible();
  });

  test('every page has its title, description, canonical and Open Graph on the server', async ({
    request,
  }) => {
    for (const path of [
      '/oportunidades',
      '/produtos',
      '/servicos',
      '/comodidades',
      '/destaques',
      '/condominios',
      '/quem-somos',
      '/como-funciona',
      '/ajuda',
      '/termos',
      '/privacidade',
      '/cookies',
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).toMatch(/<title>[^<]+ \| NC<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path}"`));
      expect(html, path).toContain('<meta property="og:locale" content="pt_BR"/>');
      expect(html, path).toMatch(new RegExp(`<meta property="og:url" content="https?://[^"]+${path}"`));
    }
  });

  test('header: links for visitors and the mobile menu', async ({ page, checkA11y }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/quem-somos');
    await waitForHydration(page);
    const menuButton = page.getByRole('button', { name: 'Abrir menu' });
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const links: [string, string][] = [
      ['Oportunidades', '/oportunidades'],
      ['Produtos', '/produtos'],
      ['Serviços', '/servicos'],
      ['Comodidades', '/comodidades'],
      ['Como funciona', '/como-funciona'],
      ['Quem somos', '/quem-somos'],
      ['Contato', '/contato'],
      ['Ajuda', '/ajuda'],
      ['Cookies', '/cookies'],
      ['Favoritos', '/favoritos'],
      ['Entrar', '/entrar'],
    ];
    for (const [name, href] of links) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anunciar' })).toHaveAttribute(
      'href',
      '/anunciar',
    );
    await checkA11y();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test.describe('footer newsletter', () => {
  test.beforeEach(async ({ page }) => dismissCookies(page));

  test('shows the API message, validation, 429 and network errors', async ({ page, checkA11y }) => {
    await page.goto('/ajuda');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Endereço para receber a newsletter' });
    const send = footer.getByRole('button', { name: 'Inscrever' });

    await send.click();
    await expect(footer.getByRole('alert')).toHaveText('Informe seu e-mail.');

    await email.fill('sem-arroba');
    await send.click();
    await expect(footer.getByRole('alert')).toHaveText(/e-mail/i);
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill(`news-${Date.now()}@example.com`);
    await send.click();
    await expect(footer.getByRole('status')).toContainText('Verifique sua caixa de entrada');
    await expect(email).toHaveValue('');
    await checkA11y();

    await page.route('**/api/newsletter', (route) =>
      route.fulfill({
        status: 429,
        json: { message: 'Muitas inscrições em pouco tempo. Tente mais tarde.' },
      }),
    );
    await email.fill('outra@example.com');
    await send.click();
    await expect(footer.getByRole('alert')).toHaveText('Muitas inscrições em pouco tempo. Tente mais tarde.');

    await page.unroute('**/api/newsletter');
    await page.route('**/api/newsletter', (route) => route.abort('internetdisconnected'));
    await send.click();
    await expect(footer.getByRole('alert')).toContainText('Verifique sua conexão');
    await expect(email).toHaveValue('outra@example.com');
  });
});
