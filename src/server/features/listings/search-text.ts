import { SYNONYM_GROUPS } from './synonyms.ts';

/**
 * What the search asks PostgreSQL for a typed text: the text for websearch_to_tsquery,
 * with the Portuguese operators written as it reads them, and apart from it the words that have
 * synonyms, each an "any of these" slot that is ANDed with the rest. Kept apart because
 * websearch_to_tsquery's `or` binds looser than AND: "faxina barato" expanded in place would be
 * (faxina & barato) | diarista | limpeza.
 */
export interface SearchText {
  text: string;
  /** Websearch texts ("faxina or diarista or limpeza"), each required. */
  groups: string[];
}

/** A quoted phrase ("..." or -"...", an unclosed quote running to the end) or a run of other characters. */
const TOKEN = /-?"[^"]*(?:"|$)|[^\s"]+/g;
const OR = /^ou$/i;
const NOT = /^n[aã]o$/i;
const isPhrase = (t: string) => t.startsWith('"') || t.startsWith('-"');

/** Lower case, no accents, no punctuation around it, hyphens as spaces: how synonyms are matched. */
export function normalizeWord(w: string): string {
  return w
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    .replace(/-/g, ' ');
}

/** A word, and the word without a final plural "s" or "es" ("doces" also matches "doce"). */
const forms = (w: string) => [w, w.replace(/s$/, ''), w.replace(/es$/, '')];

/** Normalised synonym (each of its forms) -> the index of its group. */
const GROUP_OF = new Map<string, number>();
SYNONYM_GROUPS.forEach((group, i) => {
  for (const word of group)
    for (const f of forms(normalizeWord(word))) if (!GROUP_OF.has(f)) GROUP_OF.set(f, i);
});
/** The longest synonym, in words: how far a match of several typed words looks ahead. */
const LONGEST = Math.max(...SYNONYM_GROUPS.flat().map((w) => w.split(' ').length));

/**
 * Each group as the websearch text PostgreSQL reads ("faxina or diarista or faxineira or limpeza"):
 * the search's groups, and what migrations give `public.definir_grupos_de_sinonimos` (the group's
 * postings, ADR 014; a test checks that the database holds these).
 */
export const SYNONYM_GROUP_TEXTS: readonly string[] = SYNONYM_GROUPS.map((group) =>
  group.map((w) => (w.includes(' ') ? `"${w}"` : w)).join(' or '),
);

/**
 * The Portuguese operators as websearch_to_tsquery reads them, outside quotes, as OLX takes
 * them: `OU` (any case) between two terms is `or`; `NÃO`/`NAO` (any case) before a word or a
 * quoted phrase excludes it (`-palavra`). Either one elsewhere (a trailing NÃO, say) is
 * dropped: both are stopwords, so that is what the search did with them before.
 */
export function rewriteOperators(q: string): string[] {
  const tokens = q.normalize('NFC').match(TOKEN) ?? [];
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (OR.test(t)) {
      const next = tokens[i + 1];
      if (out.length > 0 && out.at(-1) !== 'or' && next !== undefined && !OR.test(next)) out.push('or');
    } else if (NOT.test(t)) {
      const next = tokens[i + 1];
      if (next !== undefined && !OR.test(next) && !NOT.test(next)) {
        out.push(next.startsWith('-') ? next : `-${next}`);
        i++;
      }
    } else if (/^[-–—]+$/.test(t)) {
      // A dash standing alone separates parts of a title ("Bolo - Copacabana"): websearch_to_tsquery
      // would read it as excluding the next word, so a pasted title found nothing.
      continue;
    } else out.push(t);
  }
  return out;
}

/** Whether the token at i may be replaced by its synonyms: a plain word, not an operand of `or`. */
const expandable = (tokens: string[], i: number) => {
  const t = tokens[i];
  if (t === undefined || isPhrase(t) || t.startsWith('-') || t.toLowerCase() === 'or') return false;
  return tokens[i - 1]?.toLowerCase() !== 'or' && tokens[i + 1]?.toLowerCase() !== 'or';
};

/** The text typed, as the search runs it: operators rewritten, synonyms as required groups. */
export function parseSearchText(q: string): SearchText {
  const tokens = rewriteOperators(q);
  const kept: string[] = [];
  const groups = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    let matched: { group: number; length: number } | undefined;
    // The longest run of plain words that is a synonym ("marido de aluguel" before "aluguel").
    for (let n = Math.min(LONGEST, tokens.length - i); n >= 1 && !matched; n--) {
      const run = tokens.slice(i, i + n);
      if (!run.every((_, k) => expandable(tokens, i + k))) continue;
      const words = normalizeWord(run.join(' '));
      const group = forms(words)
        .map((f) => GROUP_OF.get(f))
        .find((g) => g !== undefined);
      if (group !== undefined) matched = { group, length: n };
    }
    if (matched) {
      groups.add(matched.group);
      i += matched.length - 1;
    } else kept.push(tokens[i]!);
  }
  return { text: kept.join(' '), groups: [...groups].map((i) => SYNONYM_GROUP_TEXTS[i]!) };
}
