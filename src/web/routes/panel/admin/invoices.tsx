import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import { findAdminInvoices } from '../../../features/admin-overview/admin-overview-api.ts';
import { invoiceFiltersFrom } from '../../../features/admin-overview/admin-params.ts';
import { InvoicesPage } from '../../../features/admin-overview/invoices-page.tsx';
import { INVOICE_STATUS_LABELS, invoiceNumberLabel } from '../../../features/panel/billing.ts';
import { InvoiceStatusBadge } from '../../../features/panel/invoice-status.tsx';
import { ApiError, createApiClient } from '../../../lib/api-client.ts';
import type { Route } from './+types/invoices';

/**
 * /painel/admin/faturas (spec 2 §2 "Invoices": the admin screen lists all invoices): filters by
 * status, period and number or payer in the address (shareable, server-rendered, Filtrar works
 * without JavaScript), 20 a page, the receipt's PDF and the CSV export of what the filters match.
 * The status badge and words are the user screens' ones, composed here (a feature does not import
 * another).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const filters = invoiceFiltersFrom(new URL(request.url).searchParams);
  try {
    const answer = await findAdminInvoices(createApiClient({ context, request }), filters);
    return { filters, answer, error: null };
  } catch (error) {
    // A 400 (a period in the wrong order) says what to fix; anything else is only logged.
    if (error instanceof ApiError && error.status === 400)
      return { filters, answer: null, error: error.apiMessage ?? null };
    context.app.log.warn({ err: error }, 'painel/admin/faturas: faturas indisponíveis');
    return { filters, answer: null, error: null };
  }
}

export const meta = () => [{ title: 'Faturas | NC' }, { name: 'robots', content: 'noindex' }];

const PARTS = {
  statusLabels: INVOICE_STATUS_LABELS,
  numberLabel: invoiceNumberLabel,
  StatusBadge: InvoiceStatusBadge,
};

export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  return <InvoicesPage {...loaderData} parts={PARTS} />;
}
