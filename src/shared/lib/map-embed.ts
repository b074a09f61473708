/**
 * The ad's map field (spec 2 §5 "The map URL must be an embed URL"): what an
 * advertiser pastes turned into the Google Maps embed address the detail page frames. Zod-free,
 * so the ad form checks it in the browser with the same rules the API applies.
 *
 * Accepted as they are: Google's embed addresses (`/maps/embed?...`, `maps.google.*\/maps?...
 * output=embed`), also inside a pasted `<iframe src="...">`. Turned into an embed: a link to a
 * place, a search or a point on the map (`google.com/maps/place/<name>/@lat,lng,17z/...`,
 * `google.com/maps/@lat,lng,15z`, `google.com/maps/search/<text>`, `google.com/maps?q=<text>`),
 * built as `https://maps.google.com/maps?q=...&z=...&output=embed`, whose origin the pages' CSP
 * frame-src and the detail page's check already allow. The short share links
 * (`maps.app.goo.gl/...`, `goo.gl/maps/...`) only say where they lead when followed over the
 * network; they are answered with `short-link`, for which the form says how to get a full one.
 */

export type MapEmbedResult = { url: string | null } | { error: 'invalid' | 'short-link' };

const MAX_LENGTH = 2000;
const GOOGLE_MAPS_EMBED = /^https:\/\/(www\.)?google\.[a-z.]{2,6}\/maps\/embed(\/v1\/[a-z]+)?\?\S+$/i;
const GOOGLE_MAPS_OUTPUT_EMBED = /^https:\/\/maps\.google\.[a-z.]{2,6}\/maps\?\S*output=embed\S*$/i;
const IFRAME_SRC = /^<iframe\b[^>]*\bsrc\s*=\s*(["'])(.*?)\1[^>]*>(\s*<\/iframe>)?$/is;
/** google.com, google.com.br, maps.google.com...: not google.com.evil.example. */
const GOOGLE_HOST = /^(www\.|maps\.)?google\.(com|com\.[a-z]{2}|[a-z]{2})$/i;
const SHORT_LINK = /^(https?:\/\/)?(maps\.app\.goo\.gl\/|goo\.gl\/maps\/)\S*$/i;
const WITHOUT_SCHEME = /^((www\.|maps\.)?google\.[a-z.]{2,6}\/maps)/i;
/** A place link's own point (`!3d<lat>!4d<lng>` in its data part): the pin, not the view's centre. */
const PLACE_POINT = /!3d(-?\d{1,2}(?:\.\d+)?)!4d(-?\d{1,3}(?:\.\d+)?)/;
/** The view's centre and zoom: `/@-23.56,-46.65,17z` (or `,250m` in satellite view: no zoom). */
const VIEW_POINT = /\/@(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)(?:,(\d{1,2}(?:\.\d+)?)z)?/;
const DEFAULT_ZOOM = 16;

/** `&amp;` and friends of an iframe tag's attribute, as a browser would read them. */
function decodeAttribute(v: string): string {
  return v
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** A path segment of a Google Maps link as text ("Padaria+S%C3%A3o+Jo%C3%A3o" → "Padaria São João"). */
function segmentText(segment: string): string {
  try {
    return decodeURIComponent(segment.replace(/\+/g, ' ')).trim();
  } catch {
    return '';
  }
}

function embed(query: string, zoom: number): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(query).replace(/%2C/g, ',')}&z=${zoom}&output=embed`;
}

/** The embed of a Google Maps page address (place, search, point, `?q=`), or null when it names none. */
function embedFromMapsLink(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !GOOGLE_HOST.test(url.hostname) || url.username || url.password)
    return null;
  if (url.pathname !== '/maps' && !url.pathname.startsWith('/maps/')) return null;
  const view = VIEW_POINT.exec(url.pathname);
  const zoomText = view?.[3];
  const zoom = zoomText ? Math.min(21, Math.max(1, Math.round(Number(zoomText)))) : DEFAULT_ZOOM;
  const point = PLACE_POINT.exec(url.pathname) ?? view;
  if (point) {
    const lat = Number(point[1]);
    const lng = Number(point[2]);
    if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return embed(`${point[1]},${point[2]}`, zoom);
  }
  const named = /^\/maps\/(place|search)\/([^/]+)/.exec(url.pathname);
  const text = named?.[2] ? segmentText(named[2]) : '';
  const query = text || (url.searchParams.get('q') ?? url.searchParams.get('query') ?? '').trim();
  return query ? embed(query, zoom) : null;
}

/**
 * The map field's value as stored: null for an empty field, the embed address for one the
 * rules above accept or turn, or why not.
 */
export function mapEmbedFrom(input: string): MapEmbedResult {
  const text = input.trim();
  if (text === '') return { url: null };
  const iframe = IFRAME_SRC.exec(text);
  const candidate = iframe ? decodeAttribute(iframe[2] ?? '').trim() : text;
  if (candidate.length > MAX_LENGTH) return { error: 'invalid' };
  if (GOOGLE_MAPS_EMBED.test(candidate) || GOOGLE_MAPS_OUTPUT_EMBED.test(candidate))
    return { url: candidate };
  if (iframe) return { error: 'invalid' };
  if (SHORT_LINK.test(candidate)) return { error: 'short-link' };
  const address = WITHOUT_SCHEME.test(candidate) ? `https://${candidate}` : candidate;
  const converted = embedFromMapsLink(address);
  return converted ? { url: converted } : { error: 'invalid' };
}
