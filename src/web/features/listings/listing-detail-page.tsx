import { Building2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { absoluteUrl } from '#shared/paths.ts';
import type { ListingCardData } from '../../lib/listing-cards.ts';
import { sendListingEvent } from '../../lib/listing-events.ts';
import { EmbedFacade } from './embed-facade.tsx';
import { ListingBreadcrumbs } from './listing-breadcrumbs.tsx';
import { ListingContact } from './listing-contact.tsx';
import { ListingGallery } from './listing-gallery.tsx';
import { ListingOpeningHours } from './listing-opening-hours.tsx';
import { ReportListingButton } from './report-listing-button.tsx';
import { ListingSidebar, type ListingSidebarData } from './listing-sidebar.tsx';
import { ListingSummary } from './listing-summary.tsx';
import type { ListingDetailData } from './listing-view.ts';
import { MoreFromAdvertiser } from './more-from-advertiser.tsx';

/**
 * The detail page (spec 1 §2 "Listing detail"): breadcrumbs, the condominium it belongs to, the
 * gallery beside the summary, description, video, hours and contact, map, the condominiums it
 * serves, and the sidebar; under them the advertiser's other listings. Its head is listing-meta.ts.
 */
export function ListingDetailPage({
  listing,
  sidebar,
  moreFromAdvertiser = [],
  publicUrl,
}: {
  listing: ListingDetailData;
  sidebar?: ListingSidebarData;
  moreFromAdvertiser?: ListingCardData[];
  /** The portal's address (PUBLIC_URL): the link "Compartilhar" gives is the canonical one. */
  publicUrl: string;
}) {
  // A view for the advertiser's statistics (ADR 024), once the page runs in a browser: crawlers
  // that run no script never count, and the server drops the ones that do by their user agent.
  useEffect(() => sendListingEvent(listing.codigo, 'visualizacao'), [listing.codigo]);
  return (
    <article className="page-container pt-6 sm:pt-8">
      <ListingBreadcrumbs listing={listing} />

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-8">
          {listing.condominioBox ? (
            <section
              aria-labelledby="condominio-titulo"
              className="flex items-start gap-3 rounded-xl bg-teal-50 p-4 ring-1 ring-teal-200"
            >
              <Building2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-800" />
              <div>
                <h2 id="condominio-titulo" className="font-semibold text-teal-900">
                  {listing.condominioBox.nome}
                </h2>
                {listing.condominioBox.endereco ? (
                  <p className="text-sm text-teal-900">{listing.condominioBox.endereco}</p>
                ) : null}
              </div>
            </section>
          ) : null}

          <div className="grid gap-6 xl:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] xl:items-start">
            <ListingGallery images={listing.images} title={listing.titulo} tipo={listing.tipo} />

            <ListingSummary listing={listing} shareUrl={absoluteUrl(listing.canonicalPath, publicUrl)} />
          </div>

          <section aria-labelledby="descricao-titulo">
            <h2 id="descricao-titulo" className="text-xl font-semibold text-slate-900">
              Descrição
            </h2>
            <p className="mt-3 max-w-3xl text-base leading-relaxed whitespace-pre-line text-slate-700">
              {listing.descricao || 'O anunciante não escreveu uma descrição.'}
            </p>
            {listing.regras.length > 0 ? (
              <>
                <h3 className="mt-6 font-semibold text-slate-900">Regras de uso</h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                  {listing.regras.map((rule) => (
                    <li key={rule}>{rule}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>

          {listing.videoUrl ? (
            <section aria-labelledby="video-titulo">
              <h2 id="video-titulo" className="text-xl font-semibold text-slate-900">
                Vídeo
              </h2>
              <EmbedFacade
                kind="video"
                src={listing.videoUrl}
                openHref={listing.videoUrl.replace(
                  'https://www.youtube-nocookie.com/embed/',
                  'https://www.youtube.com/watch?v=',
                )}
                title={`Vídeo: ${listing.titulo}`}
                className="mt-3 aspect-video overflow-hidden rounded-xl"
              />
            </section>
          ) : null}

          <div>
            <div className="grid gap-6 md:grid-cols-2">
              <ListingOpeningHours hours={listing.hours} />
              <ListingContact listing={listing} />
            </div>
            {/* Under the contact box (the right column on wide screens, the last box on phones). */}
            <div className="mt-2 flex justify-end">
              <ReportListingButton listingCode={listing.codigo} title={listing.titulo} />
            </div>
          </div>

          {listing.mapUrl ? (
            <section aria-labelledby="mapa-titulo">
              <h2 id="mapa-titulo" className="text-xl font-semibold text-slate-900">
                Mapa
              </h2>
              <EmbedFacade
                kind="map"
                src={listing.mapUrl}
                openHref={listing.mapUrl}
                onOpen={() => sendListingEvent(listing.codigo, 'mapa')}
                title={`Mapa: ${listing.titulo}`}
                className="mt-3 aspect-[16/9] overflow-hidden rounded-xl border border-slate-200"
              />
            </section>
          ) : null}

          {listing.condominios.length > 0 ? (
            <section aria-labelledby="condominios-titulo">
              <h2 id="condominios-titulo" className="text-xl font-semibold text-slate-900">
                Condomínios atendidos
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {listing.condominios.map((c) => (
                  <li key={c.codigo}>
                    <Link
                      to={`/condominios/${c.codigo}`}
                      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 text-slate-800 hover:border-teal-700 hover:text-teal-800"
                    >
                      <Building2 aria-hidden="true" className="size-4 text-slate-500" />
                      {c.nome}
                      {c.place ? <span className="text-sm text-slate-600">({c.place})</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        {sidebar ? <ListingSidebar tipo={listing.tipo} sidebar={sidebar} /> : null}
      </div>

      <MoreFromAdvertiser listings={moreFromAdvertiser} advertiser={listing.anunciante} />
    </article>
  );
}
