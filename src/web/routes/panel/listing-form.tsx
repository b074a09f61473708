import { data, useLocation } from 'react-router';
import type { Category, Subcategory } from '#shared/contracts/catalogue.contract.ts';
import type { MyListing } from '#shared/contracts/my-listings.contract.ts';
import { MY_LISTINGS_MESSAGES } from '#shared/contracts/my-listings.constants.ts';
import { ListingForm } from '../../features/my-listings/listing-form.tsx';
import type { CondominiumChip } from '../../features/my-listings/listing-form-values.ts';
import { findCondominiumsByIds, findMyListing } from '../../features/my-listings/my-listings-api.ts';
import type { PublishError } from '../../features/my-listings/publish-errors.ts';
import { findAvailableCredits } from '../../features/panel/billing-api.ts';
import { isWorthLogging } from '../../features/panel/billing.ts';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import { findCategories, findSubcategories } from '../../lib/catalogue-api.ts';
import type { Route } from './+types/listing-form';

/**
 * /painel/anuncios/novo and /painel/anuncios/{id}/editar (spec 2 §2 "Ad form"): the ad (404 for
 * an id that is not one of the user's), the categories, the ad's subcategories and condominium
 * names, and whether there is a credit to publish with. Reference lists that fail leave their
 * field empty rather than the page broken.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = createApiClient({ context, request });
  const id = 'id' in params && params.id !== undefined ? Number(params.id) : null;
  if (id !== null && !(Number.isInteger(id) && id > 0))
    throw data({ message: MY_LISTINGS_MESSAGES.notFound }, { status: 404 });
  let listing: MyListing | null = null;
  if (id !== null) {
    try {
      listing = await findMyListing(api, id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        throw data({ message: MY_LISTINGS_MESSAGES.notFound }, { status: 404 });
      }
      throw error;
    }
  }
  const [categories, subcategories, condominiums, credits] = await Promise.allSettled([
    findCategories(api),
    listing ? findSubcategories(api, listing.categoriaANUNCIO) : Promise.resolve([] as Subcategory[]),
    listing ? findCondominiumsByIds(api, listing.condominiosANUNCIO) : Promise.resolve([]),
    findAvailableCredits(api),
  ]);
  for (const result of [categories, subcategories, condominiums, credits]) {
    if (result.status === 'rejected' && isWorthLogging(result.reason)) {
      context.app.log.warn({ err: result.reason }, 'painel/anuncios: dado do formulário indisponível');
    }
  }
  const tipo = new URL(request.url).searchParams.get('tipo') ?? '';
  return {
    listing,
    categories: categories.status === 'fulfilled' ? categories.value : ([] as Category[]),
    subcategories: subcategories.status === 'fulfilled' ? subcategories.value : [],
    condominiums:
      condominiums.status === 'fulfilled'
        ? condominiums.value.map((c): CondominiumChip => ({
            codigo: c.codigoCONDOMINIO,
            nome: c.nomeCONDOMINIO,
          }))
        : (listing?.condominiosANUNCIO ?? []).map((codigo) => ({ codigo, nome: `Condomínio ${codigo}` })),
    // Unknown (the call failed): let the server decide when Publicar is pressed.
    creditCount: credits.status === 'fulfilled' ? credits.value.count : -1,
    tipo: /^[1-4]$/.test(tipo) ? tipo : '',
    // One clock for the server's page and the browser's: until when the ad is on the air.
    now: new Date().toISOString(),
  };
}

export const meta = ({ data: loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.listing ? 'Editar anúncio' : 'Novo anúncio'} | NC` },
  { name: 'robots', content: 'noindex' },
];

export default function PanelListingForm({ loaderData }: Route.ComponentProps) {
  const { listing, categories, subcategories, condominiums, creditCount, tipo, now } = loaderData;
  const location = useLocation();
  const state = location.state as { fromCreated?: boolean; error?: PublishError } | null;
  return (
    <ListingForm
      // A new form for another ad (or after the new-ad page moved to the edit address).
      key={listing?.codigoANUNCIO ?? 'novo'}
      listing={listing}
      categories={categories}
      initialSubcategories={subcategories}
      condominiums={condominiums}
      creditCount={creditCount}
      isFromCreated={state?.fromCreated === true}
      initialTipo={tipo}
      initialError={state?.error ?? null}
      now={now}
    />
  );
}
