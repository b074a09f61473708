import { CHECKOUT_API } from '../../src/shared/contracts/checkouts.constants.ts';
import { formatCpf } from '../../src/shared/lib/documents.ts';
import { drawnText } from '../../src/server/test/pdf-text.ts';
import { emailLink, newCpf, PASSWORD, uniqueEmail } from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Receipts a business can file: /painel/faturas at phone and desktop widths
 * (axe on both), and the PDF receipt with the payer's full CPF and "Este recibo não é nota
 * fiscal." (the e2e server runs the sandbox gateway: no nota fiscal, so no "Nota fiscal" link).
 */
test('the invoice list at 390 and 1280 px, and a receipt with the full CPF that says it is not a nota fiscal', async ({
  page,
  checkA11y,
  baseURL,
  loginAs,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('recibo');
  const cpf = newCpf();
  const registered = await page.request.post('/api/usuarios/registrar', {
    data: {
      pessoa: 'pf',
      documentoUSUARIO: cpf,
      nome: 'Rita Recibo',
      email,
      telefone: '',
      senha: PASSWORD,
      confirmarSenha: PASSWORD,
      aceitarTermos: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = await emailLink(page.request, email, '/confirmar');
  const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
  const confirmed = await page.request.get(`/api/usuarios/confirmar?token=${encodeURIComponent(token)}`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await loginAs({ email });

  // A paid plan: PIX in the sandbox, "Simular pagamento".
  const origin = new URL(baseURL!).origin;
  const pix = await page.request.post(CHECKOUT_API.pix, {
    data: { planoSlug: 'pf-anual' },
    headers: { origin },
  });
  expect(pix.status(), await pix.text()).toBe(200);
  const { checkoutId } = (await pix.json()) as { checkoutId: number };
  const paid = await page.request.post(CHECKOUT_API.sandboxPay, {
    data: { checkoutId },
    headers: { origin },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/painel/faturas');
    const pdfLink = page.getByRole('link', { name: /^PDF da fatura/ }).filter({ visible: true });
    await expect(pdfLink).toHaveCount(1);
    // The sandbox issues no nota fiscal: nothing about one on the row.
    await expect(page.getByText(/Nota fiscal/)).toHaveCount(0);
    await checkA11y();
  }

  const href = await page
    .getByRole('link', { name: /^PDF da fatura/ })
    .first()
    .getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  const text = await drawnText(await pdf.body());
  expect(text).toContain(formatCpf(cpf));
  expect(text).toContain('Este recibo não é nota fiscal.');
  expect(text).toContain('NC Classificados');
});
