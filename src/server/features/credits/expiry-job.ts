import type { JobQueue } from '../../lib/job-queue.ts';

/**
 * The ads' expiry (DESIGN.md §4) as a scheduled job on the job queue (ADR 016): every minute,
 * once across all processes, published or pending ads whose credit's period has ended become
 * `inativo` (`expire`, credits.service); the public site shows only `publicado` ads, so an
 * expired ad leaves the search, the detail and the sitemap within about a minute. The same run
 * then queues the warnings of the ads ending within three days (`warn`).
 * A run that fails, or whose process dies, is retried; both steps are idempotent.
 */
export function scheduleExpiry(
  jobs: Pick<JobQueue, 'work' | 'schedule'>,
  opts: {
    expire: () => Promise<number[]>;
    /** Queues the e-mails of the ads ending soon; returns their codes. */
    warn: () => Promise<number[]>;
    log: { info(obj: object, msg?: string): void };
  },
): void {
  jobs.work('expiracao', async () => {
    const expired = await opts.expire();
    if (expired.length > 0) opts.log.info({ anuncios: expired }, 'anúncios expirados (inativos)');
    const warned = await opts.warn();
    if (warned.length > 0) opts.log.info({ anuncios: warned }, 'avisos de expiração na fila de e-mails');
  });
  jobs.schedule('expiracao', '* * * * *');
}
