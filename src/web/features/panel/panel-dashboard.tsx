import { CalendarCheck, FileText, Megaphone, Receipt, Ticket, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CHECKOUT_MESSAGES } from '#shared/contracts/checkouts.constants.ts';
import type { Invoice } from '#shared/contracts/checkouts.contract.ts';
import { formatCents } from '#shared/lib/price.ts';
import { paths } from '#shared/paths.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { formatDate } from '../../lib/format.ts';
import { useLocationNotice } from '../../lib/use-location-notice.ts';
import { accountTypeLabel, firstName } from '../../lib/viewer.ts';
import { canCreateListing, invoiceNumberLabel } from './billing.ts';
import { InvoiceStatusBadge } from './invoice-status.tsx';
import { NewListingButton } from './new-listing-button.tsx';
import { usePanel } from './panel-context.ts';

/**
 * The panel's home: the greeting and the new-ad button, why a free plan was not activated, the
 * way to plans when no credit is left, the counters, the ads on the air, the statistics and
 * the latest paid invoice.
 */
export function PanelDashboard({
  credits,
  plansContracted,
  paidInvoices,
  publishedListings,
  latestPaid,
  liveListings,
  stats,
}: {
  credits: number;
  plansContracted: number;
  paidInvoices: number;
  publishedListings: number;
  latestPaid: Invoice | null;
  /** "Anúncios no ar" (issue 35), between the counters and the latest invoice. */
  liveListings: ReactNode;
  /** "Estatísticas dos últimos 30 dias" (issue 35 item 2), after "Anúncios no ar". */
  stats: ReactNode;
}) {
  const { viewer } = usePanel();
  const [searchParams] = useSearchParams();
  // Spec 2 §4: a free plan that could not be activated lands here with ?ativacao={slug}; when
  // the server refused it, its reason comes in the navigation's state (lib/plan-checkout.ts).
  const failedActivation = searchParams.get('ativacao');
  const [refusal] = useLocationNotice<string>();
  const hasCredits = canCreateListing(credits);
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
            Olá, {firstName(viewer.name, viewer.email)}!
          </h1>
          <p className="mt-1 text-lg text-slate-600">Acompanhe seus planos, anúncios e faturas.</p>
          <p className="mt-1 text-[15px] text-slate-600">
            Tipo de conta: <span className="font-medium text-slate-900">{accountTypeLabel(viewer.tipo)}</span>
          </p>
        </div>
        <NewListingButton isEnabled={hasCredits} />
      </div>

      {failedActivation ? (
        refusal ? (
          // The server said why (a 409: the free month was used): its words, and where to go.
          <Alert tone="info" title={refusal}>
            <Link
              to={paths.panelPlans.getHref()}
              className="font-semibold text-teal-800 underline underline-offset-2"
            >
              Ver os planos disponíveis
            </Link>
          </Alert>
        ) : (
          <Alert tone="info" title="Não foi possível ativar o plano agora.">
            Tente de novo em alguns minutos. Se continuar, fale com a gente pela página de contato.
          </Alert>
        )
      ) : null}

      {hasCredits ? null : (
        <Alert tone="info" title={CHECKOUT_MESSAGES.noCredits}>
          <Link
            to={paths.panelPlans.getHref()}
            className="font-semibold text-teal-800 underline underline-offset-2"
          >
            Ver planos
          </Link>{' '}
          ou conheça todas as opções em{' '}
          <Link
            to={paths.advertise.getHref()}
            className="font-semibold text-teal-800 underline underline-offset-2"
          >
            Anuncie aqui
          </Link>
          .
        </Alert>
      )}

      <section aria-labelledby="resumo-titulo">
        <h2 id="resumo-titulo" className="sr-only">
          Resumo
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <Stat icon={Ticket} label="Planos disponíveis" value={credits} isMain />
          <Stat icon={Megaphone} label="Anúncios publicados" value={publishedListings} />
          <Stat icon={CalendarCheck} label="Planos contratados" value={plansContracted} />
          <Stat icon={Receipt} label="Faturas pagas" value={paidInvoices} />
        </dl>
        <p className="mt-3 text-[15px] text-slate-600">{CHECKOUT_MESSAGES.oneAdOneUnit}</p>
      </section>

      {liveListings}

      {stats}

      <section
        aria-labelledby="ultima-fatura-titulo"
        className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="ultima-fatura-titulo" className="text-lg font-semibold text-slate-900">
            Última fatura paga
          </h2>
          <Link
            to={paths.panelInvoices.getHref()}
            className="inline-flex min-h-11 items-center font-semibold text-teal-800 hover:underline"
          >
            Ver todas as faturas
          </Link>
        </div>
        {latestPaid ? (
          <LatestInvoice invoice={latestPaid} />
        ) : (
          <p className="mt-3 text-slate-600">Nenhuma fatura paga ainda.</p>
        )}
      </section>
    </div>
  );
}

function Stat({
  icon: Icon,
  label,
  value,
  isMain = false,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  isMain?: boolean;
}) {
  // dt and dd straight inside the div (a <dl> group): the icon sits in the dt.
  return (
    <div
      className={`rounded-xl border bg-white p-5 ${isMain ? 'border-teal-700 ring-1 ring-teal-700' : 'border-slate-200'}`}
    >
      <dt className="flex items-center gap-3 text-sm text-slate-600">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-teal-50 text-teal-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">{value}</dd>
    </div>
  );
}

function LatestInvoice({ invoice }: { invoice: Invoice }) {
  return (
    <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <Item label="Número" value={invoiceNumberLabel(invoice.number)} />
      <Item label="Plano" value={invoice.plan.nome} />
      <Item label="Valor" value={formatCents(invoice.amountCents)} />
      <Item label="Data" value={formatDate(invoice.date)} />
      <div>
        <dt className="text-sm text-slate-600">Situação</dt>
        <dd className="mt-1 flex flex-wrap items-center gap-3">
          <InvoiceStatusBadge status={invoice.status} />
          {invoice.pdf ? (
            <a
              href={invoice.pdf}
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-teal-800 hover:underline"
            >
              <FileText aria-hidden="true" className="size-4" />
              PDF<span className="sr-only"> da fatura {invoiceNumberLabel(invoice.number)}</span>
            </a>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-medium wrap-anywhere text-slate-900">{value}</dd>
    </div>
  );
}
