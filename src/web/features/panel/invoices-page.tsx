import { FileText, Receipt } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { Checkout, Invoice } from '#shared/contracts/checkouts.contract.ts';
import { formatCents } from '#shared/lib/price.ts';
import { paths } from '#shared/paths.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadFailedAlert } from '../../components/ui/alert.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { formatDate } from '../../lib/format.ts';
import { invoiceNumberLabel } from './billing.ts';
import { InvoiceStatusBadge } from './invoice-status.tsx';
import { NotaFiscalLink } from './nota-fiscal.tsx';
import { PendingPayments } from './pending-payments.tsx';

const LOAD_FAILED = 'Erro ao carregar faturas';

/**
 * The own invoices, all or only the paid ones, below the PIX charges still waiting to be paid;
 * each paid invoice links to its PDF receipt and, when issued, its nota fiscal.
 */
export function InvoicesPage({
  isOnlyPaid,
  invoices,
  failed,
  pending,
  pendingFailed,
}: {
  isOnlyPaid: boolean;
  invoices: Invoice[];
  failed: boolean;
  pending: Checkout[];
  pendingFailed: boolean;
}) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Faturas</h1>
        <OnlyPaidToggle isOnlyPaid={isOnlyPaid} />
      </div>
      <PendingPayments items={pending} failed={pendingFailed} />
      {failed ? (
        <LoadFailedAlert title={LOAD_FAILED} />
      ) : invoices.length === 0 ? (
        <EmptyState
          icon={Receipt}
          message={isOnlyPaid ? 'Nenhuma fatura paga ainda.' : 'Você ainda não tem faturas.'}
          action={
            <Link
              to={paths.panelPlans.getHref()}
              className="font-semibold text-teal-800 underline-offset-4 hover:underline"
            >
              Contratar um plano
            </Link>
          }
        />
      ) : (
        <InvoiceList invoices={invoices} />
      )}
    </div>
  );
}

/** The only-paid toggle: two links (works without JavaScript), the current one marked. */
function OnlyPaidToggle({ isOnlyPaid }: { isOnlyPaid: boolean }) {
  const { pathname } = useLocation();
  const option = (label: string, to: string, isCurrent: boolean) => (
    <Link
      to={to}
      aria-current={isCurrent ? 'true' : undefined}
      className={`inline-flex min-h-11 items-center rounded-md px-4 text-[15px] font-semibold focus-visible:outline-2 focus-visible:outline-teal-700 ${
        isCurrent ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100'
      }`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Filtrar faturas" className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
      {option('Todas', pathname, !isOnlyPaid)}
      {option('Somente pagas', `${pathname}?status=paid`, isOnlyPaid)}
    </nav>
  );
}

function PdfLink({ invoice }: { invoice: Invoice }) {
  if (invoice.status !== 'paid' || !invoice.pdf) return <span className="text-slate-500">—</span>;
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

/** A table on wide screens, cards on phones (the same rows). */
function InvoiceList({ invoices }: { invoices: readonly Invoice[] }) {
  return (
    <>
      <DataTable
        caption="Suas faturas"
        columns={['Número', 'Plano', 'Valor', 'Data', 'Situação', 'Comprovante']}
        showFrom="md"
      >
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <td className="px-4 py-2 font-medium text-slate-900">{invoiceNumberLabel(invoice.number)}</td>
            <td className="px-4 py-2 text-slate-700">{invoice.plan.nome}</td>
            <td className="px-4 py-2 text-slate-700">{formatCents(invoice.amountCents)}</td>
            <td className="px-4 py-2 text-slate-700">{formatDate(invoice.date)}</td>
            <td className="px-4 py-2">
              <InvoiceStatusBadge status={invoice.status} />
            </td>
            <td className="px-4 py-2">
              <div className="flex flex-col items-start">
                <PdfLink invoice={invoice} />
                <NotaFiscalLink invoice={invoice} />
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <ul className="space-y-3 md:hidden">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold text-slate-900">{invoice.plan.nome}</p>
                <p className="text-sm text-slate-600">{invoiceNumberLabel(invoice.number)}</p>
              </div>
              <InvoiceStatusBadge status={invoice.status} />
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
              <p className="text-slate-700">
                <span className="font-semibold text-slate-900">{formatCents(invoice.amountCents)}</span> ·{' '}
                {formatDate(invoice.date)}
              </p>
              <div className="flex flex-wrap items-center gap-x-4">
                <PdfLink invoice={invoice} />
                <NotaFiscalLink invoice={invoice} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
