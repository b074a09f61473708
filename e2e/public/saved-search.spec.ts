import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { MY_LISTINGS_API } from '../../src/shared/contracts/my-listings.constants.ts';
import {
  createConfirmedAccount,
  fillLogin,
  outboxMessages,
  uniqueEmail,
  type OutboxMessage,
} from '../accounts/helpers.ts';
import { expect, test, waitForHydration } from '../fixtures.ts';
import { approveAsDemoAdmin, baseUrl, buyPlanBySandboxPix, logIn } from '../session.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A word no other ad has, so the saved search finds only this run's ad. */
const WORD = `ocarina${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const RESIDENT = uniqueEmail('alerta');

/**
 * A published ad of the PF demo advertiser with `title`, made as an advertiser would (a plan paid
 * by the sandbox PIX, the ad published with its credit, pending) and approved by the demo admin.
 */
async function approvedAd(title: string): Promise<number> {
  const pf = await playwrightRequest.newContext({ baseURL: baseUrl() });
  try {
    await logIn(pf, 'pf');
    const headers = { origin: baseUrl() };
    const checkoutId = await buyPlanBySandboxPix(pf, 'pf-anual');
    const categories = (await (await pf.get('/api/categorias?tipo=2')).json()) as {
      codigoCATEGORIA: number;
    }[];
    const created = await pf.post(MY_LISTINGS_API.create, {
      headers,
      data: {
        tituloANUNCIO: title,
        descricaoANUNCIO: 'Instrumento de sopro em cerâmica, afinado. Retirar no condomínio.',
        precoANUNCIO: 'R$ 120,00',
        tipoANUNCIO: 2,
        categoriaANUNCIO: categories[0]!.codigoCATEGORIA,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { codigoANUNCIO: id } = (await created.json()) as { codigoANUNCIO: number };
    const publish = await pf.post(MY_LISTINGS_API.publish(id), { headers, data: { checkoutId } });
    expect(publish.status(), await publish.text()).toBe(200);
    await approveAsDemoAdmin(id);
    return id;
  } finally {
    await pf.dispose();
  }
}

/** The alerts e-mailed to the resident, newest first, waiting up to two job runs for one more than `before`. */
async function waitForAlerts(request: APIRequestContext, before: number): Promise<OutboxMessage[]> {
  let alerts: OutboxMessage[] = [];
  await expect
    .poll(
      async () => {
        alerts = (await outboxMessages(request, RESIDENT)).filter((m) => m.template === 'alerta-busca');
        return alerts.length;
      },
      { message: 'o alerta da busca salva na caixa de saída', timeout: 150_000, intervals: [2_000] },
    )
    .toBeGreaterThan(before);
  return alerts;
}

async function savedSearchStatus(page: Page): Promise<string> {
  await page.goto('/painel/buscas-salvas');
  const card = page.getByRole('listitem').filter({ hasText: 'Ocarinas' });
  return card.getByText(/^Alertas (ativos|pausados)$/).innerText();
}

test.describe.serial('saved searches with e-mail alerts (issue 36 item 1)', () => {
  test.setTimeout(300_000);
  let unsubscribeLink = '';

  test('save a search and receive its alert through the outbox after a new ad is approved', async ({
    page,
    checkA11y,
  }) => {
    await createConfirmedAccount(page.request, { email: RESIDENT, nome: 'Helena Alerta' });
    // A visitor: "Salvar busca" goes to the login, which comes back to the search with the dialog open.
    await page.setViewportSize(PHONE);
    await page.goto(`/anuncios?q=${WORD}&page=1`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Salvar busca' }).click();
    await expect(page).toHaveURL(/\/entrar\?redirect=/);
    await fillLogin(page, RESIDENT);
    await expect(page).toHaveURL(new RegExp(`/anuncios\\?q=${WORD}`));
    const dialog = page.getByRole('dialog', { name: 'Salvar busca' });
    await expect(dialog).toBeVisible();
    await expect(page).not.toHaveURL(/salvar=1/);
    await expect(dialog.getByLabel('Nome da busca *')).toHaveValue(WORD);
    await checkA11y();
    await dialog.getByLabel('Nome da busca *').fill('Ocarinas');
    await dialog.getByRole('radio', { name: /Assim que surgir/ }).check();
    await dialog.getByRole('button', { name: 'Salvar busca' }).click();
    await expect(page.getByRole('dialog', { name: 'Busca salva' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver buscas salvas' }).click();
    await expect(page).toHaveURL(/\/painel\/buscas-salvas$/);
    await expect(page.getByRole('heading', { name: 'Ocarinas' })).toBeVisible();
    await expect(page.getByText('Alertas ativos')).toBeVisible();
    await checkA11y();
    await page.setViewportSize(DESKTOP);
    await checkA11y();

    // Saving the same search again says so.
    await page.goto(`/anuncios?q=${WORD}`);
    await waitForHydration(page);
    await checkA11y();
    await page.getByRole('button', { name: 'Salvar busca' }).click();
    await page
      .getByRole('dialog', { name: 'Salvar busca' })
      .getByRole('button', { name: 'Salvar busca' })
      .click();
    await expect(page.getByRole('dialog').getByText('Você já salvou esta busca.')).toBeVisible();
    await page.keyboard.press('Escape');

    // An ad with the word, approved: the alert reaches the outbox by the `alertas` job.
    const title = `Ocarina de cerâmica ${WORD}`;
    const code = await approvedAd(title);
    const [alert] = await waitForAlerts(page.request, 0);
    expect(alert!.subject).toBe('1 anúncio novo para "Ocarinas"');
    expect(alert!.links.some((l) => l.includes(`/${code}/`))).toBe(true);
    expect(alert!.links).toContain(`${baseUrl()}/anuncios?q=${WORD}&sort=data&order=desc`);
    unsubscribeLink = alert!.links.find((l) => new URL(l).pathname === '/alertas/cancelar') ?? '';
    expect(unsubscribeLink).not.toBe('');

    // The panel tells when the last e-mail went.
    await page.goto('/painel/buscas-salvas');
    await expect(page.getByText(/^Último e-mail em /)).toBeVisible();
  });

  test('unsubscribe in one click', async ({ page, checkA11y }) => {
    expect(unsubscribeLink, 'the first journey found the alert').not.toBe('');
    const link = new URL(unsubscribeLink);
    // The page asks first (mail scanners open links): nothing changes by opening it.
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByRole('heading', { name: 'Parar os alertas desta busca?' })).toBeVisible();
      await expect(page.getByText(/"Ocarinas"/)).toBeVisible();
      await checkA11y();
    }
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Parar alertas' }).click();
    await expect(page.getByRole('heading', { name: 'Alertas parados' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'Pronto: você não vai mais receber alertas desta busca.',
    );
    await checkA11y();
    await logIn(page.request, { email: RESIDENT });
    expect(await savedSearchStatus(page)).toBe('Alertas pausados');

    // Resumed in the panel; then a mail client's one-click POST (RFC 8058), with no session.
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Retomar alertas \(Ocarinas\)$/ }).click();
    await expect(page.getByText('Alertas retomados.')).toBeVisible();
    expect(await savedSearchStatus(page)).toBe('Alertas ativos');
    const mailClient = await playwrightRequest.newContext({ baseURL: baseUrl() });
    try {
      const res = await mailClient.post(`${link.pathname}${link.search}`, {
        form: { 'List-Unsubscribe': 'One-Click' },
      });
      expect(res.status(), await res.text()).toBe(200);
    } finally {
      await mailClient.dispose();
    }
    expect(await savedSearchStatus(page)).toBe('Alertas pausados');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Alertas já parados' })).toBeVisible();
  });
});
