import { ChevronRight, MapPin, Store } from 'lucide-react';
import { Link, type MetaDescriptor } from 'react-router';
import { LISTING_TYPE_STYLES } from '../../components/listing-type-style.ts';
import { paths } from '../../config/paths.ts';
import { pageMeta, summarize } from '../../lib/seo.ts';
import type { ListingDetailData } from './listing-view.ts';

export function listingMeta(
  loaderData: { listing: ListingDetailData; publicUrl: string } | undefined,
): MetaDescriptor[] {
  if (!loaderData) return [{ title: 'Anúncio | NC' }];
  const { listing, publicUrl } = loaderData;
  const type = LISTING_TYPE_STYLES[listing.tipo];
  const subtitle = listing.subtitulo.trim();
  const lead = [subtitle && !/[.!?]$/.test(subtitle) ? `${subtitle}.` : subtitle, listing.descricao]
    .filter(Boolean)
    .join(' ');
  const place = listing.place ? ` em ${listing.place}` : '';
  return pageMeta({
    title: `${listing.titulo} | ${type.singular}${place} | NC`,
    description: summarize(lead) || `${type.singular}${place} no NC.`,
    path: listing.canonicalPath,
    publicUrl,
    // The 1200x630 JPEG made for link previews; the page image as a fallback.
    image: listing.image?.og
      ? { url: listing.image.og, width: 1200, height: 630, type: 'image/jpeg' }
      : listing.image
        ? { url: listing.image.src }
        : null,
    imageAlt: listing.titulo,
  });
}

/** The minimal detail page of this issue (gallery, contacts and hours come with the full site). */
export function ListingDetailPage({ listing }: { listing: ListingDetailData }) {
  const type = LISTING_TYPE_STYLES[listing.tipo];
  const Icon = type.icon;
  return (
    <article className="page-container pt-6 sm:pt-8">
      <nav aria-label="Trilha de navegação" className="mb-6 text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={paths.home.getHref()} className="hover:text-teal-700 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4 text-slate-400" />
          </li>
          <li>
            <Link
              to={paths.typeLanding.getHref(listing.tipo)}
              className="hover:text-teal-700 hover:underline"
            >
              {type.name}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4 text-slate-400" />
          </li>
          <li aria-current="page" className="line-clamp-1 max-w-[60ch] text-slate-900">
            {listing.titulo}
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:items-start">
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
          {listing.image ? (
            <img
              src={listing.image.src}
              width={1000}
              height={424}
              alt={listing.titulo}
              fetchPriority="high"
              className="aspect-[1000/424] w-full object-cover"
            />
          ) : (
            <div className={`grid aspect-[1000/424] w-full place-items-center ${type.soft}`}>
              <Icon aria-hidden="true" className="size-16 opacity-70" strokeWidth={1.25} />
            </div>
          )}
        </div>

        <div className="rounded-xl border border-slate-200 bg-white p-6">
          <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${type.solid}`}>
            {type.singular}
          </span>
          <h1 className="mt-3 text-2xl leading-snug font-semibold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {listing.titulo}
          </h1>
          {listing.subtitulo ? <p className="mt-2 text-lg text-slate-600">{listing.subtitulo}</p> : null}
          <p
            className="mt-5 text-3xl font-semibold tracking-tight text-slate-900"
            data-testid="listing-price"
          >
            {listing.price}
          </p>
          <dl className="mt-5 space-y-3 border-t border-slate-200 pt-5 text-slate-700">
            {listing.place ? (
              <div className="flex items-center gap-2">
                <dt>
                  <MapPin aria-hidden="true" className="size-5 text-slate-500" />
                  <span className="sr-only">Local</span>
                </dt>
                <dd>{listing.place}</dd>
              </div>
            ) : null}
            <div className="flex items-center gap-2">
              <dt>
                <Store aria-hidden="true" className="size-5 text-slate-500" />
                <span className="sr-only">Anunciado por</span>
              </dt>
              <dd>
                <span className="text-slate-600">Anunciado por </span>
                <span className="font-medium text-slate-900">{listing.anunciante}</span>
              </dd>
            </div>
          </dl>
          <ul aria-label="Categoria" className="mt-5 flex flex-wrap gap-2">
            <li className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
              {listing.categoria}
            </li>
            {listing.subcategoria ? (
              <li className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
                {listing.subcategoria}
              </li>
            ) : null}
          </ul>
        </div>

        <section aria-labelledby="descricao-titulo" className="lg:col-start-1">
          <h2 id="descricao-titulo" className="text-xl font-semibold text-slate-900">
            Descrição
          </h2>
          <p className="mt-3 max-w-3xl text-base leading-relaxed whitespace-pre-line text-slate-700">
            {listing.descricao || 'O anunciante não escreveu uma descrição.'}
          </p>
        </section>
      </div>
    </article>
  );
}
