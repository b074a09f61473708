import { expect, test } from '../fixtures.ts';
import {
  createConfirmedAccount,
  emailLink,
  fillLogin,
  PASSWORD,
  uniqueEmail,
  waitForHydration,
} from './helpers.ts';

const NEW_PASSWORD = 'outra-senha-bem-longa-77';

test.describe('password recovery', () => {
  test('forgotten password through to a login with the new one', async ({ page, checkA11y }) => {
    const email = uniqueEmail('carla');
    await createConfirmedAccount(page.request, { email, nome: 'Carla Dias' });

    await page.goto('/entrar');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page).toHaveURL('/esqueci-senha');
    await expect(page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
    await checkA11y();

    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await expect(page.getByText('Preencha o e-mail.')).toBeVisible();
    await page.getByLabel('E-mail do cadastro').fill(email);
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await expect(
      page.getByText('Se o e-mail estiver cadastrado, enviaremos um link para redefinir sua senha.'),
    ).toBeVisible();
    await checkA11y();

    const resetLink = await emailLink(page.request, email, '/redefinir-senha');
    await page.goto('/');
    await page.goto(resetLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Criar nova senha' })).toBeVisible();
    await expect(page.getByLabel('Nova senha', { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await checkA11y();

    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Preencha e confirme a nova senha.')).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmar nova senha', { exact: true }).fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('As senhas não conferem.')).toBeVisible();
    await page.getByLabel('Confirmar nova senha', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Senha redefinida com sucesso. Entre com a nova senha.')).toBeVisible();

    // 2.5 s later: the login page, in place of the reset page in the history.
    await expect(page).toHaveURL('/entrar', { timeout: 5_000 });
    await page.goBack();
    await expect(page).toHaveURL('/');
    await page.goForward();
    await expect(page).toHaveURL('/entrar');

    await waitForHydration(page);
    await fillLogin(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toContainText('E-mail ou senha inválidos.');
    await fillLogin(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL('/painel');
    // A new account's profile is incomplete: the panel asks for it first (spec 2 §4).
    await expect(page.getByRole('dialog', { name: 'Complete seu cadastro' })).toBeVisible();

    // A spent link says so and offers a new one.
    await page.goto(resetLink);
    await expect(page.getByText('Token inválido ou expirado.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/esqueci-senha',
    );
  });

  test('/recuperar-senha asks the e-mail, and shows the reset form with a token', async ({
    page,
    checkA11y,
  }) => {
    const email = uniqueEmail('duda');
    await createConfirmedAccount(page.request, { email, nome: 'Duda Lima' });

    await page.goto('/recuperar-senha');
    await waitForHydration(page);
    await checkA11y();
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await expect(page.getByText('Informe seu e-mail.')).toBeVisible();
    await page.getByLabel('E-mail do cadastro').fill(email);
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await expect(
      page.getByText('Se o e-mail estiver cadastrado, enviaremos um link para redefinir sua senha.'),
    ).toBeVisible();

    const resetLink = await emailLink(page.request, email, '/redefinir-senha');
    const token = new URL(resetLink, 'http://x').searchParams.get('token')!;
    await page.goto(`/recuperar-senha?token=${encodeURIComponent(token)}`);
    await expect(page.getByLabel('Nova senha', { exact: true })).toBeVisible();
    await checkA11y();
  });

  test('links without a token, or with a bad one', async ({ page, checkA11y }) => {
    await page.goto('/redefinir-senha');
    await expect(page.getByText('Token ausente. Use o link enviado por e-mail.')).toBeVisible();
    await checkA11y();

    await page.goto('/redefinir-senha?token=nao-existe');
    await expect(page.getByText('Token inválido ou expirado.')).toBeVisible();
  });
});

test.describe('e-mail confirmation page', () => {
  test('without a token: the error, and the resend form', async ({ page, checkA11y }) => {
    await page.goto('/confirmar?email=alguem%40exemplo.com.br');
    await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível confirmar' })).toBeVisible();
    await expect(page.getByText('Token inválido ou ausente.')).toBeVisible();
    await expect(page.getByLabel('E-mail do cadastro')).toHaveValue('alguem@exemplo.com.br');
    await checkA11y();
    await waitForHydration(page);

    await page.getByLabel('E-mail do cadastro').fill('');
    await page.getByRole('button', { name: 'Reenviar confirmação' }).click();
    await expect(page.getByText('Informe seu e-mail para reenviar a confirmação.')).toBeVisible();
    await page.getByLabel('E-mail do cadastro').fill(uniqueEmail('ninguem'));
    await page.getByRole('button', { name: 'Reenviar confirmação' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirme seu e-mail' })).toBeVisible();
    await expect(
      page.getByText('Enviamos um novo e-mail de confirmação. Verifique sua caixa de entrada.'),
    ).toBeVisible();
    await checkA11y();
  });

  test('a wrong token', async ({ page }) => {
    await page.goto('/confirmar?token=nao-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível confirmar' })).toBeVisible();
    await expect(page.getByRole('alert')).toBeVisible();
  });
});
