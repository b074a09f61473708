import { describe, expect, it, vi } from 'vitest';
import { createVocabulary } from './suggestions.ts';

const words = [
  { word: 'bicicleta', count: 40 },
  { word: 'eletricista', count: 12 },
  { word: 'cabeleireira', count: 3 },
  { word: 'pão', count: 9 },
  { word: 'pia', count: 2 },
  { word: 'bolo', count: 30 },
  { word: 'bola', count: 5 },
];

describe('createVocabulary', () => {
  it('offers the closest word as written, within 2 changes, without minding accents', async () => {
    const v = createVocabulary(() => Promise.resolve(words));
    expect(await v.closest('bicileta')).toBe('bicicleta');
    expect(await v.closest('eletrcista')).toBe('eletricista');
    expect(await v.closest('cabelereira')).toBe('cabeleireira');
    expect(await v.closest('Bicicletta')).toBe('bicicleta');
    expect(await v.closest('bxxxxleta')).toBeUndefined();
  });

  it('allows one change in short words, and breaks ties by frequency', async () => {
    const v = createVocabulary(() => Promise.resolve(words));
    expect(await v.closest('pao')).toBeUndefined(); // the same word without its accent: nothing to fix
    expect(await v.closest('pso')).toBe('pão');
    expect(await v.closest('pxx')).toBeUndefined();
    expect(await v.closest('bolx')).toBe('bolo');
  });

  it('reads the vocabulary once, when first needed', async () => {
    const read = vi.fn(() => Promise.resolve(words));
    const v = createVocabulary(read);
    expect(read).not.toHaveBeenCalled();
    await Promise.all([v.closest('bicileta'), v.closest('bolx')]);
    await v.closest('pso');
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('createVocabulary when the read fails', () => {
  it('offers nothing, and reads again at the next search', async () => {
    const read = vi
      .fn<() => Promise<{ word: string; count: number }[]>>()
      .mockRejectedValueOnce(new Error('banco indisponível'))
      .mockResolvedValue(words);
    const v = createVocabulary(read);
    expect(await v.closest('bicileta')).toBeUndefined();
    expect(await v.closest('bicileta')).toBe('bicicleta');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
