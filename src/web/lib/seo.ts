import type { MetaDescriptor } from 'react-router';
import { absoluteUrl } from '#shared/paths.ts';

const SITE_NAME = 'NC';
export const DEFAULT_DESCRIPTION =
  'Encontre serviços, produtos, oportunidades e comodidades oferecidos por vizinhos e negócios do seu condomínio.';
/** 1200x630 JPEG in public/ (link previews want JPEG/PNG, absolute URL). */
const DEFAULT_OG_IMAGE = '/og-nc.jpg';

interface OgImage {
  url: string;
  width?: number;
  height?: number;
  type?: string;
}

const DEFAULT_IMAGE: OgImage = { url: DEFAULT_OG_IMAGE, width: 1200, height: 630, type: 'image/jpeg' };

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/detalhe/produto/12/bolo'. */
  path: string;
  publicUrl: string;
  /** Defaults to the site's 1200x630 JPEG. Give the size when it is known. */
  image?: OgImage | null;
  imageAlt?: string;
}

/**
 * <title>, description, canonical and Open Graph for one page. Everything here reaches the
 * first HTML (WhatsApp and Facebook run no JavaScript) and is escaped by React.
 */
export function pageMeta({
  title,
  description,
  path,
  publicUrl,
  image,
  imageAlt,
}: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(path, publicUrl);
  const og = image ?? DEFAULT_IMAGE;
  const imageUrl = absoluteUrl(og.url, publicUrl);
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'pt_BR' },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    ...(og.type ? [{ property: 'og:image:type', content: og.type }] : []),
    ...(og.width && og.height
      ? [
          { property: 'og:image:width', content: String(og.width) },
          { property: 'og:image:height', content: String(og.height) },
        ]
      : []),
    { property: 'og:image:alt', content: imageAlt ?? title },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/** A description cut on a word boundary to about 160 characters, whitespace collapsed. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
