/**
 * Reading the text form of websearch_to_tsquery's result: lexemes in single quotes ('' for a
 * quote inside), operators between them ('bol' <2> 'cenour', 'bol' & !'cenour').
 */

/** One quoted lexeme; its text (with '' for a quote) is the first group. */
export const QUOTED_LEXEME = /'((?:[^'\\]|'')*)'/g;

export const lexemesOf = (tsquery: string): string[] =>
  [...tsquery.matchAll(QUOTED_LEXEME)].map((m) => m[1]!.replace(/''/g, "'"));

/** The lexemes of a query that is only words that must all be there ('a', 'a' & 'b'), else undefined. */
export function requiredLexemes(tsquery: string): string[] | undefined {
  const skeleton = tsquery.replace(QUOTED_LEXEME, 'x');
  return /^x(?: & x)*$/.test(skeleton) ? lexemesOf(tsquery) : undefined;
}

/**
 * The lexemes of a query that is only words required or excluded ('a' & !'b'), or of an empty
 * one (a text of synonyms alone); undefined for phrases and `|`.
 */
export function conjunctionOf(tsquery: string): { required: string[]; excluded: string[] } | undefined {
  if (tsquery === '') return { required: [], excluded: [] };
  const skeleton = tsquery.replace(QUOTED_LEXEME, 'x');
  if (!/^!?x(?: & !?x)*$/.test(skeleton)) return undefined;
  const negated = skeleton.match(/!?x/g)!.map((t) => t.startsWith('!'));
  const lexemes = lexemesOf(tsquery);
  return {
    required: lexemes.filter((_, i) => !negated[i]),
    excluded: lexemes.filter((_, i) => negated[i]),
  };
}
