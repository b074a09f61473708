import { ExternalLink, Flag, PowerOff, ShieldCheck, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type {
  ConversationReportItem as ConversationReport,
  ReportQueueItem,
} from '#shared/contracts/reports.contract.ts';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '#shared/contracts/reports.constants.ts';
import { paths } from '#shared/paths.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Pagination } from '../../../components/search/pagination.tsx';
import { Alert, LoadFailedAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TabLinks } from '../../../components/ui/tab-links.tsx';
import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import {
  dismissReports,
  findReportQueue,
  inactivateReported,
} from '../../../features/admin-listings/admin-listings-api.ts';
import { ReasonDialog, type ReasonRequest } from '../../../features/admin-listings/reason-dialog.tsx';
import { suggestedReason } from '../../../features/admin-listings/report-queue.ts';
import { ConversationReportItem } from '../../../features/conversation-reports/conversation-report-item.tsx';
import {
  blockReportedUser,
  dismissConversationReport,
  findConversationReports,
  warnReportedUser,
} from '../../../features/conversation-reports/conversation-reports-api.ts';
import { WarnDialog, type WarnRequest } from '../../../features/conversation-reports/warn-dialog.tsx';
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

const BASE = '/painel/admin/denuncias';
const CONVERSATIONS = `${BASE}?tipo=conversa`;

/**
 * /painel/admin/denuncias (issue 21), in two tabs by what was reported (issue 33):
 * - "Anúncios": the listings visitors reported, the most reported first, with the count per
 *   reason and the newest details. "Inativar anúncio" asks the reason (it is e-mailed; it starts
 *   from the most common one) and resolves the reports; "Descartar" resolves them and leaves the
 *   ad as it is.
 * - "Conversas" (?tipo=conversa): each report of a conversation, the oldest first, with the
 *   messages up to the report; its actions are about the reported user: "Bloquear usuário"
 *   (confirmed), "Advertir" (an e-mail whose text the admin may change) and "Descartar".
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const search = new URL(request.url).searchParams;
  const raw = Number(search.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const api = createApiClient({ context, request });
  // One queue per tab; a failure shows that tab's "could not load" state, not an error page.
  const queue = async <K extends string, T>(
    kind: K,
    what: string,
    load: () => Promise<{ data: T[]; total: number; totalPages: number }>,
  ) => {
    try {
      const answer = await load();
      return {
        kind,
        page,
        totalPages: answer.totalPages,
        total: answer.total,
        items: answer.data,
        failed: false,
      };
    } catch (error) {
      if (isWorthLogging(error))
        context.app.log.warn({ err: error }, `painel/admin/denuncias: ${what} indisponível`);
      return { kind, page, totalPages: 0, total: 0, items: [] as T[], failed: true };
    }
  };
  return search.get('tipo') === 'conversa'
    ? queue('conversa' as const, 'fila de conversas', () => findConversationReports(api, page))
    : queue('anuncio' as const, 'fila', () => findReportQueue(api, page));
}

export const meta = () => [{ title: 'Denúncias | NC' }, { name: 'robots', content: 'noindex' }];

type Notice = { tone: 'success' | 'error'; message: string };

/** The notice after an action, focused so a screen reader hears it; the loader then runs again. */
function useActions() {
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

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

  const noticeAlert = notice ? (
    <Alert ref={noticeRef} tone={notice.tone}>
      {notice.message}
    </Alert>
  ) : null;
  return { run, busyId, noticeAlert };
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const isConversations = loaderData.kind === 'conversa';
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Denúncias</h1>
        <p className="mt-1 text-slate-600">
          {isConversations
            ? 'Conversas denunciadas por quem participa delas, as mais antigas primeiro.'
            : 'Anúncios denunciados por visitantes, os mais denunciados primeiro.'}
        </p>
      </div>

      <TabLinks
        label="Tipos de denúncia"
        tabs={[
          { to: BASE, label: 'Anúncios', isCurrent: !isConversations },
          { to: CONVERSATIONS, label: 'Conversas', isCurrent: isConversations },
        ]}
      />

      {loaderData.kind === 'conversa' ? (
        <ConversationReports {...loaderData} />
      ) : (
        <ListingReports {...loaderData} />
      )}
    </div>
  );
}

function ListingReports({
  page,
  totalPages,
  total,
  items,
  failed,
}: {
  page: number;
  totalPages: number;
  total: number;
  items: ReportQueueItem[];
  failed: boolean;
}) {
  const { run, busyId, noticeAlert } = useActions();
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
      {noticeAlert}

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
            hrefFor={(p) => (p > 1 ? `${BASE}?page=${p}` : BASE)}
          />
        </>
      )}

      <ReasonDialog request={reasonRequest} onClose={() => setReasonRequest(null)} />
    </>
  );
}

function ConversationReports({
  page,
  totalPages,
  total,
  items,
  failed,
}: {
  page: number;
  totalPages: number;
  total: number;
  items: ConversationReport[];
  failed: boolean;
}) {
  const { run, busyId, noticeAlert } = useActions();
  const [toBlock, setToBlock] = useState<ConversationReport | null>(null);
  const [warnRequest, setWarnRequest] = useState<WarnRequest | null>(null);
  const api = () => createApiClient();

  function confirmBlock() {
    const item = toBlock;
    if (!item) return;
    setToBlock(null);
    void run(item.id, async () => (await blockReportedUser(api(), item.id)).message);
  }

  function askWarn(item: ConversationReport) {
    setWarnRequest({
      name: item.denunciado.nome,
      onConfirm: async (text) => {
        const answer = await warnReportedUser(api(), item.id, text);
        setWarnRequest(null);
        await run(item.id, async () => answer.message);
      },
    });
  }

  return (
    <>
      {noticeAlert}

      {failed ? (
        <LoadFailedAlert title={LOAD_FAILED} />
      ) : items.length === 0 ? (
        <EmptyState icon={ShieldCheck} message="Nenhuma denúncia de conversa aberta." />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {total === 1 ? '1 conversa denunciada' : `${total} conversas denunciadas`}
          </p>
          <ul className="space-y-4" aria-label="Conversas denunciadas">
            {items.map((item) => (
              <ConversationReportItem
                key={item.id}
                item={item}
                isBusy={busyId === item.id}
                onBlock={() => setToBlock(item)}
                onWarn={() => askWarn(item)}
                onDismiss={() =>
                  void run(item.id, async () => (await dismissConversationReport(api(), item.id)).message)
                }
              />
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={totalPages}
            hrefFor={(p) => (p > 1 ? `${CONVERSATIONS}&page=${p}` : CONVERSATIONS)}
          />
        </>
      )}

      <ConfirmDialog
        isOpen={toBlock !== null}
        title={`Bloquear ${toBlock?.denunciado.nome ?? ''}?`}
        confirmLabel="Bloquear usuário"
        onConfirm={confirmBlock}
        onClose={() => setToBlock(null)}
      >
        A conta fica bloqueada: as sessões são encerradas e os anúncios saem do site até um administrador
        ativá-la de novo. A denúncia fica resolvida.
      </ConfirmDialog>
      <WarnDialog request={warnRequest} onClose={() => setWarnRequest(null)} />
    </>
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
