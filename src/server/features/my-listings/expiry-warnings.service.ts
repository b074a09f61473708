import type { MailSender } from '../../adapters/email/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { expiryWarningEmail } from './expiry-warning-email.ts';
import type { ExpiryWarningsRepository } from './expiry-warnings.repository.ts';

/** How long before its credit ends an ad's advertiser is warned. */
const EXPIRY_WARNING_MS = 3 * 86_400_000;

/**
 * The e-mail before an ad expires (DESIGN.md §4 "Credits"), one step of the expiry job: claim
 * the ads ending within three days (marked warned in the same statement) and queue each
 * advertiser's e-mail, in one transaction. The job queue delivers the e-mails (retried while the
 * mail server fails); a claim never stands without its e-mail, nor an e-mail without its claim.
 */
export function createExpiryWarningsService(deps: {
  inTransaction<T>(work: (repo: ExpiryWarningsRepository, mail: MailSender) => Promise<T>): Promise<T>;
  clock: Clock;
  publicUrl: string;
}) {
  return {
    /** Returns the codes of the ads whose warning was queued. */
    async warn(): Promise<number[]> {
      return deps.inTransaction(async (repo, mail) => {
        const claimed = await repo.claim(deps.clock.now(), EXPIRY_WARNING_MS);
        for (const w of claimed) {
          await mail.send({ to: w.email, ...expiryWarningEmail({ publicUrl: deps.publicUrl, ...w }) });
        }
        return claimed.map((w) => w.listingCode);
      });
    },
  };
}
