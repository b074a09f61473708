import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { MESSAGES_API, MESSAGES_MESSAGES } from '../../src/shared/contracts/messages.constants.ts';
import { MY_LISTINGS_API } from '../../src/shared/contracts/my-listings.constants.ts';
import { paths } from '../../src/shared/paths.ts';
import {
  createConfirmedAccount,
  fillLogin,
  PASSWORD,
  uniqueEmail,
  waitForHydration,
} from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';
import { dismissCookies } from '../public/consent-helpers.ts';
import { DEMO_LOGINS, logIn } from '../session.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

interface OwnListing {
  codigoANUNCIO: number;
  tipoANUNCIO: number;
  slugANUNCIO: string;
  tituloANUNCIO: string;
}

/**
 * A demo advertiser with a published listing (logged in on `page`) and that listing: the demo
 * data is only read, and the conversation this test starts is its own (a new resident).
 */
async function advertiserWithListing(page: Page): Promise<{ email: string; listing: OwnListing }> {
  // The demo advertisers (README "Demo logins"): each owns published demo listings.
  for (const role of ['pf', 'pj'] as const) {
    const email = DEMO_LOGINS[role];
    await logIn(page.request, role);
    const res = await page.request.get(`${MY_LISTINGS_API.list}?status=publicado&limit=50`);
    expect(res.status(), await res.text()).toBe(200);
    const listing = ((await res.json()) as { data: OwnListing[] }).data[0];
    if (listing) return { email, listing };
    await page.context().clearCookies();
  }
  throw new Error('nenhum anunciante de demonstração com anúncio publicado');
}

async function unreadOf(page: Page): Promise<number> {
  const res = await page.request.get(MESSAGES_API.unread);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { naoLidas: number }).naoLidas;
}

/**
 * The `checkA11y` fixture's axe run (WCAG 2.1 A/AA, serious and critical fail) for the
 * advertiser's page, which lives in a browser context of its own.
 */
async function checkA11yOn(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const unreadLabel = (n: number) => (n === 1 ? '1 mensagem não lida' : `${n} mensagens não lidas`);

test.describe('messages between a resident and an advertiser', () => {
  test('a resident writes from a listing, the advertiser sees the unread count and answers, and the answer reaches the open thread without a reload', async ({
    page,
    browser,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // The advertiser, in a browser of their own, on a wide screen.
    const advertiserContext = await browser.newContext({ viewport: DESKTOP });
    const adv = await advertiserContext.newPage();
    adv.on('pageerror', (error) => errors.push(error.message));
    await dismissCookies(adv);
    const { listing } = await advertiserWithListing(adv);
    const unreadBefore = await unreadOf(adv);
    const detailPath = paths.listingDetail.getHref(listing);

    // The resident, on a phone, starts logged out: "Enviar mensagem" goes to /entrar and back.
    await page.setViewportSize(PHONE);
    await dismissCookies(page);
    const email = uniqueEmail('morador.mensagens');
    // A first name of its own, to find this conversation in the advertiser's list.
    const name = `Rita${Date.now().toString(36)}`;
    await createConfirmedAccount(page.request, { email, nome: `${name} Moradora` });
    await page.goto(detailPath);
    await waitForHydration(page);
    await page.getByRole('link', { name: /Enviar mensagem/ }).click();
    await expect(page).toHaveURL(/\/entrar\?redirect=/);
    await waitForHydration(page);
    await fillLogin(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname === detailPath);
    await waitForHydration(page);

    // The composer: a blank text is refused here, then the message goes.
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const composer = page.getByRole('dialog', { name: 'Enviar mensagem' });
    await expect(composer).toBeVisible();
    await checkA11y();
    await composer.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(composer.getByText('Escreva uma mensagem.')).toBeVisible();
    const question = `Olá! Ainda está disponível? Vi também www.exemplo.com.br ${Date.now()}`;
    await composer.getByLabel('Sua mensagem').fill(question);
    await expect(composer.getByText(`${question.length}/2000`)).toBeVisible();
    await composer.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Mensagem enviada' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver conversa' }).click();
    await expect(page).toHaveURL(/\/painel\/mensagens\?c=\d+$/);
    const threadUrl = page.url();

    // The phone shows the thread alone, with "Voltar"; the address in the text is a plain link.
    const thread = page.getByRole('region', { name: 'Mensagens da conversa' });
    await expect(thread.getByText('Olá! Ainda está disponível?')).toBeVisible();
    const link = thread.getByRole('link', { name: /www\.exemplo\.com\.br/ });
    await expect(link).toHaveAttribute('href', 'https://www.exemplo.com.br');
    await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer ugc');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Voltar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Conversas' })).toBeHidden();
    await checkA11y();

    // The advertiser's header counts the new message.
    await adv.goto('/painel');
    await waitForHydration(adv);
    const badge = adv.getByRole('link', { name: new RegExp(unreadLabel(unreadBefore + 1)) });
    await expect(badge).toBeVisible();
    await badge.click();
    await expect(adv).toHaveURL(/\/painel\/mensagens$/);
    await waitForHydration(adv);
    const row = adv.getByRole('link', { name: new RegExp(name) });
    await expect(row).toContainText(listing.tituloANUNCIO);
    await expect(row).toContainText(unreadLabel(1));
    await row.click();
    await expect(adv).toHaveURL(/\/painel\/mensagens\?c=\d+$/);
    const advThread = adv.getByRole('region', { name: 'Mensagens da conversa' });
    await expect(advThread.getByText('Olá! Ainda está disponível?')).toBeVisible();
    // Reading it cleared its count in the header.
    await expect(adv.getByRole('link', { name: new RegExp(unreadLabel(unreadBefore + 1)) })).toHaveCount(0);
    await checkA11yOn(adv);

    // The resident keeps the thread open (no reload from here on); the advertiser answers with
    // Ctrl+Enter (Enter alone is a new line).
    await page.goto(threadUrl);
    await waitForHydration(page);
    await page.evaluate(() => {
      (globalThis as unknown as { semRecarregar: boolean }).semRecarregar = true;
    });
    const answer = `Está sim! Pode passar aqui amanhã. ${Date.now()}`;
    const box = adv.getByLabel('Sua mensagem');
    await box.fill('Está sim!');
    await box.press('Enter');
    await box.pressSequentially(answer.slice('Está sim!'.length).trim());
    await expect(box).toHaveValue(`Está sim!\n${answer.slice('Está sim!'.length).trim()}`);
    await box.press('Control+Enter');
    await expect(advThread.getByText('Pode passar aqui amanhã.')).toBeVisible();
    await expect(box).toHaveValue('');

    // The answer reaches the resident's open thread by polling, and is announced politely.
    await expect(thread.getByText('Pode passar aqui amanhã.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Nova mensagem de' })).toContainText(
      'Pode passar aqui amanhã.',
    );
    expect(
      await page.evaluate(() => (globalThis as unknown as { semRecarregar?: boolean }).semRecarregar),
    ).toBe(true);

    // "Voltar" shows the list on the phone.
    await page.getByRole('link', { name: 'Voltar' }).click();
    await expect(page.getByRole('heading', { name: 'Conversas' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: new RegExp(escapeRegExp(listing.tituloANUNCIO)) }),
    ).toBeVisible();

    // The advertiser reports the conversation and blocks the resident: the send box gives way to
    // why the conversation is closed, until "Desbloquear".
    await adv.getByRole('button', { name: 'Denunciar conversa' }).click();
    const report = adv.getByRole('dialog', { name: 'Denunciar conversa' });
    await expect(report).toBeVisible();
    await checkA11yOn(adv);
    await report.getByLabel('Fraude ou golpe').check();
    await report.getByRole('button', { name: 'Enviar denúncia' }).click();
    await expect(adv.getByRole('dialog', { name: 'Denúncia enviada' })).toBeVisible();
    await adv.getByRole('button', { name: 'Fechar', exact: true }).first().click();
    await adv.getByRole('button', { name: 'Bloquear usuário' }).click();
    const confirm = adv.getByRole('dialog', { name: new RegExp(`Bloquear ${name}`) });
    await confirm.getByRole('button', { name: 'Bloquear usuário' }).click();
    await expect(adv.getByText(MESSAGES_MESSAGES.blockedByMe)).toBeVisible();
    await expect(adv.getByLabel('Sua mensagem')).toHaveCount(0);
    await adv.getByRole('button', { name: 'Desbloquear' }).click();
    await adv
      .getByRole('dialog', { name: new RegExp(`Desbloquear ${name}`) })
      .getByRole('button', { name: 'Desbloquear' })
      .click();
    await expect(adv.getByLabel('Sua mensagem')).toBeVisible();

    await advertiserContext.close();
    expect(errors).toEqual([]);
  });
});
