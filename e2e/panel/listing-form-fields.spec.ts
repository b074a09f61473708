import type { Page } from '@playwright/test';
import { MY_LISTINGS_MESSAGES as M } from '../../src/shared/contracts/my-listings.constants.ts';
import { waitForHydration } from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';
import { logIn } from '../session.ts';

/**
 * The ad form's fields: a file that only looks like a picture is
 * refused when picked, the required-fields banner follows the fields, the title shows its
 * limit, and a Google Maps place link becomes the map's embed. At 390 and 1280 px, with axe.
 */

const PLACE_LINK =
  'https://www.google.com/maps/place/Parque+Ibirapuera/@-23.5874,-46.6576,16z/data=!3m1!4b1!4m6!3m5!1s0x94ce5a2b2ed7f3a1:0xab35da2f5ca62674!8m2!3d-23.5874162!4d-46.6576336!16zL20vMDJ4ZzQ';
const PLACE_EMBED = 'https://maps.google.com/maps?q=-23.5874162,-46.6576336&z=16&output=embed';

/** The new-ad form, as the demo PF advertiser (README "Demo logins"). */
async function openNewAdForm(page: Page) {
  await logIn(page.request, 'pf');
  await page.goto('/painel/anuncios/novo');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Novo anúncio' })).toBeVisible();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`the ad form's fields at ${viewport.width} px`, () => {
    test.use({ viewport });
    // Two axe runs and a login each, on a machine that may be busy.
    test.describe.configure({ timeout: 90_000 });

    test('a PDF renamed .jpg is refused when picked, with no "Capa"; a real picture becomes the cover', async ({
      page,
      checkA11y,
    }) => {
      await openNewAdForm(page);
      const pdf = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1');
      await page
        .getByTestId('fotos-arquivos')
        .setInputFiles([{ name: 'folheto.jpg', mimeType: 'image/jpeg', buffer: pdf }]);
      const refusal = page.getByRole('alert').filter({ hasText: 'Algumas imagens não foram adicionadas' });
      await expect(refusal).toContainText(
        'folheto.jpg: O arquivo não é uma imagem PNG, JPG, GIF ou WEBP, apesar do nome.',
      );
      await expect(page.getByTestId('foto')).toHaveCount(0);
      await expect(page.getByText('Capa', { exact: true })).toHaveCount(0);
      await expect(page.getByText('Nenhuma foto ainda.')).toBeVisible();
      await checkA11y();

      // A real JPEG (its first bytes are the signature) is taken as before.
      const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
      await page
        .getByTestId('fotos-arquivos')
        .setInputFiles([{ name: 'bolo.jpg', mimeType: 'image/jpeg', buffer: jpeg }]);
      await expect(page.getByTestId('foto')).toHaveCount(1);
      await expect(page.getByTestId('foto').getByText('Capa')).toBeVisible();
      await expect(refusal).toHaveCount(0);
    });

    test('the required-fields banner shrinks as the fields are filled and goes away', async ({
      page,
      checkA11y,
    }) => {
      await openNewAdForm(page);
      await page.getByRole('button', { name: 'Salvar rascunho' }).click();
      const banner = page.getByRole('alert').filter({ hasText: M.requiredFields });
      await expect(banner).toContainText('título, descrição, categoria, tipo');
      await expect(banner).toBeFocused();
      await checkA11y();

      await page.getByLabel('Título *').fill('Bolo de pote');
      await expect(banner).toHaveText(`${M.requiredFields}descrição, categoria, tipo`);
      await page.getByLabel('Descrição *').fill('Bolo de pote de brigadeiro, feito no dia.');
      await page.getByLabel('Tipo *').selectOption({ label: 'Produtos' });
      await expect(banner).toHaveText(`${M.requiredFields}categoria`);
      await page.getByLabel('Categoria *').selectOption({ index: 1 });
      await expect(banner).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await checkA11y();
    });

    test('the title shows its limit: a 400-character title keeps 150 and says so', async ({
      page,
      checkA11y,
      context,
    }) => {
      await openNewAdForm(page);
      const title = page.getByLabel('Título *');
      await expect(title).toHaveAccessibleDescription('0 de 150 caracteres');
      await title.fill('Bolo');
      await expect(page.getByText('4/150')).toBeVisible();

      // Pasted, as an advertiser copying an old ad would.
      const long = 'Bolo de cenoura com cobertura de chocolate '.repeat(10).slice(0, 400);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.evaluate(
        (text) =>
          (
            globalThis as unknown as { navigator: { clipboard: { writeText: (t: string) => Promise<void> } } }
          ).navigator.clipboard.writeText(text),
        long,
      );
      await title.fill('');
      await title.focus();
      await page.keyboard.press('ControlOrMeta+V');
      await expect(title).toHaveValue(long.slice(0, 150));
      await expect(page.getByText('150/150')).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: 'O texto colado passava de 150 caracteres' }),
      ).toHaveText('O texto colado passava de 150 caracteres e foi cortado. Confira o final.');
      await checkA11y();
      // Typing at the limit: only that the limit is reached.
      await title.press('Backspace');
      await title.press('a');
      await expect(page.getByText('Limite de 150 caracteres atingido.')).toBeVisible();
    });

    test('a Google Maps place link becomes the embed and is saved; a short link says how to get a full one', async ({
      page,
      checkA11y,
    }) => {
      await openNewAdForm(page);
      const map = page.getByLabel('Mapa (endereço de incorporação)');
      await map.fill('https://maps.app.goo.gl/Ab12Cd34Ef');
      await map.blur();
      await expect(page.getByText(M.mapShortLink)).toBeVisible();
      await expect(map).toHaveAttribute('aria-invalid', 'true');
      await checkA11y();

      await map.fill(PLACE_LINK);
      await map.blur();
      await expect(map).toHaveValue(PLACE_EMBED);
      await expect(page.getByRole('status').filter({ hasText: 'Link convertido' })).toBeVisible();
      await expect(page.getByText(M.mapShortLink)).toHaveCount(0);
      await checkA11y();

      await page.getByLabel('Tipo *').selectOption({ label: 'Produtos' });
      await page.getByLabel('Categoria *').selectOption({ index: 1 });
      await page.getByLabel('Título *').fill(`Bolo no parque ${Date.now()}`);
      await page.getByLabel('Descrição *').fill('Entrega na portaria do parque.');
      await page.getByRole('button', { name: 'Salvar rascunho' }).click();
      await expect(page).toHaveURL(/\/painel\/anuncios\/\d+\/editar$/, { timeout: 20_000 });
      await waitForHydration(page);
      await expect(page.getByLabel('Mapa (endereço de incorporação)')).toHaveValue(PLACE_EMBED);
    });
  });
}
