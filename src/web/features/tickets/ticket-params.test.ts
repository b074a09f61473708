import { describe, expect, it } from 'vitest';
import { adminTicketFiltersFrom, adminTicketsHref, openTicketParam } from './ticket-params.ts';

const q = (s: string) => new URLSearchParams(s);

describe('openTicketParam', () => {
  it('reads a positive id and ignores anything else', () => {
    expect(openTicketParam(q('t=12'))).toBe(12);
    for (const bad of ['', 't=', 't=0', 't=-3', 't=1.5', 't=abc', 't=12345678901'])
      expect(openTicketParam(q(bad)), bad).toBeNull();
  });
});

describe('adminTicketFiltersFrom / adminTicketsHref', () => {
  it('falls back to every status, newest first, page 1', () => {
    expect(adminTicketFiltersFrom(q('status=x&ordem=y&pagina=abc'))).toEqual({
      status: undefined,
      ordem: 'recentes',
      page: 1,
    });
  });

  it('round-trips the filters and the open ticket', () => {
    const f = adminTicketFiltersFrom(q('status=in_progress&ordem=antigos&pagina=3'));
    expect(f).toEqual({ status: 'in_progress', ordem: 'antigos', page: 3 });
    expect(adminTicketsHref(f, 7)).toBe(
      '/painel/admin/tickets?status=in_progress&ordem=antigos&pagina=3&t=7',
    );
    expect(adminTicketsHref({ ordem: 'recentes', page: 1 })).toBe('/painel/admin/tickets');
  });
});
