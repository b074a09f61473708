import { CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';
import { ApiError } from '../../lib/api-client.ts';

/**
 * What a failed payment call shows (spec 2 §8 "payment mapping"): 401 and 403 have the spec's
 * texts; otherwise the server's own message (it already answers the card refusals, the invalid
 * number, CVV and expiry with the spec's texts), else the generic one. No answer at all is the
 * generic text too.
 */
export function paymentErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return M.sessionExpired;
    if (error.status === 403) return M.forbidden;
    return error.apiMessage ?? M.generic;
  }
  return M.generic;
}
