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

  it('picks the word a Brazilian typist meant over one as many plain edits away (issue 37)', async () => {
    // Each typo with the word it was taken for before and the word meant, counted as on the
    // bench database (the word taken before is the more common one: a plain-edit tie).
    const v = createVocabulary(() =>
      Promise.resolve([
        { word: 'cozinha', count: 2289 },
        { word: 'coxinha', count: 174 },
        { word: 'laranja', count: 261 },
        { word: 'lasanha', count: 163 },
        { word: 'bolsa', count: 4818 },
        { word: 'bolacha', count: 325 },
        { word: 'pudins', count: 614 },
        { word: 'pudim', count: 307 },
        { word: 'bola', count: 2193 },
        { word: 'bolas', count: 1847 },
        { word: 'bolos', count: 1245 },
        { word: 'bolo', count: 381 },
        { word: 'pia', count: 332 },
        { word: 'pizzas', count: 195 },
        { word: 'pizza', count: 157 },
        { word: 'sofás', count: 2678 },
        { word: 'sofá', count: 2237 },
        { word: 'corta', count: 746 },
        { word: 'cortinas', count: 582 },
        { word: 'cortina', count: 356 },
        { word: 'quibes', count: 149 },
        { word: 'quibe', count: 213 },
        { word: 'chuchu', count: 211 },
      ]),
    );
    expect(await v.closest('cochinha')).toBe('coxinha'); // x and ch
    expect(await v.closest('bolaxa')).toBe('bolacha');
    expect(await v.closest('xuxu')).toBe('chuchu');
    expect(await v.closest('lasanja')).toBe('lasanha'); // j next to h
    expect(await v.closest('bolp')).toBe('bolo'); // p next to o
    expect(await v.closest('sofs')).toBe('sofá'); // s next to a, not the plural with an a more
    expect(await v.closest('pudin')).toBe('pudim'); // a final n for m, not the plural
    expect(await v.closest('piza')).toBe('pizza'); // a letter undoubled
    expect(await v.closest('cortnia')).toBe('cortina'); // two letters swapped
    expect(await v.closest('kibe')).toBe('quibe'); // k for qu
  });

  it('keeps plain slips right, and among words as close takes the one in the typed number', async () => {
    const v = createVocabulary(() =>
      Promise.resolve([
        ...words,
        { word: 'bolos', count: 300 },
        { word: 'brigadeiro', count: 20 },
        { word: 'brigadeiros', count: 80 },
      ]),
    );
    expect(await v.closest('bicicelta')).toBe('bicicleta');
    expect(await v.closest('brigadero')).toBe('brigadeiro');
    expect(await v.closest('brigadeross')).toBe('brigadeiros');
    // "bolot": one edit from bolo and from bolos, the plural in ten times the listings.
    expect(await v.closest('bolot')).toBe('bolo');
  });

  it('reads the vocabulary once, when first needed', async () => {
    const read = vi.fn(() => Promise.resolve(words));
    const v = createVocabulary(read);
    expect(read).not.toHaveBeenCalled();
    await Promise.all([v.closest('bicileta'), v.closest('bolx')]);
    await v.closest('pso');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads the vocabulary ahead when warmed, once, and the next search finds it read', async () => {
    const read = vi.fn(() => Promise.resolve(words));
    const v = createVocabulary(read);
    await Promise.all([v.warm(), v.warm()]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(await v.closest('bicileta')).toBe('bicicleta');
    await v.warm();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('does not hold a search while a warming read is under way', async () => {
    let finish: (rows: typeof words) => void = () => undefined;
    const read = vi.fn(() => new Promise<typeof words>((resolve) => (finish = resolve)));
    const v = createVocabulary(read);
    const warmed = v.warm();
    const started = performance.now();
    expect(await v.closest('bicileta')).toBeUndefined(); // at once, not after FIRST_READ_WAIT_MS
    expect(performance.now() - started).toBeLessThan(500);
    finish(words);
    await warmed;
    expect(await v.closest('bicileta')).toBe('bicicleta');
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

  it('when warmed, settles without throwing and leaves the read to the next search', async () => {
    const read = vi
      .fn<() => Promise<{ word: string; count: number }[]>>()
      .mockRejectedValueOnce(new Error('banco indisponível'))
      .mockResolvedValue(words);
    const v = createVocabulary(read);
    await expect(v.warm()).resolves.toBeUndefined();
    expect(await v.closest('bicileta')).toBe('bicicleta');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
