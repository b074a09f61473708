import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsApp, registration, type AccountsTestApp } from '../../test/accounts-app.ts';

/**
 * `PORT=39123 npm start` mailed links to http://localhost:3000, which did not
 * open. Without PUBLIC_URL, the links use the address the portal serves.
 */
describe('e-mail links without PUBLIC_URL', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsApp({ PUBLIC_URL: '', PORT: '39123' });
  });
  afterAll(() => t.close());

  it('point at the port the portal listens on, in the confirmation and the recovery e-mails', async () => {
    const account = registration();
    expect((await t.call('POST', '/api/usuarios/registrar', { body: account })).status).toBe(201);
    await t.call('POST', '/api/usuarios/recuperar-senha', { body: { email: account.email } });
    const [recovery, confirmation] = await t.emails(account.email);
    expect(confirmation.links).toEqual([
      expect.stringMatching(/^http:\/\/localhost:39123\/confirmar\?token=/),
    ]);
    expect(recovery.links).toEqual([
      expect.stringMatching(/^http:\/\/localhost:39123\/redefinir-senha\?token=/),
    ]);
  });
});
