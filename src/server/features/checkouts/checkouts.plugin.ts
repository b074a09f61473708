import type { FastifyInstance } from 'fastify';
import { createPaymentGateway } from '../../adapters/payments/index.ts';
import type { PaymentGateway } from '../../adapters/payments/gateway.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { createCheckoutsRepository } from './checkouts.repository.ts';
import { checkoutsRoutes } from './checkouts.routes.ts';
import { createCheckoutsService } from './checkouts.service.ts';

/**
 * Plans bought with PIX or card, free trials, credits and invoices (issue 19). The gateway is the
 * one PAYMENT_GATEWAY names, unless the caller passes one (tests: an in-memory stub). Webhook
 * events are processed by the job queue (`asaas-evento`), queued with the event itself.
 */
export async function registerCheckouts(
  app: FastifyInstance,
  opts: { env: Env; db: Db; clock: Clock; jobs: JobQueue; gateway?: PaymentGateway },
): Promise<void> {
  const gateway =
    opts.gateway ?? createPaymentGateway(opts.env, { db: opts.db, clock: opts.clock, log: app.log });
  const checkouts = createCheckoutsService({
    repo: createCheckoutsRepository(opts.db),
    gateway,
    clock: opts.clock,
    log: app.log,
    storeEvent: (e) =>
      opts.db.transaction(async (tx) => {
        const isNew = await createCheckoutsRepository(tx).recordEvent(e);
        if (isNew) {
          await opts.jobs.send(tx, 'asaas-evento', {
            eventId: e.eventId,
            type: e.type,
            paymentId: e.paymentId,
          });
        }
        return isNew;
      }),
  });
  opts.jobs.work<{ eventId: string; type: string; paymentId: string | null }>(
    'asaas-evento',
    (e) => checkouts.processEvent(e),
    { concurrency: 2 },
  );
  await app.register(checkoutsRoutes, { checkouts, env: opts.env });
}
