import { lexemesOf, QUOTED_LEXEME } from './tsquery-text.ts';

/**
 * The keys of `pares_da_busca` (migration 0016) that a search's phrases need, as a tsquery:
 * each link of a phrase between two lexemes one or two positions apart ("bolo de cenoura" is
 * 'bol' <2> 'cenour') becomes the key 'bol 2 cenour', and all of them are required. Only for a
 * conjunction of words and phrases (`&`, `<->`, `<N>`): under `!` or `|` a phrase is not
 * required, so its pairs could not be either. Undefined when there is no such link (a phrase of
 * words three or more positions apart is checked the usual way).
 *
 * `tsquery` is the text form of websearch_to_tsquery's result (see tsquery-text.ts).
 */
export function phrasePairsQuery(tsquery: string): string | undefined {
  const skeleton = tsquery.replace(QUOTED_LEXEME, 'x');
  if (!/^x(?: (?:&|<->|<\d+>) x)*$/.test(skeleton)) return undefined;
  const lexemes = lexemesOf(tsquery);
  // The i-th operator stands between the i-th and the next lexeme.
  const operators = skeleton.match(/&|<->|<\d+>/g) ?? [];
  const pairs = new Set<string>();
  operators.forEach((op, i) => {
    const distance = op === '<->' ? 1 : op === '&' ? 0 : Number(op.slice(1, -1));
    if (distance === 1 || distance === 2) pairs.add(`${lexemes[i]} ${distance} ${lexemes[i + 1]}`);
  });
  if (pairs.size === 0) return undefined;
  return [...pairs].map((p) => `'${p.replace(/'/g, "''")}'`).join(' & ');
}
