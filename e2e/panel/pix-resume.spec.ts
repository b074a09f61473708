import type { APIRequestContext } from '@playwright/test';
import { CHECKOUT_API, CHECKOUT_MESSAGES as M } from '../../src/shared/contracts/checkouts.constants.ts';
import { createConfirmedAccount, uniqueEmail, waitForHydration } from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** How many checkouts the account has, and how many are pending PIX charges (the API's view). */
async function charges(request: APIRequestContext) {
  const all = (await (await request.get(CHECKOUT_API.statement)).json()) as {
    items: { status: string }[];
  };
  const pending = (await (await request.get(CHECKOUT_API.pending)).json()) as { count: number };
  return { all: all.items.length, pending: pending.count, statuses: all.items.map((i) => i.status) };
}

test.describe('payments that can be resumed', () => {
  test('a PIX page reloaded mid-payment shows the same QR code; the pending charge is listed on Faturas, paid from there or cancelled', async ({
    page,
    checkA11y,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = uniqueEmail('retomar');
    await createConfirmedAccount(page.request, { email, nome: 'Rita Retomada' });
    await page.setViewportSize(PHONE);
    await loginAs({ email });

    // Arriving creates no charge, and neither does reaching the PIX radio with the arrows.
    await page.goto('/painel/pagamento?plano=pf-anual');
    await waitForHydration(page);
    const generate = page.getByRole('button', { name: 'Gerar código PIX' });
    await expect(generate).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code do PIX/ })).toHaveCount(0);
    await page.getByRole('radio', { name: 'PIX' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Cartão de crédito' })).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'PIX' })).toBeChecked();
    await expect(generate).toBeVisible();
    expect(await charges(page.request)).toMatchObject({ all: 0, pending: 0 });
    await checkA11y();

    // The buyer's action makes the one charge.
    await generate.click();
    const qr = page.getByRole('img', { name: /QR code do PIX/ });
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    const code = page.getByLabel('PIX copia e cola');
    await expect(code).toHaveValue(/^000201/);
    const payload = await code.inputValue();
    await expect(page).toHaveURL(/[?&]id=\d+/);
    const checkoutId = new URL(page.url()).searchParams.get('id')!;
    await expect(page.getByText(M.waiting)).toBeVisible();
    await checkA11y();

    // Back from the bank's app: the phone reloads the page. Same code, same checkout, no new charge.
    await page.reload();
    await waitForHydration(page);
    await expect(qr).toBeVisible();
    await expect(code).toHaveValue(payload);
    await expect(page.getByText(/O código expira em \d+:\d\d/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Gerar/ })).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('id')).toBe(checkoutId);
    expect(await charges(page.request)).toMatchObject({ all: 1, pending: 1 });

    // Coming back to the plan's page without the id finds the same charge too.
    await page.goto('/painel/pagamento?plano=pf-anual&m=pix');
    await waitForHydration(page);
    await expect(code).toHaveValue(payload);
    await expect(page).toHaveURL(new RegExp(`[?&]id=${checkoutId}(&|$)`));
    expect(await charges(page.request)).toMatchObject({ all: 1, pending: 1 });

    // /painel/faturas lists it with "Pagar agora" and "Cancelar".
    await page.goto('/painel/faturas');
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Pagamentos pendentes' });
    await expect(section.getByText('Plano Anual: R$ 149,90')).toBeVisible();
    const payNow = section.getByRole('link', { name: 'Pagar agora o plano Anual' });
    const cancel = section.getByRole('button', { name: 'Cancelar o pagamento do plano Anual' });
    await expect(payNow).toBeVisible();
    await expect(cancel).toBeVisible();
    await checkA11y();
    await page.setViewportSize(DESKTOP);
    await checkA11y();

    // "Pagar agora" goes back to the same code.
    await payNow.click();
    await expect(page).toHaveURL(new RegExp(`/painel/pagamento\\?.*id=${checkoutId}`));
    await expect(code).toHaveValue(payload);
    await checkA11y();

    // "Cancelar", confirmed: cancelled through the gateway, gone from the list.
    await page.goto('/painel/faturas');
    await waitForHydration(page);
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar este pagamento?' });
    await expect(dialog).toBeVisible();
    await checkA11y();
    await dialog.getByRole('button', { name: 'Manter' }).click();
    await expect(dialog).toBeHidden();
    expect(await charges(page.request)).toMatchObject({ pending: 1 });
    await page.setViewportSize(PHONE);
    await cancel.click();
    await dialog.getByRole('button', { name: 'Cancelar pagamento' }).click();
    await expect(section.getByRole('status')).toHaveText(M.cancelled);
    await expect(section.getByRole('status')).toBeFocused();
    await expect(payNow).toHaveCount(0);
    await checkA11y();
    expect(await charges(page.request)).toMatchObject({ all: 1, pending: 0, statuses: ['cancelled'] });

    // The cancelled code is not offered again: the plan's page asks for a new one.
    await page.goto('/painel/pagamento?plano=pf-anual');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Gerar código PIX' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the card form asks for the 11 digits of a short holder CPF (spec 2 §5)', async ({
    page,
    checkA11y,
    loginAs,
  }) => {
    const email = uniqueEmail('cpfcurto');
    await createConfirmedAccount(page.request, { email, nome: 'Caio Curto' });
    await loginAs({ email });
    await page.goto('/painel/pagamento?plano=pf-anual&m=card');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Pagamento com cartão de crédito' });
    const doc = form.getByLabel('CPF do titular');
    await doc.fill('');
    await doc.pressSequentially('5299822');
    await doc.blur();
    await expect(form.getByText('CPF do titular inválido. Informe 11 dígitos.')).toBeVisible();
    await expect(doc).toHaveAttribute('aria-invalid', 'true');
    await checkA11y();
  });
});
