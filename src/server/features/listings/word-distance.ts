/**
 * How far a typed word is from a word of the listings, as a Brazilian typist would judge it
 * (issue 37): a weighted Damerau–Levenshtein distance (optimal string alignment) where the
 * slips people make cost less than other changes.
 *
 * Written here rather than taken from npm: the maintained distance packages (fastest-levenshtein,
 * damerau-levenshtein, weighted-damerau-levenshtein) weigh every insertion, deletion or
 * substitution alike, or per operation kind at most; none takes a cost per pair of letters (the
 * keys next to each other), one that depends on the letters around (c sounds like s only before
 * e or i), or a change of two letters for one ("ch" written "x"). The Portuguese phonetic keys
 * found (metaphone-ptbr and its ports) are for PHP, Python, C#, R or PostgreSQL, not npm; and a
 * key alone answers only "sounds the same or not", with no keyboard slips, transpositions or
 * ranking between candidates.
 *
 * Costs are in tenths of an edit (integers: no rounding in ties). A plain insertion, deletion or
 * substitution costs EDIT; every cheaper slip costs less than that, so this distance is never
 * above the plain Levenshtein distance (a word found before within a bound is found still).
 * Slips of the fingers (a swap, a neighbouring key, a doubled consonant) are each cheaper than
 * an edit but two of them are not: "carreado" is "carregado" with a letter lost, not "cadeado"
 * with two slips. Sound slips are cheaper still, as they come in pairs ("xuxu" for "chuchu").
 */
export const EDIT = 10;
/** Two neighbouring letters swapped ("cortnia" for "cortina"): one slip of the fingers. */
const TRANSPOSE = 5;
/** A key next to the right one on an ABNT2 keyboard ("bolp" for "bolo"). */
const NEIGHBOUR_KEY = 7;
/**
 * A consonant doubled or undoubled ("piza" for "pizza", "coxxinha" for "coxinha"): Portuguese
 * doubles only rr and ss, loanwords other consonants; a doubled vowel is rare and means
 * something ("voo", "leem"), so a vowel added or lost beside its twin is a plain edit.
 */
const DOUBLE = 5;
/** The same sound written another way ("bolaxa" for "bolacha", "pudin" for "pudim"). */
const SOUND = 3;
/** A diphthong said as one vowel, as most Brazilians say it ("brigadero", "cenora"). */
const DIPHTHONG = 4;
/** An unstressed e said as i, o as u ("manecure", "muqueca"): close, yet two different vowels. */
const VOWEL = 5;

/**
 * A word as the distance compares it: lower case, without accents except the cedilla (ç is a
 * sound of its own: "berso" is a sound slip for "berço", while "linguica" is the same word as
 * "linguiça", see `cheapen`), as one small code per letter (a–z 1–26, ç 27, any other 28), for
 * a distance over typed arrays: it runs over thousands of words per suggestion.
 */
export function spell(word: string): Uint8Array {
  const folded = word
    .normalize('NFD')
    .toLowerCase()
    .replace(/c\u0327/g, 'ç')
    .replace(/[\p{Diacritic}\P{L}]/gu, '');
  return Uint8Array.from(folded, code);
}

const OTHER = 28;
function code(c: string): number {
  if (c === 'ç') return 27;
  const k = c.charCodeAt(0) - 96;
  return k >= 1 && k <= 26 && c.length === 1 ? k : OTHER;
}
const codes = (s: string) => Uint8Array.from(s, code);

const IS_VOWEL = new Uint8Array(32);
for (const v of 'aeiou') IS_VOWEL[code(v)] = 1;
/** Whether the code at `i` (past the end: none) is a vowel; e and i count as front vowels. */
const vowelAt = (w: Uint8Array, i: number) => i >= 0 && i < w.length && IS_VOWEL[w[i]!] === 1;
const E = code('e');
const I = code('i');
const H = code('h');
const frontAt = (w: Uint8Array, i: number) => w[i] === E || w[i] === I;

/** Where a sound rule holds, looking at the letters around the changed ones in both words. */
type Where = 'anywhere' | 'beforeFrontVowel' | 'beforeBackVowel' | 'betweenVowels' | 'end' | 'syllableEnd';

/**
 * Spellings of one sound in Brazilian Portuguese, each pair both ways: general rules of the
 * language (the ones school spelling drills are about), not a list of known typos.
 */
const SOUNDS: [string, string, Where, number?][] = [
  ['x', 'ch', 'anywhere'], // xícara/chícara, bolacha/bolaxa
  ['ç', 's', 'anywhere'], // berço/berso
  ['ç', 'ss', 'anywhere'], // depilação/depilassão
  ['c', 's', 'beforeFrontVowel'], // cebola/sebola
  ['c', 'ss', 'beforeFrontVowel'], // nascer/nasser
  ['sc', 's', 'beforeFrontVowel'], // piscina/pisina
  ['sc', 'c', 'beforeFrontVowel'],
  ['sc', 'ss', 'beforeFrontVowel'], // piscina/pissina
  ['z', 's', 'betweenVowels'], // dedetização/dedetisação
  ['z', 's', 'end'], // arroz/arros
  ['j', 'g', 'beforeFrontVowel'], // garagem/garajem, canjica/cangica
  ['lh', 'li', 'beforeBackVowel'], // toalha/toalia
  ['nh', 'ni', 'beforeBackVowel'], // pamonha/pamonia
  ['qu', 'k', 'beforeFrontVowel'], // quibe/kibe
  ['k', 'c', 'beforeBackVowel'], // karaokê/caraokê
  ['gu', 'g', 'beforeFrontVowel'], // hambúrguer/hamburger
  ['m', 'n', 'end'], // pudim/pudin, edredom/edredon
  ['m', 'n', 'syllableEnd'], // computador/conputador
  ['u', 'l', 'syllableEnd'], // pastel/pasteu, alto/auto
  ['y', 'i', 'anywhere'],
  ['w', 'v', 'anywhere'],
  ['w', 'u', 'anywhere'],
  ['ph', 'f', 'anywhere'],
  ['ei', 'e', 'anywhere', DIPHTHONG], // brigadeiro/brigadero, queijo/quejo
  ['ou', 'o', 'anywhere', DIPHTHONG], // cenoura/cenora
];

/** The ABNT2 letter keys by row (ç right of l); each row is shifted from the one above. */
const ROWS = ['qwertyuiop', 'asdfghjklç', 'zxcvbnm'];
const ROW_SHIFT = [0, 0.25, 0.75];

/** What substituting one letter for another costs: SUBSTITUTION[a * 32 + b]. */
const SUBSTITUTION = new Uint8Array(32 * 32).fill(EDIT);
for (let c = 0; c < 32; c++) SUBSTITUTION[c * 33] = 0;
function cheapen(table: Uint8Array, a: string, b: string, cost: number) {
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    const k = code(x) * 32 + code(y);
    table[k] = Math.min(table[k]!, cost);
  }
}
cheapen(SUBSTITUTION, 'c', 'ç', 0); // an accent, which the search ignores
cheapen(SUBSTITUTION, 'e', 'i', VOWEL);
cheapen(SUBSTITUTION, 'o', 'u', VOWEL);
for (const [x, y, where, cost = SOUND] of SOUNDS)
  if (x.length === 1 && y.length === 1 && where === 'anywhere') cheapen(SUBSTITUTION, x, y, cost);
/**
 * The same for the first letters of both words, where a neighbouring key is a plain edit:
 * people seldom get the first letter wrong, and notice it when they do (while "bataas" is not
 * "gatas" with two slips).
 */
const STARTING = SUBSTITUTION.slice();
/** Keys next to each other: NEIGHBOURS[a * 32 + b] is 1. */
const NEIGHBOURS = new Uint8Array(32 * 32);
ROWS.forEach((row, r) =>
  [...row].forEach((key, c) =>
    ROWS.forEach((other, r2) => {
      if (Math.abs(r - r2) > 1) return;
      [...other].forEach((k2, c2) => {
        const apart = Math.abs(c2 + ROW_SHIFT[r2]! - (c + ROW_SHIFT[r]!));
        if (r === r2 ? apart === 1 : apart < 1) {
          cheapen(SUBSTITUTION, key, k2, NEIGHBOUR_KEY);
          NEIGHBOURS[code(key) * 32 + code(k2)] = 1;
        }
      });
    }),
  ),
);

interface Rule {
  from: Uint8Array;
  to: Uint8Array;
  /** The last code of `to`: checked first, it rules out most cells. */
  toLast: number;
  where: Where;
  cost: number;
}
/** The sound rules with a context or more than one letter (both ways), by the last letter of `from`. */
const RULES_BY_LAST: Rule[][] = Array.from({ length: 32 }, () => []);
for (const [x, y, where, cost = SOUND] of SOUNDS)
  for (const [from, to] of [
    [x, y],
    [y, x],
  ] as const)
    if (from.length > 1 || to.length > 1 || where !== 'anywhere') {
      const rule = { from: codes(from), to: codes(to), where, cost };
      RULES_BY_LAST[code(from.at(-1)!)]!.push({ ...rule, toLast: rule.to.at(-1)! });
    }

/** Pairs of first letters (a * 32 + b) of one sound: see `mayStartAlike`. */
const FIRST_LETTERS = new Uint8Array(32 * 32);
for (let k = 0; k < FIRST_LETTERS.length; k++) if (STARTING[k]! < EDIT) FIRST_LETTERS[k] = 1;
for (const rules of RULES_BY_LAST) for (const r of rules) FIRST_LETTERS[r.from[0]! * 32 + r.to[0]!] = 1;

/**
 * Whether `word` may be what `typed` meant judging by their first letters: people seldom get
 * the start of a word wrong, except by a sound slip ("kibe", "xuxu"), a letter added or lost
 * (the silent h), the first two swapped, or a key next to the first with the second right
 * ("vicicleta"). A cheap prefilter before the distance.
 */
export function mayStartAlike(typed: Uint8Array, word: Uint8Array): boolean {
  const t = typed[0]!;
  const w = word[0]!;
  return (
    t === w ||
    t === word[1] ||
    typed[1] === w ||
    FIRST_LETTERS[t * 32 + w] === 1 ||
    (NEIGHBOURS[t * 32 + w] === 1 && typed[1] === word[1])
  );
}

function holds(
  where: Where,
  a: Uint8Array,
  aFrom: number,
  aTo: number,
  b: Uint8Array,
  bFrom: number,
  bTo: number,
) {
  switch (where) {
    case 'anywhere':
      return true;
    case 'beforeFrontVowel':
      return frontAt(a, aTo) && frontAt(b, bTo);
    case 'beforeBackVowel':
      return vowelAt(a, aTo) && vowelAt(b, bTo) && !frontAt(a, aTo) && !frontAt(b, bTo);
    case 'betweenVowels':
      return vowelAt(a, aFrom - 1) && vowelAt(b, bFrom - 1) && vowelAt(a, aTo) && vowelAt(b, bTo);
    case 'end':
      return aTo === a.length && bTo === b.length;
    case 'syllableEnd':
      // Before a consonant or at the end; not before h ("lh", "nh" are one sound of their own).
      return aFrom > 0 && bFrom > 0 && !vowelAt(a, aTo) && !vowelAt(b, bTo) && a[aTo] !== H && b[bTo] !== H;
  }
}

/** Whether the letter at `k` repeats the consonant before it. */
const doubles = (w: Uint8Array, k: number) => k >= 1 && w[k] === w[k - 1] && IS_VOWEL[w[k]!] === 0;

function endsWith(w: Uint8Array, part: Uint8Array, from: number): boolean {
  for (let k = 0; k < part.length; k++) if (w[from + k] !== part[k]) return false;
  return true;
}

/**
 * The least `wordDistance` of two words `levenshtein` plain edits apart (on their accentless
 * forms): no slip costs less than SOUND / 2 per plain edit it stands for (x for ch is two
 * edits for SOUND; a swap, two for TRANSPOSE), so a word far in edits cannot be close here.
 */
export function leastCost(levenshtein: number): number {
  return (levenshtein * SOUND) / 2;
}

let matrix = new Int32Array(1024);

/**
 * The cost of turning `typed` into `word` (see `spell`), or `limit + 1` as soon as it is sure
 * to be over `limit` (most words of the vocabulary are given up after a few letters).
 */
export function wordDistance(typed: Uint8Array, word: Uint8Array, limit: number): number {
  const a = typed;
  const b = word;
  const m = a.length;
  const n = b.length;
  const w = n + 1;
  if (matrix.length < (m + 1) * w) matrix = new Int32Array((m + 1) * w * 2);
  const d = matrix;
  d[0] = 0;
  // Inserting a letter of the word: cheap when it doubles the consonant before, or is an h starting it.
  for (let j = 1; j <= n; j++)
    d[j] = d[j - 1]! + (doubles(b, j - 1) ? DOUBLE : j === 1 && b[0] === H ? SOUND : EDIT);
  let previousMin = 0;
  for (let i = 1; i <= m; i++) {
    const row = i * w;
    const up = row - w;
    const ai = a[i - 1]!;
    const rules = RULES_BY_LAST[ai]!;
    // Deleting a typed letter: cheap when it doubles the consonant before (or is a starting h, below).
    const deletion = doubles(a, i - 1) ? DOUBLE : EDIT;
    const subRow = ai * 32;
    d[row] = d[up]! + (i === 1 && ai === H ? SOUND : deletion);
    let rowMin = d[row]!;
    for (let j = 1; j <= n; j++) {
      const bj = b[j - 1]!;
      let best = d[up + j]! + deletion;
      const insertion = d[row + j - 1]! + (doubles(b, j - 1) ? DOUBLE : EDIT);
      if (insertion < best) best = insertion;
      const substitution = d[up + j - 1]! + (i === 1 && j === 1 ? STARTING : SUBSTITUTION)[subRow + bj]!;
      if (substitution < best) best = substitution;
      if (i > 1 && j > 1 && ai === b[j - 2] && a[i - 2] === bj && ai !== bj) {
        const swap = d[up - w + j - 2]! + TRANSPOSE;
        if (swap < best) best = swap;
      }
      for (const r of rules) {
        if (r.toLast !== bj) continue;
        const aFrom = i - r.from.length;
        const bFrom = j - r.to.length;
        if (aFrom < 0 || bFrom < 0) continue;
        const sound = d[aFrom * w + bFrom]! + r.cost;
        if (
          sound < best &&
          endsWith(a, r.from, aFrom) &&
          endsWith(b, r.to, bFrom) &&
          holds(r.where, a, aFrom, i, b, bFrom, j)
        )
          best = sound;
      }
      d[row + j] = best;
      if (best < rowMin) rowMin = best;
    }
    // Rules reach back two rows: past the limit in two rows running, no path comes back under it.
    if (rowMin > limit && previousMin > limit) return limit + 1;
    previousMin = rowMin;
  }
  const result = d[m * w + n]!;
  return result > limit ? limit + 1 : result;
}
