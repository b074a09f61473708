import { Link } from 'react-router';
import type { MyStats } from '#shared/contracts/listing-stats.contract.ts';
import { paths } from '#shared/paths.ts';
import { StatsOverview } from './stats-overview.tsx';
import { contactsOf, listingStatsHref, periodLabel, viewsAndContacts } from './stats-view.ts';

/** The dashboard lists this many of the most viewed ads. */
export const TOP_LISTINGS_SHOWN = 5;

/** What the card needs of GET /api/minha-conta/estatisticas (the loader keeps only the first ads). */
export type DashboardStats = Pick<MyStats, 'de' | 'ate' | 'dias' | 'totais' | 'porAnuncio'>;

/**
 * The dashboard's "Estatísticas dos últimos 30 dias" (issue 35 item 2): the totals, the chart and
 * its table, and the most viewed ads, each to its own statistics. `stats` is null when they could
 * not be loaded: a short message, the rest of the dashboard as it is.
 */
export function DashboardStatsCard({ stats }: { stats: DashboardStats | null }) {
  const top = stats?.porAnuncio.slice(0, TOP_LISTINGS_SHOWN) ?? [];
  return (
    <section
      aria-labelledby="estatisticas-titulo"
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <div className="mb-4">
        <h2 id="estatisticas-titulo" className="text-lg font-semibold text-slate-900">
          Estatísticas dos últimos 30 dias
        </h2>
        {stats ? (
          <p className="text-sm text-slate-600">
            Todos os seus anúncios, {periodLabel(stats.de, stats.ate)}.
          </p>
        ) : null}
      </div>
      {stats === null ? (
        <p className="text-slate-600">
          Não foi possível carregar suas estatísticas agora. Tente de novo em alguns instantes.
        </p>
      ) : (
        <div className="space-y-6">
          <StatsOverview
            stats={stats}
            emptyAction={
              <p className="max-w-md text-[15px] text-slate-600">
                As visitas aos seus anúncios publicados aparecem aqui. Compartilhe o link deles com os
                vizinhos para receber mais visitas.{' '}
                <Link
                  to={paths.panelListings.getHref()}
                  className="font-semibold text-teal-800 underline underline-offset-2"
                >
                  Ver meus anúncios
                </Link>
              </p>
            }
          />
          {top.length > 0 ? (
            <div>
              <h3 className="font-semibold text-slate-900">Anúncios mais vistos</h3>
              <ol className="mt-2 divide-y divide-slate-200">
                {top.map((listing) => (
                  <li
                    key={listing.codigoANUNCIO}
                    className="flex flex-col gap-x-4 py-2 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <Link
                      to={listingStatsHref(listing.codigoANUNCIO)}
                      className="inline-flex min-h-11 min-w-0 items-center font-medium break-words text-teal-800 underline-offset-4 hover:underline"
                    >
                      {listing.tituloANUNCIO}
                      <span className="sr-only">: estatísticas</span>
                    </Link>
                    <span className="text-sm text-slate-700">
                      {viewsAndContacts({ views: listing.visualizacao, contacts: contactsOf(listing) })}
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
