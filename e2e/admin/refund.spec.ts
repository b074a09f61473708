import { request as playwrightRequest } from '@playwright/test';
import { CHECKOUT_API } from '../../src/shared/contracts/checkouts.constants.ts';
import { emailLink, newCpf, PASSWORD, uniqueEmail, waitForHydration } from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';
import { dismissCookies } from '../public/consent-helpers.ts';
import { baseUrl, logIn } from '../session.ts';

/**
 * "Estornar" on /painel/admin/faturas (issue 35 item 4): a new PF advertiser pays a plan by the
 * sandbox PIX; the demo admin finds the invoice, opens the refund dialog (axe with it open at
 * desktop and phone widths), gives the reason and sees the row become "Estornada".
 */
async function paidInvoiceNumber(): Promise<number> {
  const request = await playwrightRequest.newContext({ baseURL: baseUrl() });
  try {
    const headers = { origin: baseUrl() };
    const email = uniqueEmail('estorno');
    const registered = await request.post('/api/usuarios/registrar', {
      data: {
        pessoa: 'pf',
        documentoUSUARIO: newCpf(),
        nome: 'Érica Estorno',
        email,
        telefone: '',
        senha: PASSWORD,
        confirmarSenha: PASSWORD,
        aceitarTermos: true,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const link = await emailLink(request, email, '/confirmar');
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    const confirmed = await request.get(`/api/usuarios/confirmar?token=${encodeURIComponent(token)}`);
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    await logIn(request, { email });
    const pix = await request.post(CHECKOUT_API.pix, { headers, data: { planoSlug: 'pf-anual' } });
    expect(pix.status(), await pix.text()).toBe(200);
    const { checkoutId } = (await pix.json()) as { checkoutId: number };
    const paid = await request.post(CHECKOUT_API.sandboxPay, { headers, data: { checkoutId } });
    expect(paid.status(), await paid.text()).toBe(200);
    const list = await request.get('/api/planos/faturas?status=paid');
    const invoice = ((await list.json()) as { items: { checkoutId: number; number: number }[] }).items.find(
      (i) => i.checkoutId === checkoutId,
    );
    expect(invoice, 'a fatura do pagamento').toBeDefined();
    return invoice!.number;
  } finally {
    await request.dispose();
  }
}

test('the demo admin refunds a paid invoice with a reason and the row says "Estornada"', async ({
  page,
  checkA11y,
  loginAs,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const number = await paidInvoiceNumber();
  const label = `Nº ${String(number).padStart(6, '0')}`;

  await dismissCookies(page);
  await loginAs('admin');
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/painel/admin/faturas?q=${number}`);
    await waitForHydration(page);
    const refund = page.getByRole('button', { name: `Estornar a fatura ${label}` }).filter({ visible: true });
    await expect(refund).toHaveCount(1);
    await refund.click();
    const dialog = page.getByRole('dialog', { name: `Estornar a fatura ${label}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Não dá para desfazer.');
    await checkA11y();
    // Without a reason nothing is sent.
    await dialog.getByRole('button', { name: 'Estornar' }).click();
    await expect(dialog.getByText('Informe o motivo do estorno.')).toBeVisible();
    if (viewport.width === 390) {
      await dialog
        .getByRole('button', { name: /Cancelar|Fechar/ })
        .first()
        .click();
      await expect(dialog).toBeHidden();
    }
  }

  const dialog = page.getByRole('dialog', { name: `Estornar a fatura ${label}?` });
  await dialog.getByLabel('Motivo do estorno').fill('Pedido do cliente pelo suporte');
  await dialog.getByRole('button', { name: 'Estornar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Fatura ${label} estornada.` })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: label });
  await expect(row.getByText('Estornada')).toBeVisible();
  await expect(page.getByRole('button', { name: `Estornar a fatura ${label}` })).toHaveCount(0);
  expect(errors).toEqual([]);
});
