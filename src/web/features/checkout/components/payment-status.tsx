import { CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';
import { paths } from '#shared/paths.ts';
import { CircleAlert, CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PaymentState } from '../payment-state.ts';

const LOOK: Record<
  Exclude<PaymentState, 'inicial'>,
  { box: string; icon: typeof CircleCheck; spin?: boolean }
> = {
  aguardando: { box: 'border-slate-200 bg-white text-slate-800', icon: LoaderCircle, spin: true },
  pago: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: CircleCheck },
  cancelado: { box: 'border-red-200 bg-red-50 text-red-900', icon: CircleX },
  erro: { box: 'border-amber-200 bg-amber-50 text-amber-950', icon: CircleAlert },
};

/**
 * The payment's state in words (spec 2 §8 status messages), in a polite live region that is
 * always in the page, so each change is read out once. A 401 while polling asks to log in again.
 */
export function PaymentStatus({
  state,
  message,
  isSessionExpired = false,
  children,
}: {
  state: PaymentState;
  message: string | null;
  isSessionExpired?: boolean;
  children?: ReactNode;
}) {
  const look = state === 'inicial' ? null : LOOK[state];
  const Icon = look?.icon;
  return (
    <div>
      <div role="status" aria-live="polite">
        {look && Icon && message ? (
          <div className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-base ${look.box}`}>
            <Icon
              aria-hidden="true"
              className={`mt-0.5 size-5 shrink-0 ${look.spin ? 'animate-spin' : ''}`}
            />
            <div className="min-w-0 space-y-1">
              <p className="font-semibold">{message}</p>
              {isSessionExpired ? (
                <p>
                  {M.sessionExpired}{' '}
                  <Link to={paths.login.getHref()} className="font-semibold underline underline-offset-2">
                    Entrar
                  </Link>
                </p>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>
      {children}
    </div>
  );
}
