import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/email/index.ts';
import { createPaymentGateway } from '../../adapters/payments/index.ts';
import type { PaymentGateway } from '../../adapters/payments/gateway.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { createAuditService } from '../audit/audit.service.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import { createBillingService } from './billing.service.ts';
import { createCheckoutsRepository } from './checkouts.repository.ts';
import { checkoutsRoutes } from './checkouts.routes.ts';
import { createPaymentsService } from './payments.service.ts';
import {
  createReconciliation,
  scheduleReconciliation,
  type Reconciliation,
} from './reconciliation.service.ts';
import { reconciliationRoutes } from './reconciliation.routes.ts';
import { createServiceInvoices, serviceInvoicing } from './service-invoices.ts';

/** An `asaas-evento` job: the stored event's id, type and the payment or nota it names. */
interface EventJob {
  eventId: string;
  type: string;
  paymentId: string | null;
  invoiceId?: string | null;
}

/**
 * Plans bought with PIX or card and free trials (payments.service, which grants the credits
 * through the credits feature), and their invoices (billing.service). The gateway is the one
 * PAYMENT_GATEWAY names, unless the caller passes one (tests: an in-memory stub). Webhook events
 * are processed by the job queue (`asaas-evento`), queued with the event itself. With ASAAS_NFSE
 * on Asaas, each payment's grant also queues its nota fiscal (`nota-fiscal`, ADR 019). The nightly
 * reconciliation (`conciliacao`) compares the gateway's payments with the checkouts; answered for
 * `npm run payments:reconcile`.
 */
export async function registerCheckouts(
  app: FastifyInstance,
  opts: {
    env: Env;
    db: Db;
    clock: Clock;
    jobs: JobQueue;
    credits: CreditsService;
    mailer: Mailer;
    gateway?: PaymentGateway;
  },
): Promise<Reconciliation> {
  const gateway =
    opts.gateway ?? createPaymentGateway(opts.env, { db: opts.db, clock: opts.clock, log: app.log });
  const repo = createCheckoutsRepository(opts.db);
  const nfse = serviceInvoicing(opts.env, gateway);
  const notas = nfse && createServiceInvoices({ repo, ...nfse, clock: opts.clock, log: app.log });
  const billing = createBillingService({
    repo,
    issuer: {
      name: opts.env.RECEIPT_ISSUER_NAME ?? 'NC Classificados',
      cnpj: opts.env.RECEIPT_ISSUER_CNPJ ?? null,
      address: opts.env.RECEIPT_ISSUER_ADDRESS ?? null,
    },
    serviceInvoices: notas,
  });
  const payments = createPaymentsService({
    repo,
    inTransaction: (work) => opts.db.transaction((tx) => work(createCheckoutsRepository(tx), tx)),
    credits: opts.credits,
    mailOver: (tx) => opts.mailer.over(tx),
    auditOver: (tx) => createAuditService(tx),
    publicUrl: opts.env.PUBLIC_URL,
    gateway,
    clock: opts.clock,
    log: app.log,
    ...(billing.issuesServiceInvoices && {
      // The nota's row and its job commit with the grant, or neither does.
      onPaymentGranted: async (tx, granted) => {
        await createCheckoutsRepository(tx).addServiceInvoice(granted.invoiceId, opts.clock.now());
        await opts.jobs.send(tx, 'nota-fiscal', { invoiceId: granted.invoiceId });
      },
      refreshServiceInvoice: (id: string) => billing.refreshServiceInvoice(id),
    }),
    storeEvent: ({ invoiceId, ...e }) =>
      opts.db.transaction(async (tx) => {
        const isNew = await createCheckoutsRepository(tx).recordEvent(e);
        if (isNew) {
          const job: EventJob = { eventId: e.eventId, type: e.type, paymentId: e.paymentId, invoiceId };
          await opts.jobs.send(tx, 'asaas-evento', job);
        }
        return isNew;
      }),
  });
  opts.jobs.work<EventJob>('asaas-evento', (e) => payments.processEvent(e), { concurrency: 2 });
  // Registered either way: a job queued before ASAAS_NFSE was turned off completes doing nothing.
  opts.jobs.work<{ invoiceId: number }>(
    'nota-fiscal',
    ({ invoiceId }, job) => billing.scheduleServiceInvoice(invoiceId, job),
    { concurrency: 2 },
  );
  await app.register(checkoutsRoutes, { payments, billing, env: opts.env });
  const reconciliation = createReconciliation({
    db: opts.db,
    gateway,
    confirmPayment: (paymentId) => payments.confirmPayment(paymentId),
    mailOver: (tx) => opts.mailer.over(tx),
    publicUrl: opts.env.PUBLIC_URL,
    clock: opts.clock,
    log: app.log,
  });
  scheduleReconciliation(opts.jobs, reconciliation);
  await app.register(reconciliationRoutes, { reconciliation });
  return reconciliation;
}
