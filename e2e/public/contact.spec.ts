import { emailLink, outboxMessages, uniqueEmail, waitForHydration } from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';

const TEAM_INBOX = 'contato@nc.local';
/** What the page shows (PUBLIC_CONTACT_EMAIL's default): not the team's inbox. */
const PUBLIC_ADDRESS = 'contato@ncclassificados.com.br';

test.describe('/contato', () => {
  test('validates in the browser, sends, confirms, and the team gets the e-mail', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/contato');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Fale com a gente' })).toBeVisible();
    await expect(page.getByRole('link', { name: PUBLIC_ADDRESS })).toHaveAttribute(
      'href',
      `mailto:${PUBLIC_ADDRESS}`,
    );
    await expect(page.getByText('@nc.local')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Instagram/ })).toBeVisible();
    await checkA11y();

    const form = page.getByRole('form', { name: 'Formulário de contato' });
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(form.getByText('Informe seu nome.')).toBeVisible();
    await expect(form.getByText('Informe seu e-mail.')).toBeVisible();
    await expect(form.getByText('Informe o assunto.')).toBeVisible();
    await expect(form.getByText('Escreva sua mensagem.')).toBeVisible();
    await expect(form.getByLabel('Nome')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y();

    const subject = `Parceria com o condomínio ${Date.now()}`;
    await form.getByLabel('Nome').fill('Roberta Lima');
    await form.getByLabel('E-mail', { exact: true }).fill('roberta@');
    await form.getByLabel('Assunto').fill(subject);
    await form.getByLabel('Mensagem').fill('curta');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(form.getByText('Informe um e-mail válido.')).toBeVisible();
    await expect(form.getByText('A mensagem deve ter pelo menos 10 caracteres.')).toBeVisible();

    await form.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('roberta'));
    await form
      .getByLabel('Mensagem')
      .fill('Sou síndica e gostaria de apresentar a NC aos moradores. Vocês têm material de divulgação?');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(
      page.getByText('Mensagem enviada! Respondemos no e-mail informado em até 2 dias úteis.'),
    ).toBeVisible();
    await checkA11y();

    await expect
      .poll(async () => {
        const data = await outboxMessages(page.request, TEAM_INBOX);
        return data.some((m) => m.subject.endsWith(subject));
      })
      .toBe(true);

    await page.getByRole('button', { name: 'Enviar outra mensagem' }).click();
    await expect(form.getByLabel('Nome')).toHaveValue('');
  });

  test('shows the API message on 429 and a network message when there is no answer, keeping the text', async ({
    page,
  }) => {
    await page.goto('/contato');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Formulário de contato' });
    await form.getByLabel('Nome').fill('Paulo Reis');
    await form.getByLabel('E-mail', { exact: true }).fill('paulo@exemplo.com.br');
    await form.getByLabel('Assunto').fill('Dúvida sobre planos');
    await form.getByLabel('Mensagem').fill('Qual plano é melhor para quem vende marmitas no condomínio?');

    await page.route('**/api/contato', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Muitas tentativas. Aguarde alguns minutos e tente de novo.',
          code: 'RATE_LIMITED',
        }),
      }),
    );
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Muitas tentativas.' })).toBeVisible();
    await expect(form.getByLabel('Mensagem')).toHaveValue(/marmitas/);

    await page.unroute('**/api/contato');
    await page.route('**/api/contato', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText('Sem resposta do servidor: sua mensagem não foi enviada.')).toBeVisible();
    await expect(page.getByText('Verifique sua conexão com a internet e tente de novo.')).toBeVisible();
  });
});

test.describe('/newsletter/confirmar', () => {
  test('the link of the confirmation e-mail confirms once, then says it cannot', async ({
    page,
    checkA11y,
  }) => {
    const email = uniqueEmail('newsletter');
    const res = await page.request.post('/api/newsletter', { data: { email } });
    expect(res.status()).toBe(200);
    const link = await emailLink(page.request, email, '/newsletter/confirmar');

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Inscrição confirmada' })).toBeVisible();
    await expect(
      page.getByText('Inscrição confirmada! Você vai receber as novidades do NC no seu e-mail.'),
    ).toBeVisible();
    await checkA11y();

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Não deu para confirmar' })).toBeVisible();
    await page.goto('/newsletter/confirmar');
    await expect(page.getByText('Token inválido ou ausente.')).toBeVisible();
  });
});
