import { describe, expect, it } from 'vitest';
import {
  buildSearchHref,
  EMPTY_SEARCH,
  findByName,
  findState,
  maskCep,
  normalizeText,
  SUGGEST_MIN_CHARS,
} from './search-helpers.ts';
import { isLongEnough } from '../../components/forms/combobox-options.ts';

const STATES = [
  { sigla: 'SP', nome: 'São Paulo' },
  { sigla: 'PA', nome: 'Pará' },
  { sigla: 'PR', nome: 'Paraná' },
  { sigla: 'RJ', nome: 'Rio de Janeiro' },
];

describe('normalizeText', () => {
  it('drops accents, case and extra spaces', () => {
    expect(normalizeText('  São   PAULO ')).toBe('sao paulo');
  });
});

describe('SUGGEST_MIN_CHARS', () => {
  it('follows the minimum lengths of spec 1 §5, as the Combobox counts them', () => {
    const longEnough = (kind: keyof typeof SUGGEST_MIN_CHARS, text: string) =>
      isLongEnough(text, SUGGEST_MIN_CHARS[kind]);
    expect(longEnough('condominio', 'a')).toBe(false);
    expect(longEnough('condominio', 'ab')).toBe(true);
    expect(longEnough('cidade', ' s ')).toBe(false);
    expect(longEnough('rua', 'ab')).toBe(false);
    expect(longEnough('rua', 'abc')).toBe(true);
    expect(longEnough('cep', '01')).toBe(false);
    expect(longEnough('cep', '010')).toBe(true);
  });
});

describe('findByName', () => {
  const names = (s: { nome: string }) => [s.nome];
  it('prefers exact, then prefix, then contains, ignoring accents and case', () => {
    expect(findByName(STATES, 'para', names)?.sigla).toBe('PA');
    expect(findByName(STATES, 'parana', names)?.sigla).toBe('PR');
    expect(findByName(STATES, 'janeiro', names)?.sigla).toBe('RJ');
    expect(findByName(STATES, 'sao', names)?.sigla).toBe('SP');
    expect(findByName(STATES, 'bahia', names)).toBeNull();
    expect(findByName(STATES, '', names)).toBeNull();
  });
});

describe('findState', () => {
  it('accepts the abbreviation or the full name', () => {
    expect(findState(STATES, 'sp')?.nome).toBe('São Paulo');
    expect(findState(STATES, 'Sao Paulo')?.sigla).toBe('SP');
    expect(findState(STATES, null)).toBeNull();
  });
});

describe('buildSearchHref', () => {
  it('sends the condominium mode fields only', () => {
    const href = buildSearchHref({
      ...EMPTY_SEARCH,
      condominio: 'Jardim das Flores',
      rua: 'ignored',
      estado: 'SP',
      cep: '01001-000',
      tipo: '3',
    });
    expect(href).toBe(
      '/busca?searchType=condominio&condominio=Jardim+das+Flores&estado=SP&cep=01001000&tipo=3',
    );
  });

  it('sends the address mode fields only', () => {
    const href = buildSearchHref({
      ...EMPTY_SEARCH,
      mode: 'endereco',
      condominio: 'ignored',
      rua: 'Rua Augusta',
      numero: '100',
      bairro: 'Consolação',
      cidade: 'São Paulo',
      categoria: '12',
      subcategoria: '40',
    });
    const params = new URL(href, 'http://x').searchParams;
    expect(params.get('searchType')).toBe('endereco');
    expect(params.get('rua')).toBe('Rua Augusta');
    expect(params.get('numero')).toBe('100');
    expect(params.get('bairro')).toBe('Consolação');
    expect(params.get('cidade')).toBe('São Paulo');
    expect(params.get('categoria')).toBe('12');
    expect(params.get('subcategoria')).toBe('40');
    expect(params.has('condominio')).toBe(false);
  });
});

describe('maskCep', () => {
  it('formats up to 8 digits', () => {
    expect(maskCep('01001')).toBe('01001');
    expect(maskCep('01001000')).toBe('01001-000');
    expect(maskCep('0100-1000x99')).toBe('01001-000');
  });
});
