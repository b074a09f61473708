import { describe, expect, it } from 'vitest';
import {
  contactFiltersFrom,
  contactsHref,
  hasInvoiceFilters,
  invoiceFiltersFrom,
  invoicesCsvHref,
  invoicesHref,
} from './admin-params.ts';

const params = (qs: string) => new URLSearchParams(qs);

describe('admin invoice filters in the address', () => {
  it('reads status, period, q and page, leaving out what is malformed', () => {
    expect(invoiceFiltersFrom(params('status=paid&de=2026-01-01&ate=2026-01-31&q=%20Ana%20&page=3'))).toEqual(
      {
        status: 'paid',
        de: '2026-01-01',
        ate: '2026-01-31',
        q: 'Ana',
        page: 3,
      },
    );
    expect(invoiceFiltersFrom(params('status=pago&de=ontem&ate=2026-02-30&q=&page=0'))).toEqual({
      status: undefined,
      de: undefined,
      ate: undefined,
      q: undefined,
      page: 1,
    });
  });

  it('builds the page links and the CSV link with the same filters, the empty ones left out', () => {
    const f = invoiceFiltersFrom(params('status=open&q=Jo%C3%A3o&page=2'));
    expect(hasInvoiceFilters(f)).toBe(true);
    expect(invoicesHref(f, 1)).toBe('/painel/admin/faturas?status=open&q=Jo%C3%A3o');
    expect(invoicesHref(f, 3)).toBe('/painel/admin/faturas?status=open&q=Jo%C3%A3o&page=3');
    expect(invoicesCsvHref(f)).toBe('/api/admin/faturas.csv?status=open&q=Jo%C3%A3o');
    const none = invoiceFiltersFrom(params(''));
    expect(hasInvoiceFilters(none)).toBe(false);
    expect(invoicesHref(none, 1)).toBe('/painel/admin/faturas');
    expect(invoicesCsvHref(none)).toBe('/api/admin/faturas.csv');
  });
});

describe('contact message filters in the address', () => {
  it('defaults to the pending ones and page 1', () => {
    expect(contactFiltersFrom(params(''))).toEqual({ status: 'pendentes', page: 1 });
    expect(contactFiltersFrom(params('status=lidas&page=x'))).toEqual({ status: 'pendentes', page: 1 });
    expect(contactFiltersFrom(params('status=todas&page=2'))).toEqual({ status: 'todas', page: 2 });
    expect(contactsHref('pendentes')).toBe('/painel/admin/contatos');
    expect(contactsHref('respondidas', 2)).toBe('/painel/admin/contatos?status=respondidas&page=2');
  });
});
