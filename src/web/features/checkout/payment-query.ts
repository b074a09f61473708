import { parseListingId } from './renewal.ts';

export type PaymentMethodChoice = 'pix' | 'card';

const PLAN_SLUG = /^[a-z0-9-]{1,60}$/;
const CHECKOUT_ID = /^\d{1,18}$/;

/** What /painel/pagamento reads from its address; anything malformed is left out (null). */
interface PaymentQuery {
  /** `plano` as written (trimmed, lower-cased): a bad one is "Plano não encontrado.", none is no plan. */
  rawSlug: string;
  slug: string | null;
  /** The checkout to follow: /painel/pagamento/{id} or `id=`. */
  checkoutId: string | null;
  method: PaymentMethodChoice;
  /** `anuncio=` as written: a bad one is "Anúncio não encontrado.", none is no renewal. */
  rawAnuncio: string;
  /** `anuncio=`: the ad this payment renews (issue 35). */
  anuncioId: number | null;
}

/**
 * /painel/pagamento?plano=&m=pix|card&id=&anuncio= and /painel/pagamento/{id} (spec 2 §2
 * "Checkout"; `anuncio`, issue 35). `pathId` is the route's `:id`, which wins over `id=`.
 */
export function readPaymentQuery(url: URL, pathId?: string): PaymentQuery {
  const rawSlug = url.searchParams.get('plano')?.trim().toLowerCase() ?? '';
  const rawId = pathId ?? url.searchParams.get('id') ?? '';
  const rawAnuncio = url.searchParams.get('anuncio')?.trim() ?? '';
  return {
    rawSlug,
    slug: PLAN_SLUG.test(rawSlug) ? rawSlug : null,
    checkoutId: CHECKOUT_ID.test(rawId) ? rawId : null,
    method: url.searchParams.get('m') === 'card' ? 'card' : 'pix',
    rawAnuncio,
    anuncioId: parseListingId(rawAnuncio),
  };
}
