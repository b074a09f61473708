import type { Page } from '@playwright/test';
import { EMAIL_CHANGE_MESSAGES as M } from '../../src/shared/contracts/email-change.constants.ts';
import { expect, test } from '../fixtures.ts';
import { dismissCookies } from '../public/consent-helpers.ts';
import { createConfirmedAccount, emailLink, PASSWORD, uniqueEmail, waitForHydration } from './helpers.ts';

/**
 * Changing the e-mail (issue 36 item 4), with a fresh account (the demo logins are other
 * journeys'): "Alterar e-mail" in the settings, the link read from the outbox and opened, the
 * new address in the settings with the same session; then the undo link of the old address,
 * which brings it back and ends the session. axe at 1280 and 390 px on each screen.
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** axe at both widths, ending at `end`. */
async function checkBothWidths(page: Page, checkA11y: () => Promise<void>, end = DESKTOP) {
  for (const size of end === DESKTOP ? [PHONE, DESKTOP] : [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await checkA11y();
  }
}

test.describe('changing the e-mail', () => {
  test('change the e-mail in the settings, confirm it from the new address, then undo it from the old one', async ({
    page,
    checkA11y,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const oldEmail = uniqueEmail('troca');
    const newEmail = uniqueEmail('novo');
    await createConfirmedAccount(page.request, { email: oldEmail, nome: 'Sílvia Troca' });
    await dismissCookies(page);
    await loginAs({ email: oldEmail });
    await page.setViewportSize(DESKTOP);

    await page.goto('/painel/configuracoes');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
    const emailBox = page.getByRole('textbox', { name: 'E-mail', exact: true });
    await expect(emailBox).toHaveValue(oldEmail);
    await expect(emailBox).toHaveAttribute('readonly', '');

    // The modal: what happens, said before; the checks of the page, then the server's.
    await page.getByRole('button', { name: 'Alterar e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar e-mail' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('a troca só acontece quando você abrir esse link');
    await checkBothWidths(page, checkA11y);

    await dialog.getByRole('button', { name: 'Enviar link de confirmação' }).click();
    await expect(dialog.getByText(M.newEmailRequired)).toBeVisible();
    await expect(dialog.getByText(M.passwordRequired)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Novo e-mail' }).fill(newEmail);
    await dialog.getByLabel('Senha atual', { exact: true }).fill(`${PASSWORD}-errada`);
    await dialog.getByRole('button', { name: 'Enviar link de confirmação' }).click();
    await expect(dialog.getByText(M.wrongPassword)).toBeVisible();
    await expect(dialog.getByLabel('Senha atual', { exact: true })).toBeFocused();
    await dialog.getByLabel('Senha atual', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Enviar link de confirmação' }).click();
    await expect(dialog.getByText(M.requested(newEmail))).toBeVisible();
    await checkBothWidths(page, checkA11y);
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    // The settings were not saved by the modal's submit, and the e-mail has not changed yet.
    await expect(page.getByText('Salvo!')).toBeHidden();
    await expect(emailBox).toHaveValue(oldEmail);
    await expect(page.getByRole('status').filter({ hasText: 'Aguardando a confirmação de' })).toContainText(
      newEmail,
    );
    await checkBothWidths(page, checkA11y);

    // The link of the new address, from the outbox.
    const confirmLink = await emailLink(page.request, newEmail, '/confirmar-email');
    await page.goto(confirmLink);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail alterado' })).toBeVisible();
    await expect(page.getByText(M.changed(newEmail))).toBeVisible();
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await checkBothWidths(page, checkA11y);

    // Same session, new address in the settings.
    await page.getByRole('link', { name: 'Ir para Configurações' }).click();
    await expect(page).toHaveURL('/painel/configuracoes');
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(newEmail);

    // Opened again: already used, said so.
    await page.goto(confirmLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Link já usado' })).toBeVisible();
    await expect(page.getByText(M.changeUsed)).toBeVisible();

    // The old address's notice and its undo link: the address comes back, the session ends.
    const undoLink = await emailLink(page.request, oldEmail, '/desfazer-email');
    await page.goto(undoLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Troca de e-mail desfeita' })).toBeVisible();
    await expect(page.getByText(M.undone(oldEmail))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Criar nova senha' })).toHaveAttribute(
      'href',
      '/esqueci-senha',
    );
    await checkBothWidths(page, checkA11y);

    await page.goto('/painel/configuracoes');
    await expect(page).toHaveURL(/\/entrar/);
    expect(errors).toEqual([]);
  });
});
