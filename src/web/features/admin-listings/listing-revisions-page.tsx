import { CheckCircle2, ExternalLink, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { RevisionQueueItem } from '#shared/contracts/admin-listings.contract.ts';
import { paths } from '#shared/paths.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Alert, LoadFailedAlert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ResponsiveList } from '../../components/ui/responsive-list.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { formErrorFrom } from '../../lib/form-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { ROW_ACTION_FAILED } from '../../lib/use-row-action.ts';
import { approveRevision, rejectRevision } from './admin-listings-api.ts';
import { AdminListingsTabs, REVISIONS_HREF } from './admin-listings-tabs.tsx';
import { ReasonDialog, type ReasonRequest } from './reason-dialog.tsx';

const LOAD_FAILED = 'Não foi possível carregar as alterações.';

type Notice = { tone: 'success' | 'error'; message: string };

/**
 * Edits of published ads awaiting review, the oldest sent first. Each shows the fields that
 * changed, as they are on the site and as proposed, side by side (stacked on phones); the admin
 * approves (the edit goes live) or rejects with a reason (e-mailed; the ad stays as it is).
 */
export function ListingRevisionsPage({
  page,
  totalPages,
  total,
  items,
  failed,
}: {
  page: number;
  totalPages: number;
  total: number;
  items: RevisionQueueItem[];
  failed: boolean;
}) {
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [reasonRequest, setReasonRequest] = useState<ReasonRequest | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  async function run(id: number, action: () => Promise<string>) {
    setBusyId(id);
    setNotice(null);
    try {
      const message = await action();
      await revalidator.revalidate();
      setNotice({ tone: 'success', message });
    } catch (error) {
      setNotice({ tone: 'error', message: formErrorFrom(error, ROW_ACTION_FAILED).message });
    } finally {
      setBusyId(null);
    }
  }

  function askReason(item: RevisionQueueItem) {
    setReasonRequest({
      title: 'Reprovar alteração',
      listingTitle: item.tituloANUNCIO,
      confirmLabel: 'Reprovar alteração',
      hint: 'Vai no e-mail ao anunciante. O anúncio continua no ar como está.',
      isRequired: true,
      onConfirm: async (reason) => {
        const answer = await rejectRevision(createApiClient(), item.codigoANUNCIO, reason);
        setReasonRequest(null);
        await run(item.codigoANUNCIO, async () => answer.message);
      },
    });
  }

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Anúncios</h1>
      <AdminListingsTabs current="revisions" />

      {notice ? (
        <Alert ref={noticeRef} tone={notice.tone}>
          {notice.message}
        </Alert>
      ) : null}

      {failed ? (
        <LoadFailedAlert title={LOAD_FAILED} />
      ) : (
        <ResponsiveList
          label="Alterações em análise"
          items={items}
          itemKey={(item) => item.codigoANUNCIO}
          listClassName="space-y-4"
          cardClassName=""
          summary={
            <>
              {total === 1 ? '1 alteração aguardando' : `${total} alterações aguardando`} análise, a mais
              antiga primeiro. Os anúncios continuam no ar com a versão aprovada.
            </>
          }
          pager={{
            page,
            totalPages,
            hrefFor: (p) => (p > 1 ? `${REVISIONS_HREF}?page=${p}` : REVISIONS_HREF),
          }}
          empty={
            <EmptyState
              icon={CheckCircle2}
              message="Nenhuma alteração aguardando análise."
              action={
                <Link
                  to="/painel/admin/anuncios"
                  className="font-semibold text-teal-800 underline-offset-4 hover:underline"
                >
                  Ver todos os anúncios
                </Link>
              }
            />
          }
          renderCard={(item) => (
            <RevisionCard
              item={item}
              isBusy={busyId === item.codigoANUNCIO}
              onApprove={() =>
                void run(
                  item.codigoANUNCIO,
                  async () => (await approveRevision(createApiClient(), item.codigoANUNCIO)).message,
                )
              }
              onReject={() => askReason(item)}
            />
          )}
        />
      )}

      <ReasonDialog request={reasonRequest} onClose={() => setReasonRequest(null)} />
    </div>
  );
}

function RevisionCard({
  item,
  isBusy,
  onApprove,
  onReject,
}: {
  item: RevisionQueueItem;
  isBusy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const headingId = `alteracao-${item.codigoANUNCIO}`;
  return (
    <article
      aria-labelledby={headingId}
      aria-busy={isBusy || undefined}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
        {item.tituloANUNCIO}
      </h2>
      <p className="text-sm text-slate-600">
        Código {item.codigoANUNCIO} · enviada em {formatDate(item.enviadaEm)}
      </p>
      <p className="text-sm break-all text-slate-600">
        {item.anunciante.nome} · {item.anunciante.email}
      </p>
      <Link
        to={paths.listingDetail.getHref(item)}
        target="_blank"
        rel="noopener"
        className="mt-1 inline-flex min-h-11 items-center gap-1 text-[15px] font-semibold text-teal-800 underline-offset-4 hover:underline"
      >
        Ver o anúncio no ar
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">(abre em nova aba)</span>
      </Link>

      <div className="mt-3 space-y-4">
        {item.campos.map((field) => (
          <section key={field.campo} aria-label={field.rotulo}>
            <h3 className="text-[15px] font-semibold text-slate-900">{field.rotulo}</h3>
            <div className="mt-1 grid gap-2 sm:grid-cols-2">
              <FieldVersion label="No ar" text={field.antes} tone="old" />
              <FieldVersion label="Proposto" text={field.depois} tone="new" />
            </div>
          </section>
        ))}
      </div>

      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onReject} disabled={isBusy}>
          <XCircle aria-hidden="true" className="size-5" />
          Reprovar alteração
          <span className="sr-only"> {item.tituloANUNCIO}</span>
        </Button>
        <Button onClick={onApprove} isLoading={isBusy} loadingText="Aprovando..." disabled={isBusy}>
          <CheckCircle2 aria-hidden="true" className="size-5" />
          Aprovar alteração
          <span className="sr-only"> {item.tituloANUNCIO}</span>
        </Button>
      </div>
    </article>
  );
}

function FieldVersion({ label, text, tone }: { label: string; text: string; tone: 'old' | 'new' }) {
  return (
    <div
      className={`rounded-lg border p-3 ${
        tone === 'old' ? 'border-slate-200 bg-slate-50' : 'border-amber-300 bg-amber-50'
      }`}
    >
      <p className="text-sm font-semibold text-slate-700">{label}</p>
      <p className="mt-1 text-[15px] break-words whitespace-pre-wrap text-slate-900">
        {text || <span className="text-slate-600 italic">(vazio)</span>}
      </p>
    </div>
  );
}
