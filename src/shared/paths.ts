import { LISTING_TYPES, type ListingType } from './constants.ts';
import { slugify } from './lib/slug.ts';

/**
 * Every route path in one place (bulletproof-react's `paths`): `path` is the React Router
 * pattern, `getHref` builds a link. Pages not built yet are listed so links are typed now.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  listingDetail: {
    path: '/detalhe/:tipoSlug/:codigo/:slug',
    getHref: (listing: ListingRef) => {
      const { tipoSlug, codigo, slug } = listingDetailParams(listing);
      return `/detalhe/${tipoSlug}/${codigo}/${slug}`;
    },
  },
  listingById: { path: '/anuncios/:id', getHref: (id: number) => `/anuncios/${id}` },
  listings: { path: '/anuncios', getHref: () => '/anuncios' },
  highlights: { path: '/destaques', getHref: () => '/destaques' },
  favourites: { path: '/favoritos', getHref: () => '/favoritos' },
  condominiums: { path: '/condominios', getHref: () => '/condominios' },
  condominium: { path: '/condominios/:id', getHref: (code: number) => `/condominios/${code}` },
  login: {
    path: '/entrar',
    /** `redirect`: the page to return to after login; `plano`: a plan to subscribe to (spec 1 §4). */
    getHref: (params: { redirect?: string | null; plano?: string | null } = {}) =>
      withParams('/entrar', params),
  },
  register: {
    path: '/cadastro',
    /** `redirect`: the page to return to after the first login (the confirmation link carries it). */
    getHref: (params: { plano?: string | null; redirect?: string | null } = {}) =>
      withParams('/cadastro', params),
  },
  confirmEmail: {
    path: '/confirmar',
    getHref: (params: { email?: string | null; token?: string | null } = {}) =>
      withParams('/confirmar', params),
  },
  /** `plano`: a plan chosen before logging in, which the recovery link carries on. */
  forgotPassword: {
    path: '/esqueci-senha',
    getHref: (params: { plano?: string | null } = {}) => withParams('/esqueci-senha', params),
  },
  recoverPassword: {
    path: '/recuperar-senha',
    getHref: (params: { token?: string | null; plano?: string | null } = {}) =>
      withParams('/recuperar-senha', params),
  },
  resetPassword: {
    path: '/redefinir-senha',
    getHref: (params: { token?: string | null; plano?: string | null } = {}) =>
      withParams('/redefinir-senha', params),
  },
  panel: { path: '/painel', getHref: () => '/painel' },
  panelPlans: { path: '/painel/planos', getHref: () => '/painel/planos' },
  panelListings: { path: '/painel/anuncios', getHref: () => '/painel/anuncios' },
  panelNewListing: { path: '/painel/anuncios/novo', getHref: () => '/painel/anuncios/novo' },
  panelInvoices: { path: '/painel/faturas', getHref: () => '/painel/faturas' },
  panelSettings: { path: '/painel/configuracoes', getHref: () => '/painel/configuracoes' },
  panelPayment: {
    path: '/painel/pagamento',
    getHref: (params: { plano?: string | null; m?: 'pix' | 'card' | null; id?: string | null } = {}) =>
      withParams('/painel/pagamento', params),
  },
  advertise: { path: '/anunciar', getHref: () => '/anunciar' },
  howItWorks: { path: '/como-funciona', getHref: () => '/como-funciona' },
  about: { path: '/quem-somos', getHref: () => '/quem-somos' },
  contact: { path: '/contato', getHref: () => '/contato' },
  help: { path: '/ajuda', getHref: () => '/ajuda' },
  terms: { path: '/termos', getHref: () => '/termos' },
  privacy: { path: '/privacidade', getHref: () => '/privacidade' },
  cookies: { path: '/cookies', getHref: () => '/cookies' },
  apiDocs: { path: '/documentacao', getHref: () => '/documentacao' },
  typeLanding: { getHref: (tipo: ListingType) => LISTING_TYPES[tipo].path },
} as const;

/** The fields a listing link needs (ListingSummary and ListingDetail both have them). */
export interface ListingRef {
  codigoANUNCIO: number;
  tipoANUNCIO: number;
  slugANUNCIO?: string | null;
  tituloANUNCIO: string;
}

export function isListingType(value: number): value is ListingType {
  return value in LISTING_TYPES;
}

/** The canonical `/detalhe/{tipoSlug}/{codigo}/{slug}` parts of a listing. */
export function listingDetailParams(listing: ListingRef): { tipoSlug: string; codigo: string; slug: string } {
  const tipoSlug = isListingType(listing.tipoANUNCIO) ? LISTING_TYPES[listing.tipoANUNCIO].slug : 'anuncio';
  const slug = listing.slugANUNCIO?.trim() || slugify(listing.tituloANUNCIO) || 'anuncio';
  return { tipoSlug, codigo: String(listing.codigoANUNCIO), slug };
}

/** `/x` + `{ a: '1', b: null }` -> `/x?a=1` (empty values left out). */
function withParams(path: string, params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** An absolute URL on the public origin (canonical, og:url, og:image); absolute inputs pass through. */
export function absoluteUrl(pathOrUrl: string, publicUrl: string): string {
  return new URL(pathOrUrl, publicUrl).href;
}

/** The panel's ticket pages, where the e-mails and the contact form send people (`?t=` opens that ticket). */
export const TICKET_PAGES = {
  user: (id: number) => `/painel/tickets?t=${id}`,
  admin: (id: number) => `/painel/admin/tickets?t=${id}`,
} as const;
