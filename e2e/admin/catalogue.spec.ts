import type { Page } from '@playwright/test';
import { CATALOGUE_API, CATALOGUE_MESSAGES as M } from '../../src/shared/contracts/catalogue.constants.ts';
import { waitForHydration } from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';
import { dismissCookies } from '../public/consent-helpers.ts';

/** Today's run, so names never collide with an earlier run's (the e2e database is shared). */
const stamp = () => Date.now().toString(36);

/** The category's code, read from the public API by its name. */
async function categoryCode(page: Page, tipo: number, name: string): Promise<number> {
  const res = await page.request.get(`${CATALOGUE_API.categories}?tipo=${tipo}`);
  const found = ((await res.json()) as { codigoCATEGORIA: number; nomeCATEGORIA: string }[]).find(
    (c) => c.nomeCATEGORIA === name,
  );
  expect(found, `category ${name}`).toBeDefined();
  return found!.codigoCATEGORIA;
}

/** Whether /anuncios's filters (the drawer's Categoria combobox) offer this category name. */
async function publicFilterOffers(page: Page, tipo: number, name: string): Promise<boolean> {
  await page.goto(`/anuncios?tipo=${tipo}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: /Filtros/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtros' });
  await dialog.getByRole('combobox', { name: 'Categoria', exact: true }).fill(name.slice(0, -1));
  const offered = (await dialog.getByRole('option', { name, exact: true }).count()) > 0;
  await page.keyboard.press('Escape');
  return offered;
}

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('admin catalogue: categories and subcategories', () => {
  test('the demo admin adds a category, renames it (the public filter shows the new name), deactivates it (the filter drops it) and removes it; a category listings use is refused with how many and Desativar offered', async ({
    page,
    checkA11y,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const first = `E2E Cerâmica ${stamp()}`;
    const renamed = `E2E Porcelana ${stamp()}`;

    // The cookie banner would sit over the drawer's buttons.
    await dismissCookies(page);
    await loginAs('admin');
    await page.goto('/painel/admin/taxonomias?tipo=2');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible();
    const types = page.getByRole('navigation', { name: 'Tipo de anúncio' });
    await expect(types.getByRole('link', { name: 'Produtos' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('columnheader')).toHaveText(['Nome', 'Status', 'Ações']);
    await checkA11y();

    // Adicionar: an empty name is refused here; a name is trimmed.
    const field = page.getByLabel('Nova categoria em Produtos');
    await field.fill('   ');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByText(M.categoryNameRequired)).toBeVisible();
    await field.fill(`  ${first}  `);
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Categoria “${first}” adicionada` }),
    ).toBeVisible();
    const row = () => page.getByRole('row', { name: new RegExp(`^${renamed}|^${first}`) });
    await expect(row()).toContainText('Ativo');
    await expect(field).toHaveValue('');

    // The same name again (another case): the server's 409 under the field.
    await field.fill(first.toUpperCase());
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByText(M.categoryDuplicate(first.toUpperCase(), 'Produtos'))).toBeVisible();
    await field.fill('');

    const code = await categoryCode(page, 2, first);
    expect(await publicFilterOffers(page, 2, first)).toBe(true);

    // Renomear: the spec's prompt as a modal, filled in with the current name.
    await page.goto('/painel/admin/taxonomias?tipo=2');
    await waitForHydration(page);
    await page.getByRole('button', { name: `Renomear ${first}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Renomear categoria' });
    const prompt = dialog.getByLabel('Novo nome da categoria:');
    await expect(prompt).toHaveValue(first);
    await checkA11y();
    await prompt.fill('  ');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText(M.categoryNameRequired)).toBeVisible();
    await prompt.fill(renamed);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `renomeada para “${renamed}”` })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`^${renamed}`) })).toBeVisible();

    // The public side: the filter chip and the filters' list say the new name, not the old one.
    await page.goto(`/anuncios?tipo=2&categoria=${code}`);
    await expect(page.getByRole('list', { name: 'Filtros ativos' })).toContainText(renamed);
    expect(await publicFilterOffers(page, 2, renamed)).toBe(true);
    expect(await publicFilterOffers(page, 2, first)).toBe(false);

    // Desativar: Inativo here, gone from the public filters.
    await page.goto('/painel/admin/taxonomias?tipo=2');
    await waitForHydration(page);
    await page.getByRole('button', { name: `Desativar ${renamed}` }).click();
    await expect(page.getByRole('row', { name: new RegExp(`^${renamed}`) })).toContainText('Inativo');
    await expect(page.getByRole('button', { name: `Ativar ${renamed}` })).toBeVisible();
    expect(await publicFilterOffers(page, 2, renamed)).toBe(false);

    // Remover, after the confirmation.
    await page.goto('/painel/admin/taxonomias?tipo=2');
    await waitForHydration(page);
    await page.getByRole('button', { name: `Remover ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remover esta categoria?' });
    await checkA11y();
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByRole('status').filter({ hasText: M.categoryRemoved })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`^${renamed}`) })).toHaveCount(0);

    // A demo category that published listings use: refused with how many, Desativar offered
    // (not pressed: the demo data stays as it is).
    const listed = await page.request.get('/api/anuncios?tipo=2&limit=1');
    const inUse = ((await listed.json()) as { data: { categoria: { nomeCATEGORIA: string } }[] }).data[0]!
      .categoria.nomeCATEGORIA;
    await page.getByRole('button', { name: `Remover ${inUse}`, exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Remover esta categoria?' })
      .getByRole('button', { name: 'Remover' })
      .click();
    const refusal = page.getByRole('alert').filter({ hasText: /Esta categoria é usada por \d+ anúncios?\./ });
    await expect(refusal).toBeVisible();
    await expect(refusal.getByRole('button', { name: 'Desativar' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`^${inUse}`) })).toContainText('Ativo');
    await checkA11y();
    expect(errors).toEqual([]);
  });

  test('the demo admin creates, edits, deactivates and removes a subcategory in the side drawer', async ({
    page,
    checkA11y,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await dismissCookies(page);
    await loginAs('admin');
    const origin = new URL(baseURL!).origin;

    // A category of its own (the demo's stay untouched), removed at the end.
    const categoryName = `E2E Jardinagem ${stamp()}`;
    const created = await page.request.post(CATALOGUE_API.categories, {
      data: { nomeCATEGORIA: categoryName, tipoCATEGORIA: 3 },
      headers: { origin },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { codigoCATEGORIA } = (await created.json()) as { codigoCATEGORIA: number };
    try {
      // The spec's defaults: Serviços, the type's first category, Ativas.
      await page.goto('/painel/admin/subcategorias');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Subcategorias' })).toBeVisible();
      await expect(page.getByLabel('Tipo', { exact: true })).toHaveValue('3');
      await expect(page.getByLabel('Ativo', { exact: true })).toHaveValue('1');
      await expect(page.getByLabel('Categoria', { exact: true })).not.toHaveValue('');
      await expect(page.getByRole('columnheader')).toHaveText(['Nome', 'Slug', 'Ativo', 'Ações']);
      await checkA11y();

      await page.getByLabel('Categoria', { exact: true }).selectOption({ label: categoryName });
      await expect(page).toHaveURL(new RegExp(`categoria=${codigoCATEGORIA}`));
      await expect(page.getByText('Nenhuma subcategoria.')).toBeVisible();

      // Nova Subcategoria: the drawer, Esc closes it and the focus goes back.
      const opener = page.getByRole('button', { name: 'Nova Subcategoria' });
      await opener.click();
      const drawer = page.getByRole('dialog', { name: 'Nova Subcategoria' });
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await expect(drawer.getByLabel('Categoria', { exact: true })).toHaveValue(String(codigoCATEGORIA));
      await expect(drawer.getByLabel('Ativa', { exact: true })).toBeChecked();
      await drawer.getByRole('button', { name: 'Salvar' }).click();
      await expect(drawer.getByRole('alert')).toHaveText(M.subcategoryRequired);
      await checkA11y();
      await drawer.getByLabel('Nome', { exact: true }).fill('  Poda de Árvores  ');
      await drawer.getByRole('button', { name: 'Salvar' }).click();
      await expect(drawer).toBeHidden();
      const row = page.getByRole('row', { name: /^Poda de Árvores/ });
      await expect(row).toContainText('poda-de-arvores');
      await expect(row).toContainText('Ativa');

      // Editar: the drawer filled in; a new name and slug.
      await page.getByRole('button', { name: 'Editar Poda de Árvores' }).click();
      const editor = page.getByRole('dialog', { name: 'Editar Subcategoria' });
      await expect(editor.getByLabel('Nome', { exact: true })).toHaveValue('Poda de Árvores');
      await expect(editor.getByLabel('Slug (opcional)')).toHaveValue('poda-de-arvores');
      await editor.getByLabel('Nome', { exact: true }).fill('Poda e Corte');
      await editor.getByLabel('Slug (opcional)').fill('poda-corte');
      await editor.getByRole('button', { name: 'Salvar' }).click();
      await expect(editor).toBeHidden();
      const edited = page.getByRole('row', { name: /^Poda e Corte/ });
      await expect(edited).toContainText('poda-corte');

      // Desativar: gone from Ativas, listed under Inativas as Inativa.
      await page.getByRole('button', { name: 'Desativar Poda e Corte' }).click();
      await expect(page.getByText('Nenhuma subcategoria.')).toBeVisible();
      await page.getByLabel('Ativo', { exact: true }).selectOption({ label: 'Inativas' });
      await expect(page).toHaveURL(/ativo=0/);
      await expect(edited).toContainText('Inativa');
      await expect(page.getByRole('button', { name: 'Ativar Poda e Corte' })).toBeVisible();

      // Remover, after the confirmation.
      await page.getByRole('button', { name: 'Remover Poda e Corte' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remover esta subcategoria?' });
      await confirm.getByRole('button', { name: 'Remover' }).click();
      await expect(page.getByRole('status').filter({ hasText: M.subcategoryRemoved })).toBeVisible();
      await expect(page.getByText('Nenhuma subcategoria.')).toBeVisible();

      // Another type: its own categories, the first one chosen.
      await page.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Produtos' });
      await expect(page).toHaveURL(/tipo=2/);
      await expect(page.getByLabel('Categoria', { exact: true })).not.toHaveValue(String(codigoCATEGORIA));
      expect(errors).toEqual([]);
    } finally {
      const removed = await page.request.delete(CATALOGUE_API.category(codigoCATEGORIA), {
        headers: { origin },
      });
      expect([200, 404]).toContain(removed.status());
    }
  });

  test('both pages on a phone: the lists as cards, axe clean', async ({ page, checkA11y, loginAs }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await dismissCookies(page);
    await loginAs('admin');
    await page.goto('/painel/admin/taxonomias?tipo=3');
    await waitForHydration(page);
    await expect(
      page.getByRole('list', { name: 'Categorias de Serviços' }).getByRole('listitem').first(),
    ).toBeVisible();
    await checkA11y();
    await page.goto('/painel/admin/subcategorias');
    await waitForHydration(page);
    await expect(
      page
        .getByRole('list', { name: /^Subcategorias de / })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await checkA11y();
  });
});
