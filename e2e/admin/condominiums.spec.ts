import { request as playwrightRequest, type Page } from '@playwright/test';
import { CONDOMINIUM_MESSAGES as M } from '../../src/shared/contracts/condominiums.constants.ts';
import { CONDOMINIUM_SUGGESTIONS_API } from '../../src/shared/contracts/profile.constants.ts';
import { waitForHydration } from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';
import { dismissCookies } from '../public/consent-helpers.ts';
import { logIn } from '../session.ts';

/**
 * The admin condominium pages (spec 2 §2 "Admin condominium list", "New and edit
 * condominium"). The e2e server's ViaCEP is the local fake (playwright.config.ts), which knows
 * 20040-020 (Avenida Rio Branco, Centro, Rio de Janeiro - RJ): "Buscar CEP" asks it, the server
 * adds what it answered to the portal's tables, and the form finds city, neighbourhood, CEP and
 * street there with their codes.
 */

const CEP = '20040020';
const MASKED_CEP = '20040-020';
/** A field of the form by its exact label (text inputs and comboboxes alike). */
const field = (page: Page, name: string) =>
  page.getByRole('combobox', { name, exact: true }).or(page.getByRole('textbox', { name, exact: true }));

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('admin condominiums', () => {
  test('the demo admin adds a condominium with "Buscar CEP", finds it with the filters, edits it and deletes it', async ({
    page,
    checkA11y,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const name = `Residencial Teste E2E ${Date.now().toString(36)}`;
    await dismissCookies(page);
    await loginAs('admin');

    await page.goto('/painel/admin/condominios');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Condomínios' })).toBeVisible();
    await checkA11y();
    await page.getByRole('link', { name: 'Adicionar', exact: true }).click();
    await expect(page).toHaveURL(/\/painel\/admin\/condominios\/novo$/);
    await waitForHydration(page);

    // Nothing filled: the submit is disabled and says why.
    const submit = page.getByRole('button', { name: 'Adicionar condomínio' });
    await expect(submit).toBeDisabled();
    await expect(page.getByText(M.requiredFields)).toBeVisible();

    // A short CEP is refused before asking anyone.
    const cep = field(page, 'CEP');
    await cep.fill('2004');
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    await expect(page.getByText(M.cepDigitsToSearch)).toBeVisible();

    // The fake ViaCEP's address, found in the portal's data with the state mapped from uf.
    await cep.fill(CEP);
    await expect(cep).toHaveValue(MASKED_CEP);
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    await expect(field(page, 'Logradouro')).toHaveValue('Avenida Rio Branco', { timeout: 15_000 });
    await expect(field(page, 'Bairro')).toHaveValue('Centro');
    await expect(field(page, 'Cidade')).toHaveValue('Rio de Janeiro');
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('RJ');
    await expect(submit).toBeDisabled();

    await field(page, 'Nome').fill(name);
    await field(page, 'Número').fill('156');
    await expect(submit).toBeEnabled();
    await checkA11y();
    await submit.click();

    // Back on the list with the notice; the filters find it (suggestions under the fields).
    await expect(page).toHaveURL(/\/painel\/admin\/condominios$/);
    await expect(page.getByText(M.created)).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('RJ');
    await field(page, 'Cidade').fill('Rio de Janeir');
    await page
      .getByRole('listbox', { name: 'Cidade' })
      .getByRole('option', { name: /^Rio de Janeiro/ })
      .first()
      .click();
    await expect(field(page, 'Cidade')).toHaveValue('Rio de Janeiro');
    await field(page, 'Bairro').fill('Centro');
    await field(page, 'CEP').fill(CEP);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/estado=RJ&cidade=Rio\+de\+Janeiro&bairro=Centro&cep=20040-020/);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell')).toHaveText([
      'Avenida Rio Branco',
      '156',
      MASKED_CEP,
      'Centro',
      'Rio de Janeiro',
      'RJ',
      /Editar/,
    ]);
    await checkA11y();

    // Edit: name and number; back on the same filtered list.
    await row.getByRole('link', { name: /^Editar/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editar condomínio' })).toBeVisible();
    await waitForHydration(page);
    await expect(field(page, 'Nome')).toHaveValue(name);
    await expect(field(page, 'CEP')).toHaveValue(MASKED_CEP);
    await checkA11y();
    const renamed = `${name} II`;
    await field(page, 'Nome').fill(renamed);
    await field(page, 'Número').fill('158');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText(M.updated)).toBeVisible();
    await expect(page).toHaveURL(/estado=RJ/);
    const renamedRow = page.getByRole('row').filter({ hasText: renamed });
    await expect(renamedRow.getByRole('cell').nth(1)).toHaveText('158');

    // Delete, confirmed.
    await waitForHydration(page);
    await renamedRow.getByRole('button', { name: /^Excluir/ }).click();
    const dialog = page.getByRole('dialog', { name: M.confirmDelete });
    await expect(dialog).toBeVisible();
    await checkA11y();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText(M.deleted)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('an advertiser’s suggestion is listed for the admin, who refuses one and adds another from its data', async ({
    page,
    checkA11y,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const refused = `Condomínio Recusado ${stamp}`;
    const suggested = `Residencial Sugerido ${stamp}`;

    // The demo PF advertiser suggests two condominiums from the settings page's call.
    const advertiser = await playwrightRequest.newContext({ baseURL });
    try {
      const token = await logIn(advertiser, 'pf');
      for (const body of [
        { nome: refused },
        { nome: suggested, cep: MASKED_CEP, numero: '200', cidade: 'Rio de Janeiro', uf: 'RJ' },
      ]) {
        const res = await advertiser.post(CONDOMINIUM_SUGGESTIONS_API.create, {
          data: body,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.status(), await res.text()).toBe(201);
      }
    } finally {
      await advertiser.dispose();
    }

    await dismissCookies(page);
    await loginAs('admin');
    await page.goto('/painel/admin/condominios');
    await page.getByRole('link', { name: /Sugestões dos anunciantes/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sugestões de condomínio' })).toBeVisible();
    await waitForHydration(page);
    await checkA11y();

    await page.getByRole('button', { name: `Recusar ${refused}` }).click();
    await expect(page.getByText(`${M.suggestionRefused} (${refused})`)).toBeVisible();
    await expect(page.getByRole('heading', { name: refused })).toHaveCount(0);

    await page.getByRole('link', { name: `Cadastrar ${suggested}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Novo condomínio' })).toBeVisible();
    await waitForHydration(page);
    await expect(field(page, 'Nome')).toHaveValue(suggested);
    await expect(field(page, 'Número')).toHaveValue('200');
    await expect(field(page, 'CEP')).toHaveValue(MASKED_CEP);
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    await expect(field(page, 'Logradouro')).toHaveValue('Avenida Rio Branco', { timeout: 15_000 });
    await checkA11y();
    await page.getByRole('button', { name: 'Adicionar condomínio' }).click();

    // Back on the suggestions: it is aceita now.
    await expect(page.getByText(`${M.created} ${M.suggestionAccepted}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: suggested })).toHaveCount(0);
    await page.goto('/painel/admin/condominios/sugestoes?status=aceita');
    await expect(page.getByRole('listitem').filter({ hasText: suggested })).toContainText('Aceita');

    // Leave the demo data as it was: the new condominium goes (nothing uses it).
    const found = await page.request.get(`/api/condominios?nome=${encodeURIComponent(suggested)}`);
    const { data } = (await found.json()) as { data: { codigoCONDOMINIO: number; nomeCONDOMINIO: string }[] };
    const created = data.find((c) => c.nomeCONDOMINIO === suggested);
    expect(created, 'the condominium added from the suggestion').toBeDefined();
    const removed = await page.request.delete(`/api/condominios/${created!.codigoCONDOMINIO}`, {
      headers: { origin: new URL(page.url()).origin },
    });
    expect(removed.status(), await removed.text()).toBe(200);
  });
});
