import { waitForHydration } from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';

const TYPE_SLUGS: Record<number, string> = { 1: 'oportunidade', 2: 'produto', 3: 'servico', 4: 'comodidade' };

// "Denunciar anúncio" on the detail page, logged out: the reason is required, "Outro" asks for
// details, and the report ends in the thanks. Messages as in reports.constants.ts.
test('a visitor reports a listing: reason required, details with "Outro", then the thanks', async ({
  page,
  request,
  checkA11y,
}) => {
  const res = await request.get('/api/anuncios?limit=1&sort=data&order=desc');
  const listing = (
    (await res.json()) as {
      data: { codigoANUNCIO: number; slugANUNCIO: string; tipoANUNCIO: number }[];
    }
  ).data[0]!;
  await page.goto(
    `/detalhe/${TYPE_SLUGS[listing.tipoANUNCIO]}/${listing.codigoANUNCIO}/${listing.slugANUNCIO}`,
  );
  await waitForHydration(page);

  await page.getByRole('button', { name: 'Denunciar anúncio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Denunciar anúncio' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(dialog.getByText('Escolha o motivo da denúncia.')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Motivo *' })).toHaveAttribute('aria-invalid', 'true');
  await checkA11y();

  await dialog.getByRole('radio', { name: 'Outro' }).check();
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(dialog.getByText('Conte o que há de errado com este anúncio.')).toBeVisible();
  await expect(dialog.getByLabel('Detalhes *')).toBeFocused();

  await dialog.getByLabel('Detalhes *').fill('O anúncio repete outro do mesmo condomínio.');
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(page.getByRole('dialog', { name: 'Denúncia enviada' })).toContainText(
    'Obrigado. Nossa equipe vai analisar este anúncio.',
  );
  await page.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
