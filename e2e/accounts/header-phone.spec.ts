import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { createConfirmedAccount, uniqueEmail, waitForHydration } from './helpers.ts';

/**
 * At each phone width the logo keeps to one row (the tile is 40 px and the link 44 px; three lines
 * of text made it 56 or more) and the header's last control, the menu button, ends inside the
 * screen: nothing pushed off it sideways (WCAG 1.4.10 at 320 px).
 */
async function expectCompactHeader(page: Page) {
  const banner = page.getByRole('banner');
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 740 });
    const logo = await banner.getByRole('link', { name: 'NC, página inicial' }).boundingBox();
    const menu = await banner.getByRole('button', { name: 'Abrir menu' }).boundingBox();
    expect(logo?.height, `${width} px`).toBeLessThanOrEqual(48);
    expect((menu?.x ?? Infinity) + (menu?.width ?? 0), `${width} px`).toBeLessThanOrEqual(width);
  }
}

// Logged in on a phone, the logo's text once wrapped to three lines.
test.describe('the header on a phone (320 and 360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the logo keeps to one row, logged out and logged in, and nothing scrolls sideways', async ({
    page,
    checkA11y,
    loginAs,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expectCompactHeader(page);

    const email = uniqueEmail('cabecalho');
    await createConfirmedAccount(page.request, { email, nome: 'Helena Cabeçalho' });
    await loginAs({ email });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: /Minha conta/ })).toBeVisible();
    await expectCompactHeader(page);
    await checkA11y();
  });
});
