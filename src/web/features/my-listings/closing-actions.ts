import type { MyListing } from '#shared/contracts/my-listings.contract.ts';

/**
 * "Marcar como vendido" and "Encerrar" (ADR 023): which an own ad offers, and what their dialog
 * and notice say. The server decides again (409 with its message); these only hide what it
 * would refuse.
 */

/** tipoANUNCIO 2: only a Produto is sold. */
const PRODUCT_TYPE = 2;

const SELLABLE = new Set<MyListing['statusANUNCIO']>(['publicado', 'pendente', 'inativo']);
const ENDABLE = new Set<MyListing['statusANUNCIO']>(['publicado', 'pendente', 'inativo', 'reprovado']);

export type ClosingKind = 'sell' | 'end';

/** The closing actions an ad offers: a draft is removed instead, a closed ad stays closed. */
export function closingActionsOf(listing: Pick<MyListing, 'statusANUNCIO' | 'tipoANUNCIO'>): {
  canSell: boolean;
  canEnd: boolean;
} {
  return {
    canSell: listing.tipoANUNCIO === PRODUCT_TYPE && SELLABLE.has(listing.statusANUNCIO),
    canEnd: ENDABLE.has(listing.statusANUNCIO),
  };
}

/** What happens, said in the dialog of both. */
export const CLOSING_CONSEQUENCE =
  'O anúncio sai do site e não volta ao ar. O crédito do plano fica livre para outro anúncio até o fim do período.';

export const CLOSING_TEXTS: Record<ClosingKind, { question: string; confirm: string; done: string }> = {
  sell: {
    question: 'Marcar este anúncio como vendido?',
    confirm: 'Marcar como vendido',
    done: 'Anúncio marcado como vendido.',
  },
  end: { question: 'Encerrar este anúncio?', confirm: 'Encerrar anúncio', done: 'Anúncio encerrado.' },
};
