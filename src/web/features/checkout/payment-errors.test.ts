import { CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { paymentErrorMessage } from './payment-errors.ts';

const apiError = (status: number, body: unknown) =>
  new ApiError('POST', '/api/checkouts/asaas/card', status, body);

describe('paymentErrorMessage (spec 2 §8)', () => {
  it('maps 401 and 403 to the spec texts, whatever the body says', () => {
    expect(paymentErrorMessage(apiError(401, { message: 'Não autenticado.' }))).toBe(M.sessionExpired);
    expect(paymentErrorMessage(apiError(403, null))).toBe(M.forbidden);
  });

  it("prefers the server's message, else the generic text", () => {
    expect(paymentErrorMessage(apiError(422, { message: M.declined, code: 'CARD_DECLINED' }))).toBe(
      M.declined,
    );
    expect(paymentErrorMessage(apiError(500, '<html>'))).toBe(M.generic);
    expect(paymentErrorMessage(new NetworkError('POST', '/x', true))).toBe(M.generic);
    expect(paymentErrorMessage(new Error('boom'))).toBe(M.generic);
  });
});
