import { describe, expect, it } from 'vitest';
import { phrasePairsQuery } from './phrase-pairs.ts';

describe('phrasePairsQuery', () => {
  it('turns each link of one or two positions into a required pair', () => {
    expect(phrasePairsQuery("'armari' <-> 'inteligent'")).toBe("'armari 1 inteligent'");
    expect(phrasePairsQuery("'bol' <2> 'cenour'")).toBe("'bol 2 cenour'");
    expect(phrasePairsQuery("'bol' <-> 'cenour' <-> 'caseir'")).toBe("'bol 1 cenour' & 'cenour 1 caseir'");
    // Words beside a phrase are required too, but are not pairs.
    expect(phrasePairsQuery("'entreg' & 'bol' <2> 'cenour'")).toBe("'bol 2 cenour'");
    // A link of three positions is left to the usual check; the others still count.
    expect(phrasePairsQuery("'bol' <3> 'cenour' <-> 'caseir'")).toBe("'cenour 1 caseir'");
  });

  it('keeps a quote inside a lexeme quoted', () => {
    expect(phrasePairsQuery("'d''agu' <-> 'bo'")).toBe("'d''agu 1 bo'");
  });

  it('says nothing for words alone, far links, negation, "or" and odd lexemes', () => {
    expect(phrasePairsQuery("'bol'")).toBeUndefined();
    expect(phrasePairsQuery("'bol' & 'cenour'")).toBeUndefined();
    expect(phrasePairsQuery("'bol' <3> 'cenour'")).toBeUndefined();
    expect(phrasePairsQuery("'bol' & !( 'de' <-> 'cenour' )")).toBeUndefined();
    expect(phrasePairsQuery("'bol' <-> 'cenour' | 'tort'")).toBeUndefined();
    expect(phrasePairsQuery("'a\\\\b' <-> 'c'")).toBeUndefined();
    expect(phrasePairsQuery('')).toBeUndefined();
  });
});
