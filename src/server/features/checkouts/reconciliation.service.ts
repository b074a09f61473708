import { and, desc, eq, gte, isNull, ne } from 'drizzle-orm';
import {
  FINDING_KIND_LABELS,
  RECONCILIATION_MESSAGES as M,
  type FindingKind,
} from '#shared/contracts/reconciliation.constants.ts';
import type { ReconciliationOverview } from '#shared/contracts/reconciliation.contract.ts';
import { formatCents } from '#shared/lib/price.ts';
import type { MailSender } from '../../adapters/email/index.ts';
import { renderEmail } from '../../adapters/email/layout.ts';
import {
  isCancelledStatus,
  isChargebackStatus,
  isPaidStatus,
  isRefundedStatus,
  type GatewayPayment,
  type PaymentGateway,
} from '../../adapters/payments/gateway.ts';
import type { Db } from '../../db/client.ts';
import { checkouts, reconciliationFindings, reconciliationRuns } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { createCheckoutsRepository, type CheckoutRow, type Tx } from './checkouts.repository.ts';

/**
 * The nightly payment reconciliation (ADR 011, "Reconciliation"; B3 item 5): the gateway's
 * payments of the last three days against our checkouts, matched by the payment id, else by the
 * externalReference (the checkout's id).
 *
 * - Paid at the gateway, not paid here (a lost webhook, a closed payment page): confirmed through
 *   `confirmPayment`, the one grant path (the gateway asked again, exactly once by the database);
 *   recorded `corrigido`, already resolved.
 * - Anything else that disagrees is recorded, open, for the admins: a different amount; paid here
 *   but refunded or cancelled there; a payment received there with no checkout here; a checkout
 *   paid here whose payment the gateway does not list; paid there but not confirmable here.
 *
 * A finding is recorded once per payment (or checkout) and kind, whatever the runs. The run, its
 * findings and (when it found something new) the admins' e-mail commit in one transaction.
 */

const WINDOW_MS = 3 * 24 * 60 * 60_000;
/** 03:30 in São Paulo (UTC-3 all year since 2019), as the job queue's UTC cron. */
const NIGHTLY_CRON = '30 6 * * *';

type Confirm = (paymentId: string) => Promise<'granted' | 'already' | 'not_paid' | 'mismatch' | 'unknown'>;

interface Finding {
  kind: FindingKind;
  checkoutId: number | null;
  paymentId: string | null;
  checkoutCents: number | null;
  gatewayCents: number | null;
  gatewayStatus: string | null;
  checkoutStatus: string | null;
}

export interface ReconciliationRun {
  id: number;
  payments: number;
  corrected: number;
  /** New findings for the admins. */
  findings: number;
}

const keyOf = (f: Finding) => `${f.kind}:${f.paymentId ?? `checkout-${f.checkoutId ?? 0}`}`;

function finding(kind: FindingKind, c: CheckoutRow | null, p: GatewayPayment | null): Finding {
  return {
    kind,
    checkoutId: c?.id ?? null,
    paymentId: p?.id ?? c?.gatewayPaymentId ?? null,
    checkoutCents: c?.amountCents ?? null,
    gatewayCents: p?.valueCents ?? null,
    gatewayStatus: p?.status ?? null,
    checkoutStatus: c?.status ?? null,
  };
}

function findingLine(f: Finding): string {
  const parts = [FINDING_KIND_LABELS[f.kind]];
  if (f.checkoutId !== null) parts.push(`compra ${f.checkoutId}`);
  if (f.paymentId) parts.push(`pagamento ${f.paymentId}`);
  if (f.checkoutCents !== null) parts.push(`valor aqui ${formatCents(f.checkoutCents)}`);
  if (f.gatewayCents !== null) parts.push(`valor no serviço ${formatCents(f.gatewayCents)}`);
  if (f.gatewayStatus) parts.push(`situação no serviço ${f.gatewayStatus}`);
  return parts.join('; ');
}

function reconciliationEmail(ctx: { publicUrl: string; name: string; found: Finding[] }) {
  const n = ctx.found.length;
  return renderEmail({
    template: 'alerta-conciliacao',
    subject: `Conciliação de pagamentos: ${n === 1 ? '1 ocorrência' : `${n} ocorrências`}`,
    greetingName: ctx.name,
    intro: [
      'A conciliação de pagamentos desta noite comparou os pagamentos dos últimos três dias com as compras do NC e encontrou:',
      ...ctx.found.map(findingLine),
    ],
    action: { label: 'Ver no painel', url: new URL('/painel/admin', ctx.publicUrl).toString() },
    outro: ['Confira cada pagamento no painel do Asaas e marque a divergência como resolvida.'],
  });
}

export function createReconciliation(deps: {
  db: Db;
  gateway: PaymentGateway;
  /** payments.service's `confirmPayment`: the only grant path. */
  confirmPayment: Confirm;
  mailOver(tx: Tx): MailSender;
  publicUrl: string;
  clock: Clock;
  log: { info(obj: object, msg?: string): void };
}) {
  const { db, gateway, clock } = deps;

  async function checkoutOf(p: GatewayPayment): Promise<CheckoutRow | undefined> {
    const repo = createCheckoutsRepository(db);
    const byPayment = await repo.findCheckoutByPaymentId(p.id);
    if (byPayment) return byPayment;
    if (!p.externalReference || !/^\d{1,9}$/.test(p.externalReference)) return undefined;
    const id = Number(p.externalReference);
    // A checkout whose charge was made but not kept (the process died in between): it adopts the
    // payment, only if it has none, so that `confirmPayment` finds it.
    const [adopted] = await db
      .update(checkouts)
      .set({ gatewayPaymentId: p.id })
      .where(
        and(eq(checkouts.id, id), eq(checkouts.gateway, gateway.name), isNull(checkouts.gatewayPaymentId)),
      )
      .returning();
    return adopted;
  }

  /** Compares one gateway payment; confirms it when it is paid there only. */
  async function compare(p: GatewayPayment): Promise<Finding | null> {
    const c = await checkoutOf(p);
    if (!c) {
      const received = isPaidStatus(p.status) || isRefundedStatus(p.status) || isChargebackStatus(p.status);
      return received ? finding('sem_checkout', null, p) : null;
    }
    if (p.valueCents !== c.amountCents && (isPaidStatus(p.status) || c.status === 'paid')) {
      return finding('valor_divergente', c, p);
    }
    if (isPaidStatus(p.status)) {
      if (c.status === 'paid' || c.status === 'refunded') return null;
      const result = await deps.confirmPayment(p.id);
      if (result === 'granted') return finding('corrigido', c, p);
      const now = await createCheckoutsRepository(db).findCheckoutByPaymentId(p.id);
      return now?.status === 'paid' ? null : finding('pago_sem_credito', now ?? c, p);
    }
    if (c.status === 'paid' && (isRefundedStatus(p.status) || isCancelledStatus(p.status))) {
      return finding('estornado_no_gateway', c, p);
    }
    return null;
  }

  async function run(origin: 'job' | 'cli'): Promise<ReconciliationRun> {
    const startedAt = clock.now();
    const since = new Date(startedAt.getTime() - WINDOW_MS);
    const payments = await gateway.listPayments({ since });
    const found: Finding[] = [];
    for (const p of payments) {
      const f = await compare(p);
      if (f) found.push(f);
    }
    // Paid here, at this gateway, in the window, and not listed there.
    const listed = new Set(payments.map((p) => p.id));
    const paidHere = await db
      .select()
      .from(checkouts)
      .where(
        and(
          eq(checkouts.status, 'paid'),
          eq(checkouts.gateway, gateway.name),
          ne(checkouts.method, 'free'),
          gte(checkouts.createdAt, since),
        ),
      );
    for (const c of paidHere) {
      if (!c.gatewayPaymentId || !listed.has(c.gatewayPaymentId)) {
        found.push(finding('ausente_no_gateway', c, null));
      }
    }

    const finishedAt = clock.now();
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reconciliationRuns)
        .values({ startedAt, finishedAt, origin, payments: payments.length, corrected: 0, findings: 0 })
        .returning({ id: reconciliationRuns.id });
      if (!row) throw new Error('conciliação sem linha');
      const fresh: Finding[] = [];
      for (const f of found) {
        const inserted = await tx
          .insert(reconciliationFindings)
          .values({
            runId: row.id,
            kind: f.kind,
            key: keyOf(f),
            checkoutId: f.checkoutId,
            paymentId: f.paymentId,
            checkoutCents: f.checkoutCents,
            gatewayCents: f.gatewayCents,
            gatewayStatus: f.gatewayStatus,
            checkoutStatus: f.checkoutStatus,
            createdAt: finishedAt,
            resolvedAt: f.kind === 'corrigido' ? finishedAt : null,
          })
          .onConflictDoNothing({ target: reconciliationFindings.key })
          .returning({ id: reconciliationFindings.id });
        if (inserted.length > 0) fresh.push(f);
      }
      const corrected = found.filter((f) => f.kind === 'corrigido').length;
      const findings = fresh.filter((f) => f.kind !== 'corrigido').length;
      await tx
        .update(reconciliationRuns)
        .set({ corrected, findings })
        .where(eq(reconciliationRuns.id, row.id));
      if (fresh.length > 0) {
        const mail = deps.mailOver(tx);
        for (const admin of await createCheckoutsRepository(tx).adminRecipients()) {
          await mail.send({
            to: admin.email,
            ...reconciliationEmail({ publicUrl: deps.publicUrl, name: admin.name, found: fresh }),
          });
        }
      }
      return { id: row.id, payments: payments.length, corrected, findings };
    });
    deps.log.info({ conciliacao: outcome }, 'conciliação de pagamentos concluída');
    return outcome;
  }

  return {
    run,

    /** The latest run and the open findings (newest first, at most 100). */
    async overview(): Promise<ReconciliationOverview> {
      const [last] = await db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.id)).limit(1);
      const open = await db
        .select()
        .from(reconciliationFindings)
        .where(isNull(reconciliationFindings.resolvedAt))
        .orderBy(desc(reconciliationFindings.id))
        .limit(100);
      return {
        ultima: last
          ? {
              id: last.id,
              iniciadaEm: last.startedAt.toISOString(),
              terminadaEm: last.finishedAt.toISOString(),
              pagamentos: last.payments,
              corrigidos: last.corrected,
              divergencias: last.findings,
            }
          : null,
        abertas: open.map((f) => ({
          id: f.id,
          tipo: f.kind,
          checkoutId: f.checkoutId,
          pagamentoId: f.paymentId,
          valorCheckoutCentavos: f.checkoutCents,
          valorGatewayCentavos: f.gatewayCents,
          statusGateway: f.gatewayStatus,
          statusCheckout: f.checkoutStatus,
          criadaEm: f.createdAt.toISOString(),
        })),
      };
    },

    /** An admin marks an open finding resolved: 404 unknown, 409 resolved already. */
    async resolve(adminCode: number, findingId: number) {
      const now = clock.now();
      const [done] = await db
        .update(reconciliationFindings)
        .set({ resolvedAt: now, resolvedBy: adminCode })
        .where(and(eq(reconciliationFindings.id, findingId), isNull(reconciliationFindings.resolvedAt)))
        .returning({ id: reconciliationFindings.id });
      if (done) return { id: done.id, resolvidaEm: now.toISOString() };
      const [exists] = await db
        .select({ id: reconciliationFindings.id })
        .from(reconciliationFindings)
        .where(eq(reconciliationFindings.id, findingId));
      if (!exists) throw notFound(M.findingNotFound);
      throw new AppError('CONFLICT', M.alreadyResolved);
    },
  };
}

export type Reconciliation = ReturnType<typeof createReconciliation>;

/** Nightly at 03:30 (São Paulo), once across all processes (the job queue's schedule). */
export function scheduleReconciliation(
  jobs: Pick<JobQueue, 'work' | 'schedule'>,
  reconciliation: Reconciliation,
) {
  jobs.work('conciliacao', async () => {
    await reconciliation.run('job');
  });
  jobs.schedule('conciliacao', NIGHTLY_CRON);
}
