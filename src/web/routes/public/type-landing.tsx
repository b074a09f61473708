import { ArrowRight, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LISTING_TYPE_CODES, LISTING_TYPES, type ListingType } from '#shared/constants.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ListingCard } from '../../components/listing-card.tsx';
import { LISTING_TYPE_STYLES } from '../../components/listing-type-style.ts';
import { paths } from '#shared/paths.ts';
import { PageHeader } from '../../features/institutional/page-header.tsx';
import { findHighlights } from '../../features/home/home-api.ts';
import { normalizeText } from '../../features/home/search-helpers.ts';
import { toListingCard, type ListingCardData } from '../../lib/listing-cards.ts';
import { createApiClient } from '../../lib/api-client.ts';
import { pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/type-landing';

/** Spec 1 §9: landing pages fetch 24 listings (the type's featured ones). */
const LANDING_LIMIT = 24;

const DESCRIPTIONS: Record<ListingType, string> = {
  1: 'Vagas, parcerias, aluguéis e negócios oferecidos por moradores e empresas do seu condomínio e da sua região.',
  2: 'Bolos, marmitas, artesanato, roupas e tudo o que seus vizinhos produzem e vendem, perto de você.',
  3: 'Manicure, eletricista, aulas, reformas e outros serviços de quem mora ou trabalha no seu condomínio.',
  4: 'Espaços, facilidades e conveniências para o dia a dia do condomínio: lavanderia, coworking, bicicletário e mais.',
};

function typeFromPath(pathname: string): ListingType {
  const found = LISTING_TYPE_CODES.find((tipo) => LISTING_TYPES[tipo].path === pathname.replace(/\/$/, ''));
  return found ?? 1;
}

interface LandingListing {
  card: ListingCardData;
  /** Title and description, accent- and case-folded, for the text filter. */
  text: string;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const tipo = typeFromPath(new URL(request.url).pathname);
  const api = createApiClient({ context, request });
  let listings: LandingListing[] = [];
  try {
    // The 'Destaques' grid: the type's featured listings (spec 1 §2, §9: 24 of them).
    const featured = await findHighlights(api, { tipo, limit: LANDING_LIMIT });
    listings = featured.map((l) => ({
      card: toListingCard(l),
      text: normalizeText(`${l.tituloANUNCIO} ${l.descricaoANUNCIO}`),
    }));
  } catch (error) {
    // Spec 1 §8: a failed lookup shows an empty list.
    context.app.log.warn({ err: error, tipo }, 'landing: anúncios indisponíveis');
  }
  return { tipo, listings, publicUrl: context.app.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const tipo = loaderData?.tipo ?? 1;
  return pageMeta({
    title: `${LISTING_TYPES[tipo].name} no seu condomínio | NC`,
    description: DESCRIPTIONS[tipo],
    path: LISTING_TYPES[tipo].path,
    publicUrl: loaderData?.publicUrl ?? 'http://localhost',
  });
};

/** /oportunidades, /produtos, /servicos, /comodidades (spec 1 §2 "Other public screens"). */
export default function TypeLanding({ loaderData }: Route.ComponentProps) {
  const { tipo, listings } = loaderData;
  const style = LISTING_TYPE_STYLES[tipo];
  const Icon = style.icon;
  const [filter, setFilter] = useState('');
  const visible = useMemo(() => {
    const wanted = normalizeText(filter);
    return wanted ? listings.filter((l) => l.text.includes(wanted)) : listings;
  }, [filter, listings]);
  const allHref = `${paths.listings.getHref()}?tipo=${tipo}`;

  return (
    <>
      <PageHeader
        title={style.name}
        lead={DESCRIPTIONS[tipo]}
        crumbs={[{ label: 'Início', to: '/' }, { label: style.name }]}
        tone={style.soft.split(' ')[0]}
        icon={
          <span className={`hidden size-14 shrink-0 place-items-center rounded-2xl sm:grid ${style.solid}`}>
            <Icon aria-hidden="true" className="size-7" />
          </span>
        }
      >
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="relative w-full sm:max-w-md">
            <label htmlFor="filtro-texto" className="sr-only">
              Filtrar {style.name.toLowerCase()}
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id="filtro-texto"
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              placeholder="Filtrar por título ou descrição"
              className="h-12 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30 focus:outline-none"
            />
          </div>
          <Link
            to={allHref}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-teal-700 bg-white px-5 font-semibold text-teal-800 hover:bg-teal-50"
          >
            Ver todos os anúncios de {style.name.toLowerCase()}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </PageHeader>

      <section aria-labelledby="destaques-tipo" className="page-container py-10">
        <div className="mb-5 flex items-baseline justify-between gap-4">
          <h2 id="destaques-tipo" className="text-2xl font-semibold tracking-tight text-slate-900">
            Destaques
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {visible.length === 1 ? '1 anúncio' : `${visible.length} anúncios`}
          </p>
        </div>
        {visible.length === 0 ? (
          <EmptyState
            icon={Icon}
            message={style.empty}
            action={
              filter ? (
                <button
                  type="button"
                  onClick={() => setFilter('')}
                  className="min-h-11 font-semibold text-teal-700 underline-offset-4 hover:underline"
                >
                  Limpar filtro
                </button>
              ) : (
                <Link to={paths.advertise.getHref()} className="font-semibold text-teal-700 hover:underline">
                  Tem algo para oferecer? Anuncie aqui
                </Link>
              )
            }
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {visible.map(({ card }) => (
              <li key={card.codigo}>
                <ListingCard listing={card} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
