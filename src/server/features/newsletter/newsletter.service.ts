import { NEWSLETTER_MESSAGES as M, NEWSLETTER_TOKEN_HOURS } from '#shared/contracts/newsletter.contract.ts';
import type { Mailer } from '../../adapters/email/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import { HOUR, type Clock } from '../../lib/clock.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { newsletterConfirmationEmail, newsletterWelcomeEmail } from './newsletter-email.ts';
import type { NewsletterRepository } from './newsletter.repository.ts';

export interface NewsletterServiceDeps {
  repo: NewsletterRepository;
  clock: Clock;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
}

/**
 * Newsletter with double opt-in (issue 4). Like the account resend and recovery flows, the
 * request is answered at once and the same way for every address (no enumeration, same
 * time); the look-up, the token and the e-mail happen after the answer. Leaving (LGPD) takes
 * one click on the cancel link every newsletter e-mail carries, without logging in.
 */
export function createNewsletterService(deps: NewsletterServiceDeps) {
  const { repo, clock, mailer, background, publicUrl } = deps;

  return {
    /**
     * A new, still pending or cancelled address gets a fresh 48-hour link; a confirmed one gets
     * nothing.
     */
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

    /**
     * Uses a confirmation token (once, before it expires), then e-mails the welcome message with
     * the cancel link. The cancel token is created here, not with the confirmation e-mail: a
     * pending address receives nothing to cancel (an unconfirmed request just expires), and
     * every confirmation (a new one after a cancellation too) gets its own token, whose
     * plain value exists only in that e-mail.
     */
    async confirmSubscription(token: string): Promise<void> {
      const cancelToken = generateToken();
      const email = await repo.confirmByToken(hashToken(token), hashToken(cancelToken), clock.now());
      if (email === undefined) throw new AppError('VALIDATION', M.confirmFailed);
      // After the answer, like the other e-mails: a mail failure does not undo the confirmation.
      background.run('boas-vindas da newsletter', async () => {
        await mailer.send({ to: email, ...newsletterWelcomeEmail(publicUrl, cancelToken) });
      });
    },

    /** Cancels with the cancel link's token; the same link again also succeeds (idempotent). */
    async cancelSubscription(cancelToken: string): Promise<void> {
      if (!(await repo.cancelByToken(hashToken(cancelToken), clock.now()))) {
        throw new AppError('VALIDATION', M.cancelFailed);
      }
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
