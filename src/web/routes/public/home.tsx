import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { LISTING_TYPE_CODES, type ListingType } from '#shared/constants.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ListingCard } from '../../components/listing-card.tsx';
import { LISTING_TYPE_STYLES } from '../../components/listing-type-style.ts';
import { paths } from '../../config/paths.ts';
import { findLatestListings } from '../../features/listings/listings-api.ts';
import { toListingCard, type ListingCardData } from '../../features/listings/listing-view.ts';
import { createApiClient } from '../../lib/api-client.ts';
import { DEFAULT_DESCRIPTION, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/home';

/** The hero's fixed counters (spec 1 §2 Home). */
const COUNTERS = [
  { value: '113.000+', label: 'condomínios' },
  { value: '15.000+', label: 'anúncios' },
  { value: '500+', label: 'cidades' },
  { value: '50.000+', label: 'usuários' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createApiClient({ context, request });
  const rows = await Promise.all(
    LISTING_TYPE_CODES.map(async (tipo) => {
      try {
        const page = await findLatestListings(api, tipo);
        return { tipo, listings: page.data.map(toListingCard) };
      } catch (error) {
        // Spec 1 §8: failed lookups give empty lists silently in the UI; the log keeps the cause.
        context.app.log.warn({ err: error, tipo }, 'home: anúncios recentes indisponíveis');
        return { tipo, listings: [] as ListingCardData[] };
      }
    }),
  );
  return { rows, publicUrl: context.app.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'NC | Serviços e produtos no seu condomínio',
    description: DEFAULT_DESCRIPTION,
    path: paths.home.getHref(),
    publicUrl: loaderData?.publicUrl ?? 'http://localhost',
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <div className="page-container space-y-14 pt-12 sm:pt-16">
        {loaderData.rows.map((row) => (
          <LatestRow key={row.tipo} tipo={row.tipo} listings={row.listings} />
        ))}
      </div>
      <AdvertiseBand />
    </>
  );
}

function Hero() {
  return (
    <section className="border-b border-slate-200 bg-linear-to-b from-teal-50 via-teal-50/40 to-white">
      <div className="page-container grid gap-10 py-10 sm:py-14 lg:grid-cols-[1.05fr_1fr] lg:items-center lg:gap-14 lg:py-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-teal-800 ring-1 ring-teal-200">
            <ShieldCheck aria-hidden="true" className="size-4" />
            Vizinhos e negócios perto de você
          </p>
          <h1 className="mt-5 max-w-xl text-[2rem] leading-tight font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl">
            Encontre serviços e produtos no seu condomínio
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-600">
            Manicure, eletricista, marmitas, aulas e muito mais, oferecidos por quem mora ou trabalha no seu
            condomínio.
          </p>
          <div className="mt-7 flex flex-wrap items-center gap-x-6 gap-y-3">
            <Link
              to={paths.howItWorks.getHref()}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-teal-700 bg-white px-5 font-semibold text-teal-800 transition-colors hover:bg-teal-50"
            >
              Saiba Como Funciona
            </Link>
            <Link
              to={paths.about.getHref()}
              className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline-offset-4 hover:underline"
            >
              Conheça a NC
            </Link>
          </div>
          <dl className="mt-8 grid max-w-xl grid-cols-4 gap-x-4 gap-y-4 sm:mt-10 sm:gap-x-6">
            {COUNTERS.map((counter) => (
              <div key={counter.label} className="flex flex-col-reverse">
                <dt className="text-xs text-slate-600 sm:text-sm">{counter.label}</dt>
                <dd className="text-lg font-semibold tracking-tight text-slate-900 sm:text-2xl">
                  {counter.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>

        <section aria-labelledby="tipos-titulo">
          <h2 id="tipos-titulo" className="sr-only">
            Explore por tipo de anúncio
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4">
            {LISTING_TYPE_CODES.map((tipo) => (
              <li key={tipo}>
                <TypeTile tipo={tipo} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </section>
  );
}

function TypeTile({ tipo }: { tipo: ListingType }) {
  const style = LISTING_TYPE_STYLES[tipo];
  const Icon = style.icon;
  return (
    <Link
      to={paths.typeLanding.getHref(tipo)}
      className="group flex h-full flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-slate-300 hover:shadow-md sm:gap-4 sm:p-5"
    >
      <span className={`grid size-11 shrink-0 place-items-center rounded-xl sm:size-12 ${style.solid}`}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-center gap-1 text-base font-semibold text-slate-900 sm:text-lg">
          {style.name}
          <ArrowRight
            aria-hidden="true"
            className="size-4 text-slate-500 transition-transform group-hover:translate-x-0.5"
          />
        </span>
        <span className="mt-0.5 hidden text-sm text-slate-600 sm:block">{style.blurb}</span>
      </span>
    </Link>
  );
}

function LatestRow({ tipo, listings }: { tipo: ListingType; listings: ListingCardData[] }) {
  const style = LISTING_TYPE_STYLES[tipo];
  const Icon = style.icon;
  const headingId = `recentes-${tipo}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2
          id={headingId}
          className="flex items-center gap-3 text-2xl font-semibold tracking-tight text-slate-900"
        >
          <span className={`grid size-9 place-items-center rounded-lg ${style.soft}`}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
          {style.name}
        </h2>
        <Link
          to={paths.typeLanding.getHref(tipo)}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 font-semibold text-teal-700 hover:text-teal-800 hover:underline"
        >
          Ver mais<span className="sr-only"> {style.name.toLowerCase()}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {listings.length === 0 ? (
        <EmptyState
          icon={Icon}
          message={style.empty}
          action={
            <Link
              to={paths.advertise.getHref()}
              className="font-semibold text-teal-700 underline-offset-4 hover:underline"
            >
              Tem algo para oferecer? Anuncie aqui
            </Link>
          }
        />
      ) : (
        // Phones: one row that scrolls sideways; wider screens: a grid.
        <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
          {listings.map((listing) => (
            <li key={listing.codigo} className="w-[78%] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none">
              <ListingCard listing={listing} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AdvertiseBand() {
  return (
    <section aria-labelledby="anuncie-titulo" className="page-container mt-16">
      <div className="flex flex-col gap-6 rounded-2xl bg-teal-800 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="anuncie-titulo" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Tem um negócio no condomínio?
          </h2>
          <p className="mt-2 text-lg text-teal-50">
            Anuncie para seus vizinhos. O cadastro é gratuito e seu anúncio aparece para quem procura na sua
            região.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <Link
            to={paths.advertise.getHref()}
            className="inline-flex min-h-11 items-center rounded-lg bg-white px-5 font-semibold text-teal-800 transition-colors hover:bg-teal-50"
          >
            Ver planos
          </Link>
          <Link
            to={paths.howItWorks.getHref()}
            className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4"
          >
            Saiba Como Funciona
          </Link>
        </div>
      </div>
    </section>
  );
}
