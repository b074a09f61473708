import type { APIRequestContext } from '@playwright/test';
import { CHECKOUT_API } from '../../src/shared/contracts/checkouts.constants.ts';
import { MY_LISTINGS_API } from '../../src/shared/contracts/my-listings.constants.ts';
import { expect, test, waitForHydration } from '../fixtures.ts';
import { approveAsDemoAdmin, baseUrl, buyPlanBySandboxPix } from '../session.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const CONSEQUENCE =
  'O anúncio sai do site e não volta ao ar. O crédito do plano fica livre para outro anúncio até o fim do período.';
const RULE =
  'Cada plano mantém 1 anúncio no ar por vez durante o período. Vendeu ou encerrou? O crédito fica livre para outro anúncio.';

async function availableCredits(request: APIRequestContext): Promise<number> {
  const res = await request.get(CHECKOUT_API.availableCredits);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { count: number }).count;
}

/**
 * A published Produto of the logged-in advertiser, made as an advertiser would through the API
 * (as e2e/panel/renewal.spec.ts does): a plan paid by the sandbox PIX, a new ad published with
 * its credit (pending: AD_MODERATION=pre) and approved by the demo admin.
 */
async function publishedProduct(request: APIRequestContext, title: string): Promise<number> {
  const headers = { origin: baseUrl() };
  const checkoutId = await buyPlanBySandboxPix(request, 'pf-anual');
  const categories = (await (await request.get('/api/categorias?tipo=2')).json()) as {
    codigoCATEGORIA: number;
  }[];
  expect(categories.length, 'há categorias de produtos').toBeGreaterThan(0);
  const created = await request.post(MY_LISTINGS_API.create, {
    headers,
    data: {
      tituloANUNCIO: title,
      descricaoANUNCIO: 'Bicicleta aro 26 revisada, pneus novos. Retirar no condomínio.',
      precoANUNCIO: 'R$ 350,00',
      tipoANUNCIO: 2,
      categoriaANUNCIO: categories[0]!.codigoCATEGORIA,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { codigoANUNCIO: id } = (await created.json()) as { codigoANUNCIO: number };
  const publish = await request.post(MY_LISTINGS_API.publish(id), { headers, data: { checkoutId } });
  expect(publish.status(), await publish.text()).toBe(200);

  await approveAsDemoAdmin(id);
  const own = await request.get(MY_LISTINGS_API.one(id));
  expect(((await own.json()) as { statusANUNCIO: string }).statusANUNCIO).toBe('publicado');
  return id;
}

test.describe('"Marcar como vendido" (issue 35, ADR 023)', () => {
  test('the PF advertiser marks a published Produto as sold: the dialog, "Vendido" in the list, the credit free again, the public page says so', async ({
    page,
    checkA11y,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize(DESKTOP);
    await loginAs('pf');
    const title = `Bicicleta aro 26 ${Date.now().toString(36)}`;
    const id = await publishedProduct(page.request, title);
    const creditsBefore = await availableCredits(page.request);

    // "Meus anúncios": the rule above the list, the ad's row with its closing actions.
    await page.goto(`/painel/anuncios?q=${encodeURIComponent(title)}`);
    await waitForHydration(page);
    await expect(page.getByText(RULE)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('button', { name: `Encerrar ${title}` })).toBeVisible();
    await row.getByRole('button', { name: `Marcar como vendido ${title}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Marcar este anúncio como vendido?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(title);
    await expect(dialog).toContainText(CONSEQUENCE);
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await checkA11y();
    await dialog.getByRole('button', { name: 'Marcar como vendido' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Anúncio marcado como vendido.' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Vendido');
    await expect(row.getByRole('button', { name: `Marcar como vendido ${title}` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Encerrar ${title}` })).toHaveCount(0);

    // Its credit is free for another ad.
    expect(await availableCredits(page.request)).toBe(creditsBefore + 1);

    // Its public page says it was sold, kept out of search engines; the search of its type is a click away.
    const response = await page.goto(`/anuncios/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('Vendido', { exact: true })).toBeVisible();
    await expect(
      main.getByText(/^Este anúncio foi marcado como vendido em \d\d\/\d\d\/\d{4}\.$/),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(main.getByRole('link', { name: 'Buscar anúncios parecidos' })).toHaveAttribute(
      'href',
      '/anuncios?tipo=2',
    );
    await waitForHydration(page);
    await checkA11y();
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await checkA11y();
    expect(errors).toEqual([]);
  });
});
