import { request as playwrightRequest } from '@playwright/test';
import sharp from 'sharp';
import { CHECKOUT_API } from '../../src/shared/contracts/checkouts.constants.ts';
import { MEDIA_API } from '../../src/shared/contracts/media.constants.ts';
import {
  MY_LISTINGS_API,
  MY_LISTINGS_MESSAGES as M,
} from '../../src/shared/contracts/my-listings.constants.ts';
import { paths } from '../../src/shared/paths.ts';
import { createConfirmedAccount, uniqueEmail, waitForHydration } from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';
import { logIn } from '../session.ts';

/** A small solid-colour picture, made in the test (no fixture files). */
function picture(format: 'png' | 'jpeg' | 'webp', rgb: [number, number, number]): Promise<Buffer> {
  const [r, g, b] = rgb;
  return sharp({ create: { width: 640, height: 360, channels: 3, background: { r, g, b } } })
    .toFormat(format)
    .toBuffer();
}

test.use({ viewport: { width: 390, height: 844 } });

test.describe('my ads and the ad form', () => {
  test('an advertiser with a credit creates an ad with two photos, reorders them, publishes it, sees it pending, and once the admin approves it sees the chosen cover first on its public page', async ({
    page,
    checkA11y,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const title = `Bolo de cenoura ${Date.now()}`;

    // The demo PF advertiser (README "Demo logins"): a complete profile and a paid plan.
    await loginAs('pf');

    // A credit of its own for this test (the demo's may have been used by another): PIX in the sandbox.
    const origin = new URL(baseURL!).origin;
    const pix = await page.request.post(CHECKOUT_API.pix, {
      data: { planoSlug: 'pf-anual' },
      headers: { origin },
    });
    expect(pix.status()).toBe(200);
    const { checkoutId } = (await pix.json()) as { checkoutId: number };
    const paid = await page.request.post(CHECKOUT_API.sandboxPay, {
      data: { checkoutId },
      headers: { origin },
    });
    expect(paid.status(), await paid.text()).toBe(200);

    // The form: the required-fields message first.
    await page.goto('/painel/anuncios/novo');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Novo anúncio' })).toBeVisible();
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expect(page.getByRole('alert').filter({ hasText: M.requiredFields })).toContainText(
      'título, descrição, categoria, tipo',
    );
    await checkA11y();

    await page.getByLabel('Tipo *').selectOption({ label: 'Produtos' });
    const category = page.getByLabel('Categoria *');
    await expect(category).toBeEnabled();
    await category.selectOption({ index: 1 });
    await page.getByLabel('Título *').fill(title);
    await page.getByLabel('Descrição *').fill('Feito em casa, com cobertura de chocolate.');
    await page.getByLabel('Preço').fill('R$ 35,00');
    await page.getByLabel('Venda').check();
    // A condominium chip, searched from 2 letters.
    const condos = (await (await page.request.get('/api/condominios?limit=1')).json()) as {
      data: { nomeCONDOMINIO: string }[];
    };
    const condo = condos.data[0]?.nomeCONDOMINIO ?? '';
    await page.getByRole('combobox', { name: 'Buscar condomínio' }).pressSequentially(condo.slice(0, 6));
    await page
      .getByRole('option', { name: new RegExp(condo) })
      .first()
      .click();
    await expect(page.getByRole('list', { name: 'Condomínios do anúncio' })).toContainText(condo);
    await expect(page.getByRole('combobox', { name: 'Buscar condomínio' })).toHaveValue('');
    // The default hours: Monday to Friday open, the weekend closed.
    await expect(page.getByLabel('Segunda-feira', { exact: true })).toBeChecked();
    await expect(page.getByLabel('Domingo', { exact: true })).not.toBeChecked();
    // A pasted iframe becomes its embed address.
    const map = page.getByLabel('Mapa (endereço de incorporação)');
    await map.fill(
      '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12&amp;x=1" width="600"></iframe>',
    );
    await map.blur();
    await expect(map).toHaveValue('https://www.google.com/maps/embed?pb=!1m18!1m12&x=1');

    // Two photos and one refused file, listed with its reason.
    await page.getByTestId('fotos-arquivos').setInputFiles([
      { name: 'vermelha.png', mimeType: 'image/png', buffer: await picture('png', [200, 30, 30]) },
      { name: 'azul.jpg', mimeType: 'image/jpeg', buffer: await picture('jpeg', [30, 30, 200]) },
      { name: 'documento.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
    ]);
    await expect(page.getByText('documento.pdf: Formato não aceito')).toBeVisible();
    await expect(page.getByTestId('foto')).toHaveCount(2);

    // Saving creates the ad and sends the photos, each with its progress bar (the answers are
    // held back a moment so the bars can be seen).
    await page.route('**/api/minha-conta/anuncios/*/imagens', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expect(page.getByRole('progressbar', { name: 'Envio de vermelha.png' })).toBeVisible();
    await expect(page).toHaveURL(/\/painel\/anuncios\/\d+\/editar$/, { timeout: 30_000 });
    await page.unroute('**/api/minha-conta/anuncios/*/imagens');
    const id = Number(/anuncios\/(\d+)\/editar/.exec(page.url())?.[1]);
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Trilha de navegação' })).toContainText(
      'Minha ContaMeus AnúnciosEditar',
    );
    // fromCreated: the status choice starts on publicado.
    await expect(page.getByLabel('Situação')).toHaveValue('publicado');
    const photos = page.getByTestId('foto');
    await expect(photos).toHaveCount(2);
    await expect(photos.first().getByText('Capa')).toBeVisible();
    const secondSrc = await photos.nth(1).locator('img').getAttribute('src');
    await checkA11y();

    const firstSrc = await photos.nth(0).locator('img').getAttribute('src');
    const cover = photos.first().locator('img');

    // Reorder by dragging (the second photo onto the first)...
    await photos.nth(1).dragTo(photos.nth(0));
    await expect(cover).toHaveAttribute('src', secondSrc ?? '');
    // ...and by keyboard: move down, then "use as cover", each announced.
    await page.getByRole('button', { name: 'Mover Imagem 1 para baixo' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'movida para a posição 2 de 2.' }),
    ).toBeAttached();
    await expect(cover).toHaveAttribute('src', firstSrc ?? '');
    await page.getByRole('button', { name: 'Usar Imagem 2 como capa' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Agora é a capa do anúncio.' })).toBeAttached();
    await expect(cover).toHaveAttribute('src', secondSrc ?? '');

    // A third photo not sent yet: Publicar asks whether to send it first.
    await page
      .getByTestId('fotos-arquivos')
      .setInputFiles([
        { name: 'verde.webp', mimeType: 'image/webp', buffer: await picture('webp', [30, 160, 60]) },
      ]);
    await expect(photos).toHaveCount(3);
    await page.getByRole('button', { name: 'Publicar' }).click();
    const unsent = page.getByRole('dialog', { name: 'Há fotos que ainda não foram enviadas' });
    await expect(unsent.getByRole('button', { name: 'Publicar sem enviar' })).toBeVisible();
    await checkA11y();
    await unsent.getByRole('button', { name: 'Enviar e publicar' }).click();

    // Publicar (saved the order, sent the photo) -> the list with the notice, the ad pending.
    await expect(page).toHaveURL('/painel/anuncios');
    await expect(
      page.getByRole('status').filter({ hasText: 'Anúncio enviado para moderação.' }),
    ).toBeVisible();
    await page.getByLabel('Buscar pelo título').fill(title);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/q=Bolo/);
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Pendente', { exact: true })).toBeVisible();
    await checkA11y();

    // The preview modal.
    await card.getByRole('button', { name: `Visualizar ${title}` }).click();
    const preview = page.getByRole('dialog', { name: M.previewTitle });
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await checkA11y();
    await page.keyboard.press('Escape');

    // The cover chosen is the ad's first image on the server.
    const ad = await page.request.get(MY_LISTINGS_API.one(id));
    const body = (await ad.json()) as {
      statusANUNCIO: string;
      imagens: { urlThumbIMAGEM: string }[];
      condominiosANUNCIO: number[];
    };
    expect(body.condominiosANUNCIO).toHaveLength(1);
    expect(body.statusANUNCIO).toBe('pendente');
    expect(body.imagens).toHaveLength(3);
    expect(body.imagens[0]?.urlThumbIMAGEM).toBe(secondSrc);
    // Approved below (after the copy's steps), then seen on the public site with this cover first.

    // Duplicate, then remove the copy after the confirmation.
    await card.getByRole('button', { name: `Duplicar ${title}` }).click();
    await expect(page.getByRole('status').filter({ hasText: M.duplicated })).toBeVisible();
    const copies = page.getByRole('listitem').filter({ hasText: title }).filter({ hasText: 'Rascunho' });
    await expect(copies).toHaveCount(1);

    // The copy has no photos: one is picked from "Minhas Imagens" (one sent there first).
    const media = await page.request.post(MEDIA_API.upload, {
      multipart: {
        files: { name: 'amarela.png', mimeType: 'image/png', buffer: await picture('png', [220, 200, 40]) },
      },
      headers: { origin },
    });
    expect(media.status()).toBeLessThan(300);
    await copies.getByRole('link', { name: `Editar ${title}` }).click();
    await expect(page).toHaveURL(/\/painel\/anuncios\/\d+\/editar$/);
    await waitForHydration(page);
    await expect(photos).toHaveCount(0);
    await page.getByRole('button', { name: 'Minhas Imagens' }).click();
    const library = page.getByRole('dialog', { name: 'Minhas Imagens' });
    await library.getByRole('checkbox', { name: 'amarela.png' }).check();
    await checkA11y();
    await library.getByRole('button', { name: /Adicionar/ }).click();
    await expect(photos).toHaveCount(1);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Alterações salvas.' })).toBeVisible();
    const copyId = Number(/anuncios\/(\d+)\/editar/.exec(page.url())?.[1]);
    const copy = (await (await page.request.get(MY_LISTINGS_API.one(copyId))).json()) as {
      imagens: unknown[];
    };
    expect(copy.imagens).toHaveLength(1);
    await page.getByRole('link', { name: 'Meus Anúncios' }).click();
    await expect(page).toHaveURL('/painel/anuncios');
    await page.getByLabel('Buscar pelo título').fill(title);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(copies).toHaveCount(1);
    await copies.getByRole('button', { name: `Remover ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: M.confirmRemove });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(1);

    // The demo admin approves the pending ad through the API (the admin screen is the admin
    // issue's), logged in from a request context of its own: the page keeps the advertiser's session.
    const admin = await playwrightRequest.newContext({ baseURL: origin });
    try {
      const token = await logIn(admin, 'admin');
      const approved = await admin.post(`/api/admin/anuncios/${id}/aprovar`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(approved.status(), await approved.text()).toBe(200);
    } finally {
      await admin.dispose();
    }
    await page.reload();
    await expect(card.getByText('Publicado', { exact: true })).toBeVisible();
    // Issue 35: the ad holds the credit it was published with, so its card says until when it is
    // on the air; so does the dashboard's "Anúncios no ar" (ads with a credit come first there).
    const runLine = /^No ar até \d{2}\/\d{2}\/\d{4}/;
    await expect(card.getByText(runLine)).toBeVisible();
    await page.goto('/painel');
    const live = page.getByRole('region', { name: 'Anúncios no ar' });
    await expect(live.getByText(runLine).first()).toBeVisible();
    await expect(live.getByRole('link', { name: /^Ver todos/ })).toHaveAttribute('href', '/painel/anuncios');

    // The public site: the ad's detail page, the chosen cover first.
    const publicAd = await page.request.get(`/api/anuncios/${id}`);
    expect(publicAd.status()).toBe(200);
    const listing = (await publicAd.json()) as {
      codigoANUNCIO: number;
      tipoANUNCIO: number;
      slugANUNCIO: string | null;
      tituloANUNCIO: string;
      imagens: { urlIMAGEM: string; urlThumbIMAGEM: string }[];
    };
    expect(listing.imagens).toHaveLength(3);
    expect(listing.imagens[0]?.urlThumbIMAGEM).toBe(secondSrc);
    await page.goto(paths.listingDetail.getHref(listing));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('img', { name: `${title}: foto 1 de 3` })).toHaveAttribute(
      'src',
      listing.imagens[0]?.urlIMAGEM ?? '',
    );
    // The thumbnails (decorative images, alt "") in the same order, the cover first.
    await expect(page.getByRole('list', { name: 'Fotos do anúncio' }).locator('img').first()).toHaveAttribute(
      'src',
      secondSrc ?? '',
    );
    await checkA11y();

    expect(errors).toEqual([]);
  });

  test('leaving the form with unsaved changes asks first', async ({ page, loginAs }) => {
    await loginAs('pf');
    await page.goto('/painel/anuncios/novo');
    await waitForHydration(page);
    await page.getByLabel('Título *').fill('Rascunho que não foi salvo');
    await page.getByRole('link', { name: 'Meus Anúncios' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sair sem salvar?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL('/painel/anuncios/novo');
    await expect(page.getByLabel('Título *')).toHaveValue('Rascunho que não foi salvo');
  });

  test('without a credit: the empty list, the plans link on the form, and Publicar answered with it', async ({
    page,
    checkA11y,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('sem-credito');
    await createConfirmedAccount(page.request, { email, nome: 'Rita Sem Crédito' });
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
        nomeUSUARIO: 'Rita Sem Crédito',
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

    await page.goto('/painel/anuncios');
    await waitForHydration(page);
    await expect(page.getByText(M.empty)).toBeVisible();
    await checkA11y();
    await page.getByRole('main').getByRole('link', { name: 'Novo anúncio' }).last().click();
    await expect(page).toHaveURL('/painel/anuncios/novo');
    await waitForHydration(page);
    await expect(page.getByText('Você não tem créditos para publicar.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'contrate um plano' })).toHaveAttribute(
      'href',
      '/painel/planos',
    );

    await page.getByLabel('Tipo *').selectOption({ label: 'Serviços' });
    await page.getByLabel('Categoria *').selectOption({ index: 1 });
    await page.getByLabel('Título *').fill('Aulas de violão');
    await page.getByLabel('Descrição *').fill('Para iniciantes, no seu apartamento.');
    await page.getByRole('button', { name: 'Publicar' }).click();
    // The ad was created as a draft; the form carries on from its edit page with the reason.
    await expect(page).toHaveURL(/\/painel\/anuncios\/\d+\/editar$/);
    const failure = page.getByRole('alert').filter({ hasText: M.noCredit });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/painel/planos');
    await expect(page.getByLabel('Título *')).toHaveValue('Aulas de violão');
    await checkA11y();
  });
});
