import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOutboxRepository, type MailSender } from '../../adapters/email/index.ts';
import { credits } from '../../db/schema/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing, insertUser } from '../../test/factories/index.ts';
import { giveCredit } from './my-listings-test-kit.ts';
import { createExpiryWarningsRepository } from './expiry-warnings.repository.ts';
import { createExpiryWarningsService } from './expiry-warnings.service.ts';

const PUBLIC_URL = 'https://nc.example.com.br';
const DAY = 86_400_000;

describe('the e-mail before an ad expires', () => {
  let t: TestApp;
  // 12:00 in Brasília; an ad ending 2 days later at 02:00 UTC ends on the 11th there.
  const clock = createManualClock(new Date('2026-03-10T15:00:00Z'));
  const outbox = () => createOutboxRepository(t.database.db);
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** The service over the test app's database and e-mail queue, or a mail sender of the test's. */
  function service(mail?: MailSender) {
    return createExpiryWarningsService({
      inTransaction: (work) =>
        t.database.db.transaction((tx) =>
          work(createExpiryWarningsRepository(tx), mail ?? t.app.mailer.over(tx)),
        ),
      clock,
      publicUrl: PUBLIC_URL,
    });
  }

  /** An ad of a new advertiser, in `status`, holding a credit that ends at `endsAt`. */
  async function adEnding(
    endsAt: Date,
    status: 'publicado' | 'pendente' | 'inativo' | 'rascunho' = 'publicado',
  ) {
    const user = await insertUser(t.database.db, { name: 'Marina' });
    const ad = await insertListing(t.database.db, {
      advertiserCode: user.code,
      status,
      title: 'Bolo & "doce" caseiro',
    });
    const checkoutId = await giveCredit(t, user.code, endsAt);
    await t.database.db
      .update(credits)
      .set({ status: 'used', listingCode: ad.code, usedAt: clock.now() })
      .where(eq(credits.checkoutId, checkoutId));
    return { user, ad };
  }

  async function mailsTo(email: string) {
    return outbox().findLatestMessages({ limit: 10, to: email });
  }

  it('an ad ending in 2 days gets one e-mail (text and links); the next run sends none', async () => {
    const { user, ad } = await adEnding(new Date('2026-03-12T02:00:00Z'));
    const pending = await adEnding(new Date(clock.now().getTime() + 1 * DAY), 'pendente');
    const warned = await service().warn();
    expect(warned).toEqual(expect.arrayContaining([ad.code, pending.ad.code]));

    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.template).toBe('aviso-expiracao');
    expect(mail.subject).toBe('Seu anúncio "Bolo & "doce" caseiro" expira em 11/03/2026');
    expect(mail.text).toContain('Olá, Marina!');
    expect(mail.text).toContain('O período do seu anúncio "Bolo & "doce" caseiro" termina em 11/03/2026.');
    expect(mail.text).toContain(`Ver planos: ${PUBLIC_URL}/painel/planos`);
    expect(mail.text).toContain(`${PUBLIC_URL}/painel/anuncios/${ad.code}/editar`);
    expect(mail.html).toContain('Bolo &amp; &quot;doce&quot; caseiro');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/painel/planos"`);
    expect(await mailsTo(pending.user.email)).toHaveLength(1);

    const [credit] = await t.database.db.select().from(credits).where(eq(credits.listingCode, ad.code));
    expect(credit?.expiryWarnedAt).toEqual(clock.now());

    // The next run (or another process) finds it claimed.
    clock.advance(60_000);
    expect(await service().warn()).toEqual([]);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('two runs at once send one e-mail', async () => {
    const { user } = await adEnding(new Date(clock.now().getTime() + 2 * DAY));
    const [a, b] = await Promise.all([service().warn(), service().warn()]);
    expect(a.length + b.length).toBe(1);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('an ad ending in 10 days, an inactive or draft one and one already expired get none', async () => {
    const later = await adEnding(new Date(clock.now().getTime() + 10 * DAY));
    const inactive = await adEnding(new Date(clock.now().getTime() + 2 * DAY), 'inativo');
    const draft = await adEnding(new Date(clock.now().getTime() + 2 * DAY), 'rascunho');
    const ended = await adEnding(new Date(clock.now().getTime() - 60_000));
    expect(await service().warn()).toEqual([]);
    for (const { user } of [later, inactive, draft, ended]) expect(await mailsTo(user.email)).toEqual([]);

    // Seven days on, the first one is within 3 days of its end: warned then.
    clock.advance(7 * DAY + 60_000);
    expect(await service().warn()).toEqual([later.ad.code]);
    expect(await mailsTo(later.user.email)).toHaveLength(1);
  });

  it('claims an ad only with its e-mail: when queuing fails, the next run warns it', async () => {
    const { user, ad } = await adEnding(new Date(clock.now().getTime() + 2 * DAY));
    const failing: MailSender = { send: vi.fn(() => Promise.reject(new Error('banco fora do ar'))) };
    await expect(service(failing).warn()).rejects.toThrow('banco fora do ar');
    expect(failing.send).toHaveBeenCalledTimes(1);
    expect(await mailsTo(user.email)).toEqual([]);
    expect(await service().warn()).toEqual([ad.code]);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});
