import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { createConfirmedAccount, fillLogin, uniqueEmail, waitForHydration } from './helpers.ts';

/** The header's logo link and whether the page scrolls sideways (e2e has no DOM types). */
async function headerLayout(page: Page) {
  const logo = page.getByRole('banner').getByRole('link', { name: 'NC, página inicial' });
  const box = await logo.boundingBox();
  const overflow = await page.evaluate(() => {
    const root = (
      globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
    ).document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  return { height: box?.height ?? 0, overflow };
}

// Issue 23 rough edge 9: logged in on a phone, the logo's text wrapped to three lines.
test.describe('the header on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the logo keeps to one row, logged out and logged in, and nothing scrolls sideways', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    // The tile is 40 px and the link 44 px tall: three lines of text would make it 56 or more.
    let layout = await headerLayout(page);
    expect(layout.height).toBeLessThanOrEqual(48);
    expect(layout.overflow).toBe(0);

    const email = uniqueEmail('cabecalho');
    await createConfirmedAccount(page.request, { email, nome: 'Helena Cabeçalho' });
    await page.goto('/entrar');
    await waitForHydration(page);
    await fillLogin(page, email);
    await page.waitForURL('**/painel**');
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: /Minha conta/ })).toBeVisible();
    layout = await headerLayout(page);
    expect(layout.height).toBeLessThanOrEqual(48);
    expect(layout.overflow).toBe(0);
    await checkA11y();
  });
});
