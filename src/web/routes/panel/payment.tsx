import { CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';
import type { CardFormValues } from '#shared/lib/card.ts';
import { maskCpf, maskPhone } from '#shared/lib/masks.ts';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { findSessionUser } from '../../features/accounts/session.server.ts';
import { EMPTY_CARD_FORM } from '../../features/checkout/components/card-payment-form.tsx';
import { PaymentPage, type PaymentPlan } from '../../features/checkout/components/payment-page.tsx';
import { findPendingPix, getPlanBySlug, type PixAnswer } from '../../features/checkout/checkout-api.ts';
import { readPaymentQuery } from '../../features/checkout/payment-query.ts';
import { loadRenewal, type RenewalLoad } from '../../features/checkout/renewal.ts';
import { isTrial, monthsOf } from '../../features/plans/plans.ts';
import { ApiError, createApiClient, type ApiClient } from '../../lib/api-client.ts';
import type { Route } from './+types/payment';
import { periodLabel } from '#shared/lib/plan-period.ts';

export const meta = ({ data: loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.renewal ? 'Renovar anúncio' : 'Pagamento'} | NC` },
  { name: 'robots', content: 'noindex' },
];

const NO_RENEWAL: RenewalLoad = { renewal: null, problem: null };

/**
 * /painel/pagamento?plano=&m=pix|card&id=&anuncio= and /painel/pagamento/{id} (spec 2 §2
 * "Checkout"). The loader reads the plan and, from the profile, whether the PIX can be made (a
 * document) and what the card form starts with. It also reads the PIX still waiting to be paid
 * (the checkout of the URL, else the plan's), so a reload on the way back from the bank's app
 * shows the same QR code; a new PIX is created only by the buyer's button (a write, CSRF).
 * With `anuncio=` the payment renews that ad (issue 35): its renewal is read too, for the
 * summary, and its reason is the page's problem when it cannot be renewed.
 */
/**
 * The PIX to show again, or null. A failure is null too: the page then offers the button, and
 * the status call (which follows the checkout of the URL) says what went wrong.
 */
function pendingCharge(
  api: ApiClient,
  query: { id: string } | { planoSlug: string; anuncioId?: number },
): Promise<PixAnswer | null> {
  return findPendingPix(api, query).then(
    (answer) => answer.charge,
    () => null,
  );
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const query = readPaymentQuery(new URL(request.url), params.id);
  const { rawSlug, slug, checkoutId, method, anuncioId } = query;
  const api = createApiClient({ context, request });

  // The checkout of the URL (a reload) is read beside the plan, the user and the ad's renewal.
  const resumedById = checkoutId ? pendingCharge(api, { id: checkoutId }) : null;
  const [user, planResult, { renewal, problem: renewalProblem }] = await Promise.all([
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
    anuncioId !== null
      ? loadRenewal(api, anuncioId, slug, new Date())
      : query.rawAnuncio
        ? { renewal: null, problem: M.renewalListingNotFound }
        : NO_RENEWAL,
  ]);

  const { plan } = planResult;
  // The plan's own pending PIX when the URL names no checkout (another visit, another tab); for
  // a renewal, the PIX of that ad's renewal only.
  const resumed: PixAnswer | null = await (resumedById ??
    (slug && plan && user && plan.tipoUsuario === user.tipo && !isTrial(plan) && !renewalProblem
      ? pendingCharge(api, anuncioId === null ? { planoSlug: slug } : { planoSlug: slug, anuncioId })
      : null));
  let planProblem: string | null = planResult.problem;
  if (plan && isTrial(plan)) planProblem = M.trialNotPaid;
  else if (plan && user && plan.tipoUsuario !== user.tipo)
    planProblem = user.tipo === 3 ? M.wrongAccountTypePf : M.wrongAccountTypePj;
  // The ad named by the URL speaks first: it says which ad and why it cannot be renewed.
  planProblem = renewalProblem ?? planProblem;

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
    renewal,
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
    currentUrl.searchParams.get('plano') === nextUrl.searchParams.get('plano') &&
    currentUrl.searchParams.get('anuncio') === nextUrl.searchParams.get('anuncio')
  )
    return false;
  return defaultShouldRevalidate;
}

export default function PaymentRoute({ loaderData }: Route.ComponentProps) {
  // A new checkout id, plan or ad in the URL (another link) starts the page afresh.
  const key = `${loaderData.slug ?? ''}:${loaderData.checkoutId ?? ''}:${loaderData.renewal?.anuncioId ?? ''}`;
  return <PaymentPage key={key} {...loaderData} />;
}
