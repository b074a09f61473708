import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { createConfirmedAccount, outboxMessages, uniqueEmail } from '../accounts/helpers.ts';
import { expect, test, waitForHydration } from '../fixtures.ts';
import { dismissCookies } from '../public/consent-helpers.ts';
import { logIn } from '../session.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

test.describe('"Meus dados" (issue 36 item 2)', () => {
  test('export and download', async ({ page, checkA11y }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // A fresh resident, logged in through the API.
    const email = uniqueEmail('morador.dados');
    const name = `Dora${Date.now().toString(36)}`;
    await createConfirmedAccount(page.request, { email, nome: `${name} Moradora` });
    await logIn(page.request, { email });
    await page.setViewportSize(DESKTOP);
    await dismissCookies(page);

    await page.goto('/painel/configuracoes');
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Meus dados' });
    await expect(section).toBeVisible();
    await expect(section.getByText(/uma vez por dia/)).toBeVisible();
    await checkA11y();

    // Asked: being prepared, then (the server runs the job, the section asks again) ready.
    await section.getByRole('button', { name: 'Preparar meus dados' }).click();
    await expect(section.getByText(/Estamos preparando seus dados/)).toBeVisible();
    const download = section.getByRole('link', { name: 'Baixar meus dados' });
    await expect(download).toBeVisible({ timeout: 60_000 });
    await expect(section.getByText(/Seus dados estão prontos/)).toBeVisible();
    await expect(section.getByText(/disponível até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/)).toBeVisible();
    await checkA11y();

    // The e-mail points to this page, where the download needs the session.
    await expect
      .poll(async () => (await outboxMessages(page.request, email)).map((m) => m.subject), {
        timeout: 15_000,
      })
      .toContain('Seus dados do NC Classificados estão prontos');

    // Downloaded: a ZIP with data.json holding this account.
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^nc-meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const zip = unzipSync(new Uint8Array(bytes));
    const data = JSON.parse(Buffer.from(zip['data.json']!).toString('utf8')) as {
      perfil: { email: string; nome: string };
    };
    expect(data.perfil).toMatchObject({ email, nome: `${name} Moradora` });

    // Once a day: asking again says when it can be asked.
    await section.getByRole('button', { name: 'Preparar meus dados' }).click();
    await expect(section.getByRole('alert')).toContainText(
      /últimas 24 horas.*a partir de \d{2}\/\d{2}\/\d{4}/,
    );

    // Another session (a visitor) cannot fetch the file.
    const href = await download.getAttribute('href');
    const anonymous = await page.request.fetch(href!, { headers: { cookie: '' } });
    expect(anonymous.status()).toBe(401);

    await page.setViewportSize(PHONE);
    await page.reload();
    await waitForHydration(page);
    await expect(
      page.getByRole('region', { name: 'Meus dados' }).getByRole('link', { name: 'Baixar meus dados' }),
    ).toBeVisible();
    await checkA11y();
    expect(errors).toEqual([]);
  });
});
