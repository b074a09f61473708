import fs from 'node:fs';
import { request as playwrightRequest } from '@playwright/test';
import { CHECKOUT_API } from '../../src/shared/contracts/checkouts.constants.ts';
import {
  createConfirmedAccount,
  outboxMessages,
  uniqueEmail,
  waitForHydration,
} from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';
import { logIn } from '../session.ts';

/** A PF account of its own that pays the annual plan by PIX in the sandbox: one paid invoice. */
async function payerWithPaidInvoice(baseURL: string, email: string, nome: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await createConfirmedAccount(api, { email, nome });
    const headers = { authorization: `Bearer ${await logIn(api, { email })}` };
    const pix = await api.post(CHECKOUT_API.pix, { data: { planoSlug: 'pf-anual' }, headers });
    expect(pix.status(), await pix.text()).toBe(200);
    const { checkoutId } = (await pix.json()) as { checkoutId: number };
    const paid = await api.post(CHECKOUT_API.sandboxPay, { data: { checkoutId }, headers });
    expect(paid.status(), await paid.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

test.describe('admin dashboard, invoices and contact messages', () => {
  test('the demo admin sees the three counters and the charts, with their data tables', async ({
    page,
    checkA11y,
    loginAs,
  }) => {
    await loginAs('admin');
    await page.goto('/painel/admin');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Administração' })).toBeVisible();

    for (const label of ['Usuários cadastrados', 'Anúncios pendentes', 'Faturas pagas']) {
      const counter = page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
      await expect(counter.locator('dd').first()).toHaveText(/^\d[\d.]*$/);
    }
    // The demo has users and paid invoices (the PF and PJ advertisers' plans).
    const users = page.locator('dl > div').filter({ has: page.getByText('Usuários cadastrados') });
    expect(Number((await users.locator('dd').first().innerText()).replace(/\./g, ''))).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Abrir a fila de moderação' })).toHaveAttribute(
      'href',
      '/painel/admin/anuncios?status=pendente',
    );
    await expect(page.getByRole('link', { name: 'Ver denúncias' })).toHaveAttribute(
      'href',
      '/painel/admin/denuncias',
    );
    await expect(page.getByRole('link', { name: 'Responder contatos' })).toHaveAttribute(
      'href',
      '/painel/admin/contatos',
    );

    for (const title of [
      'Anúncios publicados por dia (30 dias)',
      'Cadastros por dia (30 dias)',
      'Receita por mês (12 meses)',
    ]) {
      const chart = page.getByRole('region', { name: title });
      await expect(
        chart.getByRole('img', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')}\\.`) }),
      ).toBeVisible();
    }
    const queue = page.getByRole('region', { name: 'Fila de moderação' });
    await expect(queue.getByRole('table', { name: 'Anúncios pendentes por tempo de espera' })).toBeVisible();
    await expect(queue.getByRole('rowheader', { name: 'Mais de 3 dias' })).toBeVisible();

    // The revenue's figures as a table: 12 months, the current one last.
    const revenue = page.getByRole('region', { name: 'Receita por mês (12 meses)' });
    await revenue.getByText('Ver dados em tabela').click();
    const table = revenue.getByRole('table', { name: 'Receita por mês (12 meses)' });
    await expect(table.getByRole('row')).toHaveCount(13);
    await expect(table.getByRole('cell').last()).toHaveText(/^R\$\s[\d.]+,\d\d$/);
    await checkA11y();

    // On a phone: the same page, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: 'Administração' })).toBeVisible();
    const pageWidth = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
          .documentElement.scrollWidth,
    );
    expect(pageWidth).toBeLessThanOrEqual(390);
    await checkA11y();
  });

  test('the admin filters the invoices by status and payer and downloads the CSV of the filter', async ({
    page,
    checkA11y,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('fatura');
    await payerWithPaidInvoice(baseURL!, email, 'Fabiana Fatura');

    await loginAs('admin');
    await page.goto('/painel/admin/faturas');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Faturas' })).toBeVisible();
    await checkA11y();

    const form = page.getByRole('form', { name: 'Filtrar faturas' });
    await form.getByLabel('Situação').selectOption({ label: 'Paga' });
    await form.getByLabel('Número, nome ou e-mail').fill(email);
    await form.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/status=paid/);
    await expect(page.getByText('1 fatura', { exact: true })).toBeVisible();
    const row = page.getByRole('table', { name: 'Faturas' }).getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Fabiana Fatura');
    await expect(row).toContainText('R$ 149,90');
    await expect(row).toContainText('Paga');
    await expect(row.getByRole('link', { name: /^PDF da fatura Nº \d{6}$/ })).toHaveAttribute(
      'href',
      /^\/api\/planos\/faturas\/\d+\/pdf$/,
    );
    await checkA11y();

    const exportLink = page.getByRole('link', { name: 'Exportar CSV' });
    await expect(exportLink).toHaveAttribute(
      'href',
      `/api/admin/faturas.csv?status=paid&q=${encodeURIComponent(email)}`,
    );
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^faturas-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Número;Data;Pagador;E-mail;Plano;Forma de pagamento;Valor (R$);Situação');
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d+;\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d;Fabiana Fatura;${email.replace(/\./g, '\\.')};Anual;PIX;149,90;Paga$`,
      ),
    );
    expect(lines.slice(2)).toEqual(['']);

    // A period in the wrong order: the spec's error with what to fix.
    await page.goto('/painel/admin/faturas?de=2026-02-01&ate=2026-01-01');
    await expect(page.getByRole('alert')).toContainText('Erro ao carregar faturas');
    await expect(page.getByRole('alert')).toContainText(
      'A data inicial deve ser igual ou anterior à data final.',
    );
  });

  test('a visitor writes through /contato; the admin answers in /painel/admin/contatos and the reply is e-mailed', async ({
    page,
    browser,
    checkA11y,
    loginAs,
  }) => {
    const visitorEmail = uniqueEmail('visitante');
    const subject = `Divulgação no condomínio ${Date.now()}`;
    const visitor = await browser.newContext();
    try {
      const contact = await visitor.newPage();
      await contact.goto('/contato');
      await waitForHydration(contact);
      const form = contact.getByRole('form', { name: 'Formulário de contato' });
      await form.getByLabel('Nome').fill('Vera Visitante');
      await form.getByLabel('E-mail', { exact: true }).fill(visitorEmail);
      await form.getByLabel('Assunto').fill(subject);
      await form.getByLabel('Mensagem').fill('Olá! Vocês têm cartazes para o mural do meu condomínio?');
      await form.getByRole('button', { name: 'Enviar mensagem' }).click();
      await expect(
        contact.getByText('Mensagem enviada! Respondemos no e-mail informado em até 2 dias úteis.'),
      ).toBeVisible();
    } finally {
      await visitor.close();
    }

    await loginAs('admin');
    await page.goto('/painel/admin/contatos');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Mensagens de contato' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pendentes' })).toHaveAttribute('aria-current', 'page');
    const item = page.getByRole('listitem').filter({ hasText: subject });
    await expect(item).toContainText('Vera Visitante');
    await expect(item).toContainText('Pendente');
    await checkA11y();

    await item.getByText(subject).click();
    await expect(item.getByText('Vocês têm cartazes para o mural do meu condomínio?')).toBeVisible();
    await item.getByRole('button', { name: 'Enviar resposta' }).click();
    await expect(item.getByText('Escreva a resposta.')).toBeVisible();
    await checkA11y();

    const reply = 'Olá, Vera! Temos sim: enviamos os cartazes em PDF para você imprimir.';
    await item.getByLabel('Resposta').fill(reply);
    await item.getByRole('button', { name: 'Enviar resposta' }).click();
    const notice = page.getByRole('status').filter({ hasText: `Resposta enviada para ${visitorEmail}.` });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(reply);
    // Answered, it leaves the pending list.
    await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);
    await checkA11y();

    await expect
      .poll(async () => {
        const mails = await outboxMessages(page.request, visitorEmail);
        return mails.some((m) => m.template === 'resposta-contato' && m.subject.endsWith(subject));
      })
      .toBe(true);

    await page.getByRole('link', { name: 'Respondidas' }).click();
    await expect(page).toHaveURL(/status=respondidas/);
    const answered = page.getByRole('listitem').filter({ hasText: subject });
    await expect(answered).toContainText('Respondida');
    await answered.getByText(subject).click();
    await expect(answered.getByText(reply)).toBeVisible();
    await expect(answered.getByRole('button', { name: 'Enviar resposta' })).toHaveCount(0);
  });
});
