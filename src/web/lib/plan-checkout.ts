import { CHECKOUT_API, FREE_TRIAL_SLUGS } from '#shared/contracts/checkouts.constants.ts';
import { CHECK_ORIGIN, safeRedirectPath } from '#shared/lib/safe-redirect.ts';
import { paths } from '#shared/paths.ts';
import type { ApiClient } from './api-client.ts';
import { refusalMessage } from './form-errors.ts';

/**
 * Subscribing to a plan (spec 2 §4 "Subscribing"), shared by the login's `?plano=` continuation
 * (features/accounts) and the plan cards of /anunciar and /painel/planos (features/plans): a web
 * feature imports no other feature, so it lives here.
 */

const PANEL = paths.panel.getHref();

/** pf-mes-gratis and pj-mes-gratis (spec 2 §3). */
export function isFreeTrialSlug(slug: string): boolean {
  return (FREE_TRIAL_SLUGS as readonly string[]).includes(slug);
}

interface RedirectAnswer {
  redirectTo?: unknown;
}

/**
 * Where a subscription goes next. `notice` is the server's reason when it refused the plan (a
 * 409 "Você já usou o mês grátis deste tipo de conta."): the caller hands it to the next page in
 * the navigation's state (`useLocationNotice`), never in the URL, where anyone could write it.
 */
export interface PlanCheckoutStep {
  to: string;
  notice?: string;
}

/**
 * Where to send a logged-in user who subscribes to `slug` (spec 1 §4, spec 2 §4 "Subscribing").
 * A free trial is activated and follows the answer's redirect (else /painel; on failure
 * /painel?ativacao={slug}, with the server's reason when it refused). Any other plan opens a
 * checkout session and follows its redirect, with `plano` added when it points at the payment
 * page without it; without a redirect, or on failure, /painel/pagamento?plano={slug} (whose own
 * calls then show the server's reason). Never throws.
 */
export async function startPlanCheckout(
  api: Pick<ApiClient, 'post'>,
  slug: string,
): Promise<PlanCheckoutStep> {
  if (isFreeTrialSlug(slug)) {
    try {
      const answer = await api.post<RedirectAnswer | null>(CHECKOUT_API.activateFree, { planoSlug: slug });
      return { to: redirectTarget(answer) ?? PANEL };
    } catch (error) {
      const to = `${PANEL}?ativacao=${encodeURIComponent(slug)}`;
      const notice = refusalMessage(error);
      return notice ? { to, notice } : { to };
    }
  }
  try {
    const answer = await api.post<RedirectAnswer | null>(CHECKOUT_API.sessions, { planoSlug: slug });
    const target = redirectTarget(answer);
    if (target) return { to: withPlanOnPaymentPage(target, slug) };
  } catch {
    // Checkout not available: the fallback below.
  }
  return { to: paths.panelPayment.getHref({ plano: slug }) };
}

/** The answer's redirect when it is a site path or an http(s) address (a payment gateway). */
function redirectTarget(answer: RedirectAnswer | null): string | null {
  const value = answer?.redirectTo;
  if (typeof value !== 'string' || value === '') return null;
  if (isExternalUrl(value)) return value;
  return safeRedirectPath(value);
}

function withPlanOnPaymentPage(target: string, slug: string): string {
  const url = new URL(target, CHECK_ORIGIN);
  if (url.pathname !== paths.panelPayment.getHref() || url.searchParams.has('plano')) return target;
  url.searchParams.set('plano', slug);
  return url.origin === CHECK_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** True for addresses outside this site (the browser loads them; the router cannot). */
export function isExternalUrl(target: string): boolean {
  return /^https?:\/\//i.test(target);
}
