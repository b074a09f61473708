import { describe, expect, it } from 'vitest';
import { mostCommonReason, suggestedReason } from './report-queue.ts';

describe('the report queue suggestion', () => {
  it('takes the most common reason; a tie goes to the gravest (the first listed)', () => {
    expect(mostCommonReason({ fraude: 1, duplicado: 3, outro: 0 })).toBe('duplicado');
    expect(mostCommonReason({ dados_falsos: 2, fraude: 2 })).toBe('fraude');
    expect(mostCommonReason({})).toBe('fraude');
  });

  it('proposes a sentence for the e-mail', () => {
    expect(suggestedReason({ duplicado: 2 })).toBe('O anúncio está duplicado.');
  });
});
