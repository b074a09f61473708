import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Bolo de Cenoura, com Cobertura!', 'bolo-de-cenoura-com-cobertura'],
    ['Açaí & Cia', 'acai-cia'],
    ['  Salão de Festas  ', 'salao-de-festas'],
    ['Cama, Mesa e Banho', 'cama-mesa-e-banho'],
    ['Aulas de Inglês -- 2x por semana', 'aulas-de-ingles-2x-por-semana'],
    ["Olhos d'Água", 'olhos-d-agua'],
    ['ÁÉÍÓÚ ãõ ç ü', 'aeiou-ao-c-u'],
    ['R$ 80,00/hora', 'r-80-00-hora'],
    ['!!!', ''],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
