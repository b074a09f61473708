import { waitForHydration } from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';
import { dismissCookies } from './consent-helpers.ts';

/** The page's localStorage (e2e is type-checked without the DOM library). */
interface MiniStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const FILTERS_KEY = 'anuncios_filters_v1';

test.describe('/anuncios', () => {
  test('searches with filters and pages through the results', async ({ page, checkA11y }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/anuncios?limit=4');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Anúncios' })).toBeVisible();
    const results = page.getByTestId('search-results').locator('article');
    await expect(results).toHaveCount(4);
    await expect(page.getByText(/^página 1 de \d+$/)).toBeVisible();
    await checkA11y();

    // Paging keeps the filters in the URL.
    await page.getByRole('link', { name: 'Próxima' }).click();
    await expect(page).toHaveURL(/\/anuncios\?page=2&limit=4$/);
    await expect(page.getByText(/^página 2 de \d+$/)).toBeVisible();
    await page.getByRole('link', { name: 'Anterior' }).click();
    await expect(page).toHaveURL(/\/anuncios\?limit=4$/);

    // A type chip, then the advanced filters drawer.
    await page
      .getByRole('navigation', { name: 'Filtrar por tipo' })
      .getByRole('link', { name: 'Produtos' })
      .click();
    await expect(page).toHaveURL(/tipo=2/);
    await expect(page.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();

    await page.getByRole('button', { name: /Filtros/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    await expect(dialog).toBeVisible();
    await checkA11y();
    // Esc closes it and gives focus back.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /Filtros/ })).toBeFocused();

    await page.getByRole('button', { name: /Filtros/ }).click();
    await dialog.getByRole('checkbox', { name: 'Venda' }).check();
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await expect(dialog).toBeHidden();
    // The order is beside the results, outside the drawer.
    await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Menor preço' });
    // Chosen at once after "Aplicar": the order builds on the filters just applied (it used to drop
    // them when the first navigation had not finished).
    await expect(page).toHaveURL(/tipo=2&sort=preco&order=asc&transacao=venda&limit=4/);
    await expect(
      page.getByRole('list', { name: 'Filtros ativos' }).getByRole('link', { name: /Venda/ }),
    ).toBeVisible();

    // The search box: Enter submits; a word that matches nothing gives the empty state.
    const box = page.getByRole('searchbox', { name: 'Buscar anúncios' });
    await box.fill('xyzzyquuxnadaaqui');
    await box.press('Enter');
    await expect(page).toHaveURL(/q=xyzzyquuxnadaaqui/);
    await expect(page.getByText('Nenhum resultado.')).toBeVisible();
    await checkA11y();

    // Back button returns to the previous filters.
    await page.goBack();
    await expect(page).not.toHaveURL(/q=/);
    expect(errors).toEqual([]);
  });

  test('suggests cities after two letters', async ({ page, request }) => {
    const api = await request.get('/api/anuncios?limit=1');
    const [listing] = ((await api.json()) as { data: { cidadeANUNCIO: string | null }[] }).data;
    const city = listing?.cidadeANUNCIO;
    test.skip(!city, 'no listing with a city');
    await page.goto('/anuncios');
    await waitForHydration(page);
    await page.getByRole('button', { name: /Filtros/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    const field = dialog.getByRole('combobox', { name: 'Cidade' });
    // All but the last letter: "São " alone lists dozens of "São ..." towns before São Paulo, the
    // city of the newest listing once the panel journey has published one.
    await field.fill(city!.slice(0, Math.max(4, city!.length - 1)));
    const option = dialog.getByRole('option', { name: new RegExp(`^${city!}`) }).first();
    await expect(option).toBeVisible();
    await option.click();
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page).toHaveURL(new RegExp(`cidade=${encodeURIComponent(city!).replace(/%20/g, '\\+')}`));
  });

  test('the filters’ combobox: arrows, Enter, and Esc closing only its list', async ({ page, checkA11y }) => {
    await page.goto('/anuncios');
    await waitForHydration(page);
    await page.getByRole('button', { name: /Filtros/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    const field = dialog.getByRole('combobox', { name: 'Estado' });
    const list = dialog.getByRole('listbox', { name: 'Estado' });

    await field.fill('parana'); // accent-insensitive: Paraná
    await expect(list.getByRole('option')).toHaveText([/^Paraná/]);
    await field.fill('par'); // Pará, Paraíba, Paraná
    await expect(list).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const options = list.getByRole('option');
    await expect(options).toHaveCount(3);
    await checkA11y();
    const selected = list.getByRole('option', { selected: true });
    await field.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
    await expect(selected).toHaveText(await options.nth(0).innerText());
    await field.press('ArrowDown');
    await expect(selected).toHaveText(await options.nth(1).innerText());
    await field.press('ArrowUp');
    await field.press('ArrowUp'); // from the first back to the last
    await expect(selected).toHaveText(await options.nth(2).innerText());
    const last = (await options.nth(2).innerText()).replace(/\s*[A-Z]{2}$/, '');

    // The first Esc closes the list and keeps the drawer; the second closes the drawer.
    await field.press('Escape');
    await expect(list).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toBeVisible();
    await expect(field).toBeFocused();
    await field.press('ArrowUp');
    await expect(list).toBeVisible();
    await field.press('Enter');
    await expect(list).toBeHidden();
    await expect(field).toHaveValue(last);
    await field.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('restores the saved filters when the page opens without any', async ({ page }) => {
    // The last search is kept only with the "Preferências" consent (ADR 008; e2e/public/consent.spec.ts).
    await dismissCookies(page, ['preferencias']);
    await page.goto('/');
    await page.evaluate(
      ([key]) =>
        (globalThis as unknown as { localStorage: MiniStorage }).localStorage.setItem(
          key!,
          JSON.stringify({ tipo: '3', sort: 'data', order: 'desc' }),
        ),
      [FILTERS_KEY],
    );
    await page.goto('/anuncios');
    await expect(page).toHaveURL(/\/anuncios\?tipo=3&sort=data&order=desc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Serviços' })).toBeVisible();

    // A new search is saved in its turn.
    await page.goto('/anuncios?tipo=1');
    await waitForHydration(page);
    await expect
      .poll(() =>
        page.evaluate(
          (key) => (globalThis as unknown as { localStorage: MiniStorage }).localStorage.getItem(key),
          FILTERS_KEY,
        ),
      )
      .toBe(JSON.stringify({ tipo: '1' }));

    // Removing the last filter forgets them.
    await page
      .getByRole('list', { name: 'Filtros ativos' })
      .getByRole('link', { name: 'Remover filtro Tipo: Oportunidades' })
      .click();
    await expect(page).toHaveURL(/\/anuncios$/);
    expect(
      await page.evaluate(
        (key) => (globalThis as unknown as { localStorage: MiniStorage }).localStorage.getItem(key),
        FILTERS_KEY,
      ),
    ).toBeNull();
  });

  test('opens a listing from a card', async ({ page, checkA11y }) => {
    await page.goto('/anuncios');
    await waitForHydration(page);
    const card = page.getByTestId('search-results').locator('article').first();
    const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/detalhe\/(oportunidade|produto|servico|comodidade)\/\d+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('link', { name: 'Ver todos →' })).toBeVisible();
    await checkA11y();
  });
});

/** A 1×1 transparent PNG standing in for OpenStreetMap's tiles. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('/busca', () => {
  test('searches by address through the API, with its map of the results', async ({
    page,
    request,
    checkA11y,
  }) => {
    const api = await request.get('/api/anuncios?limit=1');
    const [listing] = (
      (await api.json()) as { data: { cidadeANUNCIO: string | null; ufANUNCIO: string | null }[] }
    ).data;
    test.skip(!listing?.cidadeANUNCIO, 'no listing with a city');

    await page.goto('/busca');
    await waitForHydration(page);
    await page.getByText('Endereço', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Cidade' }).fill(listing!.cidadeANUNCIO!);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/busca\?searchType=endereco&cidade=/);
    await expect(page.getByTestId('unified-results').locator('article').first()).toBeVisible();
    // No internet in tests: the tiles fail, and the clean fallback panel replaces the map.
    await expect(page.getByTestId('map-fallback')).toContainText('Não foi possível carregar o mapa agora');
    await checkA11y();

    // With tiles (served locally here), the results' city is a marker opening links to them.
    await page.route('https://tile.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'image/png', body: TILE_PNG }),
    );
    await page.reload();
    const place = `${listing!.cidadeANUNCIO} - ${listing!.ufANUNCIO}`;
    const marker = page.getByRole('button', { name: new RegExp(`^${place}: \\d+ anúncios?$`) });
    await expect(marker).toBeVisible();
    await expect(
      page.getByText('Posição aproximada: cada anúncio aparece no centro da sua cidade.'),
    ).toBeVisible();
    await marker.focus();
    await page.keyboard.press('Enter');
    const popupLink = page.locator('.leaflet-popup').getByRole('link').first();
    await expect(popupLink).toBeVisible();
    const title = await popupLink.innerText();
    await expect(
      page.getByTestId('unified-results').getByRole('heading', { name: title }).first(),
    ).toBeVisible();
    await checkA11y();
    await page.unroute('https://tile.openstreetmap.org/**');

    // Condominium mode: a suggestion fills the state and city; submitting rewrites the URL.
    const condos = (await (await request.get('/api/condominios?limit=1')).json()) as {
      data: { nome: string; estado: { sigla: string }; cidade: { nomeCIDADE: string } }[];
    };
    const condo = condos.data[0]!;
    await page.goto('/busca');
    await waitForHydration(page);
    await page.getByRole('combobox', { name: 'Condomínio' }).fill(condo.nome.slice(0, 6));
    await page
      .getByRole('option', { name: new RegExp(condo.nome) })
      .first()
      .click();
    await expect(page.getByLabel('Estado', { exact: true })).toHaveValue(condo.estado.sigla);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(
      /\/busca\?searchType=condominio&condominio=[^&]+&cidade=[^&]+&estado=[A-Z]{2}$/,
    );
    await expect(page.getByTestId('map-fallback')).toBeVisible();

    await page.goto('/busca?searchType=condominio&condominio=Nenhum%20condominio%20xyzzy');
    await expect(
      page.getByText('Nenhum anúncio encontrado para Condomínio: Nenhum condominio xyzzy.'),
    ).toBeVisible();
    await expect(page.getByTestId('map-fallback')).toBeVisible();
  });
});
