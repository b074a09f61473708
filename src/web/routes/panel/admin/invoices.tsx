import { Download, FileText, Receipt, Search } from 'lucide-react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { ADMIN_OVERVIEW_MESSAGES as M } from '#shared/contracts/admin-overview.constants.ts';
import type { AdminInvoice } from '#shared/contracts/admin-overview.contract.ts';
import { formatCents } from '#shared/lib/price.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SelectField } from '../../../components/forms/select-field.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Pagination } from '../../../components/search/pagination.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import { findAdminInvoices } from '../../../features/admin-overview/admin-overview-api.ts';
import {
  hasInvoiceFilters,
  invoiceFiltersFrom,
  invoicesCsvHref,
  invoicesHref,
} from '../../../features/admin-overview/admin-params.ts';
import { INVOICE_STATUS_LABELS, invoiceNumberLabel } from '../../../features/panel/billing.ts';
import { InvoiceStatusBadge } from '../../../features/panel/invoice-status.tsx';
import { ApiError, createApiClient } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import type { Route } from './+types/invoices';

/**
 * /painel/admin/faturas (spec 2 §2 "Invoices": the admin screen lists all invoices): filters by
 * status, period and number or payer in the address (shareable, server-rendered, Filtrar works
 * without JavaScript), 20 a page, the receipt's PDF and the CSV export of what the filters match.
 * The status badge is the user screens' one, composed here (a feature does not import another).
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

export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  const { filters, answer, error } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const isFiltering = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const isFiltered = hasInvoiceFilters(filters);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Faturas</h1>
        <a href={invoicesCsvHref(filters)} download className={buttonClass('secondary')}>
          <Download aria-hidden="true" className="size-5" />
          Exportar CSV
        </a>
      </div>

      <Form
        method="get"
        aria-label="Filtrar faturas"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_2fr_auto] lg:items-end"
        // A new search starts at page 1: the form has no page field.
        key={location.search}
      >
        <SelectField label="Situação" name="status" defaultValue={filters.status ?? ''}>
          <option value="">Todas</option>
          {(['paid', 'open', 'canceled'] as const).map((status) => (
            <option key={status} value={status}>
              {INVOICE_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <TextField label="De" name="de" type="date" defaultValue={filters.de ?? ''} />
        <TextField label="Até" name="ate" type="date" defaultValue={filters.ate ?? ''} />
        <TextField
          label="Número, nome ou e-mail"
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          leading={<Search aria-hidden="true" className="size-5" />}
        />
        <Button type="submit" variant="primary" isLoading={isFiltering} loadingText="Filtrando...">
          Filtrar
        </Button>
      </Form>

      {answer ? (
        answer.data.length === 0 ? (
          <EmptyState
            icon={Receipt}
            message={isFiltered ? 'Nenhuma fatura com esses filtros.' : 'Nenhuma fatura emitida ainda.'}
            action={
              isFiltered ? (
                <Link
                  to="/painel/admin/faturas"
                  className="font-semibold text-teal-800 underline-offset-4 hover:underline"
                >
                  Limpar filtros
                </Link>
              ) : undefined
            }
          />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600" aria-live="polite">
                {answer.total === 1 ? '1 fatura' : `${answer.total.toLocaleString('pt-BR')} faturas`}
              </p>
              {isFiltered ? (
                <Link
                  to="/painel/admin/faturas"
                  className="inline-flex min-h-11 items-center text-[15px] font-semibold text-teal-800 hover:underline"
                >
                  Limpar filtros
                </Link>
              ) : null}
            </div>
            <InvoiceTable invoices={answer.data} />
            <InvoiceCards invoices={answer.data} />
            <Pagination
              page={answer.page}
              totalPages={answer.totalPages}
              hrefFor={(page) => invoicesHref(filters, page)}
            />
          </>
        )
      ) : (
        <Alert tone="error" title={M.invoicesLoadFailed}>
          {error ?? 'Tente de novo em alguns instantes.'}
        </Alert>
      )}
    </div>
  );
}

function PdfLink({ invoice }: { invoice: AdminInvoice }) {
  if (!invoice.pdf) return <span className="text-slate-500">—</span>;
  return (
    <a
      href={invoice.pdf}
      className="inline-flex min-h-11 items-center gap-1 font-semibold text-teal-800 hover:underline"
    >
      <FileText aria-hidden="true" className="size-4" />
      PDF<span className="sr-only"> da fatura {invoiceNumberLabel(invoice.number)}</span>
    </a>
  );
}

function Payer({ invoice }: { invoice: AdminInvoice }) {
  return (
    <>
      <span className="block font-medium break-words text-slate-900">{invoice.customer.nome}</span>
      <span className="block text-sm break-all text-slate-600">{invoice.customer.email}</span>
    </>
  );
}

const INVOICE_COLUMNS = [
  'Número',
  'Data',
  'Pagador',
  'Plano',
  { label: 'Valor', className: 'text-right' },
  'Situação',
  'Comprovante',
];

function InvoiceTable({ invoices }: { invoices: readonly AdminInvoice[] }) {
  return (
    <DataTable caption="Faturas" columns={INVOICE_COLUMNS}>
      {invoices.map((invoice) => (
        <tr key={invoice.id}>
          <td className="px-4 py-2 font-medium whitespace-nowrap text-slate-900">
            {invoiceNumberLabel(invoice.number)}
          </td>
          <td className="px-4 py-2 text-slate-700">{formatDate(invoice.date)}</td>
          <td className="px-4 py-2">
            <Payer invoice={invoice} />
          </td>
          <td className="px-4 py-2 text-slate-700">{invoice.plan.nome}</td>
          <td className="px-4 py-2 text-right whitespace-nowrap text-slate-900 tabular-nums">
            {formatCents(invoice.amountCents)}
          </td>
          <td className="px-4 py-2">
            <InvoiceStatusBadge status={invoice.status} />
          </td>
          <td className="px-4 py-2">
            <PdfLink invoice={invoice} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function InvoiceCards({ invoices }: { invoices: readonly AdminInvoice[] }) {
  return (
    <ul className="space-y-3 lg:hidden" aria-label="Faturas">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">
                {invoiceNumberLabel(invoice.number)} · {invoice.plan.nome}
              </p>
              <Payer invoice={invoice} />
            </div>
            <InvoiceStatusBadge status={invoice.status} />
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <p className="text-slate-700">
              <span className="font-semibold text-slate-900">{formatCents(invoice.amountCents)}</span> ·{' '}
              {formatDate(invoice.date)}
            </p>
            <PdfLink invoice={invoice} />
          </div>
        </li>
      ))}
    </ul>
  );
}
