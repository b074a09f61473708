import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { MESSAGES_API } from '../../src/shared/contracts/messages.constants.ts';
import { MY_LISTINGS_API } from '../../src/shared/contracts/my-listings.constants.ts';
import { createConfirmedAccount, outboxMessages, PASSWORD, uniqueEmail } from '../accounts/helpers.ts';
import { expect, test, waitForHydration } from '../fixtures.ts';
import { dismissCookies } from '../public/consent-helpers.ts';
import { baseUrl, logIn } from '../session.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** axe (WCAG 2.1 A/AA, serious and critical fail) on a page of another browser context. */
async function checkA11yOn(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

test.describe('"Excluir minha conta" (issue 36 item 3)', () => {
  test("delete an account, then the other party of a conversation sees 'Usuário removido'", async ({
    page,
    browser,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // The advertiser (the PF demo advertiser: only read), in a browser of their own.
    const advertiserContext = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl() });
    const adv = await advertiserContext.newPage();
    adv.on('pageerror', (error) => errors.push(error.message));
    await dismissCookies(adv);
    const advToken = await logIn(adv.request, 'pf');
    const ads = await adv.request.get(`${MY_LISTINGS_API.list}?status=publicado&limit=1`, {
      headers: { authorization: `Bearer ${advToken}` },
    });
    expect(ads.status(), await ads.text()).toBe(200);
    const ad = ((await ads.json()) as { data: { codigoANUNCIO: number }[] }).data[0];
    expect(ad, 'o anunciante PF de demonstração tem anúncio publicado').toBeDefined();

    // A fresh resident writes to the ad.
    const email = uniqueEmail('morador.excluir');
    const name = `Lia${Date.now().toString(36)}`;
    await createConfirmedAccount(page.request, { email, nome: `${name} Moradora` });
    const token = await logIn(page.request, { email });
    const question = `Ainda está disponível? ${Date.now()}`;
    const sent = await page.request.post(MESSAGES_API.list, {
      data: { anuncio: ad!.codigoANUNCIO, conteudo: question },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const conversationId = ((await sent.json()) as { id: number }).id;

    // The advertiser sees the resident's name.
    await adv.goto(`/painel/mensagens?c=${conversationId}`);
    await waitForHydration(adv);
    const advThread = adv.getByRole('region', { name: 'Mensagens da conversa' });
    await expect(advThread.getByText(question)).toBeVisible();
    await expect(adv.getByText(name).first()).toBeVisible();

    // The resident, on a phone, opens "Excluir minha conta": the dialog says what happens.
    await page.setViewportSize(PHONE);
    await dismissCookies(page);
    await page.goto('/painel/configuracoes');
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Excluir minha conta' });
    await section.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Usuário removido/)).toBeVisible();
    await expect(dialog.getByText(/faturas ficam guardadas por 5 anos/)).toBeVisible();
    await checkA11y();

    // A wrong password is refused under the field; the right one deletes the account.
    await dialog.getByLabel('Sua senha', { exact: true }).fill('não é a minha senha');
    await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
    await expect(dialog.getByText('Senha incorreta. Confira e tente de novo.')).toBeVisible();
    await dialog.getByLabel('Sua senha', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
    await page.waitForURL('**/conta-excluida');
    await expect(page.getByRole('heading', { name: 'Sua conta foi excluída' })).toBeVisible();
    await checkA11y();
    await page.setViewportSize(DESKTOP);
    await checkA11y();

    // Logged out: the panel sends to /entrar; the old address got the confirmation.
    await page.goto('/painel');
    await expect(page).toHaveURL(/\/entrar/);
    await expect
      .poll(async () => (await outboxMessages(page.request, email)).map((m) => m.subject), {
        timeout: 15_000,
      })
      .toContain('Sua conta no NC Classificados foi excluída');

    // The advertiser's conversation stays, the resident now "Usuário removido".
    await adv.goto(`/painel/mensagens?c=${conversationId}`);
    await waitForHydration(adv);
    await expect(advThread.getByText(question)).toBeVisible();
    await expect(adv.getByText('Usuário removido').first()).toBeVisible();
    await expect(adv.getByText(name)).toHaveCount(0);
    await expect(
      adv.getByText('Esta conversa está encerrada: a outra pessoa excluiu a conta.'),
    ).toBeVisible();
    await checkA11yOn(adv);
    await adv.setViewportSize(PHONE);
    await adv.reload();
    await waitForHydration(adv);
    // The phone shows the thread alone (the list is hidden): its heading names the other party.
    await expect(adv.getByText('Usuário removido').locator('visible=true').first()).toBeVisible();
    await checkA11yOn(adv);

    await advertiserContext.close();
    expect(errors).toEqual([]);
  });
});
