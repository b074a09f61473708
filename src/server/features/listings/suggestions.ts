import { distance } from 'fastest-levenshtein';
import { normalizeWord } from './search-text.ts';
import { EDIT, leastCost, mayStartAlike, spell, wordDistance } from './word-distance.ts';

interface Word {
  /** As written in the listings (lower case, accents kept): what the suggestion shows. */
  surface: string;
  /** normalizeWord(surface): what a typed word is compared with. */
  plain: string;
  /** spell(surface): what the distance compares (without accents but the ç). */
  spelling: Uint8Array;
  count: number;
}

/** The vocabulary is read again, in the background, when a search needs it and it is older than this. */
const STALE_AFTER_MS = 10 * 60_000;
/**
 * How long a search waits for the first read when it starts it: ts_stat over 1M published
 * titles took seconds on a loaded machine (docs/performance.md §3), too long for one answer.
 * Past it the search answers without a suggestion and the read goes on for the next ones. A
 * read begun ahead (`warm`, at server start) is not waited for at all.
 */
const FIRST_READ_WAIT_MS = 2_000;

/**
 * "Você quis dizer": for a word no published listing holds, the closest word of the
 * published titles and the category names, as a Brazilian typist would pick it (issue 37): by
 * word-distance.ts, where a swap, a neighbouring key, a doubled letter or the same sound written
 * another way cost less than an edit, at most 2 edits (1 for words of up to 4 letters, where 2
 * changes make another word), without accents. Among words as close: the one in the typed
 * number (a plural does not beat the singular typed), then the one in more listings.
 *
 * The vocabulary is read at server start (`warm`) or else when a search first finds nothing
 * (searches with results never wait for it), then kept, read again in the background once
 * stale. `read` failing leaves no suggestion (the next search that needs one tries again).
 */
export function createVocabulary(read: () => Promise<{ word: string; count: number }[]>) {
  let words: Word[] | undefined;
  let readAt = 0;
  let reading: Promise<Word[]> | undefined;
  /** Whether the read under way was begun by `warm`, ahead of any search. */
  let warming = false;

  function load(): Promise<Word[]> {
    reading ??= read()
      .then((rows) => {
        // Words written with and without accents in different listings: the more common spelling.
        const byPlain = new Map<string, Word>();
        for (const r of rows) {
          const plain = normalizeWord(r.word);
          const seen = byPlain.get(plain);
          if (!seen) byPlain.set(plain, { surface: r.word, plain, spelling: spell(r.word), count: r.count });
          else {
            if (r.count > seen.count) {
              seen.surface = r.word;
              seen.spelling = spell(r.word);
            }
            seen.count += r.count;
          }
        }
        words = [...byPlain.values()];
        readAt = Date.now();
        return words;
      })
      .finally(() => (reading = undefined));
    return reading;
  }

  async function current(): Promise<Word[]> {
    if (!words) {
      if (warming) return [];
      const first = load().catch((): Word[] => []);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<Word[]>(
        (resolve) => (timer = setTimeout(() => resolve([]), FIRST_READ_WAIT_MS)),
      );
      return Promise.race([first, late]).finally(() => clearTimeout(timer));
    }
    if (Date.now() - readAt > STALE_AFTER_MS) void load().catch(() => undefined);
    return words;
  }

  return {
    /**
     * Reads the vocabulary now, in the background, unless it is read or being read: at server
     * start, so that the first search needing a suggestion does not wait for it (searches
     * meanwhile answer without one, at once). Settles when the read has finished or failed (a
     * failure is left for the next search to retry).
     */
    async warm(): Promise<void> {
      if (words || reading) return;
      warming = true;
      await load()
        .catch(() => undefined)
        .finally(() => (warming = false));
    },

    /** The closest known word to `typed`, as written in the listings; undefined when none is close. */
    async closest(typed: string): Promise<string | undefined> {
      const plain = normalizeWord(typed);
      const spelling = spell(typed);
      if (spelling.length < 2) return undefined;
      const edits = plain.length <= 4 ? 1 : 2;
      const limit = edits * EDIT;
      const plural = plain.endsWith('s');
      // Cheap bounds before the weighted distance (1-2 µs a word, over thousands of words): a
      // slip changes one or two letters, so a word meant is at most edits + 1 letters longer or
      // shorter, starts alike, and is within three plain Levenshtein edits more than allowed
      // (~0.1 µs; "xuxu" is 4 from "chuchu"). A prefilter, not an exact bound of the weighted
      // cost (six sound slips of two letters would pass it). The words left are weighed by
      // their Levenshtein distance, nearest first, until no further one can be as close
      // (`leastCost`): most are never weighed once a close word is found.
      const maxPlain = edits + 3;
      const letters = plain.replace(/ /g, ''); // a hyphenated word as spelled, in one piece
      const byPlainDistance: Word[][] = Array.from({ length: maxPlain + 1 }, () => []);
      for (const w of await current()) {
        if (Math.abs(w.spelling.length - spelling.length) > edits + 1 || w.plain === plain) continue;
        if (!mayStartAlike(spelling, w.spelling)) continue;
        const d = distance(letters, w.plain);
        if (d <= maxPlain) byPlainDistance[d]!.push(w);
      }
      let best: Word | undefined;
      let bestCost = limit;
      for (const [d, candidates] of byPlainDistance.entries()) {
        if (leastCost(d) > bestCost) break;
        for (const w of candidates) {
          const cost = wordDistance(spelling, w.spelling, bestCost);
          if (cost < bestCost || (cost === bestCost && (!best || prefer(w, best, plural)))) {
            best = w;
            bestCost = cost;
          }
        }
      }
      return best?.surface;
    },
  };
}

/**
 * Between two words as close to the typed one: the one in the same number (a typed word ending
 * in s meant a plural, one without it a singular), then the one in more listings.
 */
function prefer(w: Word, than: Word, plural: boolean): boolean {
  const agrees = w.plain.endsWith('s') === plural;
  if (agrees !== (than.plain.endsWith('s') === plural)) return agrees;
  return w.count > than.count;
}
