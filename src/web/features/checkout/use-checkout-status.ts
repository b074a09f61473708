import { CHECKOUT_TIMERS } from '#shared/contracts/checkouts.constants.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import { getCheckoutStatus, type CheckoutRef } from './checkout-api.ts';
import { isFinalState, paymentStateOfAnswer, type PaymentState } from './payment-state.ts';

export interface CheckoutStatus {
  state: PaymentState;
  /** The last good answer's `canSimulate` (the sandbox's "Simular pagamento"). */
  canSimulate: boolean;
  /** The status query answered 401: the session is gone. */
  isSessionExpired: boolean;
  /** Asks again now (after "Simular pagamento"), then carries on every poll interval. */
  refresh: () => void;
}

interface Snapshot {
  key: string | null;
  state: PaymentState;
  canSimulate: boolean;
  isSessionExpired: boolean;
}

/**
 * Follows a checkout (spec 2 §4 "Payment"): asks for its status at once and then every
 * CHECKOUT_TIMERS.pollMs, until it is paid or cancelled; a failed query shows the error state
 * and polling carries on. Without a checkout (`ref` null) the state is 'inicial'. Runs in the
 * browser only (effects), so a reload of a page with the id in its URL resumes here.
 */
export function useCheckoutStatus(ref: CheckoutRef | null): CheckoutStatus {
  const key = ref ? JSON.stringify(ref) : null;
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const pollNow = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!key) return;
    const query = JSON.parse(key) as CheckoutRef;
    const api = createApiClient();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;

    async function poll() {
      if (stopped || inFlight) return;
      clearTimeout(timer);
      inFlight = true;
      let next: Omit<Snapshot, 'key'>;
      try {
        const body = await getCheckoutStatus(api, query);
        const state = paymentStateOfAnswer(body);
        const canSimulate = Boolean((body as { canSimulate?: unknown }).canSimulate);
        next = { state, canSimulate: canSimulate && !isFinalState(state), isSessionExpired: false };
      } catch (error) {
        const isSessionExpired = error instanceof ApiError && error.status === 401;
        next = { state: 'erro', canSimulate: false, isSessionExpired };
      } finally {
        inFlight = false;
      }
      if (stopped) return;
      setSnapshot((previous) => ({
        key,
        ...next,
        // A failed query keeps the button of the last good answer.
        canSimulate: next.state === 'erro' ? previous?.key === key && previous.canSimulate : next.canSimulate,
      }));
      if (!isFinalState(next.state)) timer = setTimeout(() => void poll(), CHECKOUT_TIMERS.pollMs);
    }

    pollNow.current = () => void poll();
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
      pollNow.current = () => undefined;
    };
  }, [key]);

  const refresh = useCallback(() => pollNow.current(), []);
  const current = snapshot?.key === key ? snapshot : null;
  return {
    state: current?.state ?? 'inicial',
    canSimulate: current?.canSimulate ?? false,
    isSessionExpired: current?.isSessionExpired ?? false,
    refresh,
  };
}
