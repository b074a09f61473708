import { ExternalLink, Flag, PowerOff, ShieldCheck, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { ReportQueueItem } from '#shared/contracts/reports.contract.ts';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '#shared/contracts/reports.constants.ts';
import { paths } from '#shared/paths.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Pagination } from '../../../components/search/pagination.tsx';
import { Alert, LoadFailedAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import {
  dismissReports,
  findReportQueue,
  inactivateReported,
} from '../../../features/admin-listings/admin-listings-api.ts';
import { ReasonDialog, type ReasonRequest } from '../../../features/admin-listings/reason-dialog.tsx';
import { suggestedReason } from '../../../features/admin-listings/report-queue.ts';
import { ListingStatusBadge } from '../../../features/my-listings/listing-status-badge.tsx';
import { isWorthLogging } from '../../../features/panel/billing.ts';
import { createApiClient } from '../../../lib/api-client.ts';
import { formErrorFrom } from '../../../lib/form-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import type { Route } from './+types/reports';

const LOAD_FAILED = 'Não foi possível carregar as denúncias.';
const FAILED = {
  failed: 'Não foi possível concluir a operação. Tente de novo.',
  network: 'Não foi possível falar com o servidor.',
};

/**
 * /painel/admin/denuncias (issue 21): the listings visitors reported, the most reported first,
 * with the count per reason and the newest details. "Inativar anúncio" asks the reason (it is
 * e-mailed; it starts from the most common one) and resolves the reports; "Descartar" resolves
 * them and leaves the ad as it is.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const raw = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  try {
    const answer = await findReportQueue(createApiClient({ context, request }), page);
    return { page, totalPages: answer.totalPages, total: answer.total, items: answer.data, failed: false };
  } catch (error) {
    if (isWorthLogging(error))
      context.app.log.warn({ err: error }, 'painel/admin/denuncias: fila indisponível');
    return { page, totalPages: 0, total: 0, items: [] as ReportQueueItem[], failed: true };
  }
}

export const meta = () => [{ title: 'Denúncias | NC' }, { name: 'robots', content: 'noindex' }];

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { page, totalPages, total, items, failed } = loaderData;
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [reasonRequest, setReasonRequest] = useState<ReasonRequest | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const api = () => createApiClient();

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  async function run(id: number, action: () => Promise<string>) {
    setBusyId(id);
    setNotice(null);
    try {
      const message = await action();
      setNotice({ tone: 'success', message });
      await revalidator.revalidate();
    } catch (error) {
      setNotice({ tone: 'error', message: formErrorFrom(error, FAILED).message });
    } finally {
      setBusyId(null);
    }
  }

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
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Denúncias</h1>
        <p className="mt-1 text-slate-600">
          Anúncios denunciados por visitantes, os mais denunciados primeiro.
        </p>
      </div>

      {notice ? (
        <Alert ref={noticeRef} tone={notice.tone}>
          {notice.message}
        </Alert>
      ) : null}

      {failed ? (
        <LoadFailedAlert title={LOAD_FAILED} />
      ) : items.length === 0 ? (
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
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {total === 1 ? '1 anúncio com denúncias abertas' : `${total} anúncios com denúncias abertas`}
          </p>
          <ul className="space-y-4" aria-label="Anúncios denunciados">
            {items.map((item) => (
              <ReportItem
                key={item.anuncio.codigoANUNCIO}
                item={item}
                isBusy={busyId === item.anuncio.codigoANUNCIO}
                onInactivate={() => askInactivate(item)}
                onDismiss={() =>
                  void run(
                    item.anuncio.codigoANUNCIO,
                    async () => (await dismissReports(api(), item.anuncio.codigoANUNCIO)).message,
                  )
                }
              />
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={totalPages}
            hrefFor={(p) => (p > 1 ? `/painel/admin/denuncias?page=${p}` : '/painel/admin/denuncias')}
          />
        </>
      )}

      <ReasonDialog request={reasonRequest} onClose={() => setReasonRequest(null)} />
    </div>
  );
}

function ReportItem({
  item,
  isBusy,
  onInactivate,
  onDismiss,
}: {
  item: ReportQueueItem;
  isBusy: boolean;
  onInactivate: () => void;
  onDismiss: () => void;
}) {
  const { anuncio } = item;
  const title = <span className="sr-only"> {anuncio.tituloANUNCIO}</span>;
  const isLive = anuncio.statusANUNCIO === 'publicado' || anuncio.statusANUNCIO === 'pendente';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" aria-busy={isBusy || undefined}>
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
        <ListingStatusBadge status={anuncio.statusANUNCIO} />
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
    </li>
  );
}
