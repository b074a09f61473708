import { ApiError } from '../../lib/api-client.ts';
import { isFinalState, paymentStateOfAnswer, type PaymentState } from './payment-state.ts';

export interface PollUpdate {
  state: Exclude<PaymentState, 'inicial'>;
  /** The answer's `canSimulate` (false on a failed query and once paid or cancelled). */
  canSimulate: boolean;
  /** The query answered 401. */
  isSessionExpired: boolean;
}

export interface StatusPoller {
  /** Asks now (a pending timer is replaced), unless a query is already out or it stopped. */
  pollNow: () => void;
  stop: () => void;
}

/**
 * The status loop of spec 2 §4 "Payment", without React: asks at once, then `pollMs` after each
 * answer, and stops for good on paid or cancelled; a failed query is the 'erro' state and the
 * loop carries on. Never two queries at a time; nothing reported after `stop`.
 */
export function startStatusPoller({
  fetchStatus,
  onUpdate,
  pollMs,
}: {
  fetchStatus: () => Promise<unknown>;
  onUpdate: (update: PollUpdate) => void;
  pollMs: number;
}): StatusPoller {
  let stopped = false;
  let inFlight = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function poll() {
    if (stopped || inFlight) return;
    clearTimeout(timer);
    inFlight = true;
    let update: PollUpdate;
    try {
      const body = await fetchStatus();
      const state = paymentStateOfAnswer(body);
      const canSimulate = state !== 'erro' && Boolean((body as { canSimulate?: unknown }).canSimulate);
      update = { state, canSimulate: canSimulate && !isFinalState(state), isSessionExpired: false };
    } catch (error) {
      update = {
        state: 'erro',
        canSimulate: false,
        isSessionExpired: error instanceof ApiError && error.status === 401,
      };
    } finally {
      inFlight = false;
    }
    if (stopped) return;
    onUpdate(update);
    if (isFinalState(update.state)) stopped = true;
    else timer = setTimeout(() => void poll(), pollMs);
  }

  void poll();
  return {
    pollNow: () => void poll(),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
