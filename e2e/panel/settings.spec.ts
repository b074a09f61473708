import type { Page } from '@playwright/test';
import { PROFILE_MESSAGES as M } from '../../src/shared/contracts/profile.constants.ts';
import { MEDIA_MESSAGES } from '../../src/shared/contracts/media.constants.ts';
import { createConfirmedAccount, uniqueEmail, waitForHydration } from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';
import { dismissCookies } from '../public/consent-helpers.ts';

/**
 * The profile-completeness modal (spec 2 §4) and /painel/configuracoes (spec 2 §2
 * "Settings"), at phone width. The CEP look-up: the e2e server's ViaCEP is the local fake, which
 * does not know the demo's CEPs, so GET /api/cep/{cep} answers from the portal's own CEP tables
 * (the fallback of DESIGN.md §1), with a CEP of the demo data (a demo condominium's).
 */

interface DemoCondominium {
  nomeCONDOMINIO: string;
  numeroCONDOMINIO: string;
  cep: { numeroCEP: string } | null;
  cidade: { nomeCIDADE: string };
  estado: { sigla: string };
  logradouro: { nomeLOGRADOURO: string; cep: { numeroCEP: string } | null } | null;
}

/** A demo condominium with a street and a CEP. */
async function demoCondominium(page: Page): Promise<DemoCondominium & { cepDigits: string }> {
  const res = await page.request.get('/api/condominios?limit=50');
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: DemoCondominium[] };
  const found = data.find((c) => c.logradouro && (c.cep ?? c.logradouro.cep));
  expect(found, 'a demo condominium with a street and a CEP').toBeTruthy();
  const condominium = found!;
  return { ...condominium, cepDigits: (condominium.cep ?? condominium.logradouro!.cep)!.numeroCEP };
}

const maskedCep = (digits: string) => `${digits.slice(0, 5)}-${digits.slice(5)}`;

test.describe('settings and profile completeness', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a new advertiser without WhatsApp gets the blocking modal, is taken to the settings, completes the profile and the modal is gone', async ({
    page,
    checkA11y,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = uniqueEmail('perfil');
    await createConfirmedAccount(page.request, { email, nome: 'Renata Perfil' });
    const condominium = await demoCondominium(page);
    // The cookie banner stays out of the way (it covers the phone's bottom).
    await dismissCookies(page);
    /** A text field of the form by its exact label. */
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });

    await loginAs({ email });
    await page.goto('/painel');
    await waitForHydration(page);

    // The modal: the spec's text with the missing fields, focus inside, then the redirect.
    const modal = page.getByRole('dialog', { name: 'Complete seu cadastro' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(
      'Finalize seu cadastro para continuar. Campos faltantes: WhatsApp obrigatório, CEP obrigatório, Logradouro obrigatório, Cidade obrigatória, UF obrigatória.',
    );
    await checkA11y();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/painel\/configuracoes$/, { timeout: 5_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await waitForHydration(page);

    // Read-only account data and the divergence warning.
    await expect(page.getByText(M.divergenceWarning)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: 'CPF', exact: true })).toHaveAttribute('readonly', '');
    await expect(field('Nome')).toHaveValue('Renata Perfil');
    await checkA11y();

    // A short CEP is refused before asking anyone.
    const cep = field('CEP');
    await cep.fill('0100');
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    await expect(page.getByText(M.cepInvalid)).toBeVisible();

    // The CEP look-up fills city and UF (and the street the tables know).
    await cep.fill(condominium.cepDigits);
    await expect(cep).toHaveValue(maskedCep(condominium.cepDigits));
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    await expect(field('Cidade')).toHaveValue(condominium.cidade.nomeCIDADE, { timeout: 15_000 });
    await expect(page.getByRole('combobox', { name: 'UF', exact: true })).toHaveValue(
      condominium.estado.sigla,
    );

    await field('WhatsApp com DDD').pressSequentially('11987654321');
    await expect(field('WhatsApp com DDD')).toHaveValue('(11) 98765-4321');
    if ((await field('Logradouro').inputValue()) === '') {
      await field('Logradouro').fill('Rua das Palmeiras');
    }
    await field('Número').fill('120');
    // The weekly summary of the statistics: off until the user opts in.
    const summary = page.getByRole('checkbox', { name: /resumo semanal das estatísticas/ });
    await expect(summary).not.toBeChecked();
    await summary.check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Salvo!')).toBeVisible();
    // The message goes after 2 s.
    await expect(page.getByText('Salvo!')).toBeHidden({ timeout: 5_000 });

    // The condominium: its choice locks the address but complemento, which becomes required.
    const search = page.getByRole('combobox', { name: 'Condomínio (opcional)' });
    await search.pressSequentially(condominium.nomeCONDOMINIO.slice(0, 12), { delay: 20 });
    await page
      .getByRole('option', { name: new RegExp(condominium.nomeCONDOMINIO) })
      .first()
      .click();
    await expect(field('Logradouro')).toHaveAttribute('readonly', '');
    await expect(field('Número')).toHaveValue(condominium.numeroCONDOMINIO);
    await expect(field('Número')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Buscar CEP' })).toBeHidden();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText(M.complementRequired)).toBeVisible();
    await expect(field('Complemento')).toBeFocused();
    await checkA11y();
    await field('Complemento').fill('Bloco B, apto 12');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Salvo!')).toBeVisible();

    // The suggestion modal records a condominium for the admins.
    await page.getByRole('button', { name: 'Não encontrou seu condomínio?' }).click();
    const suggestion = page.getByRole('dialog', { name: 'Sugerir um condomínio' });
    await expect(suggestion).toBeVisible();
    await suggestion.getByRole('button', { name: 'Enviar sugestão' }).click();
    await expect(suggestion.getByText(M.suggestionNameRequired)).toBeVisible();
    await suggestion.getByLabel('Nome do condomínio').fill('Residencial Jardim das Acácias');
    await checkA11y();
    await suggestion.getByRole('button', { name: 'Enviar sugestão' }).click();
    await expect(suggestion.getByText(M.suggestionSent)).toBeVisible();
    await suggestion.getByRole('button', { name: 'Fechar' }).first().click();
    await expect(suggestion).toBeHidden();

    // Complete now: the dashboard opens without the modal, and the data stayed.
    await page.goto('/painel');
    await expect(page.getByRole('heading', { level: 1, name: /Olá, Renata/ })).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/painel$/);
    await page.goto('/painel/configuracoes');
    await expect(field('WhatsApp com DDD')).toHaveValue('(11) 98765-4321');
    await expect(field('Complemento')).toHaveValue('Bloco B, apto 12');
    await expect(summary).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Condomínio (opcional)' })).toHaveValue(
      condominium.nomeCONDOMINIO,
    );
    expect(errors).toEqual([]);
  });
});

/** A 64x32 teal PNG: small, but a real image the upload pipeline decodes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAgCAIAAAAt/+nTAAAAN0lEQVR42u3PQQkAAAgEsGtgU5/mN4NPYbACS02/FgEBAQEBAQEBAQEBAQEBAQEBAQEBAQGBqwX+NZhqNZefbAAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('Minhas Imagens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('uploads with a progress bar per file, lists the refused file with its reason, is refused removal while an ad uses it, is removed after "Remover esta imagem?"; the dashboard counts the published ads', async ({
    page,
    checkA11y,
    loginAs,
  }) => {
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await dismissCookies(page);
    // The demo PF advertiser (README "Demo logins"): a complete profile, so no modal.
    await loginAs('pf');
    await page.goto('/painel/midias');
    await expect(page.getByRole('heading', { level: 1, name: 'Minhas Imagens' })).toBeVisible();
    await waitForHydration(page);
    await checkA11y();

    const name = `foto-${Date.now()}.png`;
    await page.getByLabel('Escolher imagens').setInputFiles([
      { name, mimeType: 'image/png', buffer: PNG },
      { name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('não é imagem') },
    ]);
    // The refused file, with the reason; the image's own progress bar.
    await expect(page.getByRole('alert').filter({ hasText: 'nota.txt' })).toContainText(
      MEDIA_MESSAGES.typeNotAccepted,
    );
    const uploads = page.getByRole('list', { name: 'Envios' });
    await expect(uploads.getByRole('progressbar', { name })).toBeVisible();
    await expect(uploads.getByText('Enviada')).toBeVisible({ timeout: 20_000 });
    await expect(uploads.getByRole('progressbar', { name })).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText(MEDIA_MESSAGES.uploaded)).toBeVisible();

    // The library shows it (thumbnail, name), not used by any ad.
    const card = page.getByRole('listitem').filter({ has: page.getByRole('img', { name }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Não usada em anúncios');
    await checkA11y();

    // An ad that uses it: the card says so, and the server refuses the removal (409, its message).
    const origin = new URL(page.url()).origin;
    const mediaList = (await (await page.request.get('/api/midias?limit=100')).json()) as {
      data: { nome: string; url: string }[];
    };
    const media = mediaList.data.find((m) => m.nome === name)!;
    const categories = (await (await page.request.get('/api/categorias?tipo=2')).json()) as {
      codigoCATEGORIA: number;
    }[];
    const created = await page.request.post('/api/minha-conta/anuncios', {
      headers: { origin },
      data: {
        tipoANUNCIO: 2,
        categoriaANUNCIO: categories[0]!.codigoCATEGORIA,
        tituloANUNCIO: 'Bolo de cenoura caseiro',
        descricaoANUNCIO: 'Feito no dia, com cobertura de chocolate.',
        imagensANUNCIO: [media.url],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const listingId = ((await created.json()) as { codigoANUNCIO: number }).codigoANUNCIO;
    await page.reload();
    await waitForHydration(page);
    await expect(card).toContainText('Em uso em 1 anúncio');
    await card.getByRole('button', { name: `Remover ${name}` }).click();
    await page
      .getByRole('dialog', { name: MEDIA_MESSAGES.confirmRemove })
      .getByRole('button', { name: 'Remover' })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: /em uso/i })).toBeVisible();
    await expect(card).toBeVisible();
    const removedAd = await page.request.delete(`/api/minha-conta/anuncios/${listingId}`, {
      headers: { origin },
    });
    expect(removedAd.status(), await removedAd.text()).toBeLessThan(300);
    await page.reload();
    await waitForHydration(page);
    await expect(card).toContainText('Não usada em anúncios');

    // Removal asks first; Cancelar keeps it.
    await card.getByRole('button', { name: `Remover ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: MEDIA_MESSAGES.confirmRemove });
    await expect(confirm).toBeVisible();
    await checkA11y();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Remover ${name}` }).click();
    await page
      .getByRole('dialog', { name: MEDIA_MESSAGES.confirmRemove })
      .getByRole('button', { name: 'Remover' })
      .click();
    await expect(page.getByText(MEDIA_MESSAGES.removed)).toBeVisible();
    await expect(page.getByRole('img', { name })).toHaveCount(0);

    // The dashboard counts the advertiser's published ads from the real ads (spec 2 §2).
    const mine = await page.request.get('/api/minha-conta/anuncios?status=publicado&limit=1');
    expect(mine.status()).toBe(200);
    const { total } = (await mine.json()) as { total: number };
    expect(total).toBeGreaterThan(0);
    await page.goto('/painel');
    await expect(
      page
        .locator('dl > div')
        .filter({ has: page.getByText('Anúncios publicados', { exact: true }) })
        .locator('dd'),
    ).toHaveText(String(total));
    expect(errors).toEqual([]);
  });
});
