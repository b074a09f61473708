import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES_API } from '../../src/shared/contracts/messages.constants.ts';
import { MY_LISTINGS_API } from '../../src/shared/contracts/my-listings.constants.ts';
import {
  CONVERSATION_REPORT_MESSAGES,
  DEFAULT_WARNING_TEXT,
} from '../../src/shared/contracts/reports.constants.ts';
import {
  createConfirmedAccount,
  outboxMessages,
  PASSWORD,
  uniqueEmail,
  waitForHydration,
} from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';
import { dismissCookies } from '../public/consent-helpers.ts';
import { DEMO_LOGINS, logIn, type Who } from '../session.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * A bearer token of `who`, logged in from a request context of its own and then dropped: its
 * session cookie never reaches `api` (whose unsafe requests would then need the CSRF check).
 */
async function tokenOf(baseURL: string, who: Who): Promise<string> {
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    return await logIn(context, who);
  } finally {
    await context.dispose();
  }
}

/** The answer to a login from a request context of its own (a refused one, say). */
async function loginAnswer(baseURL: string, email: string, password: string) {
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await context.post('/api/usuarios/login', { data: { usuario: email, senha: password } });
    return { status: login.status(), text: await login.text() };
  } finally {
    await context.dispose();
  }
}

/**
 * A new resident writes about a demo advertiser's published listing and the advertiser answers,
 * through the API. The demo advertiser is only warned in this test, never blocked (the other
 * journeys use it); the block falls on the new resident.
 */
async function conversation(api: APIRequestContext, baseURL: string) {
  let advertiser: { email: string; token: string; listing: number } | undefined;
  // The demo advertisers (README "Demo logins"): each owns published demo listings.
  for (const role of ['pf', 'pj'] as const) {
    const email = DEMO_LOGINS[role];
    const token = await tokenOf(baseURL, role);
    const headers = { authorization: `Bearer ${token}` };
    const mine = await api.get(`${MY_LISTINGS_API.list}?status=publicado&limit=5`, { headers });
    const listing = ((await mine.json()) as { data: { codigoANUNCIO: number }[] }).data[0];
    if (listing) {
      advertiser = { email, token, listing: listing.codigoANUNCIO };
      break;
    }
  }
  if (!advertiser) throw new Error('nenhum anunciante de demonstração com anúncio publicado');

  const stamp = Date.now().toString(36);
  const resident = { email: uniqueEmail('morador.denuncia'), name: `Teo${stamp}` };
  await createConfirmedAccount(api, { email: resident.email, nome: `${resident.name} Morador` });
  const residentToken = await tokenOf(baseURL, { email: resident.email });
  const question = `Ainda tem? Posso buscar amanhã ${stamp}`;
  const started = await api.post(MESSAGES_API.list, {
    headers: { authorization: `Bearer ${residentToken}` },
    data: { anuncio: advertiser.listing, conteudo: question },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: number };
  const answer = `Só com Pix adiantado para outra conta ${stamp}`;
  const answered = await api.post(MESSAGES_API.one(id), {
    headers: { authorization: `Bearer ${advertiser.token}` },
    data: { conteudo: answer },
  });
  expect(answered.status(), await answered.text()).toBe(201);
  return { id, advertiser, resident, question, answer };
}

/** The open conversation report that quotes `text` (the list items, not the messages' own). */
const reportItem = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Conversas denunciadas' }).locator(':scope > li').filter({ hasText: text });

test.describe('reports of conversations', () => {
  test('a resident reports a conversation; the admin sees it as "Conversa" with the messages, warns the advertiser, blocks a reported resident and discards a report', async ({
    page,
    browser,
    checkA11y,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    const api = await playwrightRequest.newContext({ baseURL });
    const { id, advertiser, resident, question, answer } = await conversation(api, baseURL!);

    // The resident, on a phone in a browser of their own, reports the conversation from the thread.
    const residentContext = await browser.newContext({ viewport: PHONE });
    const phone = await residentContext.newPage();
    phone.on('pageerror', (error) => errors.push(error.message));
    await dismissCookies(phone);
    await logIn(phone.request, { email: resident.email });
    await phone.goto(`/painel/mensagens?c=${id}`);
    await waitForHydration(phone);
    await phone.getByRole('button', { name: 'Denunciar conversa' }).click();
    const form = phone.getByRole('dialog', { name: 'Denunciar conversa' });
    await expect(form).toBeVisible();
    // "Anúncio duplicado" is not a reason for a conversation.
    await expect(form.getByLabel('Anúncio duplicado')).toHaveCount(0);
    await form.getByLabel('Fraude ou golpe').check();
    await form.getByLabel('Detalhes').fill('Pediu Pix para uma conta de outra pessoa.');
    await form.getByRole('button', { name: 'Enviar denúncia' }).click();
    await expect(phone.getByRole('dialog', { name: 'Denúncia enviada' })).toBeVisible();
    await residentContext.close();

    // The admin, on a wide screen (the test's page, which the axe fixture checks).
    const admin = page;
    admin.on('pageerror', (error) => errors.push(error.message));
    await admin.setViewportSize(DESKTOP);
    await dismissCookies(admin);
    await loginAs('admin');
    await admin.goto('/painel/admin/denuncias');
    await waitForHydration(admin);
    const tabs = admin.getByRole('navigation', { name: 'Tipos de denúncia' });
    await expect(tabs.getByRole('link', { name: 'Anúncios', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await tabs.getByRole('link', { name: 'Conversas', exact: true }).click();
    await expect(admin).toHaveURL(/\/painel\/admin\/denuncias\?tipo=conversa$/);
    await expect(tabs.getByRole('link', { name: 'Conversas', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const warned = reportItem(admin, question);
    await expect(warned).toHaveCount(1);
    await expect(warned).toContainText('Conversa');
    await expect(warned).toContainText('Fraude ou golpe');
    await expect(warned).toContainText('Pediu Pix para uma conta de outra pessoa.');
    await expect(warned).toContainText(`Denunciado por ${resident.name} Morador`);
    // The messages up to the report, each with its sender; the reported user's marked in words.
    const messages = warned.getByRole('region', { name: /Mensagens da conversa/ }).getByRole('listitem');
    await expect(messages).toHaveCount(2);
    await expect(messages.nth(0)).toContainText(`${resident.name} Morador`);
    await expect(messages.nth(0)).toContainText(question);
    await expect(messages.nth(1)).toContainText('(denunciado)');
    await expect(messages.nth(1)).toContainText(answer);
    await expect(messages.nth(1).locator('time')).toHaveCount(1);
    // No listing action here.
    await expect(warned.getByRole('button', { name: /Inativar anúncio/ })).toHaveCount(0);
    await checkA11y();

    // The same page on a phone: nothing wider than the screen, still accessible.
    await admin.setViewportSize(PHONE);
    expect(
      await admin.evaluate(
        () =>
          (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
            .documentElement.scrollWidth,
      ),
    ).toBeLessThanOrEqual(PHONE.width);
    await checkA11y();
    await admin.setViewportSize(DESKTOP);

    // Advertir: the standard text, changed by the admin.
    await warned.getByRole('button', { name: /^Advertir/ }).click();
    const warnDialog = admin.getByRole('dialog', { name: /^Advertir/ });
    const text = warnDialog.getByLabel('Texto da advertência *');
    await expect(text).toHaveValue(DEFAULT_WARNING_TEXT);
    await checkA11y();
    await text.fill('');
    await warnDialog.getByRole('button', { name: 'Enviar advertência' }).click();
    await expect(warnDialog.getByText(CONVERSATION_REPORT_MESSAGES.warningRequired)).toBeVisible();
    await text.fill('Não peça pagamento para contas de terceiros nas conversas do portal.');
    await warnDialog.getByRole('button', { name: 'Enviar advertência' }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: CONVERSATION_REPORT_MESSAGES.warned }),
    ).toBeVisible();
    await expect(warned).toHaveCount(0);
    await expect
      .poll(async () =>
        (await outboxMessages(api, advertiser.email)).some((m) => m.template === 'advertencia-conversa'),
      )
      .toBe(true);

    // The advertiser reports the resident: "Bloquear usuário", confirmed, blocks the resident.
    const advertiserHeaders = { authorization: `Bearer ${advertiser.token}` };
    const fileReport = async () => {
      const res = await api.post(MESSAGES_API.report(id), {
        headers: advertiserHeaders,
        data: { motivo: 'conteudo_proibido', detalhes: `Ofensas de ${resident.name}` },
      });
      expect(res.status(), await res.text()).toBe(201);
    };
    await fileReport();
    await admin.reload();
    await waitForHydration(admin);
    const aboutResident = reportItem(admin, `Ofensas de ${resident.name}`);
    await expect(aboutResident).toContainText(`${resident.name} Morador na conversa sobre`);
    await aboutResident.getByRole('button', { name: /^Bloquear usuário/ }).click();
    const confirm = admin.getByRole('dialog', { name: `Bloquear ${resident.name} Morador?` });
    await expect(confirm).toBeVisible();
    await checkA11y();
    await confirm.getByRole('button', { name: 'Bloquear usuário' }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: CONVERSATION_REPORT_MESSAGES.blocked }),
    ).toBeVisible();
    await expect(aboutResident).toHaveCount(0);
    expect((await loginAnswer(baseURL!, resident.email, PASSWORD)).status).toBe(403);

    // A new report about the blocked resident: no block button, a badge; "Descartar" resolves it.
    await fileReport();
    await admin.reload();
    await waitForHydration(admin);
    await expect(aboutResident).toContainText('Usuário bloqueado');
    await expect(aboutResident.getByRole('button', { name: /^Bloquear usuário/ })).toHaveCount(0);
    await aboutResident.getByRole('button', { name: /^Descartar/ }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: CONVERSATION_REPORT_MESSAGES.dismissed }),
    ).toBeVisible();
    await expect(aboutResident).toHaveCount(0);

    await api.dispose();
    expect(errors).toEqual([]);
  });
});
