import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { CHECKOUT_API } from '../../src/shared/contracts/checkouts.constants.ts';
import { MY_LISTINGS_API, REVISION_MESSAGES } from '../../src/shared/contracts/my-listings.constants.ts';
import {
  createConfirmedAccount,
  outboxMessages,
  uniqueEmail,
  waitForHydration,
} from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';
import { logIn } from '../session.ts';

/**
 * An edit of a published ad (ADR 018) goes through review while the approved version stays on
 * the site; and the moderation queue on phones and its advertiser filter by name or e-mail.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A word no other listing has, so searches and filters find only this run's ad. */
function marker(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = 'revis';
  for (let i = 0; i < 8; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

interface LiveAd {
  email: string;
  id: number;
  token: string;
}

/**
 * A new PF advertiser (confirmed, complete profile) with one ad published: bought through the
 * sandbox PIX and sent to moderation, all through the API (approveThroughApi puts it live).
 */
async function advertiserWithLiveAd(baseURL: string, title: string, nome: string): Promise<LiveAd> {
  const email = uniqueEmail('revisao');
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await createConfirmedAccount(api, { email, nome });
    const token = await logIn(api, { email });
    const headers = { authorization: `Bearer ${token}` };
    const me = (await (await api.get('/api/usuarios/me', { headers })).json()) as {
      codigo?: number;
      user?: { codigo: number };
    };
    const profile = await api.patch('/api/usuarios/alterar', {
      headers,
      data: {
        codigoUSUARIO: me.codigo ?? me.user?.codigo,
        nomeUSUARIO: nome,
        whatsappUSUARIO: '11987654321',
        cepUSUARIO: '01310100',
        logradouroUSUARIO: 'Avenida Paulista',
        ruaenumeroUSUARIO: '1000',
        bairroUSUARIO: 'Bela Vista',
        cidadeUSUARIO: 'São Paulo',
        ufUSUARIO: 'SP',
      },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    const categories = (await (await api.get('/api/categorias?tipo=3')).json()) as {
      codigoCATEGORIA: number;
    }[];
    const pix = await api.post(CHECKOUT_API.pix, { headers, data: { planoSlug: 'pf-anual' } });
    const { checkoutId } = (await pix.json()) as { checkoutId: number };
    expect((await api.post(CHECKOUT_API.sandboxPay, { headers, data: { checkoutId } })).status()).toBe(200);
    const created = await api.post(MY_LISTINGS_API.create, {
      headers,
      data: {
        tituloANUNCIO: title,
        descricaoANUNCIO: 'Aulas para iniciantes, no seu apartamento.',
        precoANUNCIO: 'R$ 80,00',
        tipoANUNCIO: 3,
        categoriaANUNCIO: categories[0]?.codigoCATEGORIA,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { codigoANUNCIO: id } = (await created.json()) as { codigoANUNCIO: number };
    const published = await api.post(MY_LISTINGS_API.publish(id), { headers, data: { checkoutId } });
    expect(published.status(), await published.text()).toBe(200);
    return { email, id, token };
  } finally {
    await api.dispose();
  }
}

/** Approves the ad as the demo admin, in a request context of its own (no advertiser cookie). */
async function approveThroughApi(baseURL: string, id: number): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const token = await logIn(api, 'admin');
    const approved = await api.post(`/api/admin/anuncios/${id}/aprovar`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/** The public detail of the ad, as a visitor gets it (no session). */
async function publicListing(baseURL: string, id: number) {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const res = await api.get(`/api/anuncios/${id}`);
    expect(res.status()).toBe(200);
    return (await res.json()) as { tituloANUNCIO: string; precoANUNCIO: string; descricaoANUNCIO: string };
  } finally {
    await api.dispose();
  }
}

async function emailText(request: APIRequestContext, to: string, template: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const found = (await outboxMessages(request, to)).find((m) => m.template === template) as
          { text?: string } | undefined;
        text = found?.text ?? '';
        return text;
      },
      { message: `e-mail ${template} to ${to}`, timeout: 15_000 },
    )
    .not.toBe('');
  return text;
}

test.describe('edits of a published ad under review', () => {
  test('the advertiser edits a live ad: it stays on the site as approved, shows "Alteração em análise", and goes live once the admin approves the change seen side by side; a rejected change keeps the live version and e-mails the reason', async ({
    page,
    checkA11y,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const word = marker();
    const oldTitle = `Aulas de violão ${word}`;
    const newTitle = `Aulas de violão e canto ${word}`;
    const ad = await advertiserWithLiveAd(baseURL!, oldTitle, 'Renata Revisão');
    await approveThroughApi(baseURL!, ad.id);

    // The advertiser opens the live ad's form: told before saving what happens.
    await page.setViewportSize(DESKTOP);
    await loginAs({ email: ad.email });
    await page.goto(`/painel/anuncios/${ad.id}/editar`);
    await waitForHydration(page);
    await expect(page.getByText(REVISION_MESSAGES.beforeSave)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toHaveAccessibleDescription(
      REVISION_MESSAGES.beforeSave,
    );
    await page.getByLabel('Título *').fill(newTitle);
    await page.getByLabel('Preço').fill('R$ 95,00');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: REVISION_MESSAGES.savedForReview }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: REVISION_MESSAGES.pending })).toBeVisible();
    await checkA11y();
    await page.setViewportSize(PHONE);
    await checkA11y();

    // "Meus anúncios": published, with the change under review.
    await page.goto('/painel/anuncios');
    await waitForHydration(page);
    const card = page
      .getByRole('list', { name: 'Seus anúncios' })
      .getByRole('listitem')
      .filter({ hasText: word });
    await expect(card).toContainText('Publicado');
    await expect(card).toContainText(REVISION_MESSAGES.pending);
    await checkA11y();
    await page.setViewportSize(DESKTOP);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: word });
    await expect(row).toContainText(REVISION_MESSAGES.pending);
    await checkA11y();

    // The public page still shows the approved title; the price changed at once.
    const before = await publicListing(baseURL!, ad.id);
    expect(before.tituloANUNCIO).toBe(oldTitle);
    expect(before.precoANUNCIO).toBe('R$ 95,00');
    await page.goto(`/anuncios/${ad.id}`);
    await expect(page.getByRole('heading', { level: 1, name: oldTitle })).toBeVisible();

    // The admin: the change side by side, then Aprovar alteração.
    // The advertiser's session ends; the admin's begins.
    await page.context().clearCookies();
    await loginAs('admin');
    await page.goto('/painel/admin/anuncios');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Alterações em análise' }).click();
    await expect(page).toHaveURL(/\/painel\/admin\/anuncios\/alteracoes$/);
    await waitForHydration(page);
    const change = page.getByRole('article', { name: oldTitle });
    const titleField = change.getByRole('region', { name: 'Título' });
    await expect(titleField).toContainText(`No ar${oldTitle}`);
    await expect(titleField).toContainText(`Proposto${newTitle}`);
    // Side by side on a wide screen: the proposed text to the right of the live one.
    const live = await titleField.getByText(oldTitle, { exact: true }).boundingBox();
    const proposed = await titleField.getByText(newTitle, { exact: true }).boundingBox();
    expect(proposed!.x).toBeGreaterThan(live!.x + 100);
    expect(Math.abs(proposed!.y - live!.y)).toBeLessThan(5);
    // The price needed no review: it is not among the changes.
    await expect(change.getByRole('region', { name: 'Preço' })).toHaveCount(0);
    await checkA11y();
    await page.setViewportSize(PHONE);
    await expect(change.getByRole('button', { name: `Aprovar alteração ${oldTitle}` })).toBeVisible();
    await checkA11y();
    await page.setViewportSize(DESKTOP);
    await change.getByRole('button', { name: `Aprovar alteração ${oldTitle}` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Alteração aprovada: o anúncio já mostra a nova versão.' }),
    ).toBeVisible();
    await expect(change).toHaveCount(0);

    // Live now.
    expect((await publicListing(baseURL!, ad.id)).tituloANUNCIO).toBe(newTitle);
    await page.goto(`/anuncios/${ad.id}`);
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();

    // A second change, rejected with a reason: the live version stays, the reason is e-mailed.
    const edited = await page.request.patch(MY_LISTINGS_API.one(ad.id), {
      headers: { authorization: `Bearer ${ad.token}` },
      data: { descricaoANUNCIO: 'Chame no 11 99999-0000 para desconto.' },
    });
    expect(edited.status(), await edited.text()).toBe(200);
    await page.goto('/painel/admin/anuncios/alteracoes');
    await waitForHydration(page);
    const second = page.getByRole('article', { name: newTitle });
    await expect(second.getByRole('region', { name: 'Descrição' })).toContainText('11 99999-0000');
    await second.getByRole('button', { name: `Reprovar alteração ${newTitle}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reprovar alteração' });
    // The reason is required (it is e-mailed).
    await dialog.getByRole('button', { name: 'Reprovar alteração' }).click();
    await expect(dialog.getByText('Informe o motivo.')).toBeVisible();
    await checkA11y();
    await dialog.getByLabel('Motivo *').fill('Telefone na descrição não é permitido.');
    await dialog.getByRole('button', { name: 'Reprovar alteração' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Alteração reprovada.' })).toBeVisible();
    await expect(second).toHaveCount(0);
    expect((await publicListing(baseURL!, ad.id)).descricaoANUNCIO).toBe(
      'Aulas para iniciantes, no seu apartamento.',
    );
    const text = await emailText(page.request, ad.email, 'alteracao-reprovada');
    expect(text).toContain('Telefone na descrição não é permitido.');

    // The advertiser's form and list say so, with the reason.
    await page.context().clearCookies();
    await loginAs({ email: ad.email });
    await page.goto(`/painel/anuncios/${ad.id}/editar`);
    await waitForHydration(page);
    await expect(page.getByRole('status').filter({ hasText: REVISION_MESSAGES.rejected })).toContainText(
      'Telefone na descrição não é permitido.',
    );
    await checkA11y();
    await page.goto('/painel/anuncios');
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: word })).toContainText(
      REVISION_MESSAGES.rejected,
    );

    expect(errors).toEqual([]);
  });
});

test.describe('the moderation queue on phones and its advertiser filter', () => {
  test('at 390 px the first ad comes before the filters (behind "Filtros") and no shortcut panel; at 1280 px both are shown', async ({
    page,
    checkA11y,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize(PHONE);
    await loginAs('admin');
    await page.goto('/painel/admin/anuncios?status=pendente');
    await waitForHydration(page);
    const filters = page.getByRole('button', { name: /^Filtros/ });
    const first = page.getByRole('list', { name: 'Fila de moderação' }).getByRole('listitem').first();
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Título ou código')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Atalhos do teclado' })).toBeHidden();
    // The first ad on the first screen, right after the filters' button.
    await expect(first).toBeVisible();
    const firstBox = (await first.boundingBox())!;
    expect(firstBox.y).toBeGreaterThan((await filters.boundingBox())!.y);
    expect(firstBox.y).toBeLessThan(PHONE.height - 100);
    await checkA11y();
    // Filtros opens them.
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Título ou código')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Anunciante' })).toBeVisible();
    await checkA11y();

    await page.setViewportSize(DESKTOP);
    await page.reload();
    await waitForHydration(page);
    await expect(filters).toBeHidden();
    await expect(page.getByLabel('Título ou código')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Atalhos do teclado' })).toBeVisible();
    await checkA11y();
    expect(errors).toEqual([]);
  });

  test("the advertiser filter takes a name: a suggestion puts the advertiser's e-mail, and the list shows only their ads", async ({
    page,
    checkA11y,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    await loginAs('admin');
    await page.goto('/painel/admin/anuncios');
    await waitForHydration(page);
    // Any advertiser of the list: their name as the list shows it.
    const cell = page.getByRole('table').getByRole('row').nth(1).getByRole('cell').nth(1);
    const name = (await cell.locator('span').first().innerText()).trim();
    const email = (await cell.locator('span').nth(1).innerText()).trim();
    const field = page.getByRole('combobox', { name: 'Anunciante' });
    await field.fill(name.split(' ')[0]!);
    const option = page.getByRole('option').filter({ hasText: email });
    await expect(option).toBeVisible();
    await checkA11y();
    await option.click();
    await expect(field).toHaveValue(email);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(new RegExp(`anunciante=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
    await waitForHydration(page);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const count = await rows.count();
    for (let i = 1; i < count; i += 1) await expect(rows.nth(i)).toContainText(email);
    // A name typed without choosing a suggestion filters too.
    await page.goto(`/painel/admin/anuncios?anunciante=${encodeURIComponent(name)}`);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(name);
  });
});
