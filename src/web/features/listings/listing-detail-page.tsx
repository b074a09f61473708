import {
  ArrowLeft,
  ArrowRight,
  Building2,
  ChevronRight,
  Clock,
  ExternalLink,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  SearchX,
  Store,
} from 'lucide-react';
import { Link, useNavigate, type MetaDescriptor } from 'react-router';
import { ListingCard } from '../../components/listing-card.tsx';
import { LISTING_TYPE_STYLES } from '../../components/listing-type-style.ts';
import { absoluteUrl, paths } from '#shared/paths.ts';
import { pageMeta, summarize } from '../../lib/seo.ts';
import { FavoriteButton } from '../../components/favorite-button.tsx';
import { EmbedFacade } from './embed-facade.tsx';
import type { ListingDetailData } from './listing-view.ts';
import { cutText, type ListingCardData } from '../../lib/listing-cards.ts';
import { CONTACT_HIDDEN, CONTACT_MISSING, emailLink, HOURS_UNKNOWN } from './listing-detail-helpers.ts';
import { ListingGallery } from './listing-gallery.tsx';

export interface ListingSidebarData {
  categories: { codigo: number; nome: string }[];
  highlights: ListingCardData[];
}

/** JSON-LD of a listing: Product (products) or Service (the other types), with an Offer when the price is numeric. */
export function listingJsonLd(listing: ListingDetailData, publicUrl: string): Record<string, unknown>[] {
  const url = absoluteUrl(listing.canonicalPath, publicUrl);
  const image = listing.image ? absoluteUrl(listing.image.og ?? listing.image.src, publicUrl) : undefined;
  const offer = listing.offerPrice
    ? {
        '@type': 'Offer',
        price: listing.offerPrice,
        priceCurrency: 'BRL',
        availability: 'https://schema.org/InStock',
        url,
      }
    : undefined;
  const item: Record<string, unknown> =
    listing.tipo === 2
      ? {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: listing.titulo,
          description: summarize(listing.descricao || listing.subtitulo, 500) || listing.titulo,
          category: listing.categoria,
          url,
          ...(image ? { image } : {}),
          ...(offer ? { offers: offer } : {}),
        }
      : {
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: listing.titulo,
          description: summarize(listing.descricao || listing.subtitulo, 500) || listing.titulo,
          serviceType: listing.categoria,
          provider: { '@type': 'Organization', name: listing.anunciante },
          url,
          ...(listing.place ? { areaServed: listing.place } : {}),
          ...(image ? { image } : {}),
          ...(offer ? { offers: offer } : {}),
        };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/', publicUrl) },
      { '@type': 'ListItem', position: 2, name: 'Anúncios', item: absoluteUrl('/anuncios', publicUrl) },
      { '@type': 'ListItem', position: 3, name: listing.titulo, item: url },
    ],
  };
  return [item, breadcrumbs];
}

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
  const tags = pageMeta({
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
  // React Router escapes the JSON (a price such as "R$' 100" or a "</script>" title stays inert).
  return [
    ...tags.map((t) => ('property' in t && t.property === 'og:type' ? { ...t, content: 'product' } : t)),
    ...(listing.offerPrice
      ? [
          { property: 'product:price:amount', content: listing.offerPrice },
          { property: 'product:price:currency', content: 'BRL' },
        ]
      : []),
    ...listingJsonLd(listing, publicUrl).map((json) => ({ 'script:ld+json': json })),
  ];
}

const primaryActionClass =
  'mt-6 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';
const chipClass = 'rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700';
const boxClass = 'rounded-xl border border-slate-200 bg-white p-5 sm:p-6';
const h2Class = 'text-lg font-semibold text-slate-900';

/** The detail page (spec 1 §2 "Listing detail"). */
export function ListingDetailPage({
  listing,
  sidebar,
}: {
  listing: ListingDetailData;
  sidebar?: ListingSidebarData;
}) {
  const type = LISTING_TYPE_STYLES[listing.tipo];
  return (
    <article className="page-container pt-6 sm:pt-8">
      <nav
        aria-label="Trilha de navegação"
        className="mb-6 flex flex-wrap items-center justify-between gap-2 text-sm"
      >
        <ol className="flex min-w-0 flex-wrap items-center gap-1 text-slate-600">
          <li>
            <Link to={paths.home.getHref()} className="hover:text-teal-700 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4 text-slate-400" />
          </li>
          <li>
            <Link to={paths.listings.getHref()} className="hover:text-teal-700 hover:underline">
              Anúncios
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4 text-slate-400" />
          </li>
          <li aria-current="page" className="line-clamp-1 max-w-[60ch] text-slate-900">
            {listing.titulo}
          </li>
        </ol>
        <Link
          to={`/anuncios?tipo=${listing.tipo}`}
          className="inline-flex min-h-11 items-center font-semibold text-teal-700 hover:text-teal-800 hover:underline"
        >
          Ver todos →
        </Link>
      </nav>

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

            <div className={boxClass}>
              <div className="flex items-start justify-between gap-3">
                <span
                  className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${type.solid}`}
                >
                  {type.singular}
                </span>
                <FavoriteButton
                  size="lg"
                  favorite={{
                    id: listing.titulo,
                    titulo: listing.titulo,
                    descricao: cutText(listing.descricao),
                    imagem: listing.images[0]?.thumb ?? '',
                    codigo: listing.codigo,
                    href: listing.canonicalPath,
                  }}
                />
              </div>
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
                    <span className="sr-only">Anunciante</span>
                  </dt>
                  <dd>
                    <span className="text-slate-600">Anunciado por </span>
                    <span className="font-medium text-slate-900">{listing.anunciante}</span>
                  </dd>
                </div>
              </dl>
              <ul aria-label="Categoria" className="mt-5 flex flex-wrap gap-2">
                <li className={chipClass}>{listing.categoria}</li>
                {listing.subcategoria ? <li className={chipClass}>{listing.subcategoria}</li> : null}
              </ul>
              {listing.phones[0]?.whatsapp ? (
                <a
                  href={listing.phones[0].whatsapp}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={primaryActionClass}
                >
                  <MessageCircle aria-hidden="true" className="size-5" />
                  Conversar no WhatsApp
                </a>
              ) : listing.emails[0] ? (
                // Phone hidden (ADR 008) or absent: the e-mail is the way to reach the advertiser.
                <a href={emailLink(listing.emails[0], listing.titulo)} className={primaryActionClass}>
                  <Mail aria-hidden="true" className="size-5" />
                  Enviar e-mail
                </a>
              ) : null}
            </div>
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

          <div className="grid gap-6 md:grid-cols-2">
            <section aria-labelledby="horarios-titulo" className={boxClass}>
              <h2 id="horarios-titulo" className={`flex items-center gap-2 ${h2Class}`}>
                <Clock aria-hidden="true" className="size-5 text-slate-500" />
                Horário de atendimento
              </h2>
              {listing.hours ? (
                <dl className="mt-4 divide-y divide-slate-100" data-testid="opening-hours">
                  {listing.hours.map((row) => (
                    <div key={row.day} className="flex justify-between gap-4 py-1.5">
                      <dt className="text-slate-700">{row.label}</dt>
                      <dd
                        className={row.text === 'Fechado' ? 'text-slate-500' : 'font-medium text-slate-900'}
                      >
                        {row.text}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="mt-4 text-slate-600">{HOURS_UNKNOWN}</p>
              )}
            </section>

            <ContactBox listing={listing} />
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

        {sidebar ? <Sidebar tipo={listing.tipo} sidebar={sidebar} /> : null}
      </div>
    </article>
  );
}

/**
 * Phones and address only when the advertiser allows them; the e-mail always, so a resident can
 * still write (ADR 008).
 */
function ContactBox({ listing }: { listing: ListingDetailData }) {
  const hasContact = listing.phones.length > 0 || listing.emails.length > 0 || listing.address;
  return (
    <section aria-labelledby="contato-titulo" className={boxClass}>
      <h2 id="contato-titulo" className={h2Class}>
        Contato
      </h2>
      {hasContact ? (
        <ul className="mt-4 space-y-3 text-slate-800">
          {listing.phones.map((phone) => (
            <li key={phone.tel} className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <a
                href={phone.tel}
                className="inline-flex min-h-11 items-center gap-2 font-medium text-teal-800 hover:underline"
              >
                <Phone aria-hidden="true" className="size-5" />
                <span className="sr-only">Ligar para </span>
                {phone.display}
              </a>
              {phone.whatsapp ? (
                <a
                  href={phone.whatsapp}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-2 font-medium text-teal-800 hover:underline"
                >
                  <MessageCircle aria-hidden="true" className="size-5" />
                  WhatsApp
                </a>
              ) : null}
            </li>
          ))}
          {listing.emails.map((email) => (
            <li key={email}>
              <a
                href={`mailto:${email}`}
                className="inline-flex min-h-11 items-center gap-2 font-medium break-all text-teal-800 hover:underline"
              >
                <Mail aria-hidden="true" className="size-5 shrink-0" />
                {email}
              </a>
            </li>
          ))}
          {listing.address ? (
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
              <span>
                <span className="sr-only">Endereço: </span>
                {listing.address}
              </span>
            </li>
          ) : null}
        </ul>
      ) : null}
      {!listing.showContact ? (
        <p className="mt-4 text-slate-600">{CONTACT_HIDDEN}</p>
      ) : hasContact ? null : (
        <p className="mt-4 text-slate-600">{CONTACT_MISSING}</p>
      )}
      {listing.socials.length > 0 ? (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-700">Redes e links</h3>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Redes sociais">
            {listing.socials.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:border-teal-700 hover:text-teal-800"
                >
                  {social.label}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only"> (abre em nova aba)</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function Sidebar({ tipo, sidebar }: { tipo: 1 | 2 | 3 | 4; sidebar: ListingSidebarData }) {
  const type = LISTING_TYPE_STYLES[tipo];
  return (
    <aside aria-label="Mais anúncios" className="space-y-8">
      {sidebar.categories.length > 0 ? (
        <section aria-labelledby="categorias-titulo" className={boxClass}>
          <h2 id="categorias-titulo" className={h2Class}>
            Categorias de {type.name.toLowerCase()}
          </h2>
          <ul className="mt-3 space-y-1">
            {sidebar.categories.map((c) => (
              <li key={c.codigo}>
                <Link
                  to={`/anuncios?tipo=${tipo}&categoria=${c.codigo}`}
                  className="flex min-h-11 items-center justify-between gap-2 rounded-lg px-2 text-slate-700 hover:bg-slate-50 hover:text-teal-800"
                >
                  {c.nome}
                  <ArrowRight aria-hidden="true" className="size-4 text-slate-400" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {sidebar.highlights.length > 0 ? (
        <section aria-labelledby="destaques-titulo">
          <h2 id="destaques-titulo" className={`${h2Class} mb-3`}>
            Destaques
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            {sidebar.highlights.map((h) => (
              <li key={h.codigo}>
                <ListingCard listing={h} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  );
}

/**
 * The detail's not-found state (spec 1 §2): 'Item não encontrado' with 'Voltar', and the API's
 * 'Anúncio não encontrado.'. The loader's 404 keeps the real status.
 */
export function ListingNotFound({ message }: { message?: string }) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <div className="mb-6 grid size-20 place-items-center rounded-full bg-slate-100">
        <SearchX aria-hidden="true" className="size-10 text-teal-700" strokeWidth={1.5} />
      </div>
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Item não encontrado</h1>
      <p className="mt-4 text-lg text-slate-600">{message ?? 'Anúncio não encontrado.'}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <button
          type="button"
          onClick={() => {
            if (window.history.length > 1) void navigate(-1);
            else void navigate(paths.listings.getHref());
          }}
          className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          Voltar
        </button>
        <Link
          to={paths.listings.getHref()}
          className="inline-flex min-h-12 items-center font-semibold text-teal-800 underline-offset-4 hover:underline"
        >
          Ver todos os anúncios
        </Link>
      </div>
    </div>
  );
}
