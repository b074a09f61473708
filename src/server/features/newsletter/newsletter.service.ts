import { NEWSLETTER_MESSAGES as M, NEWSLETTER_TOKEN_HOURS } from '#shared/contracts/newsletter.contract.ts';
import type { MailSender } from '../../adapters/email/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import { HOUR, type Clock } from '../../lib/clock.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { newsletterConfirmationEmail, newsletterWelcomeEmail } from './newsletter-email.ts';
import type { NewsletterRepository } from './newsletter.repository.ts';

export interface NewsletterServiceDeps {
  repo: NewsletterRepository;
  /** One transaction: the repository over it, and the e-mail queue (sent only if it commits). */
  inTransaction<T>(work: (repo: NewsletterRepository, mail: MailSender) => Promise<T>): Promise<T>;
  clock: Clock;
  background: BackgroundTasks;
  publicUrl: string;
}

/**
 * Newsletter with double opt-in. Like the account resend and recovery flows, the
 * request is answered at once and the same way for every address (no enumeration, same
 * time); the look-up, the token and the queued e-mail happen after the answer, in one
 * transaction. Leaving (LGPD) takes
 * one click on the cancel link every newsletter e-mail carries, without logging in.
 */
export function createNewsletterService(deps: NewsletterServiceDeps) {
  const { repo, inTransaction, clock, background, publicUrl } = deps;

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
        await inTransaction(async (tx, mail) => {
          await tx.upsertPending(
            email,
            hashToken(token),
            new Date(now.getTime() + NEWSLETTER_TOKEN_HOURS * HOUR),
            now,
          );
          await mail.send({ to: email, ...newsletterConfirmationEmail(publicUrl, token) });
        });
      });
    },

    /**
     * Uses a confirmation token (once, before it expires) and queues the welcome message with
     * the cancel link, in one transaction. The cancel token is created here, not with the confirmation e-mail: a
     * pending address receives nothing to cancel (an unconfirmed request just expires), and
     * every confirmation (a new one after a cancellation too) gets its own token, whose
     * plain value exists only in that e-mail.
     */
    async confirmSubscription(token: string): Promise<void> {
      const cancelToken = generateToken();
      await inTransaction(async (tx, mail) => {
        const email = await tx.confirmByToken(hashToken(token), hashToken(cancelToken), clock.now());
        if (email === undefined) throw new AppError('VALIDATION', M.confirmFailed);
        await mail.send({ to: email, ...newsletterWelcomeEmail(publicUrl, cancelToken) });
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
