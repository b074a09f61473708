import type { Page } from '@playwright/test';
import { CHECKOUT_API, CHECKOUT_MESSAGES as M } from '../../src/shared/contracts/checkouts.constants.ts';
import {
  createConfirmedAccount,
  emailLink,
  fillLogin,
  uniqueEmail,
  waitForHydration,
} from '../accounts/helpers.ts';
import { dismissCookies } from '../public/consent-helpers.ts';
import { expect, test } from '../fixtures.ts';
import { baseUrl, logIn } from '../session.ts';

/**
 * Plans as an advertiser meets them: a used free month says so, a
 * refusal shows the server's own words, each card says what it buys, and a plan chosen before
 * logging in survives however the login happens.
 */

const NEW_PASSWORD = 'outra-senha-bem-longa-77';
const GENERIC_FAILURE = 'Não foi possível ativar o plano agora.';

/** Logs in, then completes the profile (else the panel's completeness modal takes over /painel). */
async function logInWithProfile(page: Page, email: string, nome: string) {
  await logIn(page.request, { email });
  const origin = baseUrl();
  const me = (await (await page.request.get('/api/usuarios/me')).json()) as {
    codigo?: number;
    user?: { codigo: number };
  };
  const profile = await page.request.patch('/api/usuarios/alterar', {
    data: {
      codigoUSUARIO: me.codigo ?? me.user?.codigo,
      nomeUSUARIO: nome,
      whatsappUSUARIO: '11987654321',
      cepUSUARIO: '01310100',
      logradouroUSUARIO: 'Avenida Paulista',
      ruaenumeroUSUARIO: '1000',
      bairroUSUARIO: 'Bela Vista',
      cidadeUSUARIO: 'São Paulo',
      ufUSUARIO: 'SP',
    },
    headers: { origin },
  });
  expect(profile.status(), await profile.text()).toBe(200);
}

/** Activates the PF free month through the API, with the page's session (as another tab would). */
async function activateFreeMonth(page: Page) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(CHECKOUT_API.activateFree, {
    data: { planoSlug: 'pf-mes-gratis' },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('plans', () => {
  test.beforeEach(async ({ page }) => dismissCookies(page));

  test('a used free month is disabled with its reason on /painel/planos and /anunciar, at 390 and 1280 px', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('usou');
    await createConfirmedAccount(page.request, { email, nome: 'Ulisses Usado' });
    await logInWithProfile(page, email, 'Ulisses Usado');

    // Before: the button is there to press.
    await page.goto('/painel/planos');
    const trialCard = page.getByRole('article', { name: 'Mês Grátis (PF)' });
    await expect(trialCard.getByRole('button', { name: /Começar grátis/ })).toBeEnabled();

    await activateFreeMonth(page);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/painel/planos');
      const button = trialCard.getByRole('button', { name: /Começar grátis/ });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(M.trialAlreadyUsed);
      await expect(trialCard.getByText(M.trialAlreadyUsed)).toBeVisible();
      // The paid plans stay open, each saying what it buys.
      const annual = page.getByRole('article', { name: 'Anual (PF)' });
      await expect(annual.getByRole('button', { name: /Assinar/ })).toBeEnabled();
      await expect(annual).toContainText('1 anúncio no ar por 12 meses');
      await checkA11y();

      await page.goto('/anunciar');
      const banner = page.getByRole('region', { name: 'Experimente 1 mês grátis' });
      const bannerButton = banner.getByRole('button', { name: /Começar grátis/ });
      await expect(bannerButton).toBeDisabled();
      await expect(bannerButton).toHaveAccessibleDescription(M.trialAlreadyUsed);
      await expect(banner.getByText(M.trialAlreadyUsed)).toBeVisible();
      const card = page.getByRole('article', { name: 'Mês Grátis (PF)' });
      await expect(card.getByRole('button', { name: /Começar grátis/ })).toBeDisabled();
      await expect(card).toContainText(M.trialAlreadyUsed);
      await checkA11y();
    }
  });

  test("a free month refused by the server (409) shows the server's message, not an outage", async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('conflito');
    await createConfirmedAccount(page.request, { email, nome: 'Conceição Conflito' });
    await logInWithProfile(page, email, 'Conceição Conflito');

    // A page opened before the free month was used elsewhere still offers it: the click is refused.
    await page.goto('/anunciar');
    await waitForHydration(page);
    await activateFreeMonth(page);
    await page
      .getByRole('region', { name: 'Experimente 1 mês grátis' })
      .getByRole('button', { name: /Começar grátis/ })
      .click();
    await expect(page).toHaveURL('/painel?ativacao=pf-mes-gratis');
    const notice = page.getByText(M.trialAlreadyUsed);
    await expect(notice).toBeVisible();
    await expect(page.getByText(GENERIC_FAILURE)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ver os planos disponíveis' })).toHaveAttribute(
      'href',
      '/painel/planos',
    );
    await checkA11y();

    // The same through a login that carries the free month (/entrar?plano=).
    await page.context().clearCookies();
    await page.goto('/entrar?plano=pf-mes-gratis');
    await waitForHydration(page);
    await fillLogin(page, email);
    await expect(page).toHaveURL('/painel?ativacao=pf-mes-gratis');
    await expect(page.getByText(M.trialAlreadyUsed)).toBeVisible();
    await expect(page.getByText(GENERIC_FAILURE)).toHaveCount(0);
  });

  test('every plan card says what it buys, on /anunciar for a visitor', async ({ page }) => {
    await page.goto('/anunciar');
    await expect(page.getByRole('article', { name: 'Anual (PF)' })).toContainText(
      '1 anúncio no ar por 12 meses',
    );
    await expect(page.getByRole('article', { name: 'Semestral (PJ)' })).toContainText(
      '1 anúncio no ar por 6 meses',
    );
    await expect(page.getByRole('article', { name: 'Trimestral (PF)' })).toContainText(
      '1 anúncio no ar por 3 meses',
    );
    await expect(page.getByRole('article', { name: 'Mês Grátis (PJ)' })).toContainText(
      '1 anúncio no ar por 1 mês',
    );
  });

  test("a plan chosen as a visitor survives the header's Entrar: the login lands on its payment page", async ({
    page,
  }) => {
    const email = uniqueEmail('cabecalho');
    await createConfirmedAccount(page.request, { email, nome: 'Heitor Cabeçalho' });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto('/anunciar');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Assinar o plano Anual PF' }).click();
    await expect(page).toHaveURL('/cadastro?plano=pf-anual');
    // Already has an account: the site header's "Entrar", not the form's own link.
    await page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL('/entrar?plano=pf-anual');
    await expect(page.getByText('Entre na sua conta para continuar a contratação do plano.')).toBeVisible();
    await waitForHydration(page);
    await fillLogin(page, email);
    await expect(page).toHaveURL(/\/painel\/pagamento\?(.*&)?plano=pf-anual/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeVisible();
  });

  test('a plan chosen as a visitor survives a forgotten password: the reset link and the login carry it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('esqueceu');
    await createConfirmedAccount(page.request, { email, nome: 'Ester Esquecida' });

    await page.goto('/anunciar');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Assinar o plano Anual PF' }).click();
    await expect(page).toHaveURL('/cadastro?plano=pf-anual');
    await page.getByRole('main').getByRole('link', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL('/entrar?plano=pf-anual');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page).toHaveURL('/esqueci-senha?plano=pf-anual');
    await waitForHydration(page);
    await page.getByLabel('E-mail do cadastro').fill(email);
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await expect(
      page.getByText('Se o e-mail estiver cadastrado, enviaremos um link para redefinir sua senha.'),
    ).toBeVisible();

    const resetLink = await emailLink(page.request, email, '/redefinir-senha');
    expect(new URL(resetLink, 'http://x').searchParams.get('plano')).toBe('pf-anual');
    await page.goto(resetLink);
    await waitForHydration(page);
    await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmar nova senha', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page).toHaveURL('/entrar?plano=pf-anual', { timeout: 5_000 });
    await waitForHydration(page);
    await fillLogin(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/painel\/pagamento\?(.*&)?plano=pf-anual/);
  });

  test('a plan or a return address that leads off the site is refused (no open redirect)', async ({
    page,
  }) => {
    const email = uniqueEmail('desvio');
    await createConfirmedAccount(page.request, { email, nome: 'Diogo Desvio' });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The header carries only a plan slug, never an address.
    await page.goto('/cadastro?plano=https%3A%2F%2Fevil.example%2F');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true })).toHaveAttribute(
      'href',
      '/entrar',
    );
    await page.goto('/esqueci-senha?plano=%2F%2Fevil.example');
    await expect(page.getByRole('link', { name: 'Entrar', exact: true }).last()).toHaveAttribute(
      'href',
      '/entrar',
    );

    await page.goto('/entrar?plano=%2F%2Fevil.example&redirect=https%3A%2F%2Fevil.example%2F%2F');
    await expect(page.getByText('Entre na sua conta para continuar a contratação do plano.')).toHaveCount(0);
    await waitForHydration(page);
    await fillLogin(page, email);
    await expect(page).toHaveURL('/painel');
  });
});
