import { expect, test } from '../fixtures.ts';
import { dismissCookies } from './consent-helpers.ts';

test.describe('/documentacao', () => {
  test('renders the API reference from the OpenAPI description, grouped by tag, with a link to the JSON', async ({
    page,
    checkA11y,
  }) => {
    // The reference lists every operation (over a hundred since the admin area): axe over the
    // whole page takes a while on a busy machine.
    test.setTimeout(90_000);
    // No JavaScript: the reference is in the server's HTML.
    const html = await (await page.request.get('/documentacao')).text();
    expect(html).toContain('Documentação da API');
    expect(html).toContain('/api/contato');

    // The groups' list grew past the cookie banner's top edge: a choice made before, so the banner
    // (checked by the consent journeys) does not cover the links clicked below.
    await dismissCookies(page);
    await page.goto('/documentacao');
    await expect(page.getByRole('heading', { level: 1, name: 'Documentação da API' })).toBeVisible();
    const groups = page.getByRole('navigation', { name: 'Grupos da API' });
    for (const tag of ['Contato', 'Newsletter', 'Usuários']) {
      await expect(groups.getByRole('link', { name: new RegExp(tag) })).toBeVisible();
    }
    const contact = page.locator('article#post-api-contato');
    await expect(contact.getByRole('heading', { level: 3 })).toContainText('POST');
    await expect(contact.getByText('Envia uma mensagem à equipe (formulário de /contato)')).toBeVisible();
    await expect(contact.getByRole('rowheader', { name: 'mensagem' })).toBeVisible();
    await expect(contact.getByText(/400, 403, 429/)).toBeVisible();
    await checkA11y();

    await groups.getByRole('link', { name: /Newsletter/ }).click();
    await expect(page).toHaveURL(/#newsletter$/);

    const raw = page.getByRole('link', { name: 'Baixar a descrição OpenAPI 3.1 (JSON)' });
    await expect(raw).toHaveAttribute('href', '/api/openapi.json');
    const json = await (await page.request.get('/api/openapi.json')).json();
    expect(json.paths['/api/newsletter']).toBeDefined();
  });
});
