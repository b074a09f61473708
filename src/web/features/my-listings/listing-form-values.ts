import {
  CONDITIONS,
  TRANSACTION_TYPES,
  WEEKDAYS,
  type TransactionType,
  type Weekday,
} from '#shared/constants.ts';
import type { MyListingBody } from '#shared/contracts/my-listings.contract.ts';
import { MY_LISTINGS_MESSAGES, REQUIRED_FIELD_LABELS } from '#shared/contracts/my-listings.constants.ts';
import { mapEmbedFrom } from '#shared/lib/map-embed.ts';

/**
 * The ad form's pure parts (spec 2 §5 "Ad form", §9): its values and the body they become,
 * default opening hours, the map address check (an embed address; a pasted <iframe> is
 * unwrapped, a place link turned into one), the required-fields message, the banner's summary
 * and the photos' order. No React and no zod here (the form's first load carries this file;
 * the schema check is listing-form-check.ts), so each is unit-tested on its own.
 */

export interface DayHours {
  aberto: boolean;
  das: string;
  as: string;
}
export type OpeningHours = Record<Weekday, DayHours>;

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  seg: 'Segunda-feira',
  ter: 'Terça-feira',
  qua: 'Quarta-feira',
  qui: 'Quinta-feira',
  sex: 'Sexta-feira',
  sab: 'Sábado',
  dom: 'Domingo',
};

/** Spec 2 §9: 09:00–18:00 Monday to Friday, Saturday and Sunday closed. */
export function defaultOpeningHours(): OpeningHours {
  const hours = {} as OpeningHours;
  for (const day of WEEKDAYS) {
    hours[day] = { aberto: day !== 'sab' && day !== 'dom', das: '09:00', as: '18:00' };
  }
  return hours;
}

/** Hours from the server (possibly null or partial) filled in with the defaults. */
export function openingHoursFrom(
  value: Partial<Record<string, Partial<DayHours>>> | null | undefined,
): OpeningHours {
  const hours = defaultOpeningHours();
  if (!value) return hours;
  for (const day of WEEKDAYS) {
    const given = value[day];
    if (!given) continue;
    hours[day] = {
      aberto: typeof given.aberto === 'boolean' ? given.aberto : hours[day].aberto,
      das: typeof given.das === 'string' && given.das ? given.das : hours[day].das,
      as: typeof given.as === 'string' && given.as ? given.as : hours[day].as,
    };
  }
  return hours;
}

export const MAP_URL_MESSAGE = MY_LISTINGS_MESSAGES.mapUrl;

/**
 * The map field (spec 2 §5: "The map URL must be an embed URL"): empty is fine (no map); an
 * embed address, a pasted `<iframe src="...">` or a Google Maps place link gives the embed
 * address the API stores (the same rules: #shared/lib/map-embed.ts); a short share link or
 * anything else, the one-line message saying what to paste.
 */
export function normaliseMapUrl(input: string): { url: string | null } | { error: string } {
  const result = mapEmbedFrom(input);
  if ('url' in result) return result;
  return { error: result.error === 'short-link' ? MY_LISTINGS_MESSAGES.mapShortLink : MAP_URL_MESSAGE };
}

/** The required fields of spec 2 §5 (titulo, descricao, categoria and tipo), as the form holds them. */
export type RequiredValues = Record<keyof typeof REQUIRED_FIELD_LABELS, string>;
const REQUIRED = Object.entries(REQUIRED_FIELD_LABELS) as [keyof RequiredValues, string][];

/** The names of the empty required fields. */
export function missingRequired(values: RequiredValues): (keyof RequiredValues)[] {
  return REQUIRED.filter(([key]) => values[key].trim() === '').map(([key]) => key);
}

/** "Preencha os campos obrigatórios: título, categoria" (the server's wording) or null when nothing is missing. */
export function requiredFieldsMessage(values: RequiredValues): string | null {
  const missing = REQUIRED.filter(([key]) => values[key].trim() === '').map(([, label]) => label);
  return missing.length === 0 ? null : `${MY_LISTINGS_MESSAGES.requiredFields}${missing.join(', ')}`;
}

/** Under each empty required field (the banner names them all: requiredFieldsMessage). */
export const REQUIRED_MESSAGE = 'Campo obrigatório.';

/** The other fields whose error the banner can show, in the form's order. */
const SUMMARY_FIELDS = [
  'subtituloANUNCIO',
  'precoANUNCIO',
  'condicaoANUNCIO',
  'tiposTransacaoANUNCIO',
  'condominios',
  'horariosANUNCIO',
  'mapaUrlANUNCIO',
  'youtubeUrlANUNCIO',
] as const;

/**
 * The banner over the form after a save the checks refused, as the fields stand now: the
 * missing required fields (spec 2 §5), else the first other field's error (the map address, the
 * video); null once everything is fixed, so the banner goes away.
 */
export function fieldSummaryMessage(
  values: RequiredValues,
  errors: Partial<Record<(typeof SUMMARY_FIELDS)[number], { message?: string } | undefined>>,
): string | null {
  return (
    requiredFieldsMessage(values) ?? SUMMARY_FIELDS.map((key) => errors[key]?.message).find(Boolean) ?? null
  );
}

/** A copy of `items` with the one at `from` moved to `to` (indexes clamped; same list when out of range). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from < 0 || from >= copy.length) return copy;
  const target = Math.max(0, Math.min(copy.length - 1, to));
  if (target === from) return copy;
  const [item] = copy.splice(from, 1);
  copy.splice(target, 0, item as T);
  return copy;
}

/** The aria-live sentence after a keyboard move (1-based positions; the first is the cover). */
export function moveAnnouncement(name: string, position: number, total: number): string {
  const cover = position === 1 ? ' Agora é a capa do anúncio.' : '';
  return `${name} movida para a posição ${position} de ${total}.${cover}`;
}

/** A condominium chip: its code and what it shows. */
export interface CondominiumChip {
  codigo: number;
  nome: string;
}

/** What the ad form holds (text inputs as strings; spec 2 §3 "Ad" field names). */
export interface ListingFormValues extends RequiredValues {
  subcategoriaANUNCIO: string;
  subtituloANUNCIO: string;
  precoANUNCIO: string;
  tiposTransacaoANUNCIO: TransactionType[];
  condicaoANUNCIO: string;
  condominios: CondominiumChip[];
  horariosANUNCIO: OpeningHours;
  mapaUrlANUNCIO: string;
  youtubeUrlANUNCIO: string;
}

/** The fields of an own ad the form reads (MyListing of my-listings.contract.ts has them all). */
export interface ListingFormSource {
  tipoANUNCIO: number;
  categoriaANUNCIO: number;
  subcategoriaANUNCIO: number | null;
  tituloANUNCIO: string;
  subtituloANUNCIO: string;
  descricaoANUNCIO: string;
  precoANUNCIO: string;
  tiposTransacaoANUNCIO: string[];
  condicaoANUNCIO: string | null;
  horariosANUNCIO: Partial<Record<string, Partial<DayHours>>> | null;
  mapaUrlANUNCIO: string | null;
  youtubeUrlANUNCIO: string | null;
}

/** The form's values for a new ad (tipo from `?tipo=` when given) or for an ad being edited. */
export function formValuesFrom(
  listing: ListingFormSource | null,
  condominios: CondominiumChip[] = [],
  tipo = '',
): ListingFormValues {
  if (!listing) {
    return {
      tipoANUNCIO: tipo,
      categoriaANUNCIO: '',
      subcategoriaANUNCIO: '',
      tituloANUNCIO: '',
      subtituloANUNCIO: '',
      descricaoANUNCIO: '',
      precoANUNCIO: '',
      tiposTransacaoANUNCIO: [],
      condicaoANUNCIO: '',
      condominios,
      horariosANUNCIO: defaultOpeningHours(),
      mapaUrlANUNCIO: '',
      youtubeUrlANUNCIO: '',
    };
  }
  return {
    tipoANUNCIO: String(listing.tipoANUNCIO),
    categoriaANUNCIO: String(listing.categoriaANUNCIO),
    subcategoriaANUNCIO: listing.subcategoriaANUNCIO === null ? '' : String(listing.subcategoriaANUNCIO),
    tituloANUNCIO: listing.tituloANUNCIO,
    subtituloANUNCIO: listing.subtituloANUNCIO,
    descricaoANUNCIO: listing.descricaoANUNCIO,
    precoANUNCIO: listing.precoANUNCIO,
    tiposTransacaoANUNCIO: TRANSACTION_TYPES.filter((t) => listing.tiposTransacaoANUNCIO.includes(t)),
    condicaoANUNCIO: listing.condicaoANUNCIO ?? '',
    condominios,
    horariosANUNCIO: openingHoursFrom(listing.horariosANUNCIO),
    mapaUrlANUNCIO: listing.mapaUrlANUNCIO ?? '',
    youtubeUrlANUNCIO: listing.youtubeUrlANUNCIO ?? '',
  };
}

/**
 * The POST/PATCH body of spec 2 §7 ("the ANUNCIO fields with undefined ones dropped"); empty
 * optional texts are sent as null (cleared). The map field must already be valid (normaliseMapUrl).
 */
export function listingBodyFrom(values: ListingFormValues, mapUrl: string | null): MyListingBody {
  return {
    tipoANUNCIO: Number(values.tipoANUNCIO),
    categoriaANUNCIO: Number(values.categoriaANUNCIO),
    subcategoriaANUNCIO: values.subcategoriaANUNCIO === '' ? null : Number(values.subcategoriaANUNCIO),
    tituloANUNCIO: values.tituloANUNCIO.trim(),
    subtituloANUNCIO: values.subtituloANUNCIO.trim() || null,
    descricaoANUNCIO: values.descricaoANUNCIO.trim(),
    precoANUNCIO: values.precoANUNCIO.trim() || null,
    tiposTransacaoANUNCIO: values.tiposTransacaoANUNCIO,
    condicaoANUNCIO: CONDITIONS.find((c) => c === values.condicaoANUNCIO) ?? null,
    condominiosANUNCIO: values.condominios.map((c) => c.codigo),
    horariosANUNCIO: values.horariosANUNCIO,
    mapaUrlANUNCIO: mapUrl,
    youtubeUrlANUNCIO: values.youtubeUrlANUNCIO.trim() || null,
  };
}
