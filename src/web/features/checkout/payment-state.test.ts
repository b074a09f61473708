import { CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';
import { describe, expect, it } from 'vitest';
import {
  isFinalState,
  paymentMessage,
  paymentStateOf,
  paymentStateOfAnswer,
  returnMessage,
} from './payment-state.ts';
import { formatCountdown } from './use-seconds-left.ts';

describe('paymentStateOf (spec 2 §4 "Payment")', () => {
  it('reads "paid" and anything containing "pago" as paid, whatever the case', () => {
    expect(paymentStateOf('paid')).toBe('pago');
    expect(paymentStateOf(' PAID ')).toBe('pago');
    expect(paymentStateOf('Pago')).toBe('pago');
    expect(paymentStateOf('pagamento_pago')).toBe('pago');
  });

  it('reads anything containing "cancel" as cancelled', () => {
    expect(paymentStateOf('cancelled')).toBe('cancelado');
    expect(paymentStateOf('CANCELED')).toBe('cancelado');
    expect(paymentStateOf('cancelado')).toBe('cancelado');
  });

  it('reads anything else as waiting ("unpaid" is not "paid")', () => {
    expect(paymentStateOf('pending')).toBe('aguardando');
    expect(paymentStateOf('expired')).toBe('aguardando');
    expect(paymentStateOf('unpaid')).toBe('aguardando');
    expect(paymentStateOf('')).toBe('aguardando');
  });

  it('treats an answer without a text status as an error', () => {
    expect(paymentStateOfAnswer({ status: 'paid' })).toBe('pago');
    expect(paymentStateOfAnswer({ status: 'pending' })).toBe('aguardando');
    expect(paymentStateOfAnswer({ status: 1 })).toBe('erro');
    expect(paymentStateOfAnswer({})).toBe('erro');
    expect(paymentStateOfAnswer(null)).toBe('erro');
    expect(paymentStateOfAnswer('<html>')).toBe('erro');
  });

  it('stops only on paid and cancelled', () => {
    expect(isFinalState('pago')).toBe(true);
    expect(isFinalState('cancelado')).toBe(true);
    expect(isFinalState('aguardando')).toBe(false);
    expect(isFinalState('erro')).toBe(false);
    expect(isFinalState('inicial')).toBe(false);
  });

  it('shows the messages of spec 2 §8', () => {
    expect(paymentMessage('inicial')).toBeNull();
    expect(paymentMessage('aguardando')).toBe(M.waiting);
    expect(paymentMessage('pago')).toBe('Pagamento confirmado!');
    expect(paymentMessage('cancelado')).toBe(M.cancelled);
    expect(paymentMessage('erro')).toBe(M.returnError);
    expect(returnMessage('pago')).toBe(M.returnPaid);
    expect(returnMessage('cancelado')).toBe(M.returnCancelled);
    expect(returnMessage('aguardando')).toBe(M.returnWaiting);
    expect(returnMessage('erro')).toBe(M.returnError);
  });
});

describe('formatCountdown', () => {
  it('shows mm:ss, and h:mm:ss from an hour up', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(754)).toBe('12:34');
    expect(formatCountdown(3723)).toBe('1:02:03');
  });
});
