import { isPlanSlug } from '#shared/contracts/users.constants.ts';
import { paths } from '#shared/paths.ts';
import { safeRedirectPath } from '#shared/lib/safe-redirect.ts';

/** Where a login goes when no page asked for it (spec 1 §4). */
export const DEFAULT_AFTER_LOGIN = paths.panel.getHref();

/** The query parameter that carries the page to return to after login. */
export const REDIRECT_PARAM = 'redirect';

/** The login page that brings the visitor back to `pathWithSearch` afterwards. */
export function loginRedirectHref(pathWithSearch: string): string {
  const target = safeRedirectPath(pathWithSearch);
  return paths.login.getHref({ redirect: target && target !== DEFAULT_AFTER_LOGIN ? target : null });
}

/** A plan slug as the plans page writes them (pf-anual, pj-mes-gratis), or null. */
export function planSlugParam(value: string | null | undefined): string | null {
  return isPlanSlug(value) ? value : null;
}

/** The account type a plan is for: pf-anual -> pf, pj-mes-gratis -> pj (spec 2 §3 slugs). */
export function pessoaForPlan(slug: string | null): 'pf' | 'pj' | null {
  if (slug?.startsWith('pf-')) return 'pf';
  if (slug?.startsWith('pj-')) return 'pj';
  return null;
}
