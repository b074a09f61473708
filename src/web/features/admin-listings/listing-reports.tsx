import { ExternalLink, Flag, PowerOff, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReportQueueItem } from '#shared/contracts/reports.contract.ts';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '#shared/contracts/reports.constants.ts';
import { paths } from '#shared/paths.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Alert, LoadFailedAlert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ResponsiveList } from '../../components/ui/responsive-list.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { useRowAction } from '../../lib/use-row-action.ts';
import { dismissReports, inactivateReported } from './admin-listings-api.ts';
import type { StatusBadgeComponent } from './listing-list.tsx';
import { ReasonDialog, type ReasonRequest } from './reason-dialog.tsx';
import { suggestedReason } from './report-queue.ts';

const REPORTS_PATH = '/painel/admin/denuncias';
const LOAD_FAILED = 'Não foi possível carregar as denúncias.';

/**
 * The reported ads, the most reported first, with the count per reason and the newest details.
 * "Inativar anúncio" asks the reason (it is e-mailed; it starts from the most common one) and
 * resolves the reports; "Descartar" resolves them and leaves the ad as it is.
 */
export function ListingReports({
  page,
  totalPages,
  total,
  items,
  failed,
  StatusBadge,
}: {
  page: number;
  totalPages: number;
  total: number;
  items: ReportQueueItem[];
  failed: boolean;
  StatusBadge: StatusBadgeComponent;
}) {
  const { run, busyId, notice, noticeRef } = useRowAction();
  const [reasonRequest, setReasonRequest] = useState<ReasonRequest | null>(null);
  const api = () => createApiClient();

  function askInactivate(item: ReportQueueItem) {
    const id = item.anuncio.codigoANUNCIO;
    setReasonRequest({
      title: 'Inativar anúncio',
      listingTitle: item.anuncio.tituloANUNCIO,
      confirmLabel: 'Inativar anúncio',
      hint: 'Vai no e-mail ao anunciante. As denúncias deste anúncio ficam resolvidas.',
      isRequired: true,
      initialReason: suggestedReason(item.porMotivo),
      onConfirm: async (reason) => {
        const answer = await inactivateReported(api(), id, reason);
        setReasonRequest(null);
        await run(id, async () => answer.message);
      },
    });
  }

  return (
    <>
      {notice ? (
        <Alert ref={noticeRef} tone={notice.tone}>
          {notice.message}
        </Alert>
      ) : null}

      {failed ? (
        <LoadFailedAlert title={LOAD_FAILED} />
      ) : (
        <ResponsiveList
          label="Anúncios denunciados"
          items={items}
          itemKey={(item) => item.anuncio.codigoANUNCIO}
          listClassName="space-y-4"
          itemProps={(item) => ({ 'aria-busy': busyId === item.anuncio.codigoANUNCIO || undefined })}
          summary={
            total === 1 ? '1 anúncio com denúncias abertas' : `${total} anúncios com denúncias abertas`
          }
          pager={{ page, totalPages, hrefFor: (p) => (p > 1 ? `${REPORTS_PATH}?page=${p}` : REPORTS_PATH) }}
          empty={
            <EmptyState
              icon={ShieldCheck}
              message="Nenhuma denúncia aberta."
              action={
                <Link
                  to="/painel/admin/anuncios"
                  className="font-semibold text-teal-800 underline-offset-4 hover:underline"
                >
                  Ver os anúncios
                </Link>
              }
            />
          }
          renderCard={(item) => (
            <ReportItem
              item={item}
              isBusy={busyId === item.anuncio.codigoANUNCIO}
              StatusBadge={StatusBadge}
              onInactivate={() => askInactivate(item)}
              onDismiss={() =>
                void run(
                  item.anuncio.codigoANUNCIO,
                  async () => (await dismissReports(api(), item.anuncio.codigoANUNCIO)).message,
                )
              }
            />
          )}
        />
      )}

      <ReasonDialog request={reasonRequest} onClose={() => setReasonRequest(null)} />
    </>
  );
}

function ReportItem({
  item,
  isBusy,
  StatusBadge,
  onInactivate,
  onDismiss,
}: {
  item: ReportQueueItem;
  isBusy: boolean;
  StatusBadge: StatusBadgeComponent;
  onInactivate: () => void;
  onDismiss: () => void;
}) {
  const { anuncio } = item;
  const title = <span className="sr-only"> {anuncio.tituloANUNCIO}</span>;
  const isLive = anuncio.statusANUNCIO === 'publicado' || anuncio.statusANUNCIO === 'pendente';
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900">
            <Link
              to={`/painel/admin/anuncios/${anuncio.codigoANUNCIO}`}
              className="underline-offset-4 hover:text-teal-800 hover:underline"
            >
              {anuncio.tituloANUNCIO}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">
            Código {anuncio.codigoANUNCIO} · última denúncia em {formatDate(item.ultimaDenunciaEm)}
          </p>
        </div>
        <StatusBadge status={anuncio.statusANUNCIO} />
      </div>

      <p className="mt-3 flex items-center gap-2 font-semibold text-red-800">
        <Flag aria-hidden="true" className="size-5" />
        {item.total === 1 ? '1 denúncia aberta' : `${item.total} denúncias abertas`}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label="Denúncias por motivo">
        {REPORT_REASONS.filter((reason) => (item.porMotivo[reason] ?? 0) > 0).map((reason) => (
          <li
            key={reason}
            className="rounded-full bg-red-50 px-3 py-1 text-sm text-red-900 ring-1 ring-red-600/20"
          >
            {REPORT_REASON_LABELS[reason]}: {item.porMotivo[reason]}
          </li>
        ))}
      </ul>
      {item.ultimosDetalhes.length > 0 ? (
        <div className="mt-3">
          <h3 className="text-sm font-medium text-slate-700">Detalhes mais recentes</h3>
          <ul className="mt-1 space-y-1">
            {item.ultimosDetalhes.map((d) => (
              <li
                key={`${d.criadoEm}-${d.detalhes}`}
                className="border-l-4 border-slate-200 pl-3 text-[15px] text-slate-800"
              >
                “{d.detalhes}”{' '}
                <span className="text-sm text-slate-600">
                  ({REPORT_REASON_LABELS[d.motivo]}, {formatDate(d.criadoEm)})
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="mt-4 flex flex-wrap items-center gap-3">
        {isLive ? (
          <Button onClick={onInactivate} disabled={isBusy}>
            <PowerOff aria-hidden="true" className="size-5" />
            Inativar anúncio{title}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onDismiss} isLoading={isBusy} loadingText="Descartando...">
          <Trash2 aria-hidden="true" className="size-5" />
          Descartar{title}
        </Button>
        {anuncio.statusANUNCIO === 'publicado' ? (
          <a
            href={paths.listingDetail.getHref(anuncio)}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-teal-800 underline-offset-4 hover:underline"
          >
            Ver no site{title}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(abre em nova aba)</span>
          </a>
        ) : null}
      </div>
    </>
  );
}
