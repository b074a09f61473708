import type { Page } from '@playwright/test';
import { ADMIN_USERS_MESSAGES as M } from '../../src/shared/contracts/admin-users.constants.ts';
import { ACCOUNT_MESSAGES } from '../../src/shared/contracts/users.contract.ts';
import {
  createConfirmedAccount,
  fillLogin,
  newCpf,
  PASSWORD,
  uniqueEmail,
  waitForHydration,
} from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';
import { dismissCookies } from '../public/consent-helpers.ts';
import { logIn } from '../session.ts';

/**
 * Admin users (spec 2 §2 "Admin users"): the demo admin creates a user with the form,
 * and blocks a user who is logged in elsewhere: that browser is logged out at its next page,
 * the login is refused with the message, and the admin activates the account again. Fresh
 * accounts only: the demo users stay as other journeys expect them.
 */

/** A demo CEP the portal's own tables know (the e2e ViaCEP fake does not): a demo condominium's. */
async function demoCep(page: Page): Promise<{ cep: string; city: string; uf: string }> {
  const res = await page.request.get('/api/condominios?limit=50');
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as {
    data: {
      cep: { numeroCEP: string } | null;
      logradouro: { cep: { numeroCEP: string } | null } | null;
      cidade: { nomeCIDADE: string };
      estado: { sigla: string };
    }[];
  };
  const found = data.find((c) => c.cep ?? c.logradouro?.cep);
  expect(found, 'a demo condominium with a CEP').toBeTruthy();
  return {
    cep: (found!.cep ?? found!.logradouro!.cep)!.numeroCEP,
    city: found!.cidade.nomeCIDADE,
    uf: found!.estado.sigla,
  };
}

test.describe('admin users', () => {
  test('the demo admin creates a user in /painel/admin/usuarios/novo, who can then log in', async ({
    page,
    request,
    checkA11y,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = uniqueEmail('criado.admin');
    const place = await demoCep(page);
    await dismissCookies(page);
    await loginAs('admin');
    await page.goto('/painel/admin/usuarios');
    await waitForHydration(page);

    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Usuários' })).toBeVisible();
    await checkA11y();

    await page.getByRole('link', { name: 'Novo usuário' }).first().click();
    await expect(page).toHaveURL(/\/painel\/admin\/usuarios\/novo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Novo usuário' })).toBeVisible();
    await waitForHydration(page);
    // The spec's defaults: Anunciante, active, shown on the ads.
    await expect(page.getByLabel('Nível')).toHaveValue('2');
    await expect(page.getByRole('checkbox', { name: /^Ativo/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Mostrar nos anúncios/ })).toBeChecked();

    // Nothing filled: the spec's message.
    await page.getByRole('button', { name: 'Criar', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: M.required })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await checkA11y();

    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('Nome').fill('Helena');
    await field('Sobrenome').fill('Criada Pelo Admin');
    await field('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await field('Documento').pressSequentially(newCpf());
    await expect(field('Documento')).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    // The fields the message named are filled: it goes.
    await expect(page.getByRole('alert').filter({ hasText: M.required })).toHaveCount(0);
    await field('WhatsApp').pressSequentially('11987654321');
    await expect(field('WhatsApp')).toHaveValue('(11) 98765-4321');
    // "Buscar no ViaCEP" only with 8 digits; then the city and UF come from the CEP.
    await field('CEP').fill('0100');
    await page.getByRole('button', { name: 'Buscar no ViaCEP' }).click();
    await expect(page.getByText('Informe um CEP válido com 8 dígitos.')).toBeVisible();
    await field('CEP').fill(place.cep);
    await page.getByRole('button', { name: 'Buscar no ViaCEP' }).click();
    await expect(field('Cidade')).toHaveValue(place.city, { timeout: 15_000 });
    await expect(page.getByLabel('UF')).toHaveValue(place.uf);
    await field('Complemento').fill('Casa 2');
    if ((await field('Logradouro').inputValue()) === '') await field('Logradouro').fill('Rua das Palmeiras');

    await page.getByRole('button', { name: 'Criar', exact: true }).click();
    await expect(page).toHaveURL(/\/painel\/admin\/usuarios\/\d+\/editar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Editar usuário' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: M.created })).toBeVisible();
    const code = page.url().match(/usuarios\/(\d+)\/editar/)![1]!;
    await expect(field('Código')).toHaveValue(code);
    await expect(field('Email')).toHaveValue(email);
    await expect(field('Cidade')).toHaveValue(place.city);
    const history = page.getByRole('region', { name: 'Histórico' });
    await expect(history).toContainText('Criou');
    await waitForHydration(page);
    await checkA11y();

    // An edit from the same form: the history records it.
    await field('Sobrenome').fill('Editada Pelo Admin');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Dados salvos com sucesso.')).toBeVisible();
    await expect(history).toContainText('Editou');
    await expect(history).toContainText('Criada Pelo Admin → Editada Pelo Admin');

    // The account is confirmed already: it logs in with the password the admin chose.
    // (From a request context of its own: a login from the page's would replace the admin's session.)
    const login = await request.post('/api/usuarios/login', { data: { usuario: email, senha: PASSWORD } });
    expect(login.status(), await login.text()).toBe(200);
    expect(errors).toEqual([]);
  });

  test('blocking a logged-in user ends their session at their next page and refuses their login; activating lets them back in', async ({
    page,
    browser,
    checkA11y,
    loginAs,
  }) => {
    test.setTimeout(150_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = uniqueEmail('bloqueado');
    await createConfirmedAccount(page.request, { email, nome: 'Otávio Bloqueável' });

    // The user, in a browser of their own, is in the panel.
    const userContext = await browser.newContext();
    const userPage = await userContext.newPage();
    await dismissCookies(userPage);
    await logIn(userPage.request, { email });
    await userPage.goto('/painel/configuracoes');
    await expect(userPage.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();

    // The admin finds them and blocks them, after the confirmation.
    await dismissCookies(page);
    await loginAs('admin');
    await page.goto(`/painel/admin/usuarios?q=${encodeURIComponent(email)}`);
    await waitForHydration(page);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Otávio Bloqueável');
    await expect(row).toContainText('PF');
    await expect(row).toContainText('Anunciante');
    await expect(row).toContainText('Ativo');
    await row.getByRole('button', { name: /^Bloquear/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Bloquear este usuário?' });
    await expect(dialog).toContainText(
      'as sessões abertas terminam agora e os anúncios publicados saem do site',
    );
    await checkA11y();
    await dialog.getByRole('button', { name: 'Bloquear', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: M.blocked })).toBeVisible();
    await expect(row).toContainText('Bloqueado');
    await expect(row.getByRole('button', { name: /^Ativar/ })).toBeVisible();
    await checkA11y();

    // Their next page: the session is gone, they land on /entrar; the login is refused.
    await userPage.goto('/painel/configuracoes');
    await expect(userPage).toHaveURL(/\/entrar/);
    await waitForHydration(userPage);
    await fillLogin(userPage, email);
    await expect(userPage.getByRole('alert')).toContainText(ACCOUNT_MESSAGES.blocked);
    await expect(userPage).toHaveURL(/\/entrar/);

    // The filters of the list: the blocked user among the blocked ones.
    await page.goto(`/painel/admin/usuarios?ativo=0&q=${encodeURIComponent(email)}`);
    await expect(page.getByLabel('Ativo')).toHaveValue('0');
    await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
    await waitForHydration(page);

    // Activated again: the login works.
    await page
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('button', { name: /^Ativar/ })
      .click();
    await expect(page.getByRole('status').filter({ hasText: M.activated })).toBeVisible();
    await fillLogin(userPage, email);
    await expect(userPage).toHaveURL(/\/painel/);
    await userContext.close();
    expect(errors).toEqual([]);
  });
});
