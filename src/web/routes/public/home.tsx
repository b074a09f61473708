import { ArrowRight, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { LISTING_TYPE_CODES, type ListingType } from '#shared/constants.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ListingCard } from '../../components/listing-card.tsx';
import { LISTING_TYPE_STYLES } from '../../components/listing-type-style.ts';
import { paths } from '#shared/paths.ts';
import { AdBanner } from '../../features/home/ad-banner.tsx';
import { BANNER_FILES, BANNER_PLACEMENTS, pickBanner } from '../../features/home/banners.ts';
import { CitiesCarousel } from '../../features/home/cities-carousel.tsx';
import type { CityCondominiums } from '../../features/home/cities.ts';
import {
  findCondominiumCities,
  findHighlights,
  findStates,
  loadBannerConfig,
} from '../../features/home/home-api.ts';
import { HeroSearch } from '../../features/home/hero-search.tsx';
import { homeSections } from '../../features/home/shared-sections.ts';
import type { StateOption } from '../../features/home/search-helpers.ts';
import { findLatestListings } from '../../features/listings/listings-api.ts';
import { toListingCard, type ListingCardData } from '../../lib/listing-cards.ts';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import { DEFAULT_DESCRIPTION, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/home';

/** The hero's fixed counters (spec 1 §2 Home). */
const COUNTERS = [
  { value: '113.000+', label: 'condomínios' },
  { value: '15.000+', label: 'anúncios' },
  { value: '500+', label: 'cidades' },
  { value: '50.000+', label: 'usuários' },
];

/** Spec 1 §9: 3 highlights on the home. */
const HOME_HIGHLIGHTS = 3;

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createApiClient({ context, request });
  // Spec 1 §8: failed lookups give empty lists silently in the UI; the log keeps the cause.
  const quietly = async <T,>(what: string, fallback: T, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      // A database outage is not one section missing: the page becomes "fora do ar" (root.tsx).
      // Flagged here too, since a section shared with another visitor's request failed there.
      if (error instanceof ApiError && error.status === 503) context.apiUnavailable = true;
      context.app.log.warn({ err: error }, `home: ${what} indisponível`);
      return fallback;
    }
  };
  // The same for every visitor: loaded once per few seconds for all of them.
  const shared = homeSections(context);
  const [rows, highlights, states, cities, above, below] = await Promise.all([
    Promise.all(
      LISTING_TYPE_CODES.map(async (tipo) => ({
        tipo,
        listings: await quietly(`recentes ${tipo}`, [] as ListingCardData[], () =>
          shared(`recentes-${tipo}`, async () =>
            (await findLatestListings(api, tipo)).data.map(toListingCard),
          ),
        ),
      })),
    ),
    quietly('destaques', [] as ListingCardData[], () =>
      shared('destaques', async () =>
        (await findHighlights(api, { limit: HOME_HIGHLIGHTS })).map(toListingCard),
      ),
    ),
    quietly('estados', [] as StateOption[], () =>
      shared('estados', async () =>
        (await findStates(api)).map((s) => ({ sigla: s.sigla, nome: s.nomeESTADO })),
      ),
    ),
    quietly('cidades com condomínios', [] as CityCondominiums[], () =>
      shared('cidades', () => findCondominiumCities(api)),
    ),
    shared('banner-acima', () => loadBannerConfig(api, BANNER_FILES.home_above_categories)),
    shared('banner-abaixo', () => loadBannerConfig(api, BANNER_FILES.home_below_comodidades)),
  ]);
  return {
    rows,
    highlights,
    states,
    cities,
    banners: {
      aboveCategories: pickBanner(above, BANNER_PLACEMENTS.aboveCategories),
      belowComodidades: pickBanner(below, BANNER_PLACEMENTS.belowComodidades),
    },
    publicUrl: context.app.env.PUBLIC_URL,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'NC | Serviços e produtos no seu condomínio',
    description: DEFAULT_DESCRIPTION,
    path: paths.home.getHref(),
    publicUrl: loaderData?.publicUrl ?? 'http://localhost',
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { rows, highlights, states, cities, banners } = loaderData;
  return (
    <>
      <Hero states={states} />
      <div className="space-y-14 pt-10 sm:space-y-16 sm:pt-14">
        {banners.aboveCategories ? <AdBanner banner={banners.aboveCategories} label="Publicidade" /> : null}
        <TypeTiles />
        <Highlights listings={highlights} />
        <div className="page-container space-y-14 sm:space-y-16">
          {rows.map((row) => (
            <LatestRow key={row.tipo} tipo={row.tipo} listings={row.listings} />
          ))}
        </div>
        {banners.belowComodidades ? (
          <AdBanner banner={banners.belowComodidades} label="Publicidade (abaixo de Comodidades)" />
        ) : null}
        <CitiesCarousel cities={cities} />
      </div>
      <AdvertiseBand />
    </>
  );
}

function Hero({ states }: { states: StateOption[] }) {
  return (
    <section className="border-b border-slate-200 bg-linear-to-b from-teal-50 via-teal-50/40 to-white">
      <div className="page-container grid gap-8 py-10 sm:py-14 lg:grid-cols-[1fr_1.1fr] lg:items-center lg:gap-14 lg:py-16">
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
          <dl className="mt-8 grid max-w-xl grid-cols-2 gap-x-4 gap-y-4 sm:grid-cols-4 sm:gap-x-6">
            {COUNTERS.map((counter) => (
              <div key={counter.label} className="flex flex-col-reverse">
                <dt className="text-sm text-slate-600">{counter.label}</dt>
                <dd className="text-2xl font-semibold tracking-tight text-slate-900">{counter.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroSearch states={states} />
      </div>
    </section>
  );
}

function TypeTiles() {
  return (
    <section aria-labelledby="tipos-titulo" className="page-container">
      <h2 id="tipos-titulo" className="mb-5 text-2xl font-semibold tracking-tight text-slate-900">
        Explore por categoria
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {LISTING_TYPE_CODES.map((tipo) => (
          <li key={tipo}>
            <TypeTile tipo={tipo} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TypeTile({ tipo }: { tipo: ListingType }) {
  const style = LISTING_TYPE_STYLES[tipo];
  const Icon = style.icon;
  return (
    <Link
      to={paths.typeLanding.getHref(tipo)}
      className="group flex h-full flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 transition hover:border-slate-300 hover:shadow-md sm:gap-4 sm:p-5"
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
        <span className="mt-0.5 text-sm text-slate-600">{style.blurb}</span>
      </span>
    </Link>
  );
}

function Highlights({ listings }: { listings: ListingCardData[] }) {
  return (
    <section aria-labelledby="destaques-titulo" className="bg-amber-50/60 py-10 sm:py-12">
      <div className="page-container">
        <div className="mb-5 flex items-end justify-between gap-4">
          <div>
            <h2
              id="destaques-titulo"
              className="flex items-center gap-3 text-2xl font-semibold tracking-tight text-slate-900"
            >
              <span className="grid size-9 place-items-center rounded-lg bg-amber-500 text-slate-900">
                <Sparkles aria-hidden="true" className="size-5" />
              </span>
              Destaques da semana
            </h2>
            <p className="mt-1 text-slate-600">Anúncios escolhidos para você conhecer primeiro.</p>
          </div>
          <Link
            to={paths.highlights.getHref()}
            className="inline-flex min-h-11 shrink-0 items-center gap-1 font-semibold text-teal-700 hover:text-teal-800 hover:underline"
          >
            Ver Todos<span className="sr-only"> os destaques</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {listings.length === 0 ? (
          <EmptyState icon={Sparkles} message="Nenhum destaque encontrado." />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {listings.map((listing) => (
              <li key={listing.codigo}>
                <ListingCard listing={listing} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function LatestRow({ tipo, listings }: { tipo: ListingType; listings: ListingCardData[] }) {
  const style = LISTING_TYPE_STYLES[tipo];
  const Icon = style.icon;
  const headingId = `recentes-${tipo}`;
  return (
    <section aria-labelledby={headingId} className="below-fold">
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
            to={paths.howItWorks.getHref()}
            className="inline-flex min-h-11 items-center rounded-lg bg-white px-5 font-semibold text-teal-800 transition-colors hover:bg-teal-50"
          >
            Saiba Como Funciona
          </Link>
          <Link
            to={paths.about.getHref()}
            className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4"
          >
            Conheça a NC
          </Link>
        </div>
      </div>
    </section>
  );
}
