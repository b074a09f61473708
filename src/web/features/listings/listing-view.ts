import type { ListingDetail } from '#shared/contracts/listings.contract.ts';
import { isListingType, paths } from '#shared/paths.ts';
import { formatPlace, formatPrice } from '../../lib/format.ts';
import {
  formatOpeningHours,
  formatPhoneDisplay,
  mapEmbedUrl,
  offerPrice,
  publishedOn,
  socialLinks,
  telLink,
  toInternationalPhone,
  videoEmbedUrl,
  whatsappLink,
  type DayHoursRow,
  type SocialLink,
} from './listing-detail-helpers.ts';

/** Everything the detail page shows, prepared on the server (spec 1 §2 "Listing detail"). */
export interface ListingDetailData {
  codigo: number;
  tipo: 1 | 2 | 3 | 4;
  titulo: string;
  subtitulo: string;
  descricao: string;
  price: string;
  /** Reais with two decimals for JSON-LD, when the price is numeric. */
  offerPrice: string | null;
  place: string | null;
  categoria: string;
  categoriaCodigo: number;
  subcategoria: string | null;
  anunciante: string;
  /** The advertiser's user code: "Enviar mensagem" is not offered on one's own listing. */
  anuncianteCodigo: number;
  canonicalPath: string;
  image: { src: string; og: string | null } | null;
  images: { src: string; thumb: string }[];
  hours: DayHoursRow[] | null;
  /**
   * The advertiser allows showing phone and address ("Mostrar nos anúncios", ADR 008). When false,
   * phones, address and map are empty (no tel: or wa.me link anywhere); e-mail and networks stay.
   */
  showContact: boolean;
  phones: { display: string; tel: string; whatsapp: string }[];
  emails: string[];
  socials: SocialLink[];
  address: string | null;
  mapUrl: string | null;
  videoUrl: string | null;
  condominioBox: { codigo: number; nome: string; endereco: string } | null;
  condominios: { codigo: number; nome: string; place: string | null }[];
  regras: string[];
  /** "Publicado em 12 de novembro" and its date for <time datetime>; null if unknown. */
  published: { date: string; label: string } | null;
}

/**
 * "Rua X, 326": the settings page keeps the street and the number apart, while older
 * data kept both in `ruaenumero` ("Rua X, 326"), which is then used as it is.
 */
export function streetLine(street: string, number: string): string {
  if (!number) return street;
  if (!street || number.toLowerCase().includes(street.toLowerCase())) return number;
  return `${street}, ${number}`;
}

function formatAddress(e: NonNullable<ListingDetail['anunciante']['endereco']>): string | null {
  const street = streetLine(e.logradouro?.trim() ?? '', e.ruaNumero?.trim() ?? '');
  const line = [street, e.complemento?.trim(), e.bairro?.trim(), formatPlace(e.cidade, e.uf)]
    .filter(Boolean)
    .join(', ');
  const cep = e.cep?.replace(/\D/g, '');
  const withCep =
    cep && cep.length === 8 ? `${line}${line ? ' - ' : ''}CEP ${cep.slice(0, 5)}-${cep.slice(5)}` : line;
  return withCep || null;
}

function withoutPhone(redes: Record<string, string>): Record<string, string> {
  const { whatsapp: _whatsapp, ...rest } = redes;
  return rest;
}

export function toListingDetail(listing: ListingDetail): ListingDetailData {
  const first = listing.imagens[0];
  const fallback = listing.imagensANUNCIO[0];
  const { anunciante } = listing;
  const showContact = anunciante.mostrarEndereco;
  const phone = showContact
    ? toInternationalPhone(anunciante.contato.whatsapp, anunciante.contato.ddd)
    : null;
  const images =
    listing.imagens.length > 0
      ? listing.imagens.map((i) => ({ src: i.urlIMAGEM, thumb: i.urlThumbIMAGEM || i.urlIMAGEM }))
      : listing.imagensANUNCIO.map((src) => ({ src, thumb: src }));
  return {
    codigo: listing.codigoANUNCIO,
    tipo: isListingType(listing.tipoANUNCIO) ? listing.tipoANUNCIO : 1,
    titulo: listing.tituloANUNCIO,
    subtitulo: listing.subtituloANUNCIO,
    descricao: listing.descricaoANUNCIO,
    price: formatPrice(listing.precoANUNCIO, listing.precoCentavos),
    offerPrice: offerPrice(listing.precoCentavos),
    place: formatPlace(listing.cidadeANUNCIO, listing.ufANUNCIO),
    categoria: listing.categoria.nomeCATEGORIA,
    categoriaCodigo: listing.categoria.codigoCATEGORIA,
    subcategoria: listing.subcategoria?.nomeSUBCATEGORIA ?? null,
    anunciante: anunciante.nome,
    anuncianteCodigo: listing.anuncianteANUNCIO,
    canonicalPath: paths.listingDetail.getHref(listing),
    image: first
      ? { src: first.urlIMAGEM, og: first.urlOgIMAGEM }
      : fallback
        ? { src: fallback, og: null }
        : null,
    images,
    hours: formatOpeningHours(listing.horariosANUNCIO),
    showContact,
    phones: phone
      ? [
          {
            display: formatPhoneDisplay(phone),
            tel: telLink(phone),
            whatsapp: whatsappLink(phone, listing.tituloANUNCIO) ?? '',
          },
        ]
      : [],
    // The e-mail stays when phone and address are hidden: a resident can still write (ADR 008).
    emails: anunciante.contato.email ? [anunciante.contato.email] : [],
    // The API leaves the WhatsApp network out when the phone is hidden; a page never shows it then,
    // whatever an API answer carries (the number leaked through this list).
    socials: socialLinks(
      showContact ? anunciante.redes : withoutPhone(anunciante.redes),
      listing.tituloANUNCIO,
      showContact ? anunciante.contato.ddd : null,
    ),
    address: showContact && anunciante.endereco ? formatAddress(anunciante.endereco) : null,
    mapUrl: showContact ? mapEmbedUrl(listing.mapaUrlANUNCIO) : null,
    videoUrl: videoEmbedUrl(listing.youtubeUrlANUNCIO),
    condominioBox: anunciante.condominio,
    condominios: listing.condominios.map((c) => ({
      codigo: c.codigoCONDOMINIO,
      nome: c.nomeCONDOMINIO,
      place: formatPlace(c.cidade, c.uf),
    })),
    regras: listing.regras ?? [],
    published: publishedOn(listing.publicadoEm),
  };
}
