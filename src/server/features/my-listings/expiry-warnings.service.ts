import type { Mailer } from '../../adapters/email/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { expiryWarningEmail } from './expiry-warning-email.ts';
import type { ExpiryWarningsRepository } from './expiry-warnings.repository.ts';

/** How long before its credit ends an ad's advertiser is warned. */
const EXPIRY_WARNING_MS = 3 * 86_400_000;

/**
 * The e-mail before an ad expires (DESIGN.md §4 "Credits"), one step of the expiry job: claim
 * the ads ending within three days (marked warned in the same statement), then e-mail each
 * advertiser. A failed send is logged (the ad's code and the error's code, no address) and not retried: the
 * claim already happened, so a broken SMTP never makes the job mail again every minute.
 */
export function createExpiryWarningsService(deps: {
  repo: ExpiryWarningsRepository;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  log: { error(obj: object, msg?: string): void };
}) {
  return {
    /** Returns the codes of the ads whose warning was handed to the mailer. */
    async warn(): Promise<number[]> {
      const claimed = await deps.repo.claim(deps.clock.now(), EXPIRY_WARNING_MS);
      const sent: number[] = [];
      for (const w of claimed) {
        const email = expiryWarningEmail({ publicUrl: deps.publicUrl, ...w });
        try {
          await deps.mailer.send({ to: w.email, ...email });
          sent.push(w.listingCode);
        } catch (err) {
          // Only the error's kind: an SMTP error's text and fields may carry the address.
          const motivo = (err as { code?: unknown }).code ?? (err instanceof Error ? err.name : 'erro');
          deps.log.error({ anuncio: w.listingCode, motivo }, 'aviso de expiração não enviado');
        }
      }
      return sent;
    },
  };
}
