import { Building2, MapPin } from 'lucide-react';
import { data, Link } from 'react-router';
import { ListingsPageSchema } from '#shared/contracts/listings.contract.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ListingCard } from '../../components/listing-card.tsx';
import { absoluteUrl } from '#shared/paths.ts';
import { formatCondominiumAddress, getCondominium } from '../../features/condominiums/condominiums-api.ts';
import { breadcrumbList, JsonLd } from '../../features/institutional/json-ld.tsx';
import { PageHeader } from '../../features/institutional/page-header.tsx';
import { toListingCard, type ListingCardData } from '../../lib/listing-cards.ts';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import { pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/condominium';

const CONDOMINIUM_LISTINGS = 24;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  if (id < 1) throw data({ message: 'Condomínio não encontrado.' }, { status: 404 });
  const api = createApiClient({ context, request });
  let condominium;
  try {
    condominium = await getCondominium(api, id);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data({ message: error.apiMessage ?? 'Condomínio não encontrado.' }, { status: 404 });
    }
    throw error;
  }
  let listings: ListingCardData[] = [];
  try {
    const page = await api.get('/api/anuncios', {
      query: { condominio: id, limit: CONDOMINIUM_LISTINGS, sort: 'data', order: 'desc' },
      schema: ListingsPageSchema,
    });
    listings = page.data.map(toListingCard);
  } catch (error) {
    context.app.log.warn({ err: error, id }, 'condomínio: anúncios indisponíveis');
  }
  return {
    condominium: {
      id,
      nome: condominium.nomeCONDOMINIO,
      cidade: condominium.cidade.nomeCIDADE,
      uf: condominium.estado.sigla,
      estado: condominium.estado.nomeESTADO,
      bairro: condominium.bairro?.nomeBAIRRO ?? null,
      rua: condominium.logradouro?.nomeLOGRADOURO ?? null,
      numero: condominium.numeroCONDOMINIO,
      cep: condominium.cep?.numeroCEP ?? null,
      address: formatCondominiumAddress(condominium),
    },
    listings,
    publicUrl: context.app.env.PUBLIC_URL,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: 'Condomínio não encontrado | NC' }];
  const { condominium: c, publicUrl } = loaderData;
  return pageMeta({
    title: `${c.nome} - ${c.cidade}/${c.uf} | NC`,
    description: `Anúncios de vizinhos e negócios do ${c.nome}, em ${c.cidade} - ${c.uf}: produtos, serviços, oportunidades e comodidades.`,
    path: `/condominios/${c.id}`,
    publicUrl,
  });
};

/** /condominios/{id} (spec 1 §2): name, city/state and its listings; JSON-LD Place and breadcrumbs. */
export default function CondominiumPage({ loaderData }: Route.ComponentProps) {
  const { condominium: c, listings, publicUrl } = loaderData;
  const url = absoluteUrl(`/condominios/${c.id}`, publicUrl);
  const place = {
    '@context': 'https://schema.org',
    '@type': 'Place',
    name: c.nome,
    url,
    address: {
      '@type': 'PostalAddress',
      ...(c.rua ? { streetAddress: [c.rua, c.numero].filter(Boolean).join(', ') } : {}),
      addressLocality: c.cidade,
      addressRegion: c.uf,
      ...(c.cep ? { postalCode: c.cep } : {}),
      addressCountry: 'BR',
    },
  };
  const crumbs = breadcrumbList([
    { name: 'Início', url: absoluteUrl('/', publicUrl) },
    { name: 'Condomínios', url: absoluteUrl('/condominios', publicUrl) },
    { name: c.nome, url },
  ]);
  return (
    <>
      <JsonLd data={place} />
      <JsonLd data={crumbs} />
      <PageHeader
        title={c.nome}
        crumbs={[
          { label: 'Início', to: '/' },
          { label: 'Condomínios', to: '/condominios' },
          { label: c.nome },
        ]}
        icon={
          <span className="hidden size-14 shrink-0 place-items-center rounded-2xl bg-teal-700 text-white sm:grid">
            <Building2 aria-hidden="true" className="size-7" />
          </span>
        }
        lead={
          <p className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-teal-700" />
            <span>
              <span className="font-medium text-slate-800">
                {c.cidade} - {c.estado}
              </span>
              {c.address ? <span className="block text-base text-slate-600">{c.address}</span> : null}
            </span>
          </p>
        }
      />
      <section aria-labelledby="anuncios-condominio" className="page-container py-10">
        <h2 id="anuncios-condominio" className="mb-5 text-2xl font-semibold tracking-tight text-slate-900">
          Anúncios neste condomínio
        </h2>
        {listings.length === 0 ? (
          <EmptyState
            icon={Building2}
            message="Nenhum anúncio nesse condomínio."
            action={
              <Link to="/anunciar" className="font-semibold text-teal-700 underline-offset-4 hover:underline">
                Mora aqui e tem algo para oferecer? Anuncie
              </Link>
            }
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {listings.map((listing) => (
              <li key={listing.codigo}>
                <ListingCard listing={listing} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
