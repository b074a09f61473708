import { describe, expect, it } from 'vitest';
import { MY_LISTING_STATUSES, type MyListingStatus } from '#shared/contracts/my-listings.constants.ts';
import { closingActionsOf } from './closing-actions.ts';

/** The statuses in which `pick` is offered, for an ad of type `tipo`. */
const offeredIn = (tipo: number, pick: 'canSell' | 'canEnd'): MyListingStatus[] =>
  MY_LISTING_STATUSES.filter((statusANUNCIO) => closingActionsOf({ statusANUNCIO, tipoANUNCIO: tipo })[pick]);

describe('closingActionsOf (ADR 023)', () => {
  it('offers "Marcar como vendido" only for a Produto published, pending or inactive', () => {
    expect(offeredIn(2, 'canSell')).toEqual(['pendente', 'publicado', 'inativo']);
    for (const tipo of [1, 3, 4]) expect(offeredIn(tipo, 'canSell')).toEqual([]);
  });

  it('offers "Encerrar" for any type published, pending, inactive or rejected; never a draft or a closed ad', () => {
    for (const tipo of [1, 2, 3, 4]) {
      expect(offeredIn(tipo, 'canEnd')).toEqual(['pendente', 'publicado', 'reprovado', 'inativo']);
    }
  });
});
