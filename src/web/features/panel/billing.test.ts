import { describe, expect, it } from 'vitest';
import type { Invoice } from '#shared/contracts/checkouts.contract.ts';
import { ApiError } from '../../lib/api-client.ts';
import {
  canCreateListing,
  countOf,
  INVOICE_STATUS_LABELS,
  invoiceNumberLabel,
  isWorthLogging,
  latestInvoice,
  onlyPaidParam,
} from './billing.ts';

const invoice = (number: number, date: string): Invoice => ({
  id: number,
  number,
  plan: {
    nome: 'Anual',
    slug: 'pf-anual',
    tipoUsuario: 3,
    valorCentavos: 14990,
    periodoMeses: 12,
    origem: 'novo',
  },
  customer: { nome: 'Cláudia' },
  amount: 149.9,
  amountCents: 14990,
  date,
  status: 'paid',
  method: 'pix',
  pdf: `/api/planos/faturas/${number}/pdf`,
  checkoutId: number,
  notaFiscal: null,
});

describe('billing helpers', () => {
  it('labels the statuses as the panel shows them', () => {
    expect(INVOICE_STATUS_LABELS).toEqual({
      paid: 'Paga',
      open: 'Em aberto',
      canceled: 'Cancelada',
      estornada: 'Estornada',
    });
  });
  it('finds the latest invoice by date, then number', () => {
    expect(latestInvoice([])).toBeNull();
    const a = invoice(1, '2026-01-10T10:00:00.000Z');
    const b = invoice(2, '2026-03-01T10:00:00.000Z');
    const c = invoice(3, '2026-03-01T10:00:00.000Z');
    expect(latestInvoice([a, c, b])).toBe(c);
  });
  it('counts 0 for a failed call (spec 2 §8)', () => {
    expect(countOf({ status: 'fulfilled', value: { count: 4 } })).toBe(4);
    expect(countOf({ status: 'rejected', reason: new Error('404') })).toBe(0);
  });
  it('enables the new-ad button only with credits', () => {
    expect(canCreateListing(1)).toBe(true);
    expect(canCreateListing(0)).toBe(false);
    expect(canCreateListing(-1)).toBe(false);
  });
  it('reads only ?status=paid as the filter', () => {
    expect(onlyPaidParam(new URLSearchParams('status=paid'))).toBe(true);
    expect(onlyPaidParam(new URLSearchParams('status=open'))).toBe(false);
    expect(onlyPaidParam(new URLSearchParams(''))).toBe(false);
  });
  it('pads the invoice number', () => {
    expect(invoiceNumberLabel(42)).toBe('Nº 000042');
  });
});

describe('isWorthLogging', () => {
  it('skips a 401 (the session ended), logs anything else', () => {
    expect(isWorthLogging(new ApiError('GET', '/api/planos/usados', 401, null))).toBe(false);
    expect(isWorthLogging(new ApiError('GET', '/api/planos/usados', 500, null))).toBe(true);
    expect(isWorthLogging(new Error('down'))).toBe(true);
  });
});
