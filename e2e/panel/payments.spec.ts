import { CHECKOUT_API, CHECKOUT_MESSAGES as M } from '../../src/shared/contracts/checkouts.constants.ts';
import {
  createConfirmedAccount,
  emailLink,
  fillLogin,
  newCpf,
  PASSWORD,
  uniqueEmail,
  waitForHydration,
} from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';
import type { Page } from '@playwright/test';

/** The dashboard's "Planos disponíveis" counter (spec 2 §2 "Panel dashboard"). */
function availableCredits(page: Page) {
  return page
    .locator('dl > div')
    .filter({ has: page.getByText('Planos disponíveis', { exact: true }) })
    .locator('dd');
}

/** Logs in on /entrar (with `plano`, the login continues to the plan's checkout). */
async function logIn(page: Page, email: string, plano?: string) {
  await page.goto(plano ? `/entrar?plano=${plano}` : '/entrar');
  await waitForHydration(page);
  await fillLogin(page, email);
}

test.describe('plans and payments (issue 19)', () => {
  test('a visitor picks PF Anual, signs up, confirms, logs in, pays the PIX in the sandbox and gets the credit and the invoice', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = uniqueEmail('pix');

    // /anunciar: the PF annual plan's button leads a visitor to the sign-up with the plan.
    await page.goto('/anunciar');
    await waitForHydration(page);
    await checkA11y();
    await page.getByRole('link', { name: 'Assinar o plano Anual PF' }).click();
    await expect(page).toHaveURL('/cadastro?plano=pf-anual');
    await waitForHydration(page);

    // Signs up as a person (PF, chosen by the plan).
    await page.getByRole('textbox', { name: 'CPF' }).pressSequentially(newCpf());
    await page.getByLabel('Nome completo').fill('Paula Pix');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Telefone (opcional)').pressSequentially('11987654321');
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel(/Li e aceito os Termos de uso/).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    const loginLink = page.getByRole('link', { name: 'entre para contratar o plano' });
    await expect(loginLink).toHaveAttribute('href', '/entrar?plano=pf-anual');

    // Confirms through the outbox's link, then logs in from the plan's link.
    await page.goto(await emailLink(page.request, email, '/confirmar'));
    await expect(page.getByText('E-mail confirmado! Você já pode entrar.')).toBeVisible();
    await logIn(page, email, 'pf-anual');

    // Lands on the payment page; the PIX is generated on arrival.
    await expect(page).toHaveURL(/\/painel\/pagamento\?(.*&)?plano=pf-anual/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeVisible();
    await expect(page.getByText('Anual', { exact: true })).toBeVisible();
    await expect(page.getByText('R$ 149,90')).toBeVisible();
    const qr = page.getByRole('img', { name: /QR code do PIX/ });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(page.getByLabel('PIX copia e cola')).toHaveValue(/^000201/);
    await expect(page.getByText(/O código expira em \d+:\d\d/)).toBeVisible();
    await expect(page.getByText(M.waiting)).toBeVisible();
    // The checkout is kept in the URL: a reload resumes it.
    await expect(page).toHaveURL(/[?&]id=\d+/);
    await checkA11y();

    await page.getByRole('button', { name: 'Copiar' }).click();
    // Headless Chromium may refuse the clipboard: either way the live region answers.
    await expect(page.getByText(/Código copiado|Não foi possível copiar/)).toBeVisible();

    // A reload resumes the checkout of the URL (no new PIX) and keeps following it.
    const checkoutId = new URL(page.url()).searchParams.get('id')!;
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText(M.waiting)).toBeVisible();
    expect(new URL(page.url()).searchParams.get('id')).toBe(checkoutId);

    // The return page follows the same checkout while it waits.
    const returnPage = await page.context().newPage();
    await returnPage.goto(`/checkout/${checkoutId}`);
    await expect(returnPage.getByText(M.returnWaiting)).toBeVisible();

    await page.getByRole('button', { name: 'Simular pagamento' }).click();
    await expect(page.getByText(M.paid, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/painel', { timeout: 10_000 });
    await expect(availableCredits(page)).toHaveText('1');
    await checkA11y();

    // ...and sees it paid at its next poll, with the references and the link to the panel.
    await expect(returnPage.getByText(M.returnPaid)).toBeVisible();
    await expect(returnPage.getByText(checkoutId, { exact: true })).toBeVisible();
    await expect(
      returnPage.getByRole('main').getByRole('link', { name: 'Ir para o painel' }),
    ).toHaveAttribute('href', '/painel');
    await returnPage.goto('/checkout');
    await expect(returnPage.getByText(M.returnError)).toBeVisible();
    await returnPage.close();

    // The invoice, paid, with its PDF receipt.
    await page.goto('/painel/faturas');
    const pdfLink = page.getByRole('link', { name: /PDF/ }).first();
    await expect(pdfLink).toBeVisible();
    await checkA11y();
    const href = await pdfLink.getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(errors).toEqual([]);
  });

  test('a card the issuer refuses shows the refusal message; another card pays', async ({
    page,
    checkA11y,
  }) => {
    const email = uniqueEmail('cartao');
    await createConfirmedAccount(page.request, { email, nome: 'Carla Cartão' });
    await logIn(page, email);
    await expect(page).toHaveURL('/painel');

    const response = await page.goto('/painel/pagamento?plano=pf-anual&m=card');
    // The card form starts with the profile's CPF: never in a shared cache.
    expect(response?.headers()['cache-control']).toContain('no-store');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Pagamento com cartão de crédito' });
    await expect(form).toBeVisible();
    const pay = form.getByRole('button', { name: 'Pagar com cartão' });
    await expect(pay).toBeDisabled();

    // Inline errors after leaving a field, masks as the user types.
    const number = form.getByLabel('Número do cartão');
    await number.pressSequentially('4111111111111112');
    await expect(number).toHaveValue('4111 1111 1111 1112');
    await number.blur();
    await expect(form.getByText(M.cardNumber, { exact: true })).toBeVisible();
    const doc = form.getByLabel('CPF do titular');
    await doc.fill('');
    await doc.pressSequentially('11222333000181');
    await doc.blur();
    await expect(form.getByText(M.cardNeedsCpfNotCnpj)).toBeVisible();
    await checkA11y();

    await form.getByLabel('Nome do titular (como no cartão)').fill('Carla Cartao');
    await number.fill('');
    await number.pressSequentially('5184019740373151');
    await form.getByLabel('Validade').pressSequentially('1230');
    await expect(form.getByLabel('Validade')).toHaveValue('12/30');
    await form.getByLabel('CVV').fill('123');
    await form.getByLabel('E-mail').fill(email);
    await doc.fill('');
    await doc.pressSequentially(newCpf());
    await form.getByLabel('Telefone com DDD').pressSequentially('11987654321');
    await form.getByLabel('CEP').pressSequentially('01001000');
    await expect(form.getByLabel('CEP')).toHaveValue('01001-000');
    await form.getByLabel('Número do endereço').fill('100');
    await form.getByLabel('Estado (UF)').pressSequentially('sp');
    await expect(form.getByLabel('Estado (UF)')).toHaveValue('SP');
    await expect(form.getByText(M.cardNumber, { exact: true })).toBeHidden();
    await expect(pay).toBeEnabled();
    await pay.click();

    const alert = form.getByRole('alert');
    await expect(alert).toContainText(M.cardFailed);
    await expect(alert).toContainText(M.declined);
    await checkA11y();

    // What was typed stays; another card (Asaas' approved test card) pays the plan.
    await expect(form.getByLabel('CEP')).toHaveValue('01001-000');
    await number.fill('');
    await number.pressSequentially('5162306219378829');
    await pay.click();
    await expect(page.getByText(M.paid, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/painel', { timeout: 10_000 });
    await expect(availableCredits(page)).toHaveText('1');
  });

  test('the free month activates once; a second time is refused', async ({ page }) => {
    const email = uniqueEmail('gratis');
    await createConfirmedAccount(page.request, { email, nome: 'Gil Grátis' });
    await logIn(page, email);
    await expect(page).toHaveURL('/painel');

    await page.goto('/anunciar');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Experimente 1 mês grátis' });
    await banner.getByRole('button', { name: /Começar grátis/ }).click();
    await expect(page).toHaveURL(/\/painel(\?.*)?$/);
    await expect(page).not.toHaveURL(/ativacao=/);
    await expect(availableCredits(page)).toHaveText('1');

    // The server refuses the second one; the page's button now says so before any click.
    const origin = new URL(page.url()).origin;
    const again = await page.request.post(CHECKOUT_API.activateFree, {
      data: { planoSlug: 'pf-mes-gratis' },
      headers: { origin },
    });
    expect(again.status()).toBeGreaterThanOrEqual(400);
    expect(again.status()).toBeLessThan(500);
    expect(((await again.json()) as { message: string }).message).toBe(M.trialAlreadyUsed);

    await page.goto('/anunciar');
    await expect(
      page
        .getByRole('region', { name: 'Experimente 1 mês grátis' })
        .getByRole('button', { name: /Começar grátis/ }),
    ).toBeDisabled();
    await page.goto('/painel');
    await expect(availableCredits(page)).toHaveText('1');
  });
});
