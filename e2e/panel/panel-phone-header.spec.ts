import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { dismissCookies, waitForHydration } from '../public/consent-helpers.ts';
import { logIn } from '../session.ts';

/**
 * At 390 px the site's header and the panel's stacked, two ☰ buttons took 138
 * of 844 px and the name was cut to "Doce…". Now phones keep the site's header alone, whose one
 * ☰ menu holds the panel's name, role, links and Sair; 1280 px keeps the panel's header and
 * sidebar as they were.
 */

/** Opens `to` as the demo PJ advertiser (README "Demo logins": a long business name); its name. */
async function openAsPj(page: Page, to: string): Promise<string> {
  await dismissCookies(page);
  await logIn(page.request, 'pj');
  await page.goto(to);
  const me = await page.request.get('/api/usuarios/me');
  expect(me.status()).toBe(200);
  return ((await me.json()) as { name: string }).name;
}

/** The buttons a person can see whose name says "menu". */
const visibleMenuButtons = (page: Page) => page.getByRole('button', { name: /menu/i });

test.describe('the panel on a phone: one header, one menu', () => {
  test('390 px: one header and one ☰ button; the menu has the whole name, the panel links and Sair; Esc closes it and the focus goes back', async ({
    page,
    checkA11y,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const name = await openAsPj(page, '/painel/faturas');
    await waitForHydration(page);
    const heading = page.getByRole('heading', { level: 1, name: 'Faturas' });
    await expect(heading).toBeVisible();

    // One banner, one menu button, no account button beside it.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(visibleMenuButtons(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Minha conta/ })).toBeHidden();
    // The height the headers use: one header of at most 72 px, and the page's title right below
    // it (only the page's own 46 px of spacing between), where two headers used 138 px and the
    // title started at about 185.
    const banner = (await page.getByRole('banner').boundingBox())!;
    const title = (await heading.boundingBox())!;
    expect(banner.y + banner.height, 'header height').toBeLessThanOrEqual(72);
    expect(title.y, 'where the page starts').toBeLessThanOrEqual(banner.y + banner.height + 50);
    // The messages link stays in the row.
    await expect(page.getByRole('banner').getByRole('link', { name: /Mensagens/ })).toBeVisible();
    await checkA11y();

    const menuButton = page.getByRole('button', { name: 'Abrir menu' });
    await menuButton.click();
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
    const panelMenu = page.getByRole('navigation', { name: 'Menu do painel' });
    await expect(panelMenu).toBeVisible();
    await expect(panelMenu.getByRole('link', { name: 'Faturas' })).toHaveAttribute('aria-current', 'page');
    for (const label of ['Dashboard', 'Meus anúncios', 'Planos', 'Mensagens', 'Configurações']) {
      await expect(panelMenu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    // The whole name, not cut: it wraps instead.
    const yours = page.getByRole('region', { name: 'Seu painel' });
    const nameLine = yours.getByText(name, { exact: true });
    await expect(nameLine).toBeVisible();
    // (The e2e code has no DOM types: the element's two widths, as numbers.)
    const widths = (await nameLine.evaluate((el) => {
      const box = el as unknown as { scrollWidth: number; clientWidth: number };
      return [box.scrollWidth, box.clientWidth];
    })) as [number, number];
    expect(widths[0], 'the name fits its line').toBeLessThanOrEqual(widths[1]);
    await expect(yours.getByText('Anunciante', { exact: true })).toBeVisible();
    await expect(yours.getByRole('button', { name: 'Sair' })).toBeVisible();
    // The site's own links follow.
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await checkA11y();

    // Keyboard: Tab goes from the button into the menu; Esc closes it, the focus back on the button.
    await page.getByRole('button', { name: 'Fechar menu' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panelMenu).toBeHidden();
    await expect(menuButton).toBeFocused();

    // A link of the panel's menu goes there and closes the menu.
    await page.keyboard.press('Enter');
    await expect(panelMenu).toBeVisible();
    await panelMenu.getByRole('link', { name: 'Planos' }).click();
    await expect(page).toHaveURL(/\/painel\/planos$/);
    await expect(panelMenu).toBeHidden();
    await expect(visibleMenuButtons(page)).toHaveCount(1);

    // Sair from the menu ends the session and goes to /entrar.
    await menuButton.click();
    await yours.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/entrar$/);
  });

  test('1280 px unchanged: the panel header with the name, Site and Sair, and the sidebar; no ☰', async ({
    page,
    checkA11y,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const name = await openAsPj(page, '/painel/faturas');
    await waitForHydration(page);
    const content = page.locator('#conteudo');
    await expect(content.getByText(name, { exact: true })).toBeVisible();
    await expect(content.getByText('Anunciante', { exact: true })).toBeVisible();
    await expect(content.getByRole('link', { name: 'Site' })).toBeVisible();
    await expect(content.getByRole('button', { name: 'Sair' })).toBeVisible();
    // The header's messages link (the sidebar has one too).
    await expect(content.getByRole('link', { name: 'Mensagens' }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu do painel' })).toHaveCount(1);
    await expect(
      page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'Faturas' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Recolher menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Abrir menu/ })).toBeHidden();
    // The account menu of the site's header is there, as before.
    await expect(page.getByRole('button', { name: /Minha conta/ })).toBeVisible();
    // The phone's messages link in the site's header is not shown at this width.
    await expect(page.getByRole('banner').getByRole('link', { name: /Mensagens/ })).toHaveCount(0);
    await checkA11y();
  });
});
