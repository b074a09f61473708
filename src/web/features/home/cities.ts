import type { Condominium } from '#shared/contracts/condominiums.contract.ts';

export interface CityCondominiums {
  key: string;
  cidade: string;
  uf: string;
  total: number;
  condominios: { id: number; nome: string; bairro: string | null }[];
}

/** Carousel shape (spec 1 §9): 8 cities, 5 condominiums each, 4 cities per slide. */
export const CAROUSEL = { cities: 8, perCity: 5, perSlide: 4 } as const;

/**
 * Cities that have condominiums, the ones with most condominiums first (ties by name), each with
 * its first condominiums by name. Built from one page of the public condominium list.
 */
export function groupCondominiumsByCity(
  condominiums: readonly Condominium[],
  {
    cities = CAROUSEL.cities as number,
    perCity = CAROUSEL.perCity as number,
  }: { cities?: number; perCity?: number } = {},
): CityCondominiums[] {
  const groups = new Map<string, CityCondominiums>();
  for (const c of condominiums) {
    const key = `${c.cidade.codigoCIDADE}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, cidade: c.cidade.nomeCIDADE, uf: c.estado.sigla, total: 0, condominios: [] };
      groups.set(key, group);
    }
    group.total += 1;
    group.condominios.push({
      id: c.codigoCONDOMINIO,
      nome: c.nomeCONDOMINIO,
      bairro: c.bairro?.nomeBAIRRO ?? null,
    });
  }
  const collator = new Intl.Collator('pt-BR');
  return [...groups.values()]
    .sort((a, b) => b.total - a.total || collator.compare(a.cidade, b.cidade))
    .slice(0, cities)
    .map((g) => ({
      ...g,
      condominios: [...g.condominios].sort((a, b) => collator.compare(a.nome, b.nome)).slice(0, perCity),
    }));
}
