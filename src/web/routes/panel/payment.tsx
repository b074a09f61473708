import { CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';
import type { CardFormValues } from '#shared/lib/card.ts';
import { maskCpf, maskPhone } from '#shared/lib/masks.ts';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { findSessionUser } from '../../features/accounts/session.server.ts';
import { EMPTY_CARD_FORM } from '../../features/checkout/components/card-payment-form.tsx';
import {
  PaymentPage,
  type PaymentMethodChoice,
  type PaymentPlan,
} from '../../features/checkout/components/payment-page.tsx';
import { findPendingPix, getPlanBySlug, type PixAnswer } from '../../features/checkout/checkout-api.ts';
import { isTrial, monthsOf } from '../../features/plans/plans.ts';
import { ApiError, createApiClient, type ApiClient } from '../../lib/api-client.ts';
import type { Route } from './+types/payment';
import { periodLabel } from '#shared/lib/plan-period.ts';

export const meta = () => [{ title: 'Pagamento | NC' }, { name: 'robots', content: 'noindex' }];

const PLAN_SLUG = /^[a-z0-9-]{1,60}$/;
const CHECKOUT_ID = /^\d{1,18}$/;

/**
 * /painel/pagamento?plano=&m=pix|card&id= and /painel/pagamento/{id} (spec 2 §2 "Checkout").
 * The loader reads the plan and, from the profile, whether the PIX can be made (a document) and
 * what the card form starts with. It also reads the PIX still waiting to be paid (the checkout
 * of the URL, else the plan's), so a reload on the way back from the bank's app shows the same
 * QR code; a new PIX is created only by the buyer's button (a write, CSRF).
 */
/**
 * The PIX to show again, or null. A failure is null too: the page then offers the button, and
 * the status call (which follows the checkout of the URL) says what went wrong.
 */
function pendingCharge(
  api: ApiClient,
  query: { id: string } | { planoSlug: string },
): Promise<PixAnswer | null> {
  return findPendingPix(api, query).then(
    (answer) => answer.charge,
    () => null,
  );
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const rawSlug = url.searchParams.get('plano')?.trim().toLowerCase() ?? '';
  const slug = PLAN_SLUG.test(rawSlug) ? rawSlug : null;
  const rawId = params.id ?? url.searchParams.get('id') ?? '';
  const checkoutId = CHECKOUT_ID.test(rawId) ? rawId : null;
  const method: PaymentMethodChoice = url.searchParams.get('m') === 'card' ? 'card' : 'pix';
  const api = createApiClient({ context, request });

  // The checkout of the URL (a reload) is read beside the plan and the user.
  const resumedById = checkoutId ? pendingCharge(api, { id: checkoutId }) : null;
  const [user, planResult] = await Promise.all([
    findSessionUser(context, request),
    slug
      ? getPlanBySlug(api, slug).then(
          (plan) => ({ plan, problem: null }),
          (error: unknown) => ({
            plan: null,
            problem: error instanceof ApiError && error.status === 404 ? M.planNotFound : M.generic,
          }),
        )
      : { plan: null, problem: rawSlug ? M.planNotFound : null },
  ]);

  const { plan } = planResult;
  // The plan's own pending PIX when the URL names no checkout (another visit, another tab).
  const resumed: PixAnswer | null = await (resumedById ??
    (slug && plan && user && plan.tipoUsuario === user.tipo && !isTrial(plan)
      ? pendingCharge(api, { planoSlug: slug })
      : null));
  let planProblem: string | null = planResult.problem;
  if (plan && isTrial(plan)) planProblem = M.trialNotPaid;
  else if (plan && user && plan.tipoUsuario !== user.tipo)
    planProblem = user.tipo === 3 ? M.wrongAccountTypePf : M.wrongAccountTypePj;

  const billing = user?.billing;
  const document = billing?.documento.replace(/\D/g, '') ?? '';
  const cardDefaults: CardFormValues = {
    ...EMPTY_CARD_FORM,
    holderName: billing?.nome || user?.name || '',
    email: billing?.email || user?.email || '',
    // The card takes a CPF only (spec 2 §5): a company's CNPJ is not offered for it.
    document: document.length === 11 ? maskCpf(document) : '',
    phone: maskPhone(billing?.telefone ?? ''),
    postalCode: (billing?.cep ?? '').replace(/\D/g, '').replace(/^(\d{5})(\d{3})$/, '$1-$2'),
    state: (billing?.uf ?? '').toUpperCase().slice(0, 2),
  };

  const planView: PaymentPlan | null = plan
    ? {
        nome: plan.nome,
        slug: plan.slug,
        priceCents: plan.preco_centavos,
        periodLabel: periodLabel(monthsOf(plan)),
      }
    : null;
  return {
    slug: plan ? plan.slug : null,
    checkoutId,
    method,
    plan: planView,
    planProblem,
    hasDocument: document.length >= 11,
    cardDefaults,
    resumed,
  };
}

/** Choosing the method or keeping the checkout id in the URL does not load the plan again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.get('plano') === nextUrl.searchParams.get('plano')
  )
    return false;
  return defaultShouldRevalidate;
}

export default function PaymentRoute({ loaderData }: Route.ComponentProps) {
  // A new checkout id or plan in the URL (another link) starts the page afresh.
  return <PaymentPage key={`${loaderData.slug ?? ''}:${loaderData.checkoutId ?? ''}`} {...loaderData} />;
}
