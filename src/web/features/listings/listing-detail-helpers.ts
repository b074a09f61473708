import { WEEKDAYS, type Weekday } from '#shared/constants.ts';
import type { OpeningHours } from '#shared/contracts/listings.contract.ts';
import { SOCIAL_NETWORKS, type SocialNetwork } from '#shared/social-networks.ts';

/** Pure helpers of the detail page (spec 1 §2 "Listing detail"), unit-tested. */

const WEEKDAY_LABELS: Record<Weekday, string> = {
  seg: 'Segunda',
  ter: 'Terça',
  qua: 'Quarta',
  qui: 'Quinta',
  sex: 'Sexta',
  sab: 'Sábado',
  dom: 'Domingo',
};

export const HOURS_UNKNOWN = 'Não informado';
const CLOSED = 'Fechado';

export interface DayHoursRow {
  day: Weekday;
  label: string;
  text: string;
}

/** seg..dom as 'Fechado' or 'start às end'; null when the listing has no hours ('Não informado'). */
export function formatOpeningHours(hours: OpeningHours | null | undefined): DayHoursRow[] | null {
  if (!hours) return null;
  return WEEKDAYS.map((day) => {
    const h = hours[day];
    const open = h?.aberto && h.das && h.as;
    return { day, label: WEEKDAY_LABELS[day], text: open ? `${h.das} às ${h.as}` : CLOSED };
  });
}

function digits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * A Brazilian phone in international digits: '11987654321' or '(11) 98765-4321' -> '5511987654321';
 * a number without area code takes the advertiser's DDD. Null when it cannot be a phone.
 */
export function toInternationalPhone(phone: string | null | undefined, ddd?: string | null): string | null {
  let d = digits(phone ?? '');
  if (d.length === 8 || d.length === 9) {
    const area = digits(ddd ?? '');
    if (area.length !== 2) return null;
    d = area + d;
  }
  if ((d.length === 12 || d.length === 13) && d.startsWith('55')) return d;
  if (d.length === 10 || d.length === 11) return `55${d}`;
  return null;
}

/** '5511987654321' -> '(11) 98765-4321'. */
export function formatPhoneDisplay(international: string): string {
  const local = international.startsWith('55') ? international.slice(2) : international;
  const area = local.slice(0, 2);
  const rest = local.slice(2);
  const split = rest.length === 9 ? 5 : 4;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** The greeting the WhatsApp link fills in (spec 1 §2: "a prefilled greeting"). */
function whatsappGreeting(title: string): string {
  return `Olá! Vi seu anúncio "${title}" no NC e gostaria de mais informações.`;
}

/** https://wa.me/{digits}?text={greeting}, or null without a usable number. */
export function whatsappLink(
  phone: string | null | undefined,
  title: string,
  ddd?: string | null,
): string | null {
  const number = toInternationalPhone(phone, ddd);
  if (!number) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(whatsappGreeting(title))}`;
}

/** mailto: with the listing in the subject and the same greeting as WhatsApp's. */
export function emailLink(email: string, title: string): string {
  const subject = `Anúncio no NC: ${title}`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(whatsappGreeting(title))}`;
}

/** The contact box when the advertiser hides phone and address ("Mostrar nos anúncios" off, ADR 008). */
export const CONTACT_HIDDEN = 'O anunciante preferiu não mostrar telefone e endereço.';
/** The contact box when the advertiser shows contact data but gave none. */
export const CONTACT_MISSING = 'O anunciante não informou telefone nem endereço.';

export function telLink(international: string): string {
  return `tel:+${international}`;
}

/** The address a map string carries: an <iframe ...> tag is unwrapped to its src. */
function unwrapIframe(raw: string): string {
  const text = raw.trim();
  if (!/^<iframe[\s>]/i.test(text)) return text;
  const match = /\ssrc\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(text);
  return (match?.[2] ?? match?.[3] ?? match?.[4] ?? '').replace(/&amp;/g, '&');
}

/**
 * The embeddable map URL, or null. Only https Google Maps embeds (`/maps/embed`, or `output=embed`)
 * and OpenStreetMap embeds (`/export/embed.html`) are allowed (spec 1 §2): anything else could
 * frame an arbitrary page.
 */
export function mapEmbedUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(unwrapIframe(raw));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();
  const isGoogle =
    (host === 'www.google.com' ||
      host === 'google.com' ||
      host === 'maps.google.com' ||
      /^www\.google\.com\.br$/.test(host)) &&
    (url.pathname.startsWith('/maps/embed') ||
      (url.pathname.startsWith('/maps') && url.searchParams.get('output') === 'embed'));
  const isOsm =
    (host === 'www.openstreetmap.org' || host === 'openstreetmap.org') &&
    url.pathname === '/export/embed.html';
  return isGoogle || isOsm ? url.href : null;
}

const YOUTUBE_ID = /^[\w-]{11}$/;

/** youtube.com/watch?v=, youtu.be/, /embed/, /shorts/ -> the privacy-enhanced embed URL; else null. */
export function videoEmbedUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const m = /^\/(embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
      id = m?.[2] ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  site: 'Site',
  linktree: 'Linktree',
  twitter: 'X (Twitter)',
};

const HANDLE_BASE: Partial<Record<SocialNetwork, string>> = {
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
  linkedin: 'https://www.linkedin.com/in/',
  tiktok: 'https://www.tiktok.com/@',
  linktree: 'https://linktr.ee/',
  twitter: 'https://x.com/',
};

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

/** An http(s) URL as given, a bare handle on its network, or null (never a javascript: link). */
function socialHref(
  network: SocialNetwork,
  value: string,
  title: string,
  ddd?: string | null,
): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (network === 'whatsapp')
    return /^https?:\/\//i.test(text) ? safeHttp(text) : whatsappLink(text, title, ddd);
  if (/^https?:\/\//i.test(text)) return safeHttp(text);
  if (network === 'site')
    return /^[\w.-]+\.[a-z]{2,}(\/.*)?$/i.test(text) ? safeHttp(`https://${text}`) : null;
  const base = HANDLE_BASE[network];
  const handle = text.replace(/^@/, '');
  return base && /^[\w.-]{1,60}$/.test(handle) ? `${base}${handle}` : null;
}

function safeHttp(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The advertiser's networks as links, in the spec's order; 'x' is read as twitter. */
export function socialLinks(redes: Record<string, string>, title: string, ddd?: string | null): SocialLink[] {
  const byNetwork: Record<string, string> = { ...redes };
  if (!byNetwork.twitter && byNetwork.x) byNetwork.twitter = byNetwork.x;
  return SOCIAL_NETWORKS.flatMap((network) => {
    const value = byNetwork[network];
    const href = value ? socialHref(network, value, title, ddd) : null;
    return href ? [{ network, label: SOCIAL_LABELS[network], href }] : [];
  });
}

/** A price in reais for JSON-LD ('150.00'), from the parsed cents; null when the price is not numeric. */
export function offerPrice(cents: number | null | undefined): string | null {
  return cents == null || !Number.isFinite(cents) || cents < 0 ? null : (cents / 100).toFixed(2);
}

const BRASILIA = 'America/Sao_Paulo';
const DAY_MONTH = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', timeZone: BRASILIA });
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: BRASILIA,
});
/** en-CA writes dates as YYYY-MM-DD: the calendar date in Brasília, for <time datetime>. */
const ISO_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: BRASILIA });

/**
 * "Publicado em 12 de novembro", with the year when it is not the current one ("Publicado em
 * 3 de março de 2025"), both dates taken in Brasília time; null without a valid date.
 */
export function publishedOn(
  iso: string | null | undefined,
  now: Date = new Date(),
): { date: string; label: string } | null {
  if (!iso) return null;
  const published = new Date(iso);
  if (Number.isNaN(published.getTime())) return null;
  const date = ISO_DATE.format(published);
  const sameYear = date.slice(0, 4) === ISO_DATE.format(now).slice(0, 4);
  return { date, label: `Publicado em ${(sameYear ? DAY_MONTH : DAY_MONTH_YEAR).format(published)}` };
}

/** https://wa.me/?text=<título> <url>: WhatsApp opens with the link ready to send to a contact. */
export function whatsappShareLink(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}
