import {
  createConfirmedAccount,
  outboxMessages,
  uniqueEmail,
  waitForHydration,
} from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';
import { logIn } from '../session.ts';

test.describe('support tickets', () => {
  test('a user opens a ticket, the demo admin answers it, the user gets the e-mail, sees "Aguardando usuário" and closes it; a logged-in /contato message becomes a ticket', async ({
    page,
    browser,
    checkA11y,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = uniqueEmail('ticket');
    const subject = `Dúvida sobre o plano ${Date.now()}`;
    await createConfirmedAccount(page.request, { email, nome: 'Teresa Lima' });

    // The user: empty state, the form's messages, then a ticket.
    await loginAs({ email });
    // A complete profile (else the completeness modal takes over the panel).
    const origin = new URL(baseURL!).origin;
    const me = (await (await page.request.get('/api/usuarios/me')).json()) as {
      codigo?: number;
      user?: { codigo: number };
    };
    const profile = await page.request.patch('/api/usuarios/alterar', {
      data: {
        codigoUSUARIO: me.codigo ?? me.user?.codigo,
        nomeUSUARIO: 'Teresa Lima',
        whatsappUSUARIO: '11987654321',
        cepUSUARIO: '01310100',
        logradouroUSUARIO: 'Avenida Paulista',
        ruaenumeroUSUARIO: '1000',
        bairroUSUARIO: 'Bela Vista',
        cidadeUSUARIO: 'São Paulo',
        ufUSUARIO: 'SP',
      },
      headers: { origin },
    });
    expect(profile.status()).toBe(200);
    await page.goto('/painel/tickets');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Suporte' })).toBeVisible();
    await expect(page.getByText('Você ainda não abriu nenhum ticket.')).toBeVisible();
    const form = page.getByRole('form', { name: 'Abrir ticket' });
    await form.getByLabel('Assunto').fill('   ');
    await form.getByRole('button', { name: 'Abrir ticket' }).click();
    await expect(form.getByText('Informe o assunto.')).toBeVisible();
    await expect(form.getByText('Escreva sua mensagem.')).toBeVisible();
    await checkA11y();
    await form.getByLabel('Assunto').fill(subject);
    await form.getByLabel('Mensagem').fill('Como faço para <b>renovar</b> o meu plano?');
    await form.getByRole('button', { name: 'Abrir ticket' }).click();
    await expect(page).toHaveURL(/\/painel\/tickets\?t=\d+/);
    const ticketId = new URL(page.url()).searchParams.get('t');
    const thread = page.getByRole('region', { name: subject });
    await expect(thread.getByText('Como faço para <b>renovar</b> o meu plano?')).toBeVisible();
    await expect(thread.getByText('Aberto', { exact: true })).toBeVisible();
    await checkA11y();

    // The demo admin answers it in /painel/admin/tickets (its own browser context).
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await logIn(admin.request, 'admin');
    await admin.goto('/painel/admin/tickets?ordem=antigos');
    await waitForHydration(admin);
    await expect(admin.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    await admin.getByRole('link', { name: new RegExp(subject) }).click();
    await expect(admin).toHaveURL(new RegExp(`t=${ticketId}`));
    const adminThread = admin.getByRole('region', { name: subject });
    await expect(adminThread.getByText('Teresa Lima', { exact: true })).toBeVisible();
    await adminThread.getByRole('button', { name: 'Enviar' }).click();
    await expect(adminThread.getByText('Escreva uma resposta.')).toBeVisible();
    await adminThread.getByLabel('Responder').fill('Olá, Teresa! Renove em Planos, no painel.');
    await adminThread.getByRole('button', { name: 'Enviar' }).click();
    await expect(adminThread.getByText('Mensagem enviada.')).toBeVisible();
    await expect(adminThread.getByText('Aguardando usuário')).toBeVisible();
    await expect(admin.getByLabel(`Status do ticket “${subject}”`)).toHaveValue('waiting_user');
    await checkA11y();
    await adminContext.close();

    // The user's e-mail has the link to the thread.
    let link: string | undefined;
    await expect
      .poll(async () => {
        const mail = (await outboxMessages(page.request, email)).find(
          (m) => m.template === 'ticket-resposta',
        );
        link = mail?.links.find((l) => l.includes(`/painel/tickets?t=${ticketId}`));
        return link;
      })
      .toBeTruthy();
    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.search}`);
    await waitForHydration(page);
    await expect(thread.getByText('Aguardando usuário')).toBeVisible();
    await expect(thread.getByText('Equipe NC')).toBeVisible();
    await expect(thread.getByText('Olá, Teresa! Renove em Planos, no painel.')).toBeVisible();
    await thread.getByRole('button', { name: 'Fechar' }).click();
    await expect(thread.getByText('Fechado', { exact: true })).toBeVisible();
    await expect(thread.getByRole('button', { name: 'Fechar' })).toHaveCount(0);
    await checkA11y();

    // On a phone: the thread alone, with the way back to the list.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/painel/tickets?t=${ticketId}`);
    await waitForHydration(page);
    await expect(page.getByRole('list', { name: 'Meus Tickets' })).toBeHidden();
    await checkA11y();
    await page.getByRole('link', { name: 'Voltar para a lista' }).click();
    await expect(page.getByRole('list', { name: 'Meus Tickets' }).getByText(subject)).toBeVisible();
    await expect(thread).toBeHidden();

    // A logged-in /contato message shows up as a ticket.
    const contactSubject = `Sugestão pelo contato ${Date.now()}`;
    await page.goto('/contato');
    await waitForHydration(page);
    const contact = page.getByRole('form', { name: 'Formulário de contato' });
    await contact.getByLabel('Nome').fill('Teresa Lima');
    await contact.getByLabel('E-mail', { exact: true }).fill(email);
    await contact.getByLabel('Assunto').fill(contactSubject);
    await contact.getByLabel('Mensagem').fill('Seria ótimo poder filtrar por condomínio vizinho.');
    await contact.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText(/virou o ticket #\d+/)).toBeVisible();
    await page.getByRole('link', { name: /Ver o ticket #\d+/ }).click();
    await expect(page).toHaveURL(/\/painel\/tickets\?t=\d+$/);
    await waitForHydration(page);
    // On a phone the ticket the link names opens alone, its thread titled by the subject.
    const fromContact = page.getByRole('region', { name: contactSubject });
    await expect(fromContact.getByText('Seria ótimo poder filtrar por condomínio vizinho.')).toBeVisible();

    expect(errors).toEqual([]);
  });
});
