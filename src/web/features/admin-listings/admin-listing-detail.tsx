import { ArrowLeft, CheckCircle2, ExternalLink, Eye, PowerOff, Star, XCircle } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, useRevalidator } from 'react-router';
import { LISTING_TYPES, type ListingType, type TransactionType } from '#shared/constants.ts';
import type { AdminListing } from '#shared/contracts/admin-listings.contract.ts';
import type { AuditEntry } from '#shared/contracts/audit.contract.ts';
import type { MyListingStatus } from '#shared/contracts/my-listings.constants.ts';
import { paths } from '#shared/paths.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { formErrorFrom } from '../../lib/form-errors.ts';
import { approveListing, inactivateListing, rejectListing, setHighlight } from './admin-listings-api.ts';
import {
  ADMIN_LISTINGS_HREF,
  AdvertiserCard,
  ListingData,
  ListingHistory,
  OpenReports,
} from './admin-listing-sections.tsx';
import { REVISIONS_HREF } from './admin-listings-tabs.tsx';
import { ReasonDialog, type ReasonRequest } from './reason-dialog.tsx';

const FAILED = {
  failed: 'Não foi possível concluir a operação. Tente de novo.',
  network: 'Não foi possível falar com o servidor.',
};

/**
 * What the page shows as the owner sees it, from the my-listings feature: the route hands them
 * in, since one web feature imports no other.
 */
export interface OwnerViews {
  StatusBadge: ComponentType<{ status: MyListingStatus }>;
  PreviewDialog: ComponentType<{ listing: AdminListing | null; onClose: () => void }>;
  transactionLabels: Record<TransactionType, string>;
}

/**
 * The admin's page of one ad: the ad in any status with its images and advertiser, the
 * moderation actions, its open reports and the admins' history of it. Each action reloads the
 * page's data and says how it went in a notice that takes the focus.
 */
export function AdminListingDetail({
  listing,
  history,
  views,
}: {
  listing: AdminListing;
  history: AuditEntry[] | null;
  views: OwnerViews;
}) {
  const { StatusBadge, PreviewDialog } = views;
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [reasonRequest, setReasonRequest] = useState<ReasonRequest | null>(null);
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const api = () => createApiClient();
  const id = listing.codigoANUNCIO;
  const status = listing.statusANUNCIO;

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  async function run(action: () => Promise<string>) {
    setIsBusy(true);
    setNotice(null);
    try {
      const message = await action();
      setNotice({ tone: 'success', message });
      await revalidator.revalidate();
    } catch (error) {
      setNotice({ tone: 'error', message: formErrorFrom(error, FAILED).message });
    } finally {
      setIsBusy(false);
    }
  }

  function askReason(kind: 'reject' | 'inactivate') {
    const isReject = kind === 'reject';
    setReasonRequest({
      title: isReject ? 'Reprovar anúncio' : 'Inativar anúncio',
      listingTitle: listing.tituloANUNCIO,
      confirmLabel: isReject ? 'Reprovar' : 'Inativar',
      hint: isReject
        ? 'Opcional. Vai no e-mail ao anunciante, com o link para corrigir o anúncio.'
        : 'Opcional. Vai no e-mail ao anunciante.',
      isRequired: false,
      onConfirm: async (reason) => {
        const answer = await (isReject ? rejectListing : inactivateListing)(api(), id, reason);
        setReasonRequest(null);
        await run(async () => answer.message);
      },
    });
  }

  const isHighlighted = listing.destaqueANUNCIO === 1;
  const typeName = LISTING_TYPES[listing.tipoANUNCIO as ListingType]?.name ?? '';

  return (
    <div className="space-y-8">
      <div>
        <Link
          to={ADMIN_LISTINGS_HREF}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-teal-800 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          Voltar
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">
            {listing.tituloANUNCIO}
          </h1>
          <StatusBadge status={status} />
          {isHighlighted ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-500 px-2.5 py-0.5 text-sm font-medium text-slate-900">
              <Star aria-hidden="true" className="size-4 fill-current" />
              Destaque
            </span>
          ) : null}
        </div>
        <p className="mt-1 text-slate-600">
          Código {id} · {typeName} · {listing.categoria.nomeCATEGORIA}
        </p>
      </div>

      {notice ? (
        <Alert ref={noticeRef} tone={notice.tone}>
          {notice.message}
        </Alert>
      ) : null}

      {listing.alteracao?.status === 'pendente' ? (
        <Alert tone="info" title="Alteração em análise">
          O anunciante enviou uma alteração deste anúncio; ele continua no ar como está.{' '}
          <Link to={REVISIONS_HREF} className="font-semibold underline underline-offset-4">
            Ver as alterações em análise
          </Link>
        </Alert>
      ) : null}

      <section aria-labelledby="acoes-titulo">
        <h2 id="acoes-titulo" className="sr-only">
          Ações
        </h2>
        <div className="flex flex-wrap gap-3">
          {status === 'pendente' ? (
            <Button
              isLoading={isBusy}
              onClick={() => void run(async () => (await approveListing(api(), id)).message)}
            >
              <CheckCircle2 aria-hidden="true" className="size-5" />
              Aprovar
            </Button>
          ) : null}
          {status === 'pendente' || status === 'publicado' ? (
            <>
              <Button variant="secondary" disabled={isBusy} onClick={() => askReason('reject')}>
                <XCircle aria-hidden="true" className="size-5" />
                Reprovar
              </Button>
              <Button variant="secondary" disabled={isBusy} onClick={() => askReason('inactivate')}>
                <PowerOff aria-hidden="true" className="size-5" />
                Inativar
              </Button>
            </>
          ) : null}
          <Button
            variant="secondary"
            aria-pressed={isHighlighted}
            disabled={isBusy}
            onClick={() =>
              void run(async () => {
                await setHighlight(api(), id, !isHighlighted);
                return isHighlighted ? 'Destaque removido.' : 'Anúncio em destaque.';
              })
            }
          >
            <Star
              aria-hidden="true"
              className={`size-5 ${isHighlighted ? 'fill-amber-500 text-amber-600' : ''}`}
            />
            Destaque
          </Button>
          <Button variant="secondary" onClick={() => setIsPreviewOpen(true)}>
            <Eye aria-hidden="true" className="size-5" />
            Pré-visualizar
          </Button>
          {status === 'publicado' ? (
            <a
              href={paths.listingDetail.getHref(listing)}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-12 items-center gap-1.5 px-2 font-semibold text-teal-800 underline-offset-4 hover:underline"
            >
              Página pública
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(abre em nova aba)</span>
            </a>
          ) : null}
        </div>
      </section>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ListingData listing={listing} transactionLabels={views.transactionLabels} />
        <AdvertiserCard advertiser={listing.anunciante} />
      </div>

      <OpenReports listing={listing} />
      <ListingHistory entries={history} />

      <PreviewDialog listing={isPreviewOpen ? listing : null} onClose={() => setIsPreviewOpen(false)} />
      <ReasonDialog request={reasonRequest} onClose={() => setReasonRequest(null)} />
    </div>
  );
}
