import { CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';

/**
 * The payment's state machine (spec 2 §4 "Payment"): inicial until there is a checkout to
 * follow, then aguardando, pago or cancelado as the status call answers, erro while the status
 * query fails. Polling stops on pago and cancelado and goes on after errors.
 */
export type PaymentState = 'inicial' | 'aguardando' | 'pago' | 'cancelado' | 'erro';

/**
 * The state of a status text, read as the spec's client reads it: lower-cased, containing
 * "pago" or equal to "paid" is paid, containing "cancel" is cancelled, anything else waiting.
 */
export function paymentStateOf(text: string): 'aguardando' | 'pago' | 'cancelado' {
  const status = text.trim().toLowerCase();
  if (status === 'paid' || status.includes('pago')) return 'pago';
  if (status.includes('cancel')) return 'cancelado';
  return 'aguardando';
}

/** The state of a status call's answer: a body without a text `status` is an error. */
export function paymentStateOfAnswer(body: unknown): 'aguardando' | 'pago' | 'cancelado' | 'erro' {
  const status = (body as { status?: unknown } | null)?.status;
  return typeof status === 'string' ? paymentStateOf(status) : 'erro';
}

/** True when polling should stop. */
export const isFinalState = (state: PaymentState): boolean => state === 'pago' || state === 'cancelado';

/** The payment page's message per state (spec 2 §8 "status messages"); none before a checkout. */
export function paymentMessage(state: PaymentState): string | null {
  switch (state) {
    case 'inicial':
      return null;
    case 'aguardando':
      return M.waiting;
    case 'pago':
      return M.paid;
    case 'cancelado':
      return M.cancelled;
    case 'erro':
      return M.returnError;
  }
}

/** The return page's message per state (spec 2 §8 "return page"). */
export function returnMessage(state: PaymentState): string {
  switch (state) {
    case 'pago':
      return M.returnPaid;
    case 'cancelado':
      return M.returnCancelled;
    case 'erro':
      return M.returnError;
    case 'inicial':
    case 'aguardando':
      return M.returnWaiting;
  }
}
