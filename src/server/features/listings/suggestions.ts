import { distance } from 'fastest-levenshtein';
import { normalizeWord } from './search-text.ts';

interface Word {
  /** As written in the listings (lower case, accents kept): what the suggestion shows. */
  surface: string;
  /** normalizeWord(surface): what a typed word is compared with. */
  plain: string;
  count: number;
}

/** The vocabulary is read again, in the background, when a search needs it and it is older than this. */
const STALE_AFTER_MS = 10 * 60_000;
/**
 * How long a search waits for the first read: ts_stat over 1M published titles took seconds on
 * a loaded machine (docs/performance.md §3), too long for one answer. Past it the search
 * answers without a suggestion and the read goes on for the next ones.
 */
const FIRST_READ_WAIT_MS = 2_000;

/**
 * "Você quis dizer": for a word no published listing holds, the closest word of the
 * published titles and the category names. Edit distance at most 2 (1 for words of up to 4
 * letters, where 2 changes make another word), compared without accents; ties go to the word in
 * more listings. The vocabulary is read only when a search first finds nothing (searches with
 * results never touch it), and then kept, read again in the background once stale.
 * `read` failing leaves no suggestion (the next search that needs one tries again).
 */
export function createVocabulary(read: () => Promise<{ word: string; count: number }[]>) {
  let words: Word[] | undefined;
  let readAt = 0;
  let reading: Promise<Word[]> | undefined;

  function load(): Promise<Word[]> {
    reading ??= read()
      .then((rows) => {
        // Words written with and without accents in different listings: the more common spelling.
        const byPlain = new Map<string, Word>();
        for (const r of rows) {
          const plain = normalizeWord(r.word);
          const seen = byPlain.get(plain);
          if (!seen) byPlain.set(plain, { surface: r.word, plain, count: r.count });
          else {
            if (r.count > seen.count) seen.surface = r.word;
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
    /** The closest known word to `typed`, as written in the listings; undefined when none is close. */
    async closest(typed: string): Promise<string | undefined> {
      const plain = normalizeWord(typed);
      const max = plain.length <= 4 ? 1 : 2;
      let best: Word | undefined;
      let bestDistance = max + 1;
      for (const w of await current()) {
        if (Math.abs(w.plain.length - plain.length) > max || w.plain === plain) continue;
        const d = distance(plain, w.plain);
        if (d < bestDistance || (d === bestDistance && best && w.count > best.count)) {
          best = w;
          bestDistance = d;
        }
      }
      return best?.surface;
    },
  };
}
