import { periodLabel } from '#shared/lib/plan-period.ts';
import { saoPauloDate } from '../../adapters/payments/asaas-gateway.ts';
import type { PaymentGateway, ServiceInvoice, ServiceInvoiceApi } from '../../adapters/payments/gateway.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobInfo } from '../../lib/job-queue.ts';
import type { CheckoutsRepository } from './checkouts.repository.ts';

/**
 * Notas fiscais de serviço (NFS-e) of confirmed payments, scheduled at Asaas
 * (docs/decisions/019-receipts-and-service-invoices.md). The grant transaction writes the nota's
 * row (`pendente`) and queues a `nota-fiscal` job; the job schedules it with
 * `POST /v3/invoices`, retried while Asaas fails; Asaas issues it on the effective date and its
 * INVOICE_* webhooks, each re-fetched with `GET /v3/invoices/{id}`, bring the number and the PDF.
 */

interface ServiceInvoiceSettings {
  service: { id?: string; code?: string; name: string };
  description: string;
  issPercent: number;
}

/**
 * The settings and the gateway's API when notas are on: ASAAS_NFSE=true and a gateway that issues
 * them (Asaas). Null otherwise: nothing is scheduled (the sandbox issues no nota).
 */
export function serviceInvoicing(
  env: Pick<
    Env,
    | 'ASAAS_NFSE'
    | 'ASAAS_NFSE_SERVICE_ID'
    | 'ASAAS_NFSE_SERVICE_CODE'
    | 'ASAAS_NFSE_SERVICE_NAME'
    | 'ASAAS_NFSE_DESCRIPTION'
    | 'ASAAS_NFSE_ISS'
  >,
  gateway: PaymentGateway,
): { api: ServiceInvoiceApi; settings: ServiceInvoiceSettings } | null {
  if (!env.ASAAS_NFSE || !gateway.serviceInvoices) return null;
  // loadEnv requires the name, the ISS and an id or a code with ASAAS_NFSE=true.
  if (!env.ASAAS_NFSE_SERVICE_NAME || env.ASAAS_NFSE_ISS === undefined) return null;
  return {
    api: gateway.serviceInvoices,
    settings: {
      service: {
        ...(env.ASAAS_NFSE_SERVICE_ID ? { id: env.ASAAS_NFSE_SERVICE_ID } : {}),
        ...(env.ASAAS_NFSE_SERVICE_CODE ? { code: env.ASAAS_NFSE_SERVICE_CODE } : {}),
        name: env.ASAAS_NFSE_SERVICE_NAME,
      },
      description: env.ASAAS_NFSE_DESCRIPTION,
      issPercent: env.ASAAS_NFSE_ISS,
    },
  };
}

/** The reference Asaas keeps for our invoice: a job run again finds the nota it scheduled. */
const externalReference = (invoiceId: number) => `fatura-${invoiceId}`;

function fromGateway(nota: ServiceInvoice, now: Date) {
  return {
    gatewayInvoiceId: nota.id,
    status: nota.status,
    number: nota.number,
    pdfUrl: nota.pdfUrl,
    xmlUrl: nota.xmlUrl,
    statusDescription: nota.statusDescription,
    updatedAt: now,
  };
}

export function createServiceInvoices(deps: {
  repo: CheckoutsRepository;
  api: ServiceInvoiceApi;
  settings: ServiceInvoiceSettings;
  clock: Clock;
  log: { warn(obj: object, msg?: string): void };
}) {
  const { repo, api, settings, clock, log } = deps;

  return {
    /**
     * The `nota-fiscal` job: schedules the invoice's nota at Asaas once. A run after the nota was
     * scheduled does nothing; a run after a crash between Asaas' answer and our update adopts the
     * nota Asaas has under our reference instead of scheduling a second one.
     */
    async schedule(invoiceId: number, job: JobInfo): Promise<void> {
      const work = await repo.findServiceInvoiceWork(invoiceId);
      if (!work || work.serviceInvoice.gatewayInvoiceId) return;
      const { invoice, paymentId } = work;
      if (!paymentId) throw new Error(`fatura ${invoiceId} sem pagamento no gateway`);
      const reference = externalReference(invoiceId);
      try {
        const nota =
          (await api.findServiceInvoice(reference)) ??
          (await api.scheduleServiceInvoice({
            paymentId,
            valueCents: invoice.amountCents,
            serviceDescription: `${settings.description}: plano ${invoice.planName} (${periodLabel(invoice.planPeriodMonths)}).`,
            observations: `Fatura nº ${String(invoice.number).padStart(6, '0')} do portal NC Classificados.`,
            externalReference: reference,
            effectiveDate: saoPauloDate(clock.now()),
            service: settings.service,
            issPercent: settings.issPercent,
          }));
        await repo.updateServiceInvoice(invoiceId, fromGateway(nota, clock.now()));
      } catch (err) {
        if (job.isLastAttempt) {
          // Left `pendente` with the reason, for the operator (docs/operations.md §2).
          const reason = err instanceof Error ? err.message.slice(0, 300) : 'erro';
          await repo.updateServiceInvoice(invoiceId, {
            statusDescription: `não agendada: ${reason}`,
            updatedAt: clock.now(),
          });
          log.warn({ fatura: invoiceId }, 'nota fiscal não agendada no Asaas após a última tentativa');
        }
        throw err;
      }
    },

    /**
     * An INVOICE_* webhook: only a hint, so the nota is fetched from Asaas. A nota we did not
     * schedule (issued by hand in Asaas' panel) is ignored.
     */
    async refresh(gatewayInvoiceId: string): Promise<void> {
      const row = await repo.findServiceInvoiceByGatewayId(gatewayInvoiceId);
      if (!row) return;
      const nota = await api.getServiceInvoice(gatewayInvoiceId);
      await repo.updateServiceInvoice(row.invoiceId, fromGateway(nota, clock.now()));
    },
  };
}
