import { maskCnpj, maskCpf } from '../../src/shared/lib/masks.ts';
import { expect, test } from '../fixtures.ts';
import { emailLink, fillLogin, newCnpj, newCpf, PASSWORD, uniqueEmail, waitForHydration } from './helpers.ts';

test.describe('sign-up, confirmation, login and logout', () => {
  test('a person (PF) signs up, confirms the e-mail, logs in, reaches /painel and logs out', async ({
    page,
    checkA11y,
  }) => {
    // The whole journey, from the form to logout, with axe on five pages.
    test.slow();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = uniqueEmail('ana');
    const cpf = newCpf();

    await page.goto('/cadastro');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await checkA11y();
    await waitForHydration(page);

    await page.getByText('Pessoa física').click();
    await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveAttribute('placeholder', '000.000.000-00');
    await page.getByRole('textbox', { name: 'CPF' }).pressSequentially(cpf);
    await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveValue(maskCpf(cpf));
    await page.getByLabel('Nome completo').fill('Ana Souza');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Telefone (opcional)').pressSequentially('11987654321');
    await expect(page.getByLabel('Telefone (opcional)')).toHaveValue('(11) 98765-4321');
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar senha', { exact: true }).fill(PASSWORD);
    // Show/hide password.
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('type', 'password');
    await page.getByLabel(/Li e aceito os Termos de uso/).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();

    const success = page.getByRole('status').filter({ hasText: 'Cadastro realizado!' });
    await expect(success).toBeVisible();
    await expect(success.getByText(email)).toBeVisible();
    await expect(success.getByRole('link', { name: 'Ir agora' })).toHaveAttribute('href', '/');
    await checkA11y();
    // The 5 s countdown ends on the home page by itself.
    await expect(page).toHaveURL('/', { timeout: 8_000 });

    const confirmLink = await emailLink(page.request, email, '/confirmar');
    await page.goto(confirmLink);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeVisible();
    await expect(page.getByText('E-mail confirmado! Você já pode entrar.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/');
    await checkA11y();

    // The same link opened again: already confirmed, with Entrar, not "o token pode ter expirado".
    await page.goto(confirmLink);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeVisible();
    await expect(page.getByText('Seu e-mail já está confirmado. Você já pode entrar.')).toBeVisible();
    await expect(page.getByText(/token pode ter expirado/)).toHaveCount(0);

    await page.getByRole('main').getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL('/entrar');
    await checkA11y();
    await waitForHydration(page);
    await fillLogin(page, email);
    await expect(page.getByText('Tudo certo! Entrando na sua conta...')).toBeVisible();
    await expect(page).toHaveURL('/painel');
    // A new account's profile is incomplete: the panel asks for it and goes to the settings,
    // which show the account type (spec 2 §4).
    await expect(page.getByRole('dialog', { name: 'Complete seu cadastro' })).toBeVisible();
    await expect(page).toHaveURL('/painel/configuracoes');
    await expect(page.getByRole('textbox', { name: 'Tipo de conta' })).toHaveValue('Pessoa física (CPF)');
    await checkA11y();

    // The session cookie is HttpOnly and nothing secret sits in web storage.
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'nc_sessao');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    // Runs in the page; the e2e tsconfig has no DOM types.
    const storage = await page.evaluate(() => {
      const w = globalThis as unknown as { localStorage: object; sessionStorage: object };
      return JSON.stringify({ ...w.localStorage, ...w.sessionStorage });
    });
    expect(storage).not.toContain(session!.value);
    expect(storage).not.toContain(cpf);

    // The header knows the user in the server-rendered HTML (no 'Entrar' flash).
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('Minha conta: </span>Ana');

    // User menu, then 'Sair': back to the home page as a visitor.
    await page.getByRole('button', { name: /Minha conta/ }).click();
    const menu = page.getByRole('navigation', { name: 'Minha conta' });
    for (const name of ['Meu painel', 'Meus planos', 'Meus anúncios', 'Faturas', 'Configurações']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await checkA11y();
    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
    await page.goto('/painel');
    await expect(page).toHaveURL('/entrar');
    expect(errors).toEqual([]);
  });

  test('a company (PJ) signs up, is told to confirm before logging in, confirms and logs in', async ({
    page,
    checkA11y,
  }) => {
    const email = uniqueEmail('padaria');
    const cnpj = newCnpj();

    await page.goto('/cadastro');
    await waitForHydration(page);
    await page.getByText('Empresa').click();
    await page.getByRole('textbox', { name: 'CNPJ' }).pressSequentially(cnpj);
    await expect(page.getByRole('textbox', { name: 'CNPJ' })).toHaveValue(maskCnpj(cnpj));
    await page.getByLabel('Razão social').fill('Padaria Pão Quente Ltda');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel(/Li e aceito os Termos de uso/).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Cadastro realizado!')).toBeVisible();
    await page.getByRole('link', { name: 'Ir agora' }).click();
    await expect(page).toHaveURL('/');

    // Before confirming: the spec's message, 'Reenviar confirmação', no navigation.
    await page.goto('/entrar');
    await waitForHydration(page);
    await fillLogin(page, email);
    const refusal = page.getByRole('alert').filter({ hasText: 'Seu cadastro ainda não foi confirmado.' });
    await expect(refusal).toContainText(
      'Seu cadastro ainda não foi confirmado. Verifique seu e-mail ou reenvie a confirmação.',
    );
    await expect(page).toHaveURL('/entrar');
    await checkA11y();
    await refusal.getByRole('button', { name: 'Reenviar confirmação' }).click();
    await expect(
      page.getByText('Enviamos um novo e-mail de confirmação. Verifique sua caixa de entrada.'),
    ).toBeVisible();

    // The resend replaced the first link; the newest one confirms.
    const confirmLink = await emailLink(page.request, email, '/confirmar');
    await page.goto(confirmLink);
    await expect(page.getByText('E-mail confirmado! Você já pode entrar.')).toBeVisible();

    await page.goto('/entrar');
    await waitForHydration(page);
    await fillLogin(page, email);
    await expect(page).toHaveURL('/painel');
    // A new account's profile is incomplete: the panel asks for it and goes to the settings,
    // which show the account type (spec 2 §4).
    await expect(page.getByRole('dialog', { name: 'Complete seu cadastro' })).toBeVisible();
    await expect(page).toHaveURL('/painel/configuracoes');
    await expect(page.getByRole('textbox', { name: 'Tipo de conta' })).toHaveValue('Pessoa jurídica (CNPJ)');

    // 'Sair' in the panel goes to the login page (spec 2 §2).
    await page.getByRole('main').getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL('/entrar');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
  });
  test('a sign-up from a plan (?plano=) confirms into "Entrar e contratar o plano", which logs in to its checkout', async ({
    page,
    checkA11y,
  }) => {
    const email = uniqueEmail('plano');
    await page.goto('/cadastro?plano=pf-anual');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'CPF' }).pressSequentially(newCpf());
    await page.getByLabel('Nome completo').fill('Bruna Plano');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel(/Li e aceito os Termos de uso/).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Cadastro realizado!')).toBeVisible();

    // The e-mail's link carries the plan; after confirming, one button logs in to its checkout.
    const confirmLink = await emailLink(page.request, email, '/confirmar');
    expect(new URL(confirmLink, 'http://x').searchParams.get('plano')).toBe('pf-anual');
    await page.goto(confirmLink);
    await expect(page.getByText('E-mail confirmado! Você já pode entrar.')).toBeVisible();
    const next = page.getByRole('link', { name: 'Entrar e contratar o plano' });
    await expect(next).toHaveAttribute('href', '/entrar?plano=pf-anual');
    await checkA11y();
    await next.click();
    await expect(page).toHaveURL('/entrar?plano=pf-anual');
    await waitForHydration(page);
    await fillLogin(page, email);
    await expect(page).toHaveURL(/\/painel\/pagamento\?(.*&)?plano=pf-anual/);
  });
});
