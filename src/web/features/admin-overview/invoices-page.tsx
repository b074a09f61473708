import { Download, FileText, Receipt, Search, Undo2 } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { ADMIN_OVERVIEW_MESSAGES as M } from '#shared/contracts/admin-overview.constants.ts';
import type { AdminInvoice, AdminInvoicesPage } from '#shared/contracts/admin-overview.contract.ts';
import type { InvoiceStatus } from '#shared/contracts/checkouts.constants.ts';
import { formatCents } from '#shared/lib/price.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { SelectField } from '../../components/forms/select-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ResponsiveList, type ListColumn } from '../../components/ui/responsive-list.tsx';
import { RowAction } from '../../components/ui/row-action.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { useRowAction } from '../../lib/use-row-action.ts';
import { refundInvoice } from './admin-overview-api.ts';
import { hasInvoiceFilters, invoicesCsvHref, invoicesHref, type InvoiceFilters } from './admin-params.ts';
import { RefundDialog, type RefundRequest } from './refund-dialog.tsx';

/** The user screens' invoice words and badge, handed in by the route (a feature imports no other). */
export interface InvoiceParts {
  statusLabels: Record<InvoiceStatus, string>;
  numberLabel: (number: number) => string;
  StatusBadge: ComponentType<{ status: InvoiceStatus }>;
}

/**
 * The admin's invoices: filters by status, period and number or payer in the address, the
 * receipt's PDF, the CSV export of what the filters match, and "Estornar" on a paid invoice (a
 * dialog asks the reason; the row then shows "Estornada"). `answer` is null when the list could
 * not load; `error` then says what to fix when it is the filters' fault.
 */
export function InvoicesPage({
  filters,
  answer,
  error,
  parts,
}: {
  filters: InvoiceFilters;
  answer: AdminInvoicesPage | null;
  error: string | null;
  parts: InvoiceParts;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const isFiltering = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const isFiltered = hasInvoiceFilters(filters);
  const { run, busyId, notice, noticeRef } = useRowAction();
  const [refundRequest, setRefundRequest] = useState<RefundRequest | null>(null);

  function askRefund(invoice: AdminInvoice) {
    setRefundRequest({
      numberLabel: parts.numberLabel(invoice.number),
      payerName: invoice.customer.nome,
      amount: formatCents(invoice.amountCents),
      onConfirm: async (reason) => {
        const answer = await refundInvoice(createApiClient(), invoice.id, reason);
        setRefundRequest(null);
        await run(invoice.id, async () => answer.message);
      },
    });
  }

  const refundAction = (invoice: AdminInvoice) =>
    invoice.status === 'paid' && invoice.method !== 'free' ? (
      <RowAction
        icon={Undo2}
        label="Estornar"
        name={`a fatura ${parts.numberLabel(invoice.number)}`}
        tone="danger"
        disabled={busyId === invoice.id}
        onClick={() => askRefund(invoice)}
      />
    ) : null;
  const clearFilters = (
    <Link
      to="/painel/admin/faturas"
      className="inline-flex min-h-11 items-center text-[15px] font-semibold text-teal-800 hover:underline"
    >
      Limpar filtros
    </Link>
  );
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
          {(['paid', 'open', 'canceled', 'estornada'] as const).map((status) => (
            <option key={status} value={status}>
              {parts.statusLabels[status]}
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

      {notice ? (
        <Alert ref={noticeRef} tone={notice.tone}>
          {notice.message}
        </Alert>
      ) : null}

      {answer ? (
        <ResponsiveList
          label="Faturas"
          items={answer.data}
          itemKey={(invoice) => invoice.id}
          itemProps={(invoice) => ({ 'aria-busy': busyId === invoice.id || undefined })}
          columns={columnsOf(parts)}
          rowActions={refundAction}
          summary={answer.total === 1 ? '1 fatura' : `${answer.total.toLocaleString('pt-BR')} faturas`}
          summaryAside={isFiltered ? clearFilters : undefined}
          pager={{
            page: answer.page,
            totalPages: answer.totalPages,
            hrefFor: (page) => invoicesHref(filters, page),
          }}
          empty={
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
          }
          renderCard={(invoice) => (
            <>
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {parts.numberLabel(invoice.number)} · {invoice.plan.nome}
                  </p>
                  <Payer invoice={invoice} />
                </div>
                <parts.StatusBadge status={invoice.status} />
              </div>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                <p className="text-slate-700">
                  <span className="font-semibold text-slate-900">{formatCents(invoice.amountCents)}</span> ·{' '}
                  {formatDate(invoice.date)}
                </p>
                <PdfLink invoice={invoice} numberLabel={parts.numberLabel} />
              </div>
            </>
          )}
        />
      ) : (
        <Alert tone="error" title={M.invoicesLoadFailed}>
          {error ?? 'Tente de novo em alguns instantes.'}
        </Alert>
      )}

      <RefundDialog request={refundRequest} onClose={() => setRefundRequest(null)} />
    </div>
  );
}

function PdfLink({
  invoice,
  numberLabel,
}: {
  invoice: AdminInvoice;
  numberLabel: (number: number) => string;
}) {
  if (!invoice.pdf) return <span className="text-slate-500">—</span>;
  return (
    <a
      href={invoice.pdf}
      className="inline-flex min-h-11 items-center gap-1 font-semibold text-teal-800 hover:underline"
    >
      <FileText aria-hidden="true" className="size-4" />
      PDF<span className="sr-only"> da fatura {numberLabel(invoice.number)}</span>
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

function columnsOf({ numberLabel, StatusBadge }: InvoiceParts): ListColumn<AdminInvoice>[] {
  return [
    {
      label: 'Número',
      className: 'px-4 py-2 font-medium whitespace-nowrap text-slate-900',
      cell: (invoice) => numberLabel(invoice.number),
    },
    { label: 'Data', className: 'px-4 py-2 text-slate-700', cell: (invoice) => formatDate(invoice.date) },
    { label: 'Pagador', className: 'px-4 py-2', cell: (invoice) => <Payer invoice={invoice} /> },
    { label: 'Plano', className: 'px-4 py-2 text-slate-700', cell: (invoice) => invoice.plan.nome },
    {
      label: 'Valor',
      headerClassName: 'text-right',
      className: 'px-4 py-2 text-right whitespace-nowrap text-slate-900 tabular-nums',
      cell: (invoice) => formatCents(invoice.amountCents),
    },
    { label: 'Situação', className: 'px-4 py-2', cell: (invoice) => <StatusBadge status={invoice.status} /> },
    {
      label: 'Comprovante',
      className: 'px-4 py-2',
      cell: (invoice) => <PdfLink invoice={invoice} numberLabel={numberLabel} />,
    },
  ];
}
