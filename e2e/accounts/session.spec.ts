import { expect, test } from '../fixtures.ts';
import { createConfirmedAccount, fillLogin, PASSWORD, uniqueEmail, waitForHydration } from './helpers.ts';

test.describe('session and the panel guard', () => {
  test('an anonymous visitor is sent to /entrar and comes back to the page after login', async ({ page }) => {
    const email = uniqueEmail('bruno');
    await createConfirmedAccount(page.request, { email, nome: 'Bruno Alves' });

    await page.goto('/painel/faturas');
    await expect(page).toHaveURL('/entrar?redirect=%2Fpainel%2Ffaturas');
    await waitForHydration(page);
    await fillLogin(page, email);
    await expect(page).toHaveURL('/painel/faturas');
    await expect(page.getByRole('heading', { level: 1, name: 'Faturas' })).toBeVisible();
  });

  test('login with a plan goes to its payment page', async ({ page }) => {
    const email = uniqueEmail('plano');
    await createConfirmedAccount(page.request, { email, nome: 'Paula Plano' });

    await page.goto('/entrar?plano=pf-anual');
    await expect(page.getByText('Entre na sua conta para continuar a contratação do plano.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cadastre-se grátis' })).toHaveAttribute(
      'href',
      '/cadastro?plano=pf-anual',
    );
    await waitForHydration(page);
    await fillLogin(page, email);
    // The checkout session (POST /api/checkouts/sessions) opens the plan's payment page.
    await expect(page).toHaveURL(/\/painel\/pagamento\?(.*&)?plano=pf-anual/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeVisible();
  });

  test('a redirect to another site is ignored', async ({ page }) => {
    const email = uniqueEmail('seguro');
    await createConfirmedAccount(page.request, { email, nome: 'Sandra Segura' });
    await page.goto('/entrar?redirect=https%3A%2F%2Fevil.example%2F');
    await waitForHydration(page);
    await fillLogin(page, email);
    await expect(page).toHaveURL('/painel');
  });

  test('wrong password, rate limit and network failure are explained', async ({ page, checkA11y }) => {
    await page.goto('/entrar');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Preencha todos os campos.').first()).toBeVisible();
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await checkA11y();

    await fillLogin(page, uniqueEmail('ninguem'), PASSWORD);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('E-mail ou senha inválidos.');
    await expect(alert).toBeFocused();

    await page.route('**/api/usuarios/login', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Muitas tentativas. Aguarde alguns minutos e tente de novo.',
          code: 'RATE_LIMITED',
        }),
      }),
    );
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(alert).toContainText('Muitas tentativas. Aguarde alguns minutos e tente de novo.');

    await page.unroute('**/api/usuarios/login');
    await page.route('**/api/usuarios/login', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(alert).toContainText('Falha ao efetuar login');
    await expect(alert).toContainText('Verifique sua conexão com a internet e tente de novo.');
  });

  test('registration gives up after 30 s with its notice and stays on the page', async ({ page }) => {
    await page.clock.install();
    await page.route('**/api/usuarios/registrar', () => {
      // Never answers.
    });
    await page.goto('/cadastro');
    await waitForHydration(page);
    await page.getByText('Pessoa física').click();
    await page.getByRole('textbox', { name: 'CPF' }).fill('529.982.247-25');
    await page.getByLabel('Nome completo').fill('Lenta Conexão');
    await page.getByLabel('E-mail').fill(uniqueEmail('lenta'));
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel(/Li e aceito os Termos de uso/).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByRole('button', { name: 'Enviando...' })).toBeDisabled();

    await page.clock.runFor(30_000);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Tempo esgotado ao registrar');
    await expect(alert).toContainText('Sua conta pode ter sido criada mesmo assim.');
    await page.clock.runFor(10_000);
    await expect(page).toHaveURL('/cadastro');
  });
});
