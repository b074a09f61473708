import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/index.ts';
import { HOUR, MINUTE } from '../../lib/clock.ts';
import { hashToken } from '../../lib/tokens.ts';
import { buildAccountsApp, tokenOf, type AccountsTestApp } from '../../test/accounts-app.ts';

const SUBSCRIBE = '/api/newsletter';
const CONFIRM = '/api/newsletter/confirmar';
const CANCEL = '/api/newsletter/cancelar';
const SAME_ANSWER = {
  ok: true,
  message:
    'Quase lá! Se este e-mail ainda não estiver inscrito, enviaremos um link para confirmar a inscrição. Verifique sua caixa de entrada.',
};
const CONFIRMED = {
  ok: true,
  message: 'Inscrição confirmada! Você vai receber as novidades do NC no seu e-mail.',
};
const FAILED = {
  message:
    'Não foi possível confirmar a inscrição. O link pode ter expirado ou já ter sido usado; inscreva-se de novo.',
  code: 'VALIDATION',
};
const CANCELLED = { ok: true, message: 'Inscrição cancelada. Você não receberá mais nossos e-mails.' };
const CANCEL_FAILED = {
  message:
    'Não foi possível cancelar a inscrição: este link de cancelamento não é válido. Use o link do e-mail mais recente da newsletter ou fale com a gente pela página de contato.',
  code: 'VALIDATION',
};

describe('newsletter (double opt-in)', () => {
  let t: AccountsTestApp;
  let seq = 0;
  const freshEmail = () => `vizinho${++seq}@teste.nc.local`;
  let ipSeq = 0;
  const ip = () => `10.8.0.${++ipSeq}`;
  const subscribe = (email: string, addr = ip()) => t.call('POST', SUBSCRIBE, { body: { email }, ip: addr });
  const row = async (email: string) =>
    (
      await t.database.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
    )[0];
  const linkOf = async (email: string) => {
    const [mail] = await t.emails(email);
    return mail?.links[0] as string | undefined;
  };

  /** Subscribes and confirms; returns the cancel link of the welcome e-mail. */
  const confirmedWithCancelLink = async (email: string) => {
    await subscribe(email);
    const confirmToken = tokenOf((await linkOf(email))!);
    expect((await t.call('GET', `${CONFIRM}?token=${confirmToken}`, { ip: ip() })).status).toBe(200);
    const [welcome] = await t.emails(email);
    expect(welcome.subject).toBe('Inscrição confirmada na newsletter do NC Classificados');
    const link = (welcome.links as string[]).find((l) => l.includes('/newsletter/cancelar'));
    expect(link).toMatch(/^http:\/\/localhost:3000\/newsletter\/cancelar\?token=/);
    expect(welcome.html).toContain('Cancelar inscrição</a>');
    return { welcome, link: link!, token: tokenOf(link!) };
  };
  const cancel = (token: unknown) => t.call('POST', CANCEL, { body: { token }, ip: ip() });

  beforeAll(async () => {
    t = await buildAccountsApp({
      RATE_LIMIT_NEWSLETTER_IP: '4/15m',
      RATE_LIMIT_NEWSLETTER_EMAIL: '3/1h',
      // Confirming and cancelling (each its own bucket); the tests' confirmations stay below it.
      RATE_LIMIT_TOKEN_IP: '20/15m',
    });
  });
  afterAll(() => t.close());

  it('stores a pending subscription, e-mails a link to /newsletter/confirmar and confirms it once', async () => {
    const email = freshEmail();
    const res = await subscribe(email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SAME_ANSWER);
    expect(res.headers['cache-control']).toBe('no-store');
    const link = await linkOf(email);
    expect(link).toMatch(/^http:\/\/localhost:3000\/newsletter\/confirmar\?token=/);
    const token = tokenOf(link!);
    const pending = await row(email);
    expect(pending).toMatchObject({ status: 'pendente', tokenHash: hashToken(token), confirmedAt: null });
    expect(pending!.tokenHash).not.toContain(token);

    const ok = await t.call('GET', `${CONFIRM}?token=${token}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual(CONFIRMED);
    expect(await row(email)).toMatchObject({ status: 'confirmada', tokenHash: null });

    // Used once: the same link again is refused.
    const again = await t.call('GET', `${CONFIRM}?token=${token}`);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(FAILED);
  });

  it('answers the same for new, pending and confirmed addresses; a confirmed one gets no new e-mail', async () => {
    const email = freshEmail();
    expect((await subscribe(email)).body).toEqual(SAME_ANSWER);
    const first = tokenOf((await linkOf(email))!);
    // Pending again: a new link, the earlier one stops working.
    expect((await subscribe(email)).body).toEqual(SAME_ANSWER);
    const second = tokenOf((await linkOf(email))!);
    expect(second).not.toBe(first);
    expect((await t.call('GET', `${CONFIRM}?token=${first}`)).status).toBe(400);
    expect((await t.call('GET', `${CONFIRM}?token=${second}`)).status).toBe(200);
    const before = (await t.emails(email)).length;
    const confirmedAgain = await subscribe(email);
    expect(confirmedAgain.status).toBe(200);
    expect(confirmedAgain.body).toEqual(SAME_ANSWER);
    expect(await t.emails(email)).toHaveLength(before);
    expect((await row(email))!.status).toBe('confirmada');
  });

  it('refuses an expired link (48 h) and missing or unknown tokens', async () => {
    const email = freshEmail();
    await subscribe(email);
    const token = tokenOf((await linkOf(email))!);
    t.clock.advance(48 * HOUR + MINUTE);
    const expired = await t.call('GET', `${CONFIRM}?token=${token}`);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(FAILED);
    expect((await row(email))!.status).toBe('pendente');

    const missing = await t.call('GET', CONFIRM);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Token inválido ou ausente.');
    expect((await t.call('GET', `${CONFIRM}?token=nao-existe`)).body).toEqual(FAILED);
  });

  it('validates the e-mail in Portuguese', async () => {
    const empty = await t.call('POST', SUBSCRIBE, { body: { email: '' }, ip: ip() });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Informe seu e-mail.');
    const bad = await t.call('POST', SUBSCRIBE, { body: { email: 'nao-e-email' }, ip: ip() });
    expect(bad.body).toMatchObject({ message: 'Informe um e-mail válido.', code: 'VALIDATION' });
  });

  it('is rate-limited per IP and per e-mail (429)', async () => {
    const addr = ip();
    for (let i = 0; i < 4; i++) expect((await subscribe(freshEmail(), addr)).status).toBe(200);
    const perIp = await subscribe(freshEmail(), addr);
    expect(perIp.status).toBe(429);
    expect(perIp.body.message).toBe('Muitas tentativas. Aguarde alguns minutos e tente de novo.');

    const target = freshEmail();
    for (let i = 0; i < 3; i++) expect((await subscribe(target)).status).toBe(200);
    const perEmail = await subscribe(target);
    expect(perEmail.status).toBe(429);
    expect(await t.emails(target)).toHaveLength(3);
  });

  it('e-mails the cancel link on confirmation; the link cancels, again and again (LGPD)', async () => {
    const email = freshEmail();
    const { welcome, link, token } = await confirmedWithCancelLink(email);
    expect(welcome.html).toContain(`href="${link}"`);
    const confirmed = await row(email);
    expect(confirmed).toMatchObject({ status: 'confirmada', cancelHash: hashToken(token), canceledAt: null });
    expect(confirmed!.cancelHash).not.toContain(token);

    const res = await cancel(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(CANCELLED);
    expect(res.headers['cache-control']).toBe('no-store');
    const cancelled = await row(email);
    expect(cancelled).toMatchObject({ status: 'cancelada', cancelHash: hashToken(token) });
    expect(cancelled!.canceledAt).toBeInstanceOf(Date);

    // Idempotent: the same link answers the same and keeps the first cancellation's date.
    t.clock.advance(MINUTE);
    const again = await cancel(token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(CANCELLED);
    expect((await row(email))!.canceledAt).toEqual(cancelled!.canceledAt);
  });

  it('refuses unknown, garbage and missing cancel tokens (400)', async () => {
    for (const token of ['nao-existe', 'x'.repeat(200)]) {
      const res = await cancel(token);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(CANCEL_FAILED);
    }
    // The confirmation token is not a cancel token.
    const email = freshEmail();
    await subscribe(email);
    expect((await cancel(tokenOf((await linkOf(email))!))).body).toEqual(CANCEL_FAILED);
    expect((await row(email))!.status).toBe('pendente');

    for (const body of [{}, { token: '' }, { token: 42 }]) {
      const res = await t.call('POST', CANCEL, { body, ip: ip() });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Token inválido ou ausente.');
    }
  });

  it('lets a cancelled address subscribe again (pending, confirm, new cancel link)', async () => {
    const email = freshEmail();
    const first = await confirmedWithCancelLink(email);
    expect((await cancel(first.token)).status).toBe(200);

    const before = (await t.emails(email)).length;
    const res = await subscribe(email);
    expect(res.body).toEqual(SAME_ANSWER);
    expect(await t.emails(email)).toHaveLength(before + 1);
    expect(await row(email)).toMatchObject({
      status: 'pendente',
      cancelHash: null,
      confirmedAt: null,
      canceledAt: null,
    });
    // The old cancel link belonged to the previous subscription.
    expect((await cancel(first.token)).body).toEqual(CANCEL_FAILED);

    const second = await confirmedWithCancelLink(email);
    expect(second.token).not.toBe(first.token);
    expect((await row(email))!.status).toBe('confirmada');
    expect((await cancel(second.token)).body).toEqual(CANCELLED);
    expect((await row(email))!.status).toBe('cancelada');
  });

  it('rate-limits cancelling per IP (429)', async () => {
    const addr = ip();
    for (let i = 0; i < 20; i++) {
      const res = await t.call('POST', CANCEL, { body: { token: `nao-existe-${i}` }, ip: addr });
      expect(res.status).toBe(400);
    }
    const limited = await t.call('POST', CANCEL, { body: { token: 'nao-existe' }, ip: addr });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Muitas tentativas. Aguarde alguns minutos e tente de novo.');
  });
});
