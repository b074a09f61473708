import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ListingType } from '#shared/constants.ts';

/**
 * Demo listing pictures, drawn locally (no network): a gradient in the listing type's colour
 * (BRAND.md), a category icon and the title in white. Written in the spec's sizes, exactly as
 * an upload would be: WebP 1000x424 and 300x127, plus a 1200x630 JPEG for og:image.
 */

export const IMAGE_SIZES = {
  full: { width: 1000, height: 424 },
  thumb: { width: 300, height: 127 },
  og: { width: 1200, height: 630 },
} as const;

/**
 * The 1000x424 picture is the 1200x630 one without its top and bottom bands (same 2.36:1 ratio
 * as 1200x509), so each picture is drawn once and the text layout keeps clear of those bands.
 */
const BAND = Math.round(
  (IMAGE_SIZES.og.height - (IMAGE_SIZES.og.width * IMAGE_SIZES.full.height) / IMAGE_SIZES.full.width) / 2,
);
const WIDE_AREA = {
  left: 0,
  top: BAND,
  width: IMAGE_SIZES.og.width,
  height: IMAGE_SIZES.og.height - 2 * BAND,
};

/** BRAND.md type colours (text on them passes AA) with lighter partners for the gradient. */
const PALETTES: Record<ListingType, readonly [string, string][]> = {
  1: [
    ['#4f46e5', '#7c3aed'],
    ['#4338ca', '#6366f1'],
    ['#4f46e5', '#2563eb'],
  ],
  2: [
    ['#047857', '#0d9488'],
    ['#065f46', '#059669'],
    ['#047857', '#65a30d'],
  ],
  3: [
    ['#0369a1', '#0891b2'],
    ['#075985', '#0284c7'],
    ['#0369a1', '#4f46e5'],
  ],
  4: [
    ['#b45309', '#d97706'],
    ['#92400e', '#c2410c'],
    ['#b45309', '#be123c'],
  ],
};

/** Stroke icons on a 24-unit grid, drawn for this seed. */
const ICONS = {
  bag: '<path d="M5 8h14l-1.2 12.5H6.2z"/><path d="M9 10V7a3 3 0 0 1 6 0v3"/>',
  cake: '<path d="M4 21h16v-8H4z"/><path d="M4 16c2.7 1.6 5.3-1.6 8 0s5.3 1.6 8 0"/><path d="M12 13V9"/><path d="M12 6.5c-.8-.8-.8-1.7 0-3 .8 1.3.8 2.2 0 3z"/>',
  wrench:
    '<path d="M14.5 6.5a4 4 0 0 1 5-1.6l-2.7 2.7.6 2.2 2.2.6 2.7-2.7a4 4 0 0 1-5.4 5L9 20.6a2 2 0 0 1-2.8-2.8l7.8-7.8a4 4 0 0 1 .5-3.5z"/>',
  briefcase:
    '<rect x="3" y="7.5" width="18" height="13" rx="2"/><path d="M8.5 7.5V5a1.5 1.5 0 0 1 1.5-1.5h4A1.5 1.5 0 0 1 15.5 5v2.5"/><path d="M3 13h18"/>',
  house: '<path d="M3 11.5 12 4l9 7.5"/><path d="M5.5 10v10.5h13V10"/><path d="M10 20.5V15h4v5.5"/>',
  car: '<path d="M3 17v-4.5l2.2-5.5h13.6l2.2 5.5V17z"/><path d="M3 12.5h18"/><circle cx="7.5" cy="17.5" r="2"/><circle cx="16.5" cy="17.5" r="2"/>',
  book: '<path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5z"/><path d="M4 20.5A2.5 2.5 0 0 0 6.5 21H20v-3"/><path d="M9 7.5h7"/>',
  heart:
    '<path d="M12 20.5s-7.5-4.6-7.5-10.4A4.2 4.2 0 0 1 12 7.6a4.2 4.2 0 0 1 7.5 2.5c0 5.8-7.5 10.4-7.5 10.4z"/>',
  paw: '<circle cx="7" cy="9" r="1.8"/><circle cx="10.5" cy="5.8" r="1.8"/><circle cx="14.5" cy="5.8" r="1.8"/><circle cx="18" cy="9" r="1.8"/><path d="M12.5 11c2.8 0 5.5 4.5 5.5 7a2.5 2.5 0 0 1-3.3 2.3l-2.2-.7-2.2.7A2.5 2.5 0 0 1 7 18c0-2.5 2.7-7 5.5-7z"/>',
  laptop:
    '<rect x="4.5" y="4.5" width="15" height="10.5" rx="1.5"/><path d="M2 19.5h20"/><path d="M9 17.3h6"/>',
  scissors:
    '<circle cx="6" cy="6.5" r="2.8"/><circle cx="6" cy="17.5" r="2.8"/><path d="M8.4 8 20 18.5"/><path d="M8.4 16 20 5.5"/>',
  sparkle: '<path d="M12 3l2.3 6.7L21 12l-6.7 2.3L12 21l-2.3-6.7L3 12l6.7-2.3z"/>',
  users:
    '<circle cx="9" cy="8" r="3.2"/><path d="M3 20c0-3.6 2.7-6 6-6s6 2.4 6 6"/><circle cx="17" cy="9" r="2.5"/><path d="M16.5 14c2.7 0 4.5 2 4.5 5"/>',
  key: '<circle cx="7.5" cy="15.5" r="4"/><path d="M10.5 12.5 20 3"/><path d="M16 7l3 3"/><path d="M13.5 9.5l2 2"/>',
  ball: '<circle cx="12" cy="12" r="8.5"/><path d="M3.5 12h17"/><path d="M12 3.5c-3 2.3-4.5 5.1-4.5 8.5s1.5 6.2 4.5 8.5"/><path d="M12 3.5c3 2.3 4.5 5.1 4.5 8.5s-1.5 6.2-4.5 8.5"/>',
  box: '<path d="M3.5 7.5 12 3.5l8.5 4v9L12 20.5l-8.5-4z"/><path d="M3.5 7.5 12 11.5l8.5-4"/><path d="M12 11.5v9"/>',
  shirt:
    '<path d="M8.5 3.5 3.5 6.5l2 4 2.5-1v11h8v-11l2.5 1 2-4-5-3c-.3 1.7-1.8 2.8-3.5 2.8S8.8 5.2 8.5 3.5z"/>',
  bolt: '<path d="M13.5 2.5 5 13.5h6.5L10.5 21.5 19 10.5h-6.5z"/>',
  leaf: '<path d="M5 19.5c0-9 5.5-15 15-15 0 9.5-6 15-15 15z"/><path d="M5 19.5 13 11.5"/>',
  gift: '<rect x="3.5" y="8.5" width="17" height="4" rx="1"/><path d="M5 12.5v8h14v-8"/><path d="M12 8.5v12"/><path d="M12 8.5C10 4 6.5 4.5 7 7c.3 1.4 3 1.5 5 1.5z"/><path d="M12 8.5c2-4.5 5.5-4 5-1.5-.3 1.4-3 1.5-5 1.5z"/>',
  sofa: '<path d="M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3"/><path d="M3 12.5a1.5 1.5 0 0 1 3 0V15h12v-2.5a1.5 1.5 0 0 1 3 0V18H3z"/><path d="M5 18v2M19 18v2"/>',
  music: '<path d="M9 18V5.5l11-2V16"/><circle cx="6.5" cy="18" r="2.5"/><circle cx="17.5" cy="16" r="2.5"/>',
  phone: '<rect x="6.5" y="2.5" width="11" height="19" rx="2"/><path d="M10.5 18.5h3"/>',
  calendar:
    '<rect x="3.5" y="5" width="17" height="15.5" rx="2"/><path d="M3.5 10h17"/><path d="M8 3v4M16 3v4"/>',
  dumbbell: '<path d="M6.5 6.5v11M17.5 6.5v11M3.5 9v6M20.5 9v6M6.5 12h11"/>',
  baby: '<circle cx="12" cy="8" r="4"/><path d="M10.5 8h.01M13.5 8h.01"/><path d="M5.5 20.5c.6-3.6 3.3-6 6.5-6s5.9 2.4 6.5 6"/>',
  parking: '<rect x="3.5" y="3.5" width="17" height="17" rx="3"/><path d="M9.5 17V7h3.5a3 3 0 0 1 0 6H9.5"/>',
} as const;
export type IconName = keyof typeof ICONS;

export interface ListingImageSpec {
  type: ListingType;
  icon: IconName;
  title: string;
  /** Small line above the title (category · subcategory). */
  caption: string;
  /** Picks the palette and layout, so a listing's 2nd and 3rd pictures differ from the 1st. */
  variant: number;
}

export interface WrittenImage {
  url: string;
  thumbUrl: string;
  ogUrl: string;
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );

/** Greedy word wrap by character count; the last allowed line gets an ellipsis when text is left. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      current = '';
      const last = lines[maxLines - 1] as string;
      lines[maxLines - 1] = `${last.replace(/[\s,.;:-]+$/, '')}…`;
      break;
    }
  }
  if (current) lines.push(current);
  return lines.map((l) => (l.length > maxChars + 2 ? `${l.slice(0, maxChars)}…` : l));
}

const CANVAS = IMAGE_SIZES.og;
const PAD = 72;
const ICON_BOX = 300;
const ICON_LEFT = CANVAS.width - ICON_BOX - 60;
const ICON_TOP = BAND + 24;
const TEXT_HEIGHT = 300;
const TEXT_TOP = CANVAS.height - BAND - TEXT_HEIGHT;

/** Gradient, soft bubbles, a darker foot for the title and the NC mark: shared by many pictures. */
function backgroundSvg(type: ListingType, variant: number): string {
  const { width, height } = CANVAS;
  const palettes = PALETTES[type];
  const [from, to] = palettes[variant % palettes.length] as [string, string];
  const flip = variant % 2 === 1;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="${flip ? 1 : 0}" x2="1" y2="${flip ? 0 : 1}">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${flip ? width * 0.7 : width * 0.88}" cy="${flip ? -height * 0.15 : height * 0.95}" r="${height * 0.58}" fill="#fff" fill-opacity="0.07"/>
  <circle cx="${flip ? width * 0.98 : width * 0.08}" cy="${flip ? height * 0.9 : height * 0.05}" r="${height * 0.32}" fill="#fff" fill-opacity="0.06"/>
  <rect width="${width}" height="${height}" fill="url(#shade)"/>
  <text x="${PAD}" y="${BAND + 70}" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff" letter-spacing="2">NC</text>
</svg>`;
}

function iconSvg(icon: IconName): string {
  const size = ICON_BOX;
  const glyph = size * 0.62;
  const offset = (size - glyph) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <circle cx="${size / 2}" cy="${size / 2}" r="${size / 2 - 4}" fill="#fff" fill-opacity="0.12"/>
  <g transform="translate(${offset} ${offset}) scale(${glyph / 24})" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.92">${ICONS[icon]}</g>
</svg>`;
}

/** Caption and title, bottom-left, inside the band that the 1000x424 crop keeps. */
function textSvg(spec: ListingImageSpec): string {
  const width = CANVAS.width;
  const titleSize = 56;
  const maxChars = Math.floor((width - PAD * 2) / (titleSize * 0.6));
  const lines = wrapText(spec.title, maxChars, 3);
  const lineHeight = Math.round(titleSize * 1.18);
  const bottom = TEXT_HEIGHT - 40;
  const firstBaseline = bottom - lineHeight * (lines.length - 1);
  const captionSize = 24;
  const tspans = lines
    .map((line, i) => `<tspan x="${PAD}" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${TEXT_HEIGHT}">
  <text x="${PAD}" y="${firstBaseline - titleSize - 14}" font-family="sans-serif" font-size="${captionSize}" font-weight="600" fill="#fff" fill-opacity="0.9">${escapeXml(spec.caption.toUpperCase())}</text>
  <text font-family="sans-serif" font-size="${titleSize}" font-weight="700" fill="#fff">${tspans}</text>
</svg>`;
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

async function rasterise(svg: string, alpha: boolean): Promise<Raw> {
  const image = sharp(Buffer.from(svg));
  const { data, info } = await (alpha ? image.ensureAlpha() : image.removeAlpha())
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: alpha ? 4 : 3 };
}

const asRaw = (r: Raw) => ({ raw: { width: r.width, height: r.height, channels: r.channels } });

/**
 * Renders and writes listing pictures. Backgrounds (type x palette) and icons are rasterised
 * once and reused, so each picture only draws its own text.
 */
export class ListingImageRenderer {
  private readonly cache = new Map<string, Promise<Raw>>();

  constructor(private readonly uploadsDir: string) {}

  private cached(key: string, svg: () => string, alpha: boolean): Promise<Raw> {
    let raw = this.cache.get(key);
    if (!raw) {
      raw = rasterise(svg(), alpha);
      this.cache.set(key, raw);
    }
    return raw;
  }

  /** Writes `${n}-1000.webp`, `${n}-300.webp` and `${n}-og.jpg` under anuncios/{listingCode}/. */
  async write(listingCode: number, n: number, spec: ListingImageSpec): Promise<WrittenImage> {
    const dir = path.join(this.uploadsDir, 'anuncios', String(listingCode));
    const mkdir = fs.mkdir(dir, { recursive: true });
    const { full, thumb } = IMAGE_SIZES;
    const [bg, icon] = await Promise.all([
      // 3 palettes x 2 orientations: the background repeats every 6 variants.
      this.cached(`bg:${spec.type}:${spec.variant % 6}`, () => backgroundSvg(spec.type, spec.variant), false),
      this.cached(`icon:${spec.icon}`, () => iconSvg(spec.icon), true),
    ]);
    const composed = await sharp(bg.data, asRaw(bg))
      .composite([
        { input: icon.data, ...asRaw(icon), top: ICON_TOP, left: ICON_LEFT },
        { input: Buffer.from(textSvg(spec)), top: TEXT_TOP, left: 0 },
      ])
      .removeAlpha()
      .raw()
      .toBuffer();
    const raw = asRaw({ ...bg, channels: 3 });
    const [fullBuf, thumbBuf, ogBuf] = await Promise.all([
      sharp(composed, raw)
        .extract(WIDE_AREA)
        .resize(full.width, full.height)
        .webp({ quality: 80, effort: 1 })
        .toBuffer(),
      sharp(composed, raw)
        .extract(WIDE_AREA)
        .resize(thumb.width, thumb.height, { kernel: 'mitchell' })
        .webp({ quality: 80, effort: 1 })
        .toBuffer(),
      sharp(composed, raw).jpeg({ quality: 82 }).toBuffer(),
    ]);
    const names = { url: `${n}-1000.webp`, thumbUrl: `${n}-300.webp`, ogUrl: `${n}-og.jpg` };
    await mkdir;
    await Promise.all([
      fs.writeFile(path.join(dir, names.url), fullBuf),
      fs.writeFile(path.join(dir, names.thumbUrl), thumbBuf),
      fs.writeFile(path.join(dir, names.ogUrl), ogBuf),
    ]);
    const base = `/uploads/anuncios/${listingCode}`;
    return {
      url: `${base}/${names.url}`,
      thumbUrl: `${base}/${names.thumbUrl}`,
      ogUrl: `${base}/${names.ogUrl}`,
    };
  }
}
