import { describe, expect, it } from 'vitest';
import { parseSearchText, rewriteOperators } from './search-text.ts';
import { SYNONYM_GROUPS } from './synonyms.ts';

const rewrite = (q: string) => rewriteOperators(q).join(' ');

describe('rewriteOperators', () => {
  it('reads OU, in any case, between two terms as or', () => {
    expect(rewrite('eletricista OU encanador')).toBe('eletricista or encanador');
    expect(rewrite('eletricista ou encanador Ou pintor')).toBe('eletricista or encanador or pintor');
    expect(rewrite('"bolo de pote" OU torta')).toBe('"bolo de pote" or torta');
  });

  it('drops an OU with nothing on one side, as the stopword it was', () => {
    expect(rewrite('OU bolo')).toBe('bolo');
    expect(rewrite('bolo ou')).toBe('bolo');
    expect(rewrite('bolo ou ou torta')).toBe('bolo or torta');
  });

  it('reads NÃO/NAO, in any case and with or without accent, as excluding the next word or phrase', () => {
    for (const not of ['NÃO', 'não', 'nao', 'NAO', 'Não', 'na\u0303o'])
      expect(rewrite(`bolo ${not} cenoura`)).toBe('bolo -cenoura');
    expect(rewrite('bolo não "de cenoura"')).toBe('bolo -"de cenoura"');
    expect(rewrite('bolo não -cenoura')).toBe('bolo -cenoura');
  });

  it('ignores a trailing NÃO and one before OU', () => {
    expect(rewrite('bolo NÃO')).toBe('bolo');
    expect(rewrite('bolo não ou torta')).toBe('bolo or torta');
  });

  it('leaves operators inside quotes and the existing or and -palavra alone', () => {
    expect(rewrite('"pão ou bolo" não')).toBe('"pão ou bolo"');
    expect(rewrite('"café não" torta')).toBe('"café não" torta');
    expect(rewrite('bolo or torta -cenoura')).toBe('bolo or torta -cenoura');
    expect(rewrite('bolo "sem fim')).toBe('bolo "sem fim');
  });

  it('drops a dash standing alone, so a pasted title excludes nothing', () => {
    expect(rewrite('Cuidadora para idoso - noturno – Copacabana — zona sul')).toBe(
      'Cuidadora para idoso noturno Copacabana zona sul',
    );
    expect(rewrite('bolo -cenoura pão-de-ló')).toBe('bolo -cenoura pão-de-ló');
  });
});

describe('parseSearchText', () => {
  it('leaves a text without synonyms as typed (operators rewritten)', () => {
    expect(parseSearchText('bolo NÃO cenoura')).toEqual({ text: 'bolo -cenoura', groups: [] });
    expect(parseSearchText('doces NÃO cenoura')).toEqual({
      text: '-cenoura',
      groups: ['confeitaria or confeiteira or confeiteiro or doceira or doces'],
    });
  });

  it('takes a word with synonyms out as a required group, the other words kept', () => {
    expect(parseSearchText('faxina barato')).toEqual({
      text: 'barato',
      groups: ['faxina or diarista or faxineira or limpeza'],
    });
    expect(parseSearchText('Diaristas')).toEqual({
      text: '',
      groups: ['faxina or diarista or faxineira or limpeza'],
    });
    expect(parseSearchText('MANUTENÇÃO')).toEqual({ text: '', groups: ['conserto or reparo or manutenção'] });
  });

  it('matches several typed words as one synonym, and searches those as phrases', () => {
    expect(parseSearchText('marido de aluguel zona sul')).toEqual({
      text: 'zona sul',
      groups: ['"marido de aluguel" or "faz tudo" or "pequenos reparos"'],
    });
  });

  it('does not expand quoted, excluded, or or-joined words', () => {
    expect(parseSearchText('"faxina" barato')).toEqual({ text: '"faxina" barato', groups: [] });
    expect(parseSearchText('torta não faxina')).toEqual({ text: 'torta -faxina', groups: [] });
    expect(parseSearchText('faxina OU pintor')).toEqual({ text: 'faxina or pintor', groups: [] });
  });

  it('keeps every synonym in one group only', () => {
    const all = SYNONYM_GROUPS.flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
