import type { Page } from '@playwright/test';
import { CONDOMINIUM_MESSAGES as CM } from '../../src/shared/contracts/condominiums.constants.ts';
import { PROFILE_MESSAGES as M } from '../../src/shared/contracts/profile.constants.ts';
import { UNREACHABLE_CEP_PREFIX } from '../../src/server/test/viacep-fake.ts';
import { createConfirmedAccount, uniqueEmail, waitForHydration } from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';
import { dismissCookies } from '../public/consent-helpers.ts';

/**
 * When no CEP service answers (both e2e fakes drop the connection for
 * 68999-xxx, which the demo's own tables do not know either), or none knows the code, the
 * settings page and the admin's new-condominium form say "preencha o endereço abaixo" and take
 * the address as typed. And the e2e server does ask BrasilAPI (its fake) when the ViaCEP fake
 * does not know a code.
 */

const masked = (digits: string) => `${digits.slice(0, 5)}-${digits.slice(5)}`;
/**
 * A code no service answers, new for each test: the condominium saved with one teaches it to the
 * portal's own tables, which then answer it (a retry on the same server must not meet it).
 */
const unreachableCep = () => `${UNREACHABLE_CEP_PREFIX}${String(Date.now() % 1000).padStart(3, '0')}`;
/** Neither fake nor the demo's tables know it. */
const UNKNOWN_CEP = '68998998';
/** Only the BrasilAPI fake knows it (the documentation's example). */
const BRASILAPI_ONLY_CEP = '89010025';
const TYPE_IT = /Preencha o endereço abaixo\./;

/** A field by its exact label (text inputs, comboboxes and selects alike). */
const field = (page: Page, name: string) =>
  page.getByRole('combobox', { name, exact: true }).or(page.getByRole('textbox', { name, exact: true }));

test.describe('postal codes when the look-up fails', () => {
  test('settings at 390 px: the failed and the fruitless look-up ask for the address, typed by hand and saved; BrasilAPI fills one ViaCEP does not know', async ({
    page,
    checkA11y,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = uniqueEmail('cep-manual');
    await createConfirmedAccount(page.request, { email, nome: 'Iara Manual' });
    await dismissCookies(page);
    await loginAs({ email });
    await page.goto('/painel/configuracoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
    await waitForHydration(page);

    const cep = field(page, 'CEP');
    const search = page.getByRole('button', { name: 'Buscar CEP' });
    const UNREACHABLE_CEP = unreachableCep();

    // No service answers: the spec's words, then what to do; the address stays open to typing.
    await cep.fill(UNREACHABLE_CEP);
    await search.click();
    const status = page.getByRole('status').filter({ hasText: M.cepUnavailable });
    await expect(status).toHaveText(`${M.cepUnavailable} Preencha o endereço abaixo.`, { timeout: 15_000 });
    for (const name of ['Logradouro', 'Número', 'Bairro', 'Cidade']) {
      await expect(field(page, name)).toBeEditable();
    }
    await expect(field(page, 'UF')).toBeEnabled();
    await checkA11y();

    // A code nobody knows: "not found", and the same way forward.
    await cep.fill(UNKNOWN_CEP);
    await search.click();
    await expect(page.getByRole('status').filter({ hasText: TYPE_IT })).toHaveText(
      `${M.cepNotFound} Preencha o endereço abaixo.`,
      { timeout: 15_000 },
    );

    // Typed by hand, saved, and still there after a reload.
    await cep.fill(UNREACHABLE_CEP);
    await field(page, 'WhatsApp com DDD').pressSequentially('96991234567');
    await field(page, 'Logradouro').fill('Rua Leopoldo Machado');
    await field(page, 'Número').fill('1500');
    await field(page, 'Bairro').fill('Centro');
    await field(page, 'Cidade').fill('Macapá');
    await page.getByRole('combobox', { name: 'UF', exact: true }).selectOption('AP');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Salvo!')).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(field(page, 'CEP')).toHaveValue(masked(UNREACHABLE_CEP));
    await expect(field(page, 'Logradouro')).toHaveValue('Rua Leopoldo Machado');
    await expect(field(page, 'Cidade')).toHaveValue('Macapá');
    await expect(page.getByRole('combobox', { name: 'UF', exact: true })).toHaveValue('AP');

    // The ViaCEP fake does not know this one; the BrasilAPI fake does, and fills the address.
    await field(page, 'CEP').fill(BRASILAPI_ONLY_CEP);
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    await expect(field(page, 'Cidade')).toHaveValue('Blumenau', { timeout: 15_000 });
    await expect(field(page, 'Logradouro')).toHaveValue('Rua Doutor Luiz de Freitas Melro');
    await expect(page.getByRole('combobox', { name: 'UF', exact: true })).toHaveValue('SC');
    expect(errors).toEqual([]);
  });

  test('new condominium at 1280 px: "Buscar CEP" fails, the address is typed top-down by hand and saved', async ({
    page,
    checkA11y,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await dismissCookies(page);
    await loginAs('admin');
    await page.goto('/painel/admin/condominios/novo');
    await waitForHydration(page);

    const name = `Residencial Sem CEP ${Date.now().toString(36)}`;
    const UNREACHABLE_CEP = unreachableCep();
    await field(page, 'Nome').fill(name);
    await field(page, 'CEP').fill(UNKNOWN_CEP);
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    await expect(page.getByRole('status').filter({ hasText: TYPE_IT })).toHaveText(
      `${CM.viaCepNotFound} Preencha o endereço abaixo.`,
      { timeout: 15_000 },
    );

    await field(page, 'CEP').fill(UNREACHABLE_CEP);
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    await expect(page.getByRole('status').filter({ hasText: TYPE_IT })).toHaveText(
      `${CM.viaCepFailed} Preencha o endereço abaixo.`,
      { timeout: 15_000 },
    );
    await checkA11y();

    // In the form's own order (street before neighbourhood, city and state): nothing typed is lost.
    await field(page, 'Logradouro').fill('Rua Leopoldo Machado');
    await field(page, 'Número').fill('1500');
    await field(page, 'Bairro').fill('Centro');
    await field(page, 'Cidade').fill('Macapá');
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('AP');
    await page.keyboard.press('Escape');
    await expect(field(page, 'CEP')).toHaveValue(masked(UNREACHABLE_CEP));
    await expect(field(page, 'Logradouro')).toHaveValue('Rua Leopoldo Machado');
    await expect(field(page, 'Bairro')).toHaveValue('Centro');
    await expect(field(page, 'Cidade')).toHaveValue('Macapá');
    const submit = page.getByRole('button', { name: 'Adicionar condomínio' });
    await expect(submit).toBeEnabled();
    await checkA11y();
    await submit.click();
    await expect(page).toHaveURL(/\/painel\/admin\/condominios$/);
    await expect(page.getByText(CM.created)).toBeVisible();

    // The portal learnt the CEP it was told: its own tables now answer it.
    const res = await page.request.get(`/api/cep/${UNREACHABLE_CEP}`);
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({
      logradouro: 'Rua Leopoldo Machado',
      bairro: 'Centro',
      localidade: 'Macapá',
      uf: 'AP',
    });
    expect(errors).toEqual([]);
  });
});
