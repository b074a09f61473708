import { expect, test } from '../fixtures.ts';
import { dismissCookies, waitForHydration } from '../public/consent-helpers.ts';

test.describe('panel shell (spec 2 §2)', () => {
  // The demo PF advertiser (README "Demo logins"), on Faturas.
  test.beforeEach(async ({ page, loginAs }) => {
    await dismissCookies(page);
    await loginAs('pf');
    await page.goto('/painel/faturas');
    await waitForHydration(page);
  });

  test('header, menu with the current page, the sidebar folds and stays folded', async ({
    page,
    checkA11y,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.locator('#conteudo').getByText('Anunciante', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Site' })).toHaveAttribute('href', '/');
    const menu = page.getByRole('navigation', { name: 'Menu do painel' });
    await expect(menu.getByRole('link', { name: 'Faturas' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Faturas' })).toBeVisible();
    await checkA11y();

    await waitForHydration(page);
    await page.getByRole('button', { name: 'Recolher menu' }).click();
    await expect(page.getByRole('button', { name: 'Expandir menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Expandir menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Expandir menu' }).click();
    await expect(page.getByRole('button', { name: 'Recolher menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test("on a phone the panel's menu is in the site header's ☰ menu, which Esc closes", async ({
    page,
    checkA11y,
  }) => {
    // One header, one menu (e2e/panel/panel-phone-header.spec.ts has the rest).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/painel');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu do painel' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await checkA11y();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await menu.getByRole('link', { name: 'Planos' }).click();
    await expect(page).toHaveURL(/\/painel\/planos$/);
    await expect(menu).toBeHidden();
  });

  test('the dashboard shows its numbers; an unknown panel page and an admin page are a 404', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/painel');
    await expect(page.getByText('Planos disponíveis', { exact: true })).toBeVisible();
    await expect(page.getByText('Cada anúncio utiliza 1 unidade do seu plano.')).toBeVisible();
    await checkA11y();

    const missing = await page.goto('/painel/xyz');
    expect(missing?.status()).toBe(404);
    const admin = await page.goto('/painel/admin/usuarios');
    expect(admin?.status()).toBe(404);
  });
});
