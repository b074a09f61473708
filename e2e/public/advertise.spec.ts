import { CHECKOUT_MESSAGES } from '../../src/shared/contracts/checkouts.constants.ts';
import { expect, test } from '../fixtures.ts';
import { dismissCookies, waitForHydration } from './consent-helpers.ts';

test.describe('/anunciar (spec 2 §2 "Public plans page")', () => {
  test.beforeEach(async ({ page }) => dismissCookies(page));

  test('a visitor sees the trial banner, PJ then PF cards, and signs up with PF Anual', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/anunciar');
    await expect(page.getByRole('heading', { level: 1, name: 'Anuncie para seus vizinhos' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Experimente 1 mês grátis' })).toBeVisible();
    const sections = page.getByRole('heading', { level: 2, name: /^Para (empresas|pessoas físicas)/ });
    await expect(sections).toHaveText([/^Para empresas/, /^Para pessoas físicas/]);

    const pfAnual = page.getByRole('article', { name: 'Anual (PF)' });
    await expect(pfAnual).toContainText('INDICADO');
    await expect(pfAnual).toContainText('1 Ano');
    await expect(pfAnual).toContainText('R$ 149,90');
    await expect(page.getByRole('article', { name: 'Semestral (PJ)' })).toContainText('6 meses');
    await expect(page.getByRole('article', { name: 'Mês Grátis (PF)' })).toContainText('Mês grátis');
    await expect(page.getByRole('link', { name: /contato@|@/ }).first()).toHaveAttribute('href', /^mailto:/);
    // Share tags in the server's HTML.
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Anuncie aqui | NC');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/anunciar$/);
    await checkA11y();

    await waitForHydration(page);
    await pfAnual.getByRole('link', { name: /Assinar/ }).click();
    await expect(page).toHaveURL(/\/cadastro\?plano=pf-anual$/);
  });

  test('a logged-in PF user sees the PJ cards disabled with the reason', async ({
    page,
    checkA11y,
    loginAs,
  }) => {
    // The demo PF advertiser (README "Demo logins").
    await loginAs('pf');
    await page.goto('/anunciar');
    await waitForHydration(page);

    const pjAnual = page.getByRole('article', { name: 'Anual (PJ)' });
    await expect(pjAnual.getByRole('button', { name: /Assinar/ })).toBeDisabled();
    await expect(pjAnual).toContainText(CHECKOUT_MESSAGES.wrongAccountTypePf);
    await expect(
      page.getByRole('article', { name: 'Anual (PF)' }).getByRole('button', { name: /Assinar/ }),
    ).toBeEnabled();
    await checkA11y();
  });
});
