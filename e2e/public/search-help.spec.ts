import { expect, test } from '../fixtures.ts';
import { dismissCookies } from './consent-helpers.ts';

test('/ajuda#busca explains words, quotes, OU, NÃO, synonyms and "Você quis dizer"', async ({
  page,
  checkA11y,
}) => {
  await dismissCookies(page);
  await page.goto('/ajuda#busca');
  const section = page.locator('#busca');
  await expect(section.getByRole('heading', { level: 2, name: 'Como buscar' })).toBeInViewport();
  for (const term of [
    'Palavras',
    'Frase entre aspas',
    'OU',
    'NÃO ou -palavra',
    'Sinônimos',
    'Você quis dizer',
  ])
    await expect(section.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
  await expect(section).toContainText('eletricista OU encanador');
  await expect(section).toContainText('bolo NÃO cenoura');
  await checkA11y();
});
