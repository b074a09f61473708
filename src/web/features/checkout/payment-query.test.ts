import { describe, expect, it } from 'vitest';
import { readPaymentQuery } from './payment-query.ts';

const read = (qs: string, pathId?: string) =>
  readPaymentQuery(new URL(`http://nc.test/painel/pagamento${qs}`), pathId);

describe('readPaymentQuery', () => {
  it('reads the plan, the method and the checkout as before', () => {
    expect(read('?plano=%20PF-Anual&m=card&id=12')).toEqual({
      rawSlug: 'pf-anual',
      slug: 'pf-anual',
      checkoutId: '12',
      method: 'card',
      rawAnuncio: '',
      anuncioId: null,
    });
    expect(read('?plano=pf_anual!&m=boleto&id=abc')).toMatchObject({
      rawSlug: 'pf_anual!',
      slug: null,
      checkoutId: null,
      method: 'pix',
    });
    // /painel/pagamento/{id} wins over id=.
    expect(read('?id=12', '34').checkoutId).toBe('34');
  });

  it('reads the ad a renewal pays for (anuncio=), keeping a malformed one to refuse it', () => {
    expect(read('?plano=pf-anual&anuncio=41&m=pix')).toMatchObject({
      slug: 'pf-anual',
      method: 'pix',
      rawAnuncio: '41',
      anuncioId: 41,
    });
    expect(read('?plano=pf-anual&anuncio=0')).toMatchObject({ rawAnuncio: '0', anuncioId: null });
    expect(read('?plano=pf-anual&anuncio=x1')).toMatchObject({ rawAnuncio: 'x1', anuncioId: null });
    expect(read('?plano=pf-anual&anuncio=')).toMatchObject({ rawAnuncio: '', anuncioId: null });
  });
});
