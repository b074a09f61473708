import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { DEMO_ADMIN, demoPassword, fillLogin, waitForHydration } from './helpers.ts';

/** The README's demo logins (one per role) and the README's promise about the outbox. */
const DEMO_PF = 'claudia.carvalho@exemplo.com.br';
const DEMO_PJ = 'contato.sabordevodocesesalgados@example.com';

test.describe('demo logins and the outbox in production', () => {
  test('a stranger gets 404 from the outbox; the demo admin logs in through the form and reads it', async ({
    page,
  }) => {
    for (const url of ['/dev/emails.json', '/dev/emails']) {
      const res = await page.request.get(url);
      expect(res.status(), url).toBe(404);
      expect(await res.json()).toEqual({ message: 'Página não encontrada.', code: 'NOT_FOUND' });
    }

    await page.goto('/entrar?redirect=%2Fdev%2Femails');
    await waitForHydration(page);
    await fillLogin(page, DEMO_ADMIN, demoPassword());
    await page.waitForURL((url) => url.pathname !== '/entrar');
    // The session cookie is enough (the page is not a React route: a plain navigation).
    await page.goto('/dev/emails');
    await expect(page.getByRole('heading', { level: 1, name: 'Caixa de saída de e-mails' })).toBeVisible();
  });

  test('the demo advertisers, PF and PJ, log in with the same password', async ({ baseURL }) => {
    for (const [email, tipo] of [
      [DEMO_PF, 3],
      [DEMO_PJ, 2],
    ] as const) {
      // A context each: a second login carrying the first one's cookie would be a cross-site POST.
      const context = await playwrightRequest.newContext({ baseURL });
      try {
        const res = await context.post('/api/usuarios/login', {
          data: { usuario: email, senha: demoPassword() },
        });
        expect(res.status(), `${email}: ${await res.text()}`).toBe(200);
        expect((await res.json()).payload).toMatchObject({ email, role: 'ANUNCIANTE', tipo });
      } finally {
        await context.dispose();
      }
    }
  });
});
