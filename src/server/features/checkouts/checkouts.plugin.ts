import type { FastifyInstance } from 'fastify';
import { createPaymentGateway } from '../../adapters/payments/index.ts';
import type { PaymentGateway } from '../../adapters/payments/gateway.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import type { Clock } from '../../lib/clock.ts';
import { createCheckoutsRepository } from './checkouts.repository.ts';
import { checkoutsRoutes } from './checkouts.routes.ts';
import { createCheckoutsService } from './checkouts.service.ts';

/**
 * Plans bought with PIX or card, free trials, credits and invoices (issue 19). The gateway is the
 * one PAYMENT_GATEWAY names, unless the caller passes one (tests: an in-memory stub).
 */
export async function registerCheckouts(
  app: FastifyInstance,
  opts: { env: Env; db: Db; clock: Clock; background: BackgroundTasks; gateway?: PaymentGateway },
): Promise<void> {
  const gateway =
    opts.gateway ?? createPaymentGateway(opts.env, { db: opts.db, clock: opts.clock, log: app.log });
  const checkouts = createCheckoutsService({
    repo: createCheckoutsRepository(opts.db),
    gateway,
    clock: opts.clock,
    log: app.log,
  });
  await app.register(checkoutsRoutes, { checkouts, env: opts.env, background: opts.background });
}
