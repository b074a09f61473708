import { CHECKOUT_TIMERS } from '#shared/contracts/checkouts.constants.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createApiClient } from '../../lib/api-client.ts';
import { getCheckoutStatus, type CheckoutRef } from './checkout-api.ts';
import type { PaymentState } from './payment-state.ts';
import { startStatusPoller, type PollUpdate, type StatusPoller } from './status-poller.ts';

export interface CheckoutStatus {
  state: PaymentState;
  /** The sandbox's "Simular pagamento" is available (the last good answer said so). */
  canSimulate: boolean;
  /** The status query answered 401: the session is gone. */
  isSessionExpired: boolean;
  /** Asks again now (after "Simular pagamento"), then carries on every poll interval. */
  refresh: () => void;
}

interface Snapshot extends PollUpdate {
  key: string;
}

/**
 * Follows a checkout (spec 2 §4 "Payment") every CHECKOUT_TIMERS.pollMs until it is paid or
 * cancelled (status-poller.ts). Without a checkout (`ref` null) the state is 'inicial'. Runs in
 * the browser only (effects), so a reload of a page with the id in its URL resumes here.
 */
export function useCheckoutStatus(ref: CheckoutRef | null): CheckoutStatus {
  const key = ref ? JSON.stringify(ref) : null;
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const poller = useRef<StatusPoller | null>(null);

  useEffect(() => {
    if (!key) return;
    const query = JSON.parse(key) as CheckoutRef;
    const api = createApiClient();
    const current = startStatusPoller({
      fetchStatus: () => getCheckoutStatus(api, query),
      pollMs: CHECKOUT_TIMERS.pollMs,
      onUpdate: (update) =>
        setSnapshot((previous) => ({
          key,
          ...update,
          // A failed query keeps the button of the last good answer.
          canSimulate:
            update.state === 'erro' ? previous?.key === key && previous.canSimulate : update.canSimulate,
        })),
    });
    poller.current = current;
    return () => {
      current.stop();
      if (poller.current === current) poller.current = null;
    };
  }, [key]);

  const refresh = useCallback(() => poller.current?.pollNow(), []);
  const current = snapshot?.key === key ? snapshot : null;
  return {
    state: current?.state ?? 'inicial',
    canSimulate: current?.canSimulate ?? false,
    isSessionExpired: current?.isSessionExpired ?? false,
    refresh,
  };
}
