import { CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import type { RenewalAnswer } from './checkout-api.ts';
import { loadRenewal, parseListingId, renewalPaymentHref, toPaymentRenewal } from './renewal.ts';

const NOW = new Date('2026-11-28T12:00:00Z');

const answer = (overrides: Partial<RenewalAnswer> = {}): RenewalAnswer => ({
  anuncio: { codigo: 41, titulo: 'Bolo de pote', status: 'publicado' },
  plano: { slug: 'pf-anual', nome: 'Anual', amountCents: 14990, dias: 365 },
  fimAtual: '2026-12-10T03:00:00.000Z',
  novoFim: '2027-12-10T03:00:00.000Z',
  renovavel: true,
  motivo: null,
  ...overrides,
});

/** An API client whose GET answers `result` (or fails with it), recording the paths asked. */
function fakeApi(result: RenewalAnswer | Error) {
  const asked: string[] = [];
  return {
    asked,
    get: <T>(path: string): Promise<T> => {
      asked.push(path);
      return result instanceof Error ? Promise.reject(result) : Promise.resolve(result as T);
    },
  };
}

describe('renewal addresses', () => {
  it('reads a positive integer id and nothing else', () => {
    expect(parseListingId('41')).toBe(41);
    expect(parseListingId('2147483647')).toBe(2_147_483_647);
    for (const bad of [undefined, null, '', '0', '-3', '4.5', '41a', ' 41', '2147483648', '99999999999'])
      expect(parseListingId(bad)).toBeNull();
  });

  it('builds the payment page of a renewal (plan, ad, PIX first)', () => {
    expect(renewalPaymentHref('pf-anual', 41)).toBe('/painel/pagamento?plano=pf-anual&anuncio=41&m=pix');
  });
});

describe('toPaymentRenewal', () => {
  it('says whether the current end is past, so the summary says "Encerrado em"', () => {
    expect(toPaymentRenewal(answer(), 41, NOW)).toEqual({
      anuncioId: 41,
      titulo: 'Bolo de pote',
      fimAtual: '2026-12-10T03:00:00.000Z',
      isEnded: false,
      novoFim: '2027-12-10T03:00:00.000Z',
    });
    expect(toPaymentRenewal(answer({ fimAtual: '2026-11-20T03:00:00.000Z' }), 41, NOW).isEnded).toBe(true);
    expect(toPaymentRenewal(answer({ fimAtual: null, novoFim: null }), 41, NOW).isEnded).toBe(false);
  });
});

describe('loadRenewal', () => {
  it('asks the renewal of the ad and has no problem when it can be paid with the plan of the URL', async () => {
    const api = fakeApi(answer());
    const loaded = await loadRenewal(api, 41, 'pf-anual', NOW);
    expect(api.asked).toEqual(['/api/checkouts/renovacoes/41']);
    expect(loaded.problem).toBeNull();
    expect(loaded.renewal?.titulo).toBe('Bolo de pote');
  });

  it("shows the server's reason when the ad cannot be renewed, with the ad still named", async () => {
    const refused = answer({ renovavel: false, novoFim: null, motivo: M.renewalFreePlan });
    const loaded = await loadRenewal(fakeApi(refused), 41, 'pf-anual', NOW);
    expect(loaded.problem).toBe(M.renewalFreePlan);
    expect(loaded.renewal).toMatchObject({ titulo: 'Bolo de pote', novoFim: null });
  });

  it('refuses a plan in the URL that is not the one the renewal pays', async () => {
    expect((await loadRenewal(fakeApi(answer()), 41, 'pf-mensal', NOW)).problem).toBe(M.renewalWrongPlan);
    expect((await loadRenewal(fakeApi(answer()), 41, null, NOW)).problem).toBe(M.renewalWrongPlan);
  });

  it('says "Anúncio não encontrado." for an ad that is not the caller\'s, the generic message otherwise', async () => {
    const missing = new ApiError('GET', '/api/checkouts/renovacoes/41', 404, { message: 'x' });
    expect(await loadRenewal(fakeApi(missing), 41, 'pf-anual', NOW)).toEqual({
      renewal: null,
      problem: M.renewalListingNotFound,
    });
    const down = new ApiError('GET', '/api/checkouts/renovacoes/41', 500, null);
    expect((await loadRenewal(fakeApi(down), 41, 'pf-anual', NOW)).problem).toBe(M.generic);
  });
});
