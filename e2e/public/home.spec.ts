import { expect, test } from '../fixtures.ts';
import { dismissCookies, waitForHydration } from './consent-helpers.ts';

test.describe('home', () => {
  test.beforeEach(async ({ page }) => dismissCookies(page));

  test('renders the hero, highlights, latest rows, banners, carousel and links', async ({
    page,
    checkA11y,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Encontre serviços e produtos no seu condomínio' }),
    ).toBeVisible();
    for (const counter of ['113.000+', '15.000+', '500+', '50.000+']) {
      await expect(page.getByText(counter, { exact: true })).toBeVisible();
    }
    for (const type of ['Oportunidades', 'Produtos', 'Serviços', 'Comodidades']) {
      await expect(page.getByRole('heading', { level: 2, name: type })).toBeVisible();
      await expect(page.getByRole('link', { name: `Ver mais ${type.toLowerCase()}` })).toHaveAttribute(
        'href',
        {
          Oportunidades: '/oportunidades',
          Produtos: '/produtos',
          Serviços: '/servicos',
          Comodidades: '/comodidades',
        }[type]!,
      );
    }
    const highlights = page.getByRole('region', { name: 'Destaques da semana' });
    await expect(highlights.locator('article')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Ver Todos os destaques' })).toHaveAttribute(
      'href',
      '/destaques',
    );
    await expect(page.getByRole('link', { name: 'Conheça a NC' })).toHaveAttribute('href', '/quem-somos');
    await expect(page.getByRole('link', { name: 'Saiba Como Funciona' })).toHaveAttribute(
      'href',
      '/como-funciona',
    );
    expect(await page.locator('main article').count()).toBeGreaterThan(8);

    // Both banner slots, from /ads/home.json and /ads/home-small.json.
    await expect(page.getByAltText(/Anuncie para seus vizinhos/)).toBeVisible();
    await expect(page.getByAltText(/Primeira vez na NC/)).toHaveAttribute('loading', 'lazy');

    // The carousel: buttons and arrow keys change the slide.
    const carousel = page.getByRole('region', { name: 'Cidades com condomínios na NC' });
    const first = carousel.getByRole('group', { name: '1 de 2' });
    const second = carousel.getByRole('group', { name: '2 de 2' });
    await expect(first).toBeVisible();
    await expect(second).toBeHidden();
    await waitForHydration(page);
    await carousel.getByRole('button', { name: 'Próximas cidades' }).focus();
    await page.keyboard.press('Enter');
    await expect(second).toBeVisible();
    await expect(first).toBeHidden();
    await page.keyboard.press('ArrowLeft');
    await expect(first).toBeVisible();
    await checkA11y();

    // A carousel link leads to a condominium page.
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/condominios\/\d+$/);
    expect(errors).toEqual([]);
  });

  test('opens a listing from a card', async ({ page, checkA11y }) => {
    await page.goto('/');
    await waitForHydration(page);
    const card = page.getByRole('region', { name: 'Produtos' }).locator('article').first();
    // textContent, not innerText: the row is below the fold, where content-visibility skips rendering.
    const title = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/detalhe\/produto\/\d+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await checkA11y();
  });

  test('hero search in condominium mode fills the place and goes to /busca', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const category = page.getByRole('combobox', { name: 'Categoria', exact: true });
    const subcategory = page.getByRole('combobox', { name: 'Subcategoria' });
    await expect(category).toBeDisabled();
    await expect(subcategory).toBeDisabled();

    const condo = page.getByRole('combobox', { name: 'Condomínio' });
    await expect(condo).toHaveAttribute('placeholder', 'Condomínio');
    await condo.fill('j');
    await page.waitForTimeout(400);
    await expect(page.getByRole('listbox', { name: 'Condomínio' })).toBeHidden(); // 1 character: no look-up
    await condo.fill('jardim botan'); // accent-insensitive: "Jardim Botânico"
    const option = page.getByRole('option', { name: /Condomínio Jardim Botânico/ });
    await expect(option).toBeVisible();
    await condo.press('ArrowDown');
    await expect(condo).toHaveAttribute('aria-activedescendant', /.+/);
    await condo.press('Enter');
    await expect(condo).toHaveValue('Condomínio Jardim Botânico');
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('SP');
    await expect(page.getByRole('combobox', { name: 'CEP' })).toHaveValue(/^\d{5}-\d{3}$/);

    await page.getByRole('combobox', { name: 'Tipo de anúncio' }).selectOption('3');
    await expect(category).toBeEnabled();
    await expect(category.locator('option')).not.toHaveCount(1);
    const categoryValue = await category.locator('option').nth(1).getAttribute('value');
    await category.selectOption(categoryValue!);
    await expect(subcategory).toBeEnabled();

    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/busca\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('searchType')).toBe('condominio');
    expect(params.get('condominio')).toBe('Condomínio Jardim Botânico');
    expect(params.get('estado')).toBe('SP');
    expect(params.get('tipo')).toBe('3');
    expect(params.get('categoria')).toBe(categoryValue);
    expect(params.get('cep')).toMatch(/^\d{8}$/);
  });

  test('hero search in address mode: city suggestion, state change clears the city', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByText('Endereço', { exact: true }).click();
    for (const placeholder of ['Rua (logradouro)', 'Número', 'Bairro', 'Cidade', 'CEP']) {
      await expect(page.getByPlaceholder(placeholder, { exact: true })).toBeVisible();
    }
    const city = page.getByRole('combobox', { name: 'Cidade' });
    await city.fill('recif');
    await page.getByRole('option', { name: /^Recife/ }).click();
    await expect(city).toHaveValue('Recife');
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('PE');
    await checkA11y();

    // The list closes on blur (after 150 ms); look-ups stay within the chosen state.
    await city.fill('olind');
    await expect(page.getByRole('listbox', { name: 'Cidade' })).toBeVisible();
    await page.getByPlaceholder('Número').click();
    await expect(page.getByRole('listbox', { name: 'Cidade' })).toBeHidden();

    await page.getByRole('combobox', { name: 'Estado' }).selectOption('BA');
    await expect(city).toHaveValue('');
    await page.getByPlaceholder('Número').fill('100');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/busca\?searchType=endereco&numero=100&estado=BA$/);
  });

  test('serves the title, Open Graph tags and listings in the first HTML', async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
    const html = await res.text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
    expect(html).toContain('<meta property="og:locale" content="pt_BR"/>');
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/"/);
    // At least one listing title from the API is in the server-rendered HTML.
    const api = await request.get('/api/anuncios?limit=12&sort=data&order=desc');
    const titles = ((await api.json()) as { data: { tituloANUNCIO: string }[] }).data.map(
      (l) => l.tituloANUNCIO,
    );
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.some((t) => html.includes(escapeHtml(t)))).toBe(true);
    // The banners are in the first HTML too.
    expect(html).toContain('/ads/anuncie-no-seu-condominio.svg');
  });

  test('answers an unknown path with the not-found screen and a 404', async ({ page, checkA11y }) => {
    const res = await page.goto('/pagina-que-nao-existe');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    await checkA11y();
  });

  test('answers an absent listing with a 404 and the API message', async ({ page }) => {
    const res = await page.goto('/detalhe/produto/999999999/nao-existe');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Anúncio não encontrado.')).toBeVisible();
  });
});

/** How React writes text into HTML. */
function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
