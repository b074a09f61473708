import { ArrowLeft, CheckCircle2, ExternalLink, Eye, Flag, PowerOff, Star, XCircle } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { data, Link, useRevalidator } from 'react-router';
import { LISTING_TYPES, type ListingType } from '#shared/constants.ts';
import { ADMIN_LISTINGS_MESSAGES as M } from '#shared/contracts/admin-listings.constants.ts';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '#shared/contracts/audit.contract.ts';
import { REPORT_REASON_LABELS } from '#shared/contracts/reports.constants.ts';
import { paths } from '#shared/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import {
  approveListing,
  findAdminListing,
  findListingHistory,
  inactivateListing,
  rejectListing,
  setHighlight,
} from '../../../features/admin-listings/admin-listings-api.ts';
import { REVISIONS_HREF } from '../../../features/admin-listings/admin-listings-tabs.tsx';
import { changeLines } from '../../../features/admin-listings/history.ts';
import { ReasonDialog, type ReasonRequest } from '../../../features/admin-listings/reason-dialog.tsx';
import {
  ListingPreviewDialog,
  TRANSACTION_LABELS,
} from '../../../features/my-listings/listing-preview-dialog.tsx';
import { ListingStatusBadge } from '../../../features/my-listings/listing-status-badge.tsx';
import { isWorthLogging } from '../../../features/panel/billing.ts';
import { ApiError, createApiClient } from '../../../lib/api-client.ts';
import { formErrorFrom } from '../../../lib/form-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import type { Route } from './+types/listing';

const BACK = '/painel/admin/anuncios';

/**
 * /painel/admin/anuncios/{id} (spec 2 §2 "Admin ads": the ad page that returns to the list): the
 * ad in any status with its images and advertiser, the moderation actions, its open reports and
 * the admins' history of it (the audit log). The history failing leaves the rest of the page.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const id = Number(params.id);
  if (!(Number.isInteger(id) && id > 0)) throw data({ message: M.notFound }, { status: 404 });
  const api = createApiClient({ context, request });
  const [listing, history] = await Promise.allSettled([
    findAdminListing(api, id),
    findListingHistory(api, id),
  ]);
  if (listing.status === 'rejected') {
    if (listing.reason instanceof ApiError && listing.reason.status === 404) {
      throw data({ message: M.notFound }, { status: 404 });
    }
    throw listing.reason;
  }
  if (history.status === 'rejected' && isWorthLogging(history.reason)) {
    context.app.log.warn({ err: history.reason }, 'painel/admin/anuncios/{id}: histórico indisponível');
  }
  return { listing: listing.value, history: history.status === 'fulfilled' ? history.value.data : null };
}

export const meta = ({ data: loaded }: Route.MetaArgs) => [
  { title: `${loaded?.listing.tituloANUNCIO ?? 'Anúncio'} | Anúncios | NC` },
  { name: 'robots', content: 'noindex' },
];

const FAILED = {
  failed: 'Não foi possível concluir a operação. Tente de novo.',
  network: 'Não foi possível falar com o servidor.',
};

export default function AdminListingPage({ loaderData }: Route.ComponentProps) {
  const { listing, history } = loaderData;
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
          to={BACK}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-teal-800 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          Voltar
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">
            {listing.tituloANUNCIO}
          </h1>
          <ListingStatusBadge status={status} />
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
        <section aria-labelledby="dados-titulo" className="space-y-4">
          <h2 id="dados-titulo" className="text-xl font-semibold text-slate-900">
            Dados do anúncio
          </h2>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Item label="Subtítulo">{listing.subtituloANUNCIO || '—'}</Item>
            <Item label="Preço">{listing.precoANUNCIO || 'A combinar'}</Item>
            <Item label="Transações">
              {listing.tiposTransacaoANUNCIO
                .map((t) => TRANSACTION_LABELS[t as keyof typeof TRANSACTION_LABELS] ?? t)
                .join(', ') || '—'}
            </Item>
            <Item label="Condição">{listing.condicaoANUNCIO ?? '—'}</Item>
            <Item label="Criado em">{formatDate(listing.criadoEm)}</Item>
            <Item label="Atualizado em">{formatDate(listing.atualizadoEm)}</Item>
            <Item label="Publicado em">{listing.publicadoEm ? formatDate(listing.publicadoEm) : '—'}</Item>
            <Item label="Condomínios">{listing.condominiosANUNCIO.length}</Item>
            {listing.motivoReprovacao ? (
              <Item label="Motivo da reprovação">{listing.motivoReprovacao}</Item>
            ) : null}
          </dl>
          <div>
            <h3 className="font-semibold text-slate-900">Descrição</h3>
            <p className="mt-1 text-[15px] whitespace-pre-line text-slate-800">{listing.descricaoANUNCIO}</p>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">Imagens</h3>
            {listing.imagens.length === 0 ? (
              <p className="mt-1 text-slate-600">Sem imagens.</p>
            ) : (
              <ul className="mt-2 flex flex-wrap gap-2" aria-label="Imagens do anúncio">
                {listing.imagens.map((image, index) => (
                  <li key={image.urlIMAGEM}>
                    <a
                      href={image.urlIMAGEM}
                      target="_blank"
                      rel="noopener"
                      className="block rounded focus-visible:outline-2 focus-visible:outline-teal-700"
                    >
                      <img
                        src={image.urlThumbIMAGEM}
                        alt={`Imagem ${index + 1}${index === 0 ? ' (capa)' : ''} (abre em nova aba)`}
                        width={150}
                        height={64}
                        className="h-16 w-[150px] rounded bg-slate-100 object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>

        <section
          aria-labelledby="anunciante-titulo"
          className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 self-start"
        >
          <h2 id="anunciante-titulo" className="text-xl font-semibold text-slate-900">
            Anunciante
          </h2>
          <p className="font-medium text-slate-900">{listing.anunciante.nome}</p>
          <p className="text-[15px] break-all text-slate-700">{listing.anunciante.email}</p>
          <p className="text-sm text-slate-600">Código {listing.anunciante.codigo}</p>
          <Link
            to={`${BACK}?anunciante=${listing.anunciante.codigo}`}
            className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline-offset-4 hover:underline"
          >
            Ver os anúncios deste anunciante
          </Link>
        </section>
      </div>

      <section aria-labelledby="denuncias-titulo" className="space-y-3">
        <h2 id="denuncias-titulo" className="text-xl font-semibold text-slate-900">
          Denúncias abertas ({listing.denunciasAbertas})
        </h2>
        {listing.denuncias.length === 0 ? (
          <p className="text-slate-600">Nenhuma denúncia aberta.</p>
        ) : (
          <>
            <ul className="space-y-2">
              {listing.denuncias.map((report) => (
                <li key={report.id} className="rounded-lg border border-slate-200 bg-white p-3">
                  <p className="flex items-center gap-2 font-medium text-red-800">
                    <Flag aria-hidden="true" className="size-4" />
                    {REPORT_REASON_LABELS[report.motivo]}
                  </p>
                  {report.detalhes ? (
                    <p className="mt-1 text-[15px] text-slate-800">{report.detalhes}</p>
                  ) : null}
                  <p className="mt-1 text-sm text-slate-600">
                    {formatDate(report.criadoEm)} ·{' '}
                    {report.denunciante ? report.denunciante.nome : 'Visitante sem conta'}
                  </p>
                </li>
              ))}
            </ul>
            <Link
              to="/painel/admin/denuncias"
              className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline-offset-4 hover:underline"
            >
              Resolver na fila de denúncias
            </Link>
          </>
        )}
      </section>

      <section aria-labelledby="historico-titulo" className="space-y-3">
        <h2 id="historico-titulo" className="text-xl font-semibold text-slate-900">
          Histórico
        </h2>
        <History entries={history} />
      </section>

      <ListingPreviewDialog
        listing={isPreviewOpen ? listing : null}
        onClose={() => setIsPreviewOpen(false)}
      />
      <ReasonDialog request={reasonRequest} onClose={() => setReasonRequest(null)} />
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-[15px] break-words text-slate-900">{children}</dd>
    </div>
  );
}

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

function History({ entries }: { entries: AuditEntry[] | null }) {
  if (entries === null) return <Alert tone="error">Não foi possível carregar o histórico.</Alert>;
  if (entries.length === 0) return <p className="text-slate-600">Nenhuma ação da equipe neste anúncio.</p>;
  return (
    <ol className="space-y-2">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-3">
          <p className="text-[15px] text-slate-900">
            <span className="font-semibold">{AUDIT_ACTION_LABELS[entry.acao] ?? entry.acao}</span>
            {' · '}
            {entry.autor?.nome ?? 'Conta removida'}
            {' · '}
            <time dateTime={entry.criadoEm}>{DATE_TIME.format(new Date(entry.criadoEm))}</time>
          </p>
          {changeLines(entry).length > 0 ? (
            <ul className="mt-1 text-sm text-slate-700">
              {changeLines(entry).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
