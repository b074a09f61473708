import { NEWSLETTER_MESSAGES as M, NEWSLETTER_TOKEN_HOURS } from '#shared/contracts/newsletter.contract.ts';
import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import { HOUR, type Clock } from '../../lib/clock.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { newsletterConfirmationEmail } from './newsletter-email.ts';
import { createNewsletterRepository } from './newsletter.repository.ts';

export interface NewsletterServiceDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
}

/**
 * Newsletter with double opt-in (issue 4). Like the account resend and recovery flows, the
 * request is answered at once and the same way for every address (no enumeration, same
 * time); the look-up, the token and the e-mail happen after the answer.
 */
export function createNewsletterService(deps: NewsletterServiceDeps) {
  const { db, clock, mailer, background, publicUrl } = deps;
  const repo = createNewsletterRepository(db);

  return {
    /** A new or still pending address gets a fresh 48-hour link; a confirmed one gets nothing. */
    requestSubscription(email: string): void {
      background.run('inscrição na newsletter', async () => {
        if ((await repo.findStatus(email)) === 'confirmada') return;
        const now = clock.now();
        const token = generateToken();
        await repo.upsertPending(
          email,
          hashToken(token),
          new Date(now.getTime() + NEWSLETTER_TOKEN_HOURS * HOUR),
          now,
        );
        await mailer.send({ to: email, ...newsletterConfirmationEmail(publicUrl, token) });
      });
    },

    /** Uses a confirmation token (once, before it expires). */
    async confirmSubscription(token: string): Promise<void> {
      if (!(await repo.confirmByToken(hashToken(token), clock.now()))) {
        throw new AppError('VALIDATION', M.confirmFailed);
      }
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
