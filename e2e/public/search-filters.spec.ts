import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { dismissCookies, type PageStorage, waitForHydration } from './consent-helpers.ts';

/** The search pages' rough edges (chips, drawer, paging, empty states, order, recent searches). */

const RECENT_KEY = 'buscas_recentes';

interface Named {
  codigoCATEGORIA: number;
  nomeCATEGORIA: string;
}

async function firstCategory(request: APIRequestContext, tipo: number): Promise<Named> {
  const body = (await (await request.get(`/api/categorias?tipo=${tipo}&ativo=1`)).json()) as
    Named[] | { data: Named[] };
  const list = Array.isArray(body) ? body : body.data;
  expect(list.length).toBeGreaterThan(0);
  return list[0]!;
}

async function firstCondominium(request: APIRequestContext) {
  const body = (await (await request.get('/api/condominios?limit=1')).json()) as {
    data: { id: number; nome: string }[];
  };
  return body.data[0]!;
}

test.describe('/busca', () => {
  test('every filter of a hero search is a removable chip, named, and "Limpar filtros"', async ({
    page,
    request,
    checkA11y,
  }) => {
    const category = await firstCategory(request, 3);
    const condo = await firstCondominium(request);
    await page.goto(
      `/busca?searchType=condominio&condominio=${encodeURIComponent(condo.nome)}&tipo=3&categoria=${category.codigoCATEGORIA}`,
    );
    await waitForHydration(page);
    const chips = page.getByRole('list', { name: 'Filtros ativos' });
    await expect(chips.getByRole('link', { name: `Remover filtro Condomínio: ${condo.nome}` })).toBeVisible();
    await expect(chips.getByRole('link', { name: 'Remover filtro Tipo: Serviços' })).toBeVisible();
    const categoryChip = chips.getByRole('link', {
      name: `Remover filtro Categoria: ${category.nomeCATEGORIA}`,
    });
    await expect(categoryChip).toBeVisible();
    await expect(chips.getByRole('link', { name: 'Limpar filtros' })).toBeVisible();
    await checkA11y();

    // Removing the category keeps the condominium and the type.
    await categoryChip.click();
    await expect(page).toHaveURL(/\/busca\?searchType=condominio&condominio=[^&]+&tipo=3$/);
    await expect(chips.getByRole('link', { name: /Categoria/ })).toHaveCount(0);
    await expect(chips.getByRole('link', { name: 'Remover filtro Tipo: Serviços' })).toBeVisible();
  });

  test('a search with no result says what was searched, never "Faça uma busca"', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/busca?searchType=condominio&condominio=Nenhum%20condominio%20xyzzy&tipo=2');
    await waitForHydration(page);
    await expect(
      page.getByText('Nenhum anúncio encontrado para Condomínio: Nenhum condominio xyzzy, Tipo: Produtos.'),
    ).toBeVisible();
    await expect(page.getByText('Faça uma busca para ver os anúncios da região.')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Dicas de busca' })).toHaveAttribute('href', '/ajuda#busca');
    await expect(page.getByRole('link', { name: 'Ver todos os anúncios' })).toBeVisible();
    await checkA11y();
  });
});

test.describe('/anuncios', () => {
  test('the condominium chip shows its name; one chip alone has no "Limpar filtros"', async ({
    page,
    request,
  }) => {
    const condo = await firstCondominium(request);
    await page.goto(`/anuncios?condominio=${condo.id}`);
    const chips = page.getByRole('list', { name: 'Filtros ativos' });
    await expect(chips.getByRole('link', { name: `Remover filtro Condomínio: ${condo.nome}` })).toBeVisible();
    await expect(page.getByText(/Condomínio nº/)).toHaveCount(0);
    await expect(chips.getByRole('link', { name: 'Limpar filtros' })).toHaveCount(0);
  });

  test('a page past the last redirects to the last, keeping the filters', async ({ page, request }) => {
    const api = (await (await request.get('/api/anuncios?tipo=2&limit=4')).json()) as { totalPages: number };
    expect(api.totalPages).toBeGreaterThan(1);
    const res = await request.get('/anuncios?tipo=2&page=9999&limit=4', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()['location']).toBe(`/anuncios?tipo=2&page=${api.totalPages}&limit=4`);

    await page.goto('/anuncios?tipo=2&page=9999&limit=4');
    await expect(page).toHaveURL(new RegExp(`/anuncios\\?tipo=2&page=${api.totalPages}&limit=4$`));
    await expect(page.getByText(`página ${api.totalPages} de ${api.totalPages}`)).toBeVisible();
    await expect(page.getByText('Nenhum resultado.')).toHaveCount(0);
  });

  test('"Ordenar por" beside the results, with and without JavaScript', async ({
    page,
    browser,
    checkA11y,
  }) => {
    await page.goto('/anuncios?q=bolo');
    await waitForHydration(page);
    const sort = page.getByRole('combobox', { name: 'Ordenar por' });
    await expect(sort).toBeVisible();
    await expect(sort).toHaveValue('');
    await expect(sort.locator('option').first()).toHaveText('Relevância');
    await expect(page.getByRole('button', { name: 'Ordenar' })).toHaveCount(0);
    await sort.selectOption({ label: 'Menor preço' });
    await expect(page).toHaveURL(/\/anuncios\?q=bolo&sort=preco&order=asc$/);
    await expect(sort).toHaveValue('preco:asc');
    await expect(page.getByRole('link', { name: 'Dicas de busca' })).toHaveAttribute('href', '/ajuda#busca');
    await checkA11y();

    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto('/anuncios?q=bolo&tipo=2');
    await plain.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Maior preço' });
    await plain.getByRole('button', { name: 'Ordenar' }).click();
    await expect(plain).toHaveURL(/q=bolo&tipo=2&ordenar=preco%3Adesc$/);
    await expect(plain.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('preco:desc');
    await noJs.close();
  });

  test('drawer: a new state clears the city; a typed city is matched by name or refused', async ({
    page,
    request,
  }) => {
    const api = await request.get('/api/anuncios?limit=1&estado=SP');
    const [listing] = ((await api.json()) as { data: { cidadeANUNCIO: string | null }[] }).data;
    const city = listing?.cidadeANUNCIO;
    test.skip(!city, 'no listing with a city in SP');

    await page.goto('/anuncios');
    await waitForHydration(page);
    await page.getByRole('button', { name: /Filtros/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    const state = dialog.getByRole('combobox', { name: 'Estado' });
    const cityField = dialog.getByRole('combobox', { name: 'Cidade' });
    await state.fill('São Paulo');
    await dialog.getByRole('option', { name: /^São Paulo/ }).click();
    await cityField.fill(city!);
    // Changing the state clears the city, typed or chosen.
    await state.fill('Rio de Janeiro');
    await dialog.getByRole('option', { name: /^Rio de Janeiro/ }).click();
    await expect(cityField).toHaveValue('');

    // A city that does not exist in the state is refused, with a message under the field.
    await cityField.fill('Cidadeinexistentexyz');
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await expect(
      dialog.getByText('Não encontramos a cidade "Cidadeinexistentexyz" em RJ.', { exact: false }),
    ).toBeVisible();
    await expect(cityField).toHaveAccessibleDescription(/Não encontramos a cidade/);
    await expect(dialog).toBeVisible();

    // Typed without picking, in other case: applied with the registered name.
    await state.fill('São Paulo');
    await dialog.getByRole('option', { name: /^São Paulo/ }).click();
    await cityField.fill(city!.toLowerCase());
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(
      new RegExp(`estado=SP&cidade=${encodeURIComponent(city!).replace(/%20/g, '\\+')}$`),
    );
    await expect(
      page
        .getByRole('list', { name: 'Filtros ativos' })
        .getByRole('link', { name: `Remover filtro Cidade: ${city!}` }),
    ).toBeVisible();
  });

  test('recent searches on the device: offered when the box is empty, removable, never without consent', async ({
    page,
    checkA11y,
  }) => {
    await dismissCookies(page, ['preferencias']);
    await page.goto('/anuncios?q=bolo');
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: 'Buscar anúncios' });
    await box.fill('eletricista');
    await box.press('Enter');
    await expect(page).toHaveURL(/q=eletricista/);
    // The field is neither remounted nor rewritten by the new results: focus and text stay.
    await expect(page.locator('section[aria-labelledby="resultados-titulo"]')).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('eletricista');
    await box.fill('');
    const recent = page.getByRole('group', { name: 'Buscas recentes' });
    await expect(recent.getByRole('button', { name: /^(eletricista|bolo)$/ })).toHaveText([
      'eletricista',
      'bolo',
    ]);
    await checkA11y();

    // Keyboard: Down into the list, Enter runs that search.
    await box.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(recent.getByRole('button', { name: 'bolo', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/anuncios\?q=bolo$/);
    await expect(box).toHaveValue('bolo');

    await box.fill('');
    await box.focus();
    await recent.getByRole('button', { name: 'Remover “eletricista” das buscas recentes' }).click();
    await expect(recent.getByRole('button', { name: 'eletricista', exact: true })).toHaveCount(0);
    expect(
      await page.evaluate(
        (key) => (globalThis as unknown as { localStorage: PageStorage }).localStorage.getItem(key),
        RECENT_KEY,
      ),
    ).toBe(JSON.stringify(['bolo']));
    await recent.getByRole('button', { name: 'Limpar buscas recentes' }).click();
    await expect(recent).toHaveCount(0);
    expect(
      await page.evaluate(
        (key) => (globalThis as unknown as { localStorage: PageStorage }).localStorage.getItem(key),
        RECENT_KEY,
      ),
    ).toBeNull();
  });

  test('recent searches are not kept without the "Preferências" consent', async ({ page }) => {
    await dismissCookies(page);
    await page.goto('/anuncios?q=bolo');
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: 'Buscar anúncios' });
    await box.fill('');
    await box.focus();
    await expect(page.getByRole('group', { name: 'Buscas recentes' })).toHaveCount(0);
    expect(
      await page.evaluate(
        (key) => (globalThis as unknown as { localStorage: PageStorage }).localStorage.getItem(key),
        RECENT_KEY,
      ),
    ).toBeNull();
  });

  test('on a 360 px phone the chips wrap and the order fits', async ({ page, checkA11y }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(
      '/anuncios?q=bolo%20de%20cenoura%20caseiro&tipo=2&transacao=venda,troca,doacao&precoMax=500',
    );
    await waitForHydration(page);
    const sort = await page.getByRole('combobox', { name: 'Ordenar por' }).boundingBox();
    expect(sort!.x + sort!.width).toBeLessThanOrEqual(360);
    const chips = page.getByRole('list', { name: 'Filtros ativos' }).getByRole('listitem');
    // Wrapped: the chips take more than one row.
    const tops = new Set(
      await chips.evaluateAll((items) => items.map((i) => (i as unknown as { offsetTop: number }).offsetTop)),
    );
    expect(tops.size).toBeGreaterThan(1);
    expect(
      await page.evaluate(
        () =>
          (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
            .documentElement.scrollWidth,
      ),
    ).toBeLessThanOrEqual(360);
    await checkA11y();
  });
});

test.describe('type landing pages', () => {
  test('the text search finds the type’s listings through the API, with an empty state', async ({
    page,
    request,
    checkA11y,
  }) => {
    // The oldest listing of the type: not among the featured grid the old filter searched.
    const oldest = (
      (await (await request.get('/api/anuncios?tipo=1&limit=1&sort=data&order=asc')).json()) as {
        data: { tituloANUNCIO: string }[];
      }
    ).data[0];
    test.skip(!oldest, 'no listing of the type');
    const word = oldest!.tituloANUNCIO.split(/[^\p{L}\p{N}]+/u).sort((a, b) => b.length - a.length)[0]!;
    const api = (await (
      await request.get(`/api/anuncios?tipo=1&limit=24&q=${encodeURIComponent(word)}`)
    ).json()) as {
      total: number;
      data: { tituloANUNCIO: string }[];
    };

    await page.goto('/oportunidades');
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: 'Buscar em oportunidades' });
    await box.fill(word);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/oportunidades\\?q=`));
    await expect(page.getByRole('heading', { level: 2, name: `Resultados para “${word}”` })).toBeVisible();
    const cards = page.getByTestId('landing-results').locator('article');
    await expect(cards).toHaveCount(api.data.length);
    await expect(
      page.getByText(api.total === 1 ? '1 resultado' : `${api.total.toLocaleString('pt-BR')} resultados`),
    ).toBeVisible();
    await checkA11y();

    await box.fill('xyzzyquuxnadaaqui');
    await box.press('Enter');
    await expect(
      page.getByText('Nenhum anúncio de oportunidades encontrado para “xyzzyquuxnadaaqui”.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Limpar busca e ver os destaques' }).click();
    await expect(page).toHaveURL(/\/oportunidades$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Destaques' })).toBeVisible();
  });
});
