import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { ListingStats } from '#shared/contracts/listing-stats.contract.ts';
import { paths } from '#shared/paths.ts';
import { StatsOverview } from './stats-overview.tsx';
import { periodLabel } from './stats-view.ts';

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700';

/**
 * /painel/anuncios/{id}/estatisticas (issue 35 item 2): one own ad over the last 90 days (the
 * totals, the chart and its table), with the ways back to "Meus anúncios" and to its public page.
 */
export function ListingStatsPage({ stats }: { stats: ListingStats }) {
  const days = stats.dias.length;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Estatísticas do anúncio
        </h1>
        <p className="mt-2 text-lg font-medium wrap-break-word text-slate-700">{stats.tituloANUNCIO}</p>
        <div className="mt-2 -ml-2.5 flex flex-wrap gap-x-3">
          <Link to={paths.panelListings.getHref()} className={linkClass}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Meus anúncios
          </Link>
          <Link to={paths.listingById.getHref(stats.codigoANUNCIO)} className={linkClass}>
            <ExternalLink aria-hidden="true" className="size-4" />
            Ver o anúncio no site
          </Link>
        </div>
      </div>
      <section
        aria-labelledby="periodo-titulo"
        className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <div className="mb-4">
          <h2 id="periodo-titulo" className="text-lg font-semibold text-slate-900">
            Últimos {days} dias
          </h2>
          <p className="text-sm text-slate-600">{periodLabel(stats.de, stats.ate)}.</p>
        </div>
        <StatsOverview
          stats={stats}
          emptyAction={
            <p className="max-w-md text-[15px] text-slate-600">
              As visitas aparecem aqui enquanto o anúncio está publicado. Compartilhe o link dele com os
              vizinhos para receber mais visitas.
            </p>
          }
        />
      </section>
    </div>
  );
}
