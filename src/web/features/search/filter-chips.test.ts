import { describe, expect, it } from 'vitest';
import { listingChips, unifiedChips } from './filter-chips.ts';
import { parseFilters } from './listing-filters.ts';
import { parseUnifiedSearch } from './unified-search.ts';

describe('listingChips (/anuncios)', () => {
  it('gives every filter a chip whose link keeps the others, back on page 1', () => {
    const filters = parseFilters(
      'q=bolo&tipo=2&categoria=5&estado=SP&cidade=Campinas&condominio=11&precoMax=50&transacao=venda,troca&sort=preco&order=asc&page=3',
    );
    const chips = listingChips(filters, {
      categoria: 'Bolos',
      condominio: 'Residencial Aurora',
      estado: 'São Paulo',
    });
    expect(chips.map((c) => `${c.name}: ${c.value}`)).toEqual([
      'Busca: bolo',
      'Tipo: Produtos',
      'Categoria: Bolos',
      'Estado: São Paulo',
      'Cidade: Campinas',
      'Condomínio: Residencial Aurora',
      'Preço máximo: R$ 50',
      'Transação: Venda',
      'Transação: Troca',
    ]);
    const byName = (name: string) => chips.find((c) => `${c.name}: ${c.value}` === name)!.href;
    // The order is not a filter: it stays when a filter goes.
    expect(byName('Categoria: Bolos')).toBe(
      '/anuncios?q=bolo&tipo=2&estado=SP&cidade=Campinas&condominio=11&precoMax=50&sort=preco&order=asc&transacao=venda&transacao=troca',
    );
    // A state takes its city with it; a type its category.
    expect(byName('Estado: São Paulo')).not.toMatch(/cidade=|estado=/);
    expect(byName('Tipo: Produtos')).not.toMatch(/tipo=|categoria=/);
    expect(byName('Transação: Venda')).toMatch(/transacao=troca$/);
  });

  it('says "código" rather than guessing when a name could not be looked up', () => {
    expect(listingChips(parseFilters('condominio=11')).map((c) => c.value)).toEqual(['código 11']);
  });

  it('has no chip for the order or the page alone', () => {
    expect(listingChips(parseFilters('sort=data&order=desc&page=2'))).toEqual([]);
  });
});

describe('unifiedChips (/busca)', () => {
  it('shows the hero search’s type and category, not only the place', () => {
    const search = parseUnifiedSearch('searchType=condominio&condominio=Aurora&estado=SP&tipo=3&categoria=7');
    const chips = unifiedChips(search, { categoria: 'Limpeza', estado: 'São Paulo' });
    expect(chips.map((c) => `${c.name}: ${c.value}`)).toEqual([
      'Condomínio: Aurora',
      'Estado: São Paulo',
      'Tipo: Serviços',
      'Categoria: Limpeza',
    ]);
    expect(chips.find((c) => c.key === 'categoria')!.href).toBe(
      '/busca?searchType=condominio&condominio=Aurora&estado=SP&tipo=3',
    );
    expect(chips.find((c) => c.key === 'tipo')!.href).toBe(
      '/busca?searchType=condominio&condominio=Aurora&estado=SP',
    );
  });

  it('address mode: street, number and neighbourhood', () => {
    const search = parseUnifiedSearch('searchType=endereco&rua=Rua%20A&numero=10&bairro=Centro&condominio=X');
    expect(unifiedChips(search).map((c) => c.key)).toEqual(['rua', 'numero', 'bairro']);
  });
});
