import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  createConfirmedAccount,
  newCnpj,
  newCpf,
  PASSWORD,
  uniqueEmail,
  waitForHydration,
} from './helpers.ts';

/** The error linked to a field through aria-describedby (what a screen reader announces). */
async function describedBy(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const page = field.page();
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ');
}

async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => describedBy(field)).toContain(message);
}

async function openForm(page: Page) {
  await page.goto('/cadastro');
  await waitForHydration(page);
}

const submit = (page: Page) => page.getByRole('button', { name: 'Criar conta' }).click();

test.describe('sign-up validation messages (spec 1 §5)', () => {
  test('required fields and terms, with the focus on the first error', async ({ page, checkA11y }) => {
    await openForm(page);
    await submit(page);
    const required = 'Preencha todos os campos obrigatórios.';
    await expectFieldError(page.getByRole('textbox', { name: 'CNPJ' }), required);
    await expectFieldError(page.getByLabel('Razão social'), required);
    await expectFieldError(page.getByLabel('E-mail'), required);
    await expectFieldError(page.getByLabel('Senha', { exact: true }), required);
    await expectFieldError(page.getByLabel('Confirmar senha', { exact: true }), required);
    await expectFieldError(
      page.getByLabel(/Li e aceito os Termos de uso/),
      'É necessário aceitar os Termos e a Política de Privacidade.',
    );
    // Optional: no error on the phone.
    await expect(page.getByLabel('Telefone (opcional)')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'CNPJ' })).toBeFocused();
    await checkA11y();
  });

  test('CPF, CNPJ, e-mail, phone and passwords', async ({ page }) => {
    await openForm(page);
    await page.getByText('Pessoa física').click();
    await page.getByRole('textbox', { name: 'CPF' }).fill('111.111.111-11');
    await page.getByLabel('Nome completo').fill('Ana');
    await page.getByLabel('E-mail').fill('ana@');
    await page.getByLabel('Telefone (opcional)').fill('119876');
    await page.getByLabel('Senha', { exact: true }).fill('curta');
    await page.getByLabel('Confirmar senha', { exact: true }).fill('outra');
    await page.getByLabel(/Li e aceito os Termos de uso/).check();
    await submit(page);
    await expectFieldError(
      page.getByRole('textbox', { name: 'CPF' }),
      'CPF inválido. Verifique os números digitados.',
    );
    await expectFieldError(page.getByLabel('E-mail'), 'Informe um e-mail válido.');
    await expectFieldError(
      page.getByLabel('Telefone (opcional)'),
      'Telefone inválido. Informe o DDD e o número.',
    );
    await expectFieldError(
      page.getByLabel('Senha', { exact: true }),
      'A senha deve ter entre 8 e 128 caracteres.',
    );
    await expectFieldError(page.getByLabel('Confirmar senha', { exact: true }), 'As senhas não conferem.');
    // Nothing typed is cleared.
    await expect(page.getByLabel('Nome completo')).toHaveValue('Ana');

    // A wrong check digit in a CNPJ. Switching type clears the document instead of showing the
    // CPF's digits re-masked as a CNPJ.
    await page.getByText('Empresa').click();
    await expect(page.getByRole('textbox', { name: 'CNPJ' })).toHaveValue('');
    const cnpj = newCnpj();
    const wrong = `${cnpj.slice(0, 13)}${(Number(cnpj[13]) + 1) % 10}`;
    await page.getByRole('textbox', { name: 'CNPJ' }).fill(wrong);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar senha', { exact: true }).fill(`${PASSWORD}!`);
    await submit(page);
    await expectFieldError(
      page.getByRole('textbox', { name: 'CNPJ' }),
      'CNPJ inválido. Verifique os números digitados.',
    );
    await expectFieldError(page.getByLabel('Confirmar senha', { exact: true }), 'As senhas não conferem.');
  });

  test('switching Empresa / Pessoa física clears the document; a phone pasted with +55 keeps its area code', async ({
    page,
  }) => {
    await openForm(page);
    const cnpj = page.getByRole('textbox', { name: 'CNPJ' });
    await cnpj.pressSequentially(newCnpj());
    await expect(cnpj).toHaveValue(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    await page.getByText('Pessoa física').click();
    const cpf = page.getByRole('textbox', { name: 'CPF' });
    await expect(cpf).toHaveValue('');
    await cpf.pressSequentially('52998224725');
    await expect(cpf).toHaveValue('529.982.247-25');
    await page.getByText('Empresa').click();
    await expect(page.getByRole('textbox', { name: 'CNPJ' })).toHaveValue('');

    const phone = page.getByLabel('Telefone (opcional)');
    for (const pasted of ['5511987654321', '+55 11 98765-4321']) {
      await phone.fill('');
      await phone.focus();
      // A paste is one input event with the whole text, as the clipboard delivers it.
      await page.keyboard.insertText(pasted);
      await expect(phone).toHaveValue('(11) 98765-4321');
    }
  });

  test("the server's answers: e-mail already registered, common password", async ({ page, checkA11y }) => {
    const email = uniqueEmail('repetido');
    await createConfirmedAccount(page.request, { email, nome: 'Primeira Conta' });

    await openForm(page);
    await page.getByText('Pessoa física').click();
    await page.getByRole('textbox', { name: 'CPF' }).fill(newCpf());
    await page.getByLabel('Nome completo').fill('Segunda Conta');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel(/Li e aceito os Termos de uso/).check();
    await submit(page);
    await expectFieldError(page.getByLabel('E-mail'), 'Este e-mail já está cadastrado.');
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await checkA11y();

    await page.getByLabel('E-mail').fill(uniqueEmail('comum'));
    await page.getByLabel('Senha', { exact: true }).fill('12345678');
    await page.getByLabel('Confirmar senha', { exact: true }).fill('12345678');
    await submit(page);
    await expectFieldError(
      page.getByLabel('Senha', { exact: true }),
      'Essa senha é muito comum. Escolha uma senha mais difícil de adivinhar.',
    );
  });
});
