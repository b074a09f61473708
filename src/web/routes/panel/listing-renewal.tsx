import { CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';
import { data, redirect } from 'react-router';
import { getRenewal, type RenewalAnswer } from '../../features/checkout/checkout-api.ts';
import { RenewalUnavailable } from '../../features/checkout/components/renewal-unavailable.tsx';
import { parseListingId, renewalPaymentHref } from '../../features/checkout/renewal.ts';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import type { Route } from './+types/listing-renewal';

export const meta = () => [{ title: 'Renovar anúncio | NC' }, { name: 'robots', content: 'noindex' }];

/**
 * /painel/anuncios/{id}/renovar (issue 35): a renewable ad goes straight to the payment of its
 * plan (PIX first); any other shows why it cannot be renewed. An id that is not one of the
 * user's ads is the panel's 404, as on the ad form.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = parseListingId(params.id);
  if (id === null) throw data({ message: M.renewalListingNotFound }, { status: 404 });
  let renewal: RenewalAnswer;
  try {
    renewal = await getRenewal(createApiClient({ context, request }), id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw data({ message: M.renewalListingNotFound }, { status: 404 });
    }
    throw error;
  }
  if (renewal.renovavel && renewal.plano) throw redirect(renewalPaymentHref(renewal.plano.slug, id));
  return { titulo: renewal.anuncio.titulo, motivo: renewal.motivo };
}

export default function ListingRenewalRoute({ loaderData }: Route.ComponentProps) {
  return <RenewalUnavailable titulo={loaderData.titulo} motivo={loaderData.motivo} />;
}
