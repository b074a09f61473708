/**
 * The home's two optional ad banners (spec 1 §2 Home, §3 "Ad banner config"): each slot reads a
 * static file and shows the banner only when it is enabled and its placement is the slot's.
 */

export const BANNER_PLACEMENTS = {
  aboveCategories: 'home_above_categories',
  belowComodidades: 'home_below_comodidades',
} as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[keyof typeof BANNER_PLACEMENTS];

/** The files behind the two slots (spec 1 §7 "Other"). */
export const BANNER_FILES: Record<BannerPlacement, string> = {
  home_above_categories: '/ads/home.json',
  home_below_comodidades: '/ads/home-small.json',
};

export interface Banner {
  url: string;
  image: string;
  alt: string;
  width: number | null;
  height: number | null;
}

/** Same-origin paths and http(s) URLs only: a config typo must not become a javascript: link. */
function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  return /^https?:\/\/[^\s]+$/i.test(text) ? text : null;
}

function positive(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : null;
}

/**
 * The banner a slot shows, or null: the config must be an object with `enabled` true (or 1),
 * `placement` equal to the slot's, an image, and a link (`url`, or `link` as some files name it).
 * Anything malformed hides the slot instead of breaking the page.
 */
export function pickBanner(config: unknown, placement: BannerPlacement): Banner | null {
  if (!config || typeof config !== 'object' || Array.isArray(config)) return null;
  const c = config as Record<string, unknown>;
  if (c.enabled !== true && c.enabled !== 1) return null;
  if (c.placement !== placement) return null;
  const image = safeUrl(c.image);
  const url = safeUrl(c.url ?? c.link);
  if (!image || !url) return null;
  const alt = typeof c.alt === 'string' ? c.alt.trim() : '';
  return { url, image, alt, width: positive(c.width), height: positive(c.height) };
}

/** Whether a banner's link leaves the site (opened in a new tab, marked sponsored). */
export function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
