import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { CHECKOUT_API } from '../../src/shared/contracts/checkouts.constants.ts';
import { MY_LISTINGS_API } from '../../src/shared/contracts/my-listings.constants.ts';
import { REPORT_MESSAGES } from '../../src/shared/contracts/reports.constants.ts';
import { paths } from '../../src/shared/paths.ts';
import {
  createConfirmedAccount,
  outboxMessages,
  uniqueEmail,
  waitForHydration,
} from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';
import { logIn } from '../session.ts';

/** A word no other listing has, so the public search and the admin filter find only ours. */
function marker(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = 'moder';
  for (let i = 0; i < 8; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

interface Advertiser {
  email: string;
  /** The pending ads, in the order of the titles given. */
  ids: number[];
}

/**
 * A new PF advertiser (confirmed, complete profile) who bought one credit per title through the
 * sandbox PIX and published that many ads: pending, since the server runs with AD_MODERATION=pre
 * (its default). All through the API, in a request context of its own.
 */
async function advertiserWithPendingAds(baseURL: string, titles: string[]): Promise<Advertiser> {
  const email = uniqueEmail('moderacao');
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await createConfirmedAccount(api, { email, nome: 'Renata Moderação' });
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
        nomeUSUARIO: 'Renata Moderação',
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
    const categoria = categories[0]?.codigoCATEGORIA;

    const ids: number[] = [];
    for (const title of titles) {
      const pix = await api.post(CHECKOUT_API.pix, { headers, data: { planoSlug: 'pf-anual' } });
      expect(pix.status(), await pix.text()).toBe(200);
      const { checkoutId } = (await pix.json()) as { checkoutId: number };
      const paid = await api.post(CHECKOUT_API.sandboxPay, { headers, data: { checkoutId } });
      expect(paid.status(), await paid.text()).toBe(200);
      const created = await api.post(MY_LISTINGS_API.create, {
        headers,
        data: {
          tituloANUNCIO: title,
          descricaoANUNCIO: 'Atendimento no seu apartamento, com hora marcada.',
          tipoANUNCIO: 3,
          categoriaANUNCIO: categoria,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { codigoANUNCIO } = (await created.json()) as { codigoANUNCIO: number };
      const published = await api.post(MY_LISTINGS_API.publish(codigoANUNCIO), {
        headers,
        data: { checkoutId },
      });
      expect(published.status(), await published.text()).toBe(200);
      expect(((await published.json()) as { statusANUNCIO: string }).statusANUNCIO).toBe('pendente');
      ids.push(codigoANUNCIO);
    }
    return { email, ids };
  } finally {
    await api.dispose();
  }
}

/** Approves an ad through the API as the demo admin (a request context of its own). */
async function approveThroughApi(baseURL: string, id: number): Promise<void> {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const token = await logIn(admin, 'admin');
    const approved = await admin.post(`/api/admin/anuncios/${id}/aprovar`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

/** The advertiser's newest e-mail of `template` about `title`, waiting for it (sent in the background). */
async function emailAbout(request: APIRequestContext, to: string, template: string, title: string) {
  let text = '';
  await expect
    .poll(
      async () => {
        const found = (await outboxMessages(request, to)).find(
          (m) => m.template === template && m.subject.includes(title),
        ) as { text?: string } | undefined;
        text = found?.text ?? '';
        return text;
      },
      { message: `e-mail ${template} to ${to}`, timeout: 15_000 },
    )
    .not.toBe('');
  return text;
}

test.describe('ad moderation and reports', () => {
  test('the admin approves a pending ad from the moderation queue (it shows in the public search), rejects the next with the keyboard and a reason the advertiser gets by e-mail', async ({
    page,
    checkA11y,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const word = marker();
    const approvedTitle = `Conserto de bicicletas ${word}`;
    const rejectedTitle = `Aulas de violão ${word}`;
    const advertiser = await advertiserWithPendingAds(baseURL!, [approvedTitle, rejectedTitle]);
    const [approvedId, rejectedId] = advertiser.ids;

    await loginAs('admin');
    await page.goto('/painel/admin/anuncios');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Anúncios' })).toBeVisible();
    await checkA11y();

    // The queue, narrowed to this run's ads: the oldest waiting first.
    await page.getByRole('link', { name: 'Fila de moderação' }).click();
    await expect(page).toHaveURL(/status=pendente/);
    await expect(page.getByRole('heading', { name: 'Atalhos do teclado' })).toBeVisible();
    await page.getByLabel('Título ou código').fill(word);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await waitForHydration(page);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(approvedTitle);
    await expect(rows.nth(2)).toContainText(rejectedTitle);
    await checkA11y();

    // The preview modal of the pending ad.
    await page.getByRole('button', { name: `Pré-visualizar ${approvedTitle}` }).click();
    const preview = page.getByRole('dialog', { name: 'Pré-visualização pública' });
    await expect(preview.getByRole('heading', { name: approvedTitle })).toBeVisible();
    await checkA11y();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    // Aprovar: the ad leaves the queue and the next one takes the focus.
    await page.getByRole('button', { name: `Aprovar ${approvedTitle}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Anúncio aprovado e publicado.' })).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toBeFocused();
    await expect(rows.nth(1)).toContainText(rejectedTitle);

    // R rejects the selected ad, with the reason.
    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog', { name: 'Reprovar anúncio' });
    await expect(dialog).toContainText(rejectedTitle);
    await checkA11y();
    const reason = 'As fotos mostram outro serviço.';
    await dialog.getByLabel('Motivo').fill(reason);
    await dialog.getByRole('button', { name: 'Reprovar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Anúncio reprovado' })).toBeVisible();
    await expect(page.getByText('Nenhum anúncio aguardando moderação.')).toBeHidden();
    await expect(page.getByText('Nenhum anúncio encontrado.')).toBeVisible();

    // The advertiser's e-mail carries the reason and the link to edit the ad.
    const text = await emailAbout(page.request, advertiser.email, 'anuncio-reprovado', rejectedTitle);
    expect(text).toContain(reason);
    expect(text).toContain(`/painel/anuncios/${rejectedId}/editar`);

    // The approved ad in the public search.
    await page.goto(`/anuncios?q=${word}`);
    await expect(page.getByRole('heading', { name: approvedTitle })).toBeVisible();
    await expect(page.getByText(rejectedTitle)).toHaveCount(0);

    // Its admin page: data, advertiser and the history with the approval.
    await page.goto(`/painel/admin/anuncios/${approvedId}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: approvedTitle })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Histórico' })).toContainText('Aprovou');
    await expect(page.getByRole('region', { name: 'Anunciante' })).toContainText(advertiser.email);
    // The highlight toggle says whether it is on.
    const highlight = page.getByRole('button', { name: 'Destaque' });
    await expect(highlight).toHaveAttribute('aria-pressed', 'false');
    await highlight.click();
    await expect(page.getByRole('status').filter({ hasText: 'Anúncio em destaque.' })).toBeVisible();
    await expect(highlight).toHaveAttribute('aria-pressed', 'true');
    await checkA11y();
    await page.getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL('/painel/admin/anuncios');

    expect(errors).toEqual([]);
  });

  test('a visitor reports an ad on its page; it shows in the report queue, and the admin deactivates it from there', async ({
    page,
    checkA11y,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const title = `Celular novo lacrado ${marker()}`;
    const advertiser = await advertiserWithPendingAds(baseURL!, [title]);
    const [id] = advertiser.ids;
    await approveThroughApi(baseURL!, id!);

    // A visitor (logged out) on the public page.
    const listing = (await (await page.request.get(`/api/anuncios/${id}`)).json()) as {
      codigoANUNCIO: number;
      tipoANUNCIO: number;
      slugANUNCIO: string | null;
      tituloANUNCIO: string;
    };
    await page.goto(paths.listingDetail.getHref(listing));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Denunciar anúncio' }).click();
    const form = page.getByRole('dialog', { name: 'Denunciar anúncio' });
    await expect(form).toBeVisible();
    // The reason is required; "Outro" needs the details.
    await form.getByRole('button', { name: 'Enviar denúncia' }).click();
    await expect(form.getByText(REPORT_MESSAGES.reasonRequired)).toBeVisible();
    await form.getByLabel('Outro').check();
    await form.getByRole('button', { name: 'Enviar denúncia' }).click();
    await expect(form.getByText(REPORT_MESSAGES.detailsRequired)).toBeVisible();
    await checkA11y();
    await form.getByLabel('Fraude ou golpe').check();
    await form.getByLabel('Detalhes').fill('Pede Pix antes de mostrar o aparelho.');
    await form.getByRole('button', { name: 'Enviar denúncia' }).click();
    const thanks = page.getByRole('dialog', { name: 'Denúncia enviada' });
    await expect(thanks.getByText(REPORT_MESSAGES.thanks)).toBeVisible();
    await checkA11y();
    await thanks.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(thanks).toBeHidden();

    // The admin's report queue.
    await loginAs('admin');
    await page.goto('/painel/admin/denuncias');
    await waitForHydration(page);
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(item).toContainText('1 denúncia aberta');
    await expect(item).toContainText('Fraude ou golpe: 1');
    await expect(item).toContainText('Pede Pix antes de mostrar o aparelho.');
    await checkA11y();

    // Inativar anúncio: the reason starts from the most common one.
    await item.getByRole('button', { name: `Inativar anúncio ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Inativar anúncio' });
    await expect(dialog.getByLabel('Motivo *')).toHaveValue('O anúncio foi denunciado como fraude ou golpe.');
    await checkA11y();
    await dialog.getByRole('button', { name: 'Inativar anúncio' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Anúncio inativado e denúncias resolvidas.' }),
    ).toBeVisible();
    await expect(item).toHaveCount(0);

    // Off the public site, and the advertiser told why.
    expect((await page.request.get(`/api/anuncios/${id}`)).status()).toBe(404);
    const text = await emailAbout(page.request, advertiser.email, 'anuncio-inativado', title);
    expect(text).toContain('O anúncio foi denunciado como fraude ou golpe.');

    expect(errors).toEqual([]);
  });
});
