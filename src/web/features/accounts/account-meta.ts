import type { AppLoadContext, HeadersFunction, MetaDescriptor } from 'react-router';
import { pageMeta } from '../../lib/seo.ts';

/**
 * Title, description and canonical of an account screen. Screens reached by a token link are
 * kept out of search results (`noindex`) and send no Referer anywhere (reference A1.2 item 5:
 * the server's Referrer-Policy header covers every response, so the page says it in a meta).
 */
export function accountMeta({
  title,
  description,
  path,
  publicUrl,
  isIndexable = false,
  carriesToken = false,
}: {
  title: string;
  description: string;
  path: string;
  publicUrl: string | undefined;
  isIndexable?: boolean;
  carriesToken?: boolean;
}): MetaDescriptor[] {
  const meta = pageMeta({
    title: `${title} | NC`,
    description,
    path,
    publicUrl: publicUrl ?? 'http://localhost',
  });
  if (!isIndexable) meta.push({ name: 'robots', content: 'noindex' });
  if (carriesToken) meta.push({ name: 'referrer', content: 'no-referrer' });
  return meta;
}

/** Pages with a one-time token in their URL are never stored by any cache. */
export const tokenPageHeaders: HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  headers.set('Cache-Control', 'no-store');
  return headers;
};

/** What every page reached by a token link loads: the public URL (for meta) and the token. */
export function tokenPageData(context: AppLoadContext, request: Request) {
  return {
    publicUrl: context.app.env.PUBLIC_URL,
    token: new URL(request.url).searchParams.get('token')?.trim() || null,
  };
}

/** ACCOUNT_MESSAGES.tokenMissing (spec 1 §8), for pages that must not import zod with it. */
export const TOKEN_MISSING = 'Token inválido ou ausente.';
