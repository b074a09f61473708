import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { CHECKOUT_API, CHECKOUT_MESSAGES as M } from '../../src/shared/contracts/checkouts.constants.ts';
import { MY_LISTINGS_API } from '../../src/shared/contracts/my-listings.constants.ts';
import { waitForHydration } from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';
import { approveAsDemoAdmin, baseUrl, buyPlanBySandboxPix, logIn } from '../session.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** An own ad as GET /api/minha-conta/anuncios answers it (the fields this journey reads). */
interface OwnAd {
  codigoANUNCIO: number;
  tituloANUNCIO: string;
  statusANUNCIO: string;
  credito: { checkoutId: number; endsAt: string } | null;
}

async function ownAd(request: APIRequestContext, id: number): Promise<OwnAd> {
  const res = await request.get(MY_LISTINGS_API.one(id));
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as OwnAd;
}

async function isRenewable(request: APIRequestContext, id: number): Promise<boolean> {
  const res = await request.get(`${CHECKOUT_API.renewal}/${id}`);
  return res.ok() && ((await res.json()) as { renovavel: boolean }).renovavel;
}

/**
 * A published ad of the logged-in advertiser that holds a credit its renewal can pay again. The
 * demo's published ads may hold none (the seed gives the PF advertiser an unused credit): then
 * one is made as an advertiser would, through the API: a plan paid by the sandbox PIX, a copy of
 * a published ad published with it (pending: AD_MODERATION=pre) and approved by the demo admin.
 */
async function renewableAd(request: APIRequestContext): Promise<OwnAd> {
  const res = await request.get(`${MY_LISTINGS_API.list}?status=publicado&limit=50`);
  expect(res.status(), await res.text()).toBe(200);
  const published = ((await res.json()) as { data: OwnAd[] }).data;
  for (const ad of published.filter((a) => a.credito !== null)) {
    if (await isRenewable(request, ad.codigoANUNCIO)) return ad;
  }

  const headers = { origin: baseUrl() };
  const source = published[0];
  expect(source, 'o anunciante PF de demonstração tem anúncio publicado').toBeDefined();
  const checkoutId = await buyPlanBySandboxPix(request, 'pf-anual');
  const copy = await request.post(MY_LISTINGS_API.duplicate(source!.codigoANUNCIO), { headers, data: {} });
  expect(copy.status(), await copy.text()).toBeLessThan(300);
  const id = ((await copy.json()) as { anuncio: OwnAd }).anuncio.codigoANUNCIO;
  const publish = await request.post(MY_LISTINGS_API.publish(id), { headers, data: { checkoutId } });
  expect(publish.status(), await publish.text()).toBe(200);

  await approveAsDemoAdmin(id);
  const ad = await ownAd(request, id);
  expect(ad).toMatchObject({ statusANUNCIO: 'publicado', credito: { checkoutId } });
  return ad;
}

test.describe('renewing an ad (issue 35)', () => {
  test('the PF advertiser renews a published ad by PIX: the summary, the QR code, the sandbox payment, and the ad on the site for longer', async ({
    page,
    checkA11y,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize(DESKTOP);
    await loginAs('pf');
    const ad = await renewableAd(page.request);
    const endsBefore = Date.parse(ad.credito!.endsAt);

    // The renewal page of a renewable ad goes straight to the payment of its plan, PIX first.
    await page.goto(`/painel/anuncios/${ad.codigoANUNCIO}/renovar`);
    await expect(page).toHaveURL(
      new RegExp(`/painel/pagamento\\?plano=[a-z0-9-]+&anuncio=${ad.codigoANUNCIO}&m=pix`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Renovar anúncio' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Renovação do anúncio' });
    await expect(summary).toContainText(ad.tituloANUNCIO);
    await expect(summary.getByText(/^(No ar até|Encerrado em) \d\d\/\d\d\/\d{4}$/)).toBeVisible();
    await expect(summary.getByText(/^Com a renovação: no ar até \d\d\/\d\d\/\d{4}$/)).toBeVisible();
    await waitForHydration(page);
    await checkA11y();
    await page.setViewportSize(PHONE);
    await expect(summary).toBeVisible();
    await checkA11y();

    // The PIX of the renewal: its QR code and its copia e cola.
    await page.getByRole('button', { name: 'Gerar código PIX' }).click();
    const qr = page.getByRole('img', { name: /QR code do PIX/ });
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(page.getByLabel('PIX copia e cola')).toHaveValue(/^000201/);
    await expect(page.getByText(M.waiting)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]anuncio=${ad.codigoANUNCIO}(&|$)`));
    await expect(page).toHaveURL(/[?&]id=\d+/);
    await checkA11y();

    // Paid in the sandbox: confirmed, then the advertiser's ads.
    await page.getByRole('button', { name: 'Simular pagamento' }).click();
    await expect(page.getByText(M.paid, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/painel/anuncios', { timeout: 10_000 });

    // The ad stays on the site, with no review, and its run ends later.
    const after = await ownAd(page.request, ad.codigoANUNCIO);
    expect(after.statusANUNCIO).toBe('publicado');
    expect(after.credito).not.toBeNull();
    expect(Date.parse(after.credito!.endsAt)).toBeGreaterThan(endsBefore);
    expect(errors).toEqual([]);
  });

  test('an own ad that cannot be renewed shows why, with the ways on', async ({ page, loginAs }) => {
    await loginAs('pf');
    const res = await page.request.get(`${MY_LISTINGS_API.list}?status=publicado&limit=50`);
    expect(res.status(), await res.text()).toBe(200);
    const ads = ((await res.json()) as { data: OwnAd[] }).data;
    let refused: { ad: OwnAd; motivo: string } | undefined;
    for (const ad of ads) {
      const answer = await page.request.get(`${CHECKOUT_API.renewal}/${ad.codigoANUNCIO}`);
      const body = (await answer.json()) as { renovavel: boolean; motivo: string | null };
      if (!body.renovavel && body.motivo) {
        refused = { ad, motivo: body.motivo };
        break;
      }
    }
    expect(refused, 'um anúncio publicado do anunciante PF que não se renova').toBeDefined();

    await page.goto(`/painel/anuncios/${refused!.ad.codigoANUNCIO}/renovar`);
    await expect(page).toHaveURL(`/painel/anuncios/${refused!.ad.codigoANUNCIO}/renovar`);
    await expect(page.getByRole('heading', { level: 1, name: 'Renovar anúncio' })).toBeVisible();
    await expect(page.getByRole('main').getByText(refused!.ad.tituloANUNCIO, { exact: true })).toBeVisible();
    const reason = page.getByRole('status').filter({ hasText: refused!.motivo });
    await expect(reason).toBeVisible();
    // The ways on, under the reason (the panel's menu has its own "Meus anúncios").
    const actions = reason.locator('xpath=following-sibling::div[1]');
    await expect(actions.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/painel/planos');
    await expect(actions.getByRole('link', { name: 'Meus anúncios' })).toHaveAttribute(
      'href',
      '/painel/anuncios',
    );
  });

  test("another advertiser's ad is the panel's 404", async ({ page, loginAs }) => {
    // An ad of the demo PJ advertiser, read in a request context of its own.
    const pj = await playwrightRequest.newContext({ baseURL: baseUrl() });
    let id: number | undefined;
    try {
      const token = await logIn(pj, 'pj');
      const res = await pj.get(`${MY_LISTINGS_API.list}?limit=1`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status(), await res.text()).toBe(200);
      id = ((await res.json()) as { data: OwnAd[] }).data[0]?.codigoANUNCIO;
    } finally {
      await pj.dispose();
    }
    expect(id, 'o anunciante PJ de demonstração tem anúncio').toBeDefined();

    await loginAs('pf');
    const response = await page.goto(`/painel/anuncios/${id}/renovar`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(M.renewalListingNotFound)).toBeVisible();
  });
});
