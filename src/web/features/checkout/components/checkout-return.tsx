import { paths } from '#shared/paths.ts';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { returnMessage } from '../payment-state.ts';
import { useCheckoutStatus } from '../use-checkout-status.ts';
import { PaymentStatus } from './payment-status.tsx';

/**
 * The checkout's return page (spec 2 §2 "Checkout return page", §8 return messages): where a
 * gateway sends the buyer back. It follows the checkout like the payment page (every 3 s while
 * waiting), shows the references it came back with and links to the panel.
 */
export function CheckoutReturn({
  checkoutId,
  sessionId,
}: {
  checkoutId: string | null;
  sessionId: string | null;
}) {
  const ref = checkoutId ? { id: checkoutId } : sessionId ? { session_id: sessionId } : null;
  const status = useCheckoutStatus(ref);
  // Nothing to follow is an error too: there is no status to show.
  const state = ref ? status.state : 'erro';
  return (
    <div className="page-container max-w-2xl space-y-6 py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        Status do pagamento
      </h1>
      <PaymentStatus
        state={state === 'inicial' ? 'aguardando' : state}
        message={returnMessage(state)}
        isSessionExpired={status.isSessionExpired}
      />
      {checkoutId || sessionId ? (
        <section
          aria-labelledby="referencias-titulo"
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="referencias-titulo" className="text-base font-semibold text-slate-900">
            Referências
          </h2>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            {checkoutId ? (
              <div>
                <dt className="text-sm text-slate-600">Pagamento</dt>
                <dd className="font-mono font-medium text-slate-900">{checkoutId}</dd>
              </div>
            ) : null}
            {sessionId ? (
              <div className="min-w-0">
                <dt className="text-sm text-slate-600">Sessão</dt>
                <dd className="font-mono font-medium wrap-anywhere text-slate-900">{sessionId}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
      <Link to={paths.panel.getHref()} className={buttonClass('primary')}>
        Ir para o painel
      </Link>
    </div>
  );
}
