/**
 * The ads' expiry (DESIGN.md §4): every minute, published or pending ads whose credit's period
 * has ended become `inativo` (my-listings.repository `expire`). The public site shows only
 * `publicado` ads, so an expired ad leaves the search, the detail and the sitemap at the next
 * run: at most a minute after its credit ends. Every process may run it (the UPDATE is
 * idempotent). The timer does not keep the process alive; `stop()` waits for a run in flight
 * so nothing touches a closed database.
 *
 * Each run then warns the advertisers of the ads ending within three days (`warn`,
 * expiry-warnings.service): one e-mail per ad, claimed in the statement that marks it, so
 * every process may run this step too.
 */
export const EXPIRY_INTERVAL_MS = 60_000;

export interface ExpiryJob {
  /** Runs once now (also what the timer calls); overlapping runs are skipped. */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export function startExpiryJob(opts: {
  expire: () => Promise<number[]>;
  /** E-mails the ads ending soon; returns their codes. */
  warn?: () => Promise<number[]>;
  log: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
  intervalMs?: number;
}): ExpiryJob {
  let running: Promise<void> | undefined;
  let stopped = false;
  const runOnce = async () => {
    if (stopped || running) return running;
    running = (async () => {
      try {
        const codes = await opts.expire();
        if (codes.length > 0) opts.log.info({ anuncios: codes }, 'anúncios expirados (inativos)');
      } catch (err) {
        opts.log.error({ err }, 'expiração de anúncios falhou');
      }
      try {
        const warned = (await opts.warn?.()) ?? [];
        if (warned.length > 0) opts.log.info({ anuncios: warned }, 'avisos de expiração enviados');
      } catch (err) {
        opts.log.error({ err }, 'avisos de expiração falharam');
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void runOnce(), opts.intervalMs ?? EXPIRY_INTERVAL_MS);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
