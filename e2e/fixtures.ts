import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { logIn, type Who } from './session.ts';

/** WCAG 2.1 A and AA, the level the product promises (BRAND.md). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Fixtures {
  /** Runs axe on the current page and fails on serious or critical violations. */
  checkA11y: (options?: { exclude?: string[] }) => Promise<void>;
  /**
   * Gives the page's browser context a session of `who` (a demo role or a spec's own account)
   * through the API, without the login form (session.ts); then open the page to test.
   */
  loginAs: (who: Who) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  checkA11y: async ({ page }, use) => {
    await use((options) => runAxe(page, options?.exclude ?? []));
  },
  loginAs: async ({ page }, use) => {
    await use(async (who) => {
      await logIn(page.request, who);
    });
  },
});

async function runAxe(page: Page, exclude: string[]) {
  // Legacy mode runs axe.run() in the page itself. The default (runPartial in each frame, then
  // finishRun in a new blank page) opened a page and a renderer per check: about twice the CPU
  // (docs/performance.md §4). What legacy mode skips, the inside of cross-origin frames, is the
  // YouTube and OpenStreetMap embeds' own markup; the frames' titles are checked in our page.
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
  );
  expect(report, `axe found serious/critical violations on ${page.url()}`).toEqual([]);
}

/** Waits until React has hydrated the page (root.tsx marks <html>), so clicks reach its handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export { expect };
