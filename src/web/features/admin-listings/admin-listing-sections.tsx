import { Flag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TransactionType } from '#shared/constants.ts';
import type { AdminListing } from '#shared/contracts/admin-listings.contract.ts';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '#shared/contracts/audit.contract.ts';
import { REPORT_REASON_LABELS } from '#shared/contracts/reports.constants.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { formatDate } from '../../lib/format.ts';
import { changeLines } from './history.ts';

/** The admin's list of ads: the detail page returns to it. */
export const ADMIN_LISTINGS_HREF = '/painel/admin/anuncios';

/** "Dados do anúncio": its fields, description and images (each opening full size in a new tab). */
export function ListingData({
  listing,
  transactionLabels,
}: {
  listing: AdminListing;
  transactionLabels: Record<TransactionType, string>;
}) {
  return (
    <section aria-labelledby="dados-titulo" className="space-y-4">
      <h2 id="dados-titulo" className="text-xl font-semibold text-slate-900">
        Dados do anúncio
      </h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Item label="Subtítulo">{listing.subtituloANUNCIO || '—'}</Item>
        <Item label="Preço">{listing.precoANUNCIO || 'A combinar'}</Item>
        <Item label="Transações">
          {listing.tiposTransacaoANUNCIO
            .map((t) => transactionLabels[t as TransactionType] ?? t)
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

/** Who placed the ad, with a link to the list filtered to their ads. */
export function AdvertiserCard({ advertiser }: { advertiser: AdminListing['anunciante'] }) {
  return (
    <section
      aria-labelledby="anunciante-titulo"
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 self-start"
    >
      <h2 id="anunciante-titulo" className="text-xl font-semibold text-slate-900">
        Anunciante
      </h2>
      <p className="font-medium text-slate-900">{advertiser.nome}</p>
      <p className="text-[15px] break-all text-slate-700">{advertiser.email}</p>
      <p className="text-sm text-slate-600">Código {advertiser.codigo}</p>
      <Link
        to={`${ADMIN_LISTINGS_HREF}?anunciante=${advertiser.codigo}`}
        className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline-offset-4 hover:underline"
      >
        Ver os anúncios deste anunciante
      </Link>
    </section>
  );
}

/** The ad's open reports; they are resolved in the reports queue. */
export function OpenReports({ listing }: { listing: AdminListing }) {
  return (
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
  );
}

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** "Histórico": the admins' actions on the ad (the audit log); null when it could not be read. */
export function ListingHistory({ entries }: { entries: AuditEntry[] | null }) {
  return (
    <section aria-labelledby="historico-titulo" className="space-y-3">
      <h2 id="historico-titulo" className="text-xl font-semibold text-slate-900">
        Histórico
      </h2>
      <HistoryEntries entries={entries} />
    </section>
  );
}

function HistoryEntries({ entries }: { entries: AuditEntry[] | null }) {
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
