import { CHECKOUT_MESSAGES as M, CHECKOUT_TIMERS } from '#shared/contracts/checkouts.constants.ts';
import { formatCents } from '#shared/lib/price.ts';
import type { CardFormValues } from '#shared/lib/card.ts';
import { paths } from '#shared/paths.ts';
import { FlaskConical } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { createApiClient } from '../../../lib/api-client.ts';
import { createPix, simulatePayment, type PixAnswer } from '../checkout-api.ts';
import { paymentErrorMessage } from '../payment-errors.ts';
import type { PaymentMethodChoice } from '../payment-query.ts';
import { paymentMessage } from '../payment-state.ts';
import type { PaymentRenewal } from '../renewal.ts';
import { useCheckoutStatus } from '../use-checkout-status.ts';
import { CardPaymentForm } from './card-payment-form.tsx';
import { PaymentMethodRadios } from './payment-method-radios.tsx';
import { PaymentStatus } from './payment-status.tsx';
import { PixPayment, type PixView } from './pix-payment.tsx';
import { RenewalSummary } from './renewal-summary.tsx';

/** The plan being paid, as the page shows it. */
export interface PaymentPlan {
  nome: string;
  slug: string;
  priceCents: number;
  periodLabel: string;
}

export interface PaymentPageProps {
  slug: string | null;
  /** The checkout to follow (id= or /painel/pagamento/{id}), after a reload or a return. */
  checkoutId: string | null;
  method: PaymentMethodChoice;
  plan: PaymentPlan | null;
  /** Why the plan cannot be paid here (not found, wrong account type, a free trial). */
  planProblem: string | null;
  /** The profile has a CPF or CNPJ: without one the PIX cannot be generated (spec 2 §5). */
  hasDocument: boolean;
  cardDefaults: CardFormValues;
  /** The PIX still waiting to be paid (the checkout of the URL, else the plan's), shown again. */
  resumed: PixAnswer | null;
  /** The ad this payment renews (`anuncio=`, issue 35): its summary, and its id sent with the payment. */
  renewal?: PaymentRenewal | null;
}

/**
 * /painel/pagamento (spec 2 §2 "Checkout", §4 "Payment"): the plan, PIX or card, and the
 * payment's status followed every 3 s; once paid, "Pagamento confirmado!" and /painel after
 * 1.5 s. The checkout id goes into the URL, so a reload resumes following it, and the PIX still
 * waiting is shown again. A PIX is charged only when the buyer presses "Gerar código PIX"
 * (ADR 011): not on arrival, nor when the method's radio is reached by the arrows.
 * Renewing an ad (`renewal`, issue 35): the ad's summary above the methods, its id sent with the
 * PIX and the card, and /painel/anuncios once paid.
 */
export function PaymentPage(props: PaymentPageProps) {
  const { slug, plan, planProblem, hasDocument, cardDefaults, resumed, renewal } = props;
  const anuncioId = renewal?.anuncioId;
  const doneHref = renewal ? paths.panelListings.getHref() : paths.panel.getHref();
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const [method, setMethod] = useState<PaymentMethodChoice>(props.method);
  const [checkoutId, setCheckoutId] = useState<string | null>(
    () => props.checkoutId ?? (resumed ? String(resumed.checkoutId) : null),
  );
  const canPay = Boolean(slug && plan && !planProblem);
  const [pix, setPix] = useState<PixView>(() => {
    if (resumed) return { kind: 'ready', answer: resumed };
    if (!hasDocument && canPay && !props.checkoutId) return { kind: 'error', message: M.pixNeedsDocument };
    return { kind: 'idle' };
  });
  const [simulateError, setSimulateError] = useState<string | null>(null);
  const [isSimulating, setSimulating] = useState(false);
  const status = useCheckoutStatus(checkoutId ? { id: checkoutId } : null);

  // The URL keeps the method and the checkout (a reload resumes); the loader does not run again.
  const keepInUrl = useCallback(
    (next: { m?: PaymentMethodChoice; id?: string | null }) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next.m) params.set('m', next.m);
          if (next.id !== undefined) {
            if (next.id) params.set('id', next.id);
            else params.delete('id');
          }
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  /** Asks the server for a PIX code; every state change comes after the answer. */
  const requestPix = useCallback(async () => {
    if (!slug) return;
    try {
      const answer = await createPix(createApiClient(), slug, anuncioId);
      setPix({ kind: 'ready', answer });
      setCheckoutId(String(answer.checkoutId));
      keepInUrl({ id: String(answer.checkoutId) });
    } catch (error) {
      setPix({ kind: 'error', message: paymentErrorMessage(error) });
    }
  }, [slug, anuncioId, keepInUrl]);

  function generatePix() {
    if (!hasDocument) {
      setPix({ kind: 'error', message: M.pixNeedsDocument });
      return;
    }
    setPix({ kind: 'loading' });
    void requestPix();
  }

  // A plan's pending PIX found without an id in the URL: the URL now names it (a reload keeps it).
  useEffect(() => {
    if (resumed && !props.checkoutId) keepInUrl({ id: String(resumed.checkoutId) });
  }, [resumed, props.checkoutId, keepInUrl]);

  useEffect(() => {
    if (status.state !== 'pago') return;
    const timer = setTimeout(() => void navigate(doneHref), CHECKOUT_TIMERS.redirectAfterPaidMs);
    return () => clearTimeout(timer);
  }, [status.state, navigate, doneHref]);

  function choose(next: PaymentMethodChoice) {
    setMethod(next);
    keepInUrl({ m: next });
  }

  async function simulate() {
    if (!checkoutId) return;
    setSimulateError(null);
    setSimulating(true);
    try {
      await simulatePayment(createApiClient(), Number(checkoutId));
      status.refresh();
    } catch (error) {
      setSimulateError(paymentErrorMessage(error));
    } finally {
      setSimulating(false);
    }
  }

  const isPaid = status.state === 'pago';
  const isFinal = isPaid || status.state === 'cancelado';
  const showSimulate =
    !isFinal &&
    checkoutId !== null &&
    (status.canSimulate ||
      (pix.kind === 'ready' && pix.answer.canSimulate && String(pix.answer.checkoutId) === checkoutId));

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {renewal ? 'Renovar anúncio' : 'Pagamento'}
        </h1>
        <p className="mt-2 text-lg text-slate-600">
          {renewal ? 'Pague a renovação' : 'Pague o seu plano'} por PIX ou cartão de crédito.
        </p>
      </div>
      {renewal ? <RenewalSummary renewal={renewal} /> : null}

      {plan ? (
        <section
          aria-labelledby="plano-titulo"
          className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          <h2 id="plano-titulo" className="text-sm font-medium text-slate-600">
            Plano escolhido
          </h2>
          <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span className="text-xl font-semibold text-slate-900">{plan.nome}</span>
            <span className="text-xl font-semibold text-slate-900">
              {formatCents(plan.priceCents)}
              <span className="text-base font-normal text-slate-600"> / {plan.periodLabel}</span>
            </span>
          </p>
          {renewal ? null : <p className="mt-2 text-sm text-slate-600">{M.oneAdOneUnit}</p>}
        </section>
      ) : null}

      {planProblem ? (
        <Alert tone="error" title={planProblem}>
          <Link to={paths.panelPlans.getHref()} className="font-semibold underline underline-offset-2">
            Ver os planos
          </Link>
        </Alert>
      ) : null}

      {isPaid ? null : canPay || checkoutId ? (
        <section
          aria-labelledby="forma-titulo"
          className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          <h2 id="forma-titulo" className="sr-only">
            Forma de pagamento
          </h2>
          {canPay ? <PaymentMethodRadios method={method} onChoose={choose} /> : null}
          {method === 'card' && canPay && slug ? (
            <CardPaymentForm
              planoSlug={slug}
              anuncioId={anuncioId}
              initial={cardDefaults}
              onCheckout={(id) => {
                setCheckoutId(String(id));
                keepInUrl({ id: String(id) });
              }}
            />
          ) : (
            <PixPayment view={pix} canGenerate={canPay} onGenerate={generatePix} />
          )}
        </section>
      ) : !planProblem ? (
        <Alert tone="info" title="Nenhum plano escolhido.">
          <Link to={paths.panelPlans.getHref()} className="font-semibold underline underline-offset-2">
            Escolha um plano
          </Link>{' '}
          para continuar.
        </Alert>
      ) : null}
      <PaymentStatus
        state={status.state}
        message={paymentMessage(status.state)}
        isSessionExpired={status.isSessionExpired}
      >
        {showSimulate ? (
          <div className="mt-3 space-y-2 rounded-xl border border-dashed border-amber-500 bg-amber-50 p-4">
            <p className="text-sm text-slate-800">
              Ambiente de testes: nenhum dinheiro é cobrado. Confirme este pagamento sem pagar de verdade.
            </p>
            <Button
              variant="secondary"
              isLoading={isSimulating}
              loadingText="Confirmando..."
              onClick={() => void simulate()}
            >
              <FlaskConical aria-hidden="true" className="size-5" />
              Simular pagamento
            </Button>
            {simulateError ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {simulateError}
              </p>
            ) : null}
          </div>
        ) : null}
      </PaymentStatus>
      {isPaid ? (
        <p className="text-slate-700">
          Levando você {renewal ? 'aos seus' : 'ao'}{' '}
          <Link to={doneHref} className="font-semibold text-teal-800 underline underline-offset-2">
            {renewal ? 'anúncios' : 'painel'}
          </Link>
          ...
        </p>
      ) : null}
    </div>
  );
}
