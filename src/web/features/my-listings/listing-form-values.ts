import { WEEKDAYS, type Weekday } from '#shared/constants.ts';

/**
 * The ad form's pure parts (spec 2 §5 "Ad form", §9): default opening hours, the map address
 * check (an embed address; a pasted <iframe> is unwrapped), the required-fields message and the
 * photos' order. No React here, so each is unit-tested on its own.
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

export const MAP_URL_MESSAGE =
  'Informe o endereço de incorporação do mapa (ex.: https://www.google.com/maps/embed?pb=...).';

/** Hosts and paths that serve an embeddable map. */
const EMBED_PATTERNS: readonly RegExp[] = [
  /^https:\/\/(www\.)?google\.[a-z.]+\/maps\/embed(\/v1\/[a-z]+)?\?/i,
  /^https:\/\/maps\.google\.[a-z.]+\/maps\?.*output=embed/i,
  /^https:\/\/(www\.)?openstreetmap\.org\/export\/embed\.html\?/i,
];

/**
 * The map field (spec 2 §5: "The map URL must be an embed URL"): empty is fine (no map); a
 * pasted `<iframe src="...">` gives its src; anything else must be an https embed address.
 */
export function normaliseMapUrl(input: string): { url: string | null } | { error: string } {
  const text = input.trim();
  if (text === '') return { url: null };
  let candidate = text;
  if (/^<iframe[\s>]/i.test(text)) {
    const src = /\ssrc\s*=\s*(["'])(.*?)\1/i.exec(text)?.[2] ?? /\ssrc\s*=\s*([^\s>]+)/i.exec(text)?.[1];
    if (!src) return { error: MAP_URL_MESSAGE };
    candidate = src.replace(/&amp;/g, '&').trim();
  }
  if (!EMBED_PATTERNS.some((p) => p.test(candidate))) return { error: MAP_URL_MESSAGE };
  try {
    return { url: new URL(candidate).toString() };
  } catch {
    return { error: MAP_URL_MESSAGE };
  }
}

export const REQUIRED_PREFIX = 'Preencha os campos obrigatórios: ';

/** The required fields of spec 2 §5 (titulo, descricao, categoria and tipo) with their labels. */
export interface RequiredValues {
  tituloANUNCIO: string;
  descricaoANUNCIO: string;
  categoriaANUNCIO: string;
  tipoANUNCIO: string;
}
const REQUIRED: readonly [keyof RequiredValues, string][] = [
  ['tituloANUNCIO', 'Título'],
  ['descricaoANUNCIO', 'Descrição'],
  ['categoriaANUNCIO', 'Categoria'],
  ['tipoANUNCIO', 'Tipo'],
];

/** The names of the empty required fields. */
export function missingRequired(values: RequiredValues): (keyof RequiredValues)[] {
  return REQUIRED.filter(([key]) => values[key].trim() === '').map(([key]) => key);
}

/** "Preencha os campos obrigatórios: Título, Categoria" or null when nothing is missing. */
export function requiredFieldsMessage(values: RequiredValues): string | null {
  const missing = REQUIRED.filter(([key]) => values[key].trim() === '').map(([, label]) => label);
  return missing.length === 0 ? null : `${REQUIRED_PREFIX}${missing.join(', ')}.`;
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
