import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { MY_LISTINGS_API } from '../../src/shared/contracts/my-listings.constants.ts';
import { expect, test, waitForHydration } from '../fixtures.ts';
import { baseUrl, logIn } from '../session.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * An ordinary desktop Chrome. The default user agent says HeadlessChrome, which the server's bot
 * check (isbot) drops: a visit from it is never counted.
 */
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface OwnAd {
  codigoANUNCIO: number;
  tituloANUNCIO: string;
}

/** A published ad of the PF demo advertiser, read through the API in a context of its own. */
async function publishedAdOfPf(): Promise<OwnAd> {
  const pf = await playwrightRequest.newContext({ baseURL: baseUrl() });
  try {
    const token = await logIn(pf, 'pf');
    const res = await pf.get(`${MY_LISTINGS_API.list}?status=publicado&limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status(), await res.text()).toBe(200);
    const ad = ((await res.json()) as { data: OwnAd[] }).data[0];
    expect(ad, 'o anunciante PF de demonstração tem anúncio publicado').toBeDefined();
    return ad!;
  } finally {
    await pf.dispose();
  }
}

/** The number of a stat tile ("Visualizações", "Contatos"...) in `scope`; 0 when there is no tile (the empty state). */
async function tileValue(scope: Locator, label: string): Promise<number> {
  const value = scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}`) })
    .locator('xpath=following-sibling::dd[1]');
  if ((await value.count()) === 0) return 0;
  return Number((await value.first().innerText()).replace(/\D/g, ''));
}

/** Today in Brasília as the table writes it (dd/mm). */
function todayInBrasilia(): string {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
  }).format(new Date());
}

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    // The e2e code is type-checked without the DOM library.
    const w = globalThis as unknown as {
      innerWidth: number;
      document: { documentElement: { scrollWidth: number } };
    };
    return w.document.documentElement.scrollWidth <= w.innerWidth;
  });
}

test.describe("the advertisers' statistics (issue 35 item 2)", () => {
  test('see stats after visits', async ({ page, browser, checkA11y, loginAs }) => {
    test.setTimeout(120_000);
    const ad = await publishedAdOfPf();
    const statsPath = `/painel/anuncios/${ad.codigoANUNCIO}/estatisticas`;

    // An anonymous visitor opens the ad and reaches out: WhatsApp when the ad has it, else the map.
    let hasContacted = false;
    const visitor = await browser.newContext({ userAgent: DESKTOP_CHROME });
    try {
      // Never the internet: WhatsApp and the map's tiles answer empty here.
      await visitor.route(/^https:\/\/(wa\.me|api\.whatsapp\.com|www\.openstreetmap\.org)\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>ok</title>' }),
      );
      const listing = await visitor.newPage();
      await listing.goto(`/anuncios/${ad.codigoANUNCIO}`);
      await waitForHydration(listing);
      await expect(listing.getByRole('heading', { level: 1 })).toHaveText(ad.tituloANUNCIO);
      const whatsapp = listing.getByRole('link', { name: 'Conversar no WhatsApp' });
      const map = listing.getByRole('button', { name: 'Ver mapa' });
      if ((await whatsapp.count()) > 0) {
        const popup = listing.waitForEvent('popup');
        await whatsapp.click();
        await (await popup).close();
        hasContacted = true;
      } else if ((await map.count()) > 0) {
        await map.click();
        hasContacted = true;
      }
      // The beacons leave from the page: give them a moment before the context closes.
      await listing.waitForTimeout(500);
    } finally {
      await visitor.close();
    }

    // The advertiser sees the visit on the ad's statistics (the server writes every 200 ms in e2e).
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize(DESKTOP);
    await loginAs('pf');
    await page.goto(statsPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Estatísticas do anúncio' })).toBeVisible();
    await expect(page.getByRole('main').getByText(ad.tituloANUNCIO, { exact: true })).toBeVisible();
    const period = page.getByRole('region', { name: /^Últimos \d+ dias$/ });
    await expect
      .poll(
        async () => {
          await page.reload();
          return tileValue(period, 'Visualizações');
        },
        { timeout: 20_000, intervals: [300, 500, 1000, 2000] },
      )
      .toBeGreaterThanOrEqual(1);
    if (hasContacted) {
      await expect
        .poll(
          async () => {
            await page.reload();
            return tileValue(period, 'Contatos');
          },
          { timeout: 20_000, intervals: [300, 500, 1000, 2000] },
        )
        .toBeGreaterThanOrEqual(1);
    }
    await waitForHydration(page);
    // The ways on, under the title (the panel's menu has its own "Meus anúncios").
    const header = page.getByRole('heading', { level: 1 }).locator('xpath=..');
    await expect(header.getByRole('link', { name: 'Meus anúncios' })).toHaveAttribute(
      'href',
      '/painel/anuncios',
    );
    await expect(header.getByRole('link', { name: 'Ver o anúncio no site' })).toHaveAttribute(
      'href',
      `/anuncios/${ad.codigoANUNCIO}`,
    );

    // The chart: views by default, contacts at a click; one image named by its summary.
    await expect(
      period.getByRole('img', { name: /^Gráfico de barras: visualizações por dia, de / }),
    ).toBeVisible();
    await period.getByRole('button', { name: 'Contatos', exact: true }).click();
    await expect(period.getByRole('button', { name: 'Contatos', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      period.getByRole('img', { name: /^Gráfico de barras: contatos por dia, de / }),
    ).toBeVisible();
    await period.getByRole('button', { name: 'Visualizações', exact: true }).click();

    // Its table: every day of the 90, today last with the visit, and the totals.
    await period.getByText('Ver tabela').click();
    const table = period.getByRole('table', { name: /^Números por dia, de / });
    await expect(table).toBeVisible();
    const days = table.locator('tbody tr');
    expect(await days.count()).toBeGreaterThanOrEqual(89);
    const today = days.last();
    await expect(today.getByRole('rowheader')).toHaveText(todayInBrasilia());
    expect(Number(await today.getByRole('cell').first().innerText())).toBeGreaterThanOrEqual(1);
    await expect(table.locator('tfoot').getByRole('rowheader')).toHaveText('Total');
    await checkA11y();

    await page.setViewportSize(PHONE);
    await expect(period.getByRole('img')).toBeVisible();
    expect(await hasNoSidewaysScroll(page), 'a página não rola para o lado em 390 px').toBe(true);
    await checkA11y();

    // "Meus anúncios": the ad's 30 days and the way to its statistics.
    await page.setViewportSize(DESKTOP);
    await page.goto(`/painel/anuncios?q=${encodeURIComponent(ad.tituloANUNCIO)}`);
    const row = page.getByRole('row').filter({ hasText: ad.tituloANUNCIO }).first();
    await expect(row).toContainText(/[1-9][\d.]* visualizaç(ão|ões) · [\d.]+ contatos? \(30 dias\)/);
    await expect(row.getByRole('link', { name: `Estatísticas ${ad.tituloANUNCIO}` })).toHaveAttribute(
      'href',
      statsPath,
    );

    // The dashboard: the card of the last 30 days, with the visit in it.
    await page.goto('/painel');
    const card = page.getByRole('region', { name: 'Estatísticas dos últimos 30 dias' });
    await expect(card).toBeVisible();
    expect(await tileValue(card, 'Visualizações')).toBeGreaterThanOrEqual(1);
    await expect(
      card.getByRole('img', { name: /^Gráfico de barras: visualizações por dia, de / }),
    ).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Anúncios mais vistos' })).toBeVisible();
    await expect(card.locator('a[href$="/estatisticas"]').first()).toBeVisible();
    await waitForHydration(page);
    await checkA11y();
    await page.setViewportSize(PHONE);
    await expect(card).toBeVisible();
    expect(await hasNoSidewaysScroll(page), 'o painel não rola para o lado em 390 px').toBe(true);
    await checkA11y();
    expect(errors).toEqual([]);
  });
});
