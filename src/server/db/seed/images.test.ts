import { describe, expect, it } from 'vitest';
import { wrapText } from './images.ts';

describe('wrapText', () => {
  it('wraps on words within the limit', () => {
    expect(wrapText('Bolo de cenoura com cobertura de chocolate', 20, 3)).toEqual([
      'Bolo de cenoura com',
      'cobertura de',
      'chocolate',
    ]);
  });

  it('ends the last allowed line with an ellipsis when text is left over', () => {
    const lines = wrapText('um dois três quatro cinco seis sete oito nove dez', 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
  });

  it('cuts a single word longer than the line', () => {
    expect(wrapText('Pneumoultramicroscopicossilicovulcanoconiótico', 10, 2)[0]).toHaveLength(11);
  });
});
