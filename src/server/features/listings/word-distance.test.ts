import { distance as levenshtein } from 'fastest-levenshtein';
import { describe, expect, it } from 'vitest';
import { EDIT, leastCost, mayStartAlike, spell, wordDistance } from './word-distance.ts';

/** The cost from what was typed to a word, in tenths of an edit, with no limit in the way. */
const cost = (typed: string, word: string) => wordDistance(spell(typed), spell(word), 1000);

describe('wordDistance', () => {
  it('counts a plain insertion, deletion or substitution as one edit, and ignores accents and case', () => {
    expect(cost('bolo', 'bolo')).toBe(0);
    expect(cost('bolo', 'bola')).toBe(EDIT);
    expect(cost('bolo', 'bolos')).toBe(EDIT);
    expect(cost('bicileta', 'bicicleta')).toBe(EDIT);
    expect(cost('Sofa', 'sofá')).toBe(0);
    expect(cost('linguica', 'linguiça')).toBe(0);
  });

  it('counts two neighbouring letters swapped as less than one edit', () => {
    expect(cost('cortnia', 'cortina')).toBe(5);
    expect(cost('cortnia', 'corta')).toBe(2 * EDIT);
    expect(cost('tapioac', 'tapioca')).toBe(5);
  });

  it('counts a key next to the right one on an ABNT2 keyboard as less than one edit', () => {
    expect(cost('bolp', 'bolo')).toBe(7); // o and p side by side
    expect(cost('bolp', 'bola')).toBe(EDIT);
    expect(cost('sofs', 'sofá')).toBe(7); // a and s
    expect(cost('lasanja', 'lasanha')).toBe(7); // h and j
    expect(cost('lasanja', 'laranja')).toBe(EDIT); // s and r are not neighbours
    expect(cost('gelaseira', 'geladeira')).toBe(7); // s and d
    expect(cost('pastek', 'pastel')).toBe(7); // k and l
    expect(cost('bolq', 'bolo')).toBe(EDIT);
    // Not the first letter, which people seldom get wrong and see when they do.
    expect(cost('vicicleta', 'bicicleta')).toBe(EDIT);
  });

  it('counts a consonant doubled or undoubled as a small slip, a vowel as an edit', () => {
    expect(cost('piza', 'pizza')).toBe(5);
    expect(cost('piza', 'pia')).toBe(EDIT);
    expect(cost('coxxinha', 'coxinha')).toBe(5);
    expect(cost('macarao', 'macarrão')).toBe(5);
    // Only a consonant next to the same one: a new letter elsewhere, or a vowel doubled, is an edit.
    expect(cost('bolo', 'bolho')).toBe(EDIT);
    expect(cost('boolo', 'bolo')).toBe(EDIT);
    expect(cost('vo', 'voo')).toBe(EDIT);
    expect(cost('aa', 'aaa')).toBe(EDIT);
    expect(cost('', 'rr')).toBe(EDIT + 5); // the word's first letters inserted: r, then r doubled
  });

  it('counts two slips of the fingers as no less than one edit', () => {
    expect(cost('carreado', 'cadeado')).toBeGreaterThanOrEqual(EDIT); // rr undoubled, r for d
    expect(cost('carreado', 'carregado')).toBe(EDIT); // a letter lost
    expect(cost('barro', 'bato')).toBeGreaterThan(cost('barro', 'bairro'));
  });

  describe('the same sound written another way costs little', () => {
    it('x and ch', () => {
      expect(cost('bolaxa', 'bolacha')).toBe(3);
      expect(cost('bolaxa', 'bolsa')).toBeGreaterThan(EDIT);
      expect(cost('cochinha', 'coxinha')).toBe(3);
      expect(cost('cochinha', 'cozinha')).toBe(2 * EDIT);
      expect(cost('xuxu', 'chuchu')).toBe(6);
    });

    it('ç, ss, s and c before e or i, but not c before a, o or u', () => {
      expect(cost('berso', 'berço')).toBe(3);
      expect(cost('depilassão', 'depilação')).toBe(3);
      expect(cost('nutrisionista', 'nutricionista')).toBe(3);
      expect(cost('pissina', 'piscina')).toBe(3);
      expect(cost('sebola', 'cebola')).toBe(3);
      expect(cost('sasa', 'casa')).toBe(EDIT);
    });

    it('z and s between vowels or at the end, not starting a word', () => {
      expect(cost('dedetisação', 'dedetização')).toBe(3);
      expect(cost('arros', 'arroz')).toBe(3);
      expect(cost('sapato', 'zapato')).toBe(EDIT);
    });

    it('j and g before e or i, not before a', () => {
      expect(cost('garajem', 'garagem')).toBe(3);
      expect(cost('cangica', 'canjica')).toBe(3);
      expect(cost('jato', 'gato')).toBe(EDIT);
    });

    it('lh and li, nh and ni before a vowel', () => {
      expect(cost('toalia', 'toalha')).toBe(3);
      expect(cost('pamonia', 'pamonha')).toBe(3);
      expect(cost('lasania', 'lasanha')).toBe(3);
    });

    it('qu and k before e or i, k and c before a, o or u, gu and g before e or i', () => {
      expect(cost('kibe', 'quibe')).toBe(3);
      expect(cost('karaoke', 'caraoke')).toBe(3);
      expect(cost('hamburger', 'hambúrguer')).toBe(3);
    });

    it('m and n ending a word or a syllable, not starting one', () => {
      expect(cost('pudin', 'pudim')).toBe(3);
      expect(cost('pudin', 'pudins')).toBe(EDIT);
      expect(cost('edredon', 'edredom')).toBe(3);
      expect(cost('conputador', 'computador')).toBe(3);
      expect(cost('nata', 'mata')).toBe(EDIT);
    });

    it('u and l ending a syllable, not before a vowel', () => {
      expect(cost('pasteu', 'pastel')).toBe(3);
      expect(cost('auto', 'alto')).toBe(3);
      expect(cost('boua', 'bola')).toBe(EDIT);
      expect(cost('sauna', 'salha')).toBeGreaterThan(EDIT); // lh is a sound of its own
    });

    it('h silent starting a word, not inside it', () => {
      expect(cost('umidificador', 'humidificador')).toBe(3);
      expect(cost('humidificador', 'umidificador')).toBe(3);
      expect(cost('baia', 'bahia')).toBe(EDIT);
    });

    it('y and i, w and v or u, ph and f', () => {
      expect(cost('iogurte', 'yogurte')).toBe(3);
      expect(cost('wagner', 'vagner')).toBe(3);
      expect(cost('farmacia', 'pharmacia')).toBe(3);
    });

    it('ei and ou said as one vowel; unstressed e and i, o and u', () => {
      expect(cost('brigadero', 'brigadeiro')).toBe(4);
      expect(cost('cenora', 'cenoura')).toBe(4);
      expect(cost('manecure', 'manicure')).toBe(5);
      expect(cost('muqueca', 'moqueca')).toBe(5);
    });
  });

  it('is never above the plain Levenshtein distance', () => {
    const words = [
      'bolo',
      'bolacha',
      'cortina',
      'xuxu',
      'chuchu',
      'pizza',
      'quibe',
      'kibe',
      'sofá',
      'açaí',
      'hambúrguer',
    ];
    for (const a of words)
      for (const b of words)
        expect(cost(a, b)).toBeLessThanOrEqual(EDIT * levenshtein(spell(a).join(), spell(b).join()));
  });

  it('is never below leastCost of the Levenshtein distance without accents', () => {
    const words = [
      'xuxu',
      'chuchu',
      'kibe',
      'quibe',
      'farmacia',
      'pharmacia',
      'depilassão',
      'depilação',
      'cortnia',
      'cortina',
      'piza',
      'pizza',
      'hamburger',
      'hambúrguer',
      'brigadero',
      'brigadeiro',
    ];
    const plain = (w: string) => w.normalize('NFD').replace(/\p{Diacritic}/gu, '');
    for (const a of words)
      for (const b of words)
        expect(cost(a, b)).toBeGreaterThanOrEqual(leastCost(levenshtein(plain(a), plain(b))));
    expect(cost('xuxu', 'chuchu')).toBe(leastCost(4));
  });

  it('gives up past the limit, answering limit + 1', () => {
    expect(wordDistance(spell('bicicleta'), spell('geladeira'), 20)).toBe(21);
    expect(wordDistance(spell('bicileta'), spell('bicicleta'), 20)).toBe(EDIT);
    expect(wordDistance(spell('bicileta'), spell('bicicleta'), 5)).toBe(6);
  });
});

describe('mayStartAlike', () => {
  const alike = (typed: string, word: string) => mayStartAlike(spell(typed), spell(word));

  it('lets through the same first letter, a neighbouring key, a sound, a letter added or lost, the first two swapped', () => {
    expect(alike('bolp', 'bolo')).toBe(true);
    expect(alike('vicicleta', 'bicicleta')).toBe(true); // v and b are neighbours
    expect(alike('kibe', 'quibe')).toBe(true);
    expect(alike('xuxu', 'chuchu')).toBe(true);
    expect(alike('umidificador', 'humidificador')).toBe(true);
    expect(alike('strogonoff', 'estrogonofe')).toBe(true);
    expect(alike('ibcicleta', 'bicicleta')).toBe(true);
  });

  it('stops words that start otherwise', () => {
    expect(alike('bolo', 'mesa')).toBe(false);
    expect(alike('pizza', 'coxinha')).toBe(false);
    expect(alike('gata', 'bola')).toBe(false); // g next to b, but the second letter wrong too
  });
});
