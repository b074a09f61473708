import { describe, expect, it } from 'vitest';
import type { Condominium } from '#shared/contracts/condominiums.contract.ts';
import { groupCondominiumsByCity } from './cities.ts';

function condo(id: number, nome: string, cidade: [number, string], uf: string): Condominium {
  return {
    codigoCONDOMINIO: id,
    nomeCONDOMINIO: nome,
    cidade: { codigoCIDADE: cidade[0], nomeCIDADE: cidade[1] },
    estado: { codigoESTADO: 1, nomeESTADO: uf, sigla: uf },
    bairro: null,
  } as unknown as Condominium;
}

describe('groupCondominiumsByCity', () => {
  it('groups by city, most condominiums first, names sorted and capped', () => {
    const list = [
      condo(1, 'Vila B', [10, 'Recife'], 'PE'),
      condo(2, 'Vila A', [10, 'Recife'], 'PE'),
      condo(3, 'Solar', [20, 'Curitiba'], 'PR'),
      condo(4, 'Ávila', [10, 'Recife'], 'PE'),
      condo(5, 'Mar', [30, 'Aracaju'], 'SE'),
    ];
    const groups = groupCondominiumsByCity(list, { cities: 2, perCity: 2 });
    expect(groups.map((g) => g.cidade)).toEqual(['Recife', 'Aracaju']);
    expect(groups[0]).toMatchObject({ uf: 'PE', total: 3 });
    expect(groups[0]?.condominios.map((c) => c.nome)).toEqual(['Ávila', 'Vila A']);
  });
});
