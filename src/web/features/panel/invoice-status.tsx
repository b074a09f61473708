import type { InvoiceStatus } from '#shared/contracts/checkouts.constants.ts';
import { INVOICE_STATUS_LABELS, INVOICE_STATUS_STYLES } from './billing.ts';

/** An invoice's status as a badge: Paga, Em aberto or Cancelada. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${INVOICE_STATUS_STYLES[status]}`}
    >
      {INVOICE_STATUS_LABELS[status]}
    </span>
  );
}
