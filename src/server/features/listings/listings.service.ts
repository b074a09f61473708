import type { ListingsQuery } from '#shared/contracts/listings.contract.ts';
import { RecentMap } from '../../lib/recent-map.ts';
import {
  buildFilters,
  cardsOfCodes,
  type createListingsRepository,
  EXACT_COUNT_LIMIT,
  ONE_PASS_LIMIT,
  orderClause,
  RANK_CANDIDATES,
  SKIP_COUNT_ESTIMATE,
  sortColumns,
  type TextAnalysis,
  ufOf,
} from './listings.repository.ts';
import type { MatchIndex, MatchQuery } from './match-index.ts';
import { phrasePairsQuery } from './phrase-pairs.ts';
import { parseSearchText, rewriteOperators, type SearchText } from './search-text.ts';
import { createVocabulary } from './suggestions.ts';
import { conjunctionOf, requiredLexemes } from './tsquery-text.ts';

type ListingsRepository = ReturnType<typeof createListingsRepository>;
type PageQuery = Omit<ListingsQuery, 'page' | 'limit'> & { page: number; limit: number };

/** The filters of a search (besides its text, sorting and paging) that are set. */
function filtersSet(q: PageQuery): string[] {
  const { q: _text, page: _page, limit: _limit, sort: _sort, order: _order, ...filters } = q;
  return Object.entries(filters)
    .filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))
    .map(([k]) => k);
}
const hasFilters = (q: PageQuery) => filtersSet(q).length > 0;
const filtersWithin = (q: PageQuery, allowed: Set<string>) => filtersSet(q).every((k) => allowed.has(k));
/** The filters the postings hold (ADR 006 stage 2). */
const POSTINGS_FILTERS = new Set(['tipo', 'estado', 'uf']);
/** The filters the in-memory match index holds (ADR 006 stage 6). */
const MATCH_INDEX_FILTERS = new Set([...POSTINGS_FILTERS, 'categoria', 'subcategoria', 'cidade']);
/** By relevance or newest first: the orders of the postings and of the match index. */
const relevanceOrNewest = (q: PageQuery) => q.sort === undefined || (q.sort === 'data' && q.order !== 'asc');
/**
 * Texts analysed before. websearch_to_tsquery's result depends on the text alone, and searches
 * repeat: a text seen again skips the round trip that analysed it, so several words answered
 * by the match index cost one round trip (ADR 006 stage 8). 10,000 texts of at most 200
 * characters take a few MB at most.
 */
const ANALYSES_KEPT = 10_000;
/**
 * One word in at most this many listings is answered by the match index once its text is known.
 * The index ranks a word by reading all its postings, each a look-up of the listing's date that
 * misses the CPU's caches, while the postings statement costs a little more than the index's
 * confirmation: below this many listings the index wins (ADR 006 stage 9; figures in
 * docs/performance-log.md §12).
 */
const FEW_LISTINGS = 500;
interface KnownText {
  /** The text as the search runs it (parseSearchText): kept, as it costs more than the rest of a search's own code. */
  search: SearchText;
  text: TextAnalysis;
  /** termSearch found it is not one word (perhaps excluding others): the postings cannot answer it. */
  notOneWord: boolean;
}

/**
 * What the match index takes for an analysed text, or undefined when it cannot answer it
 * (phrases, `or`): its words, and each synonym group as its posting term (ADR 014). Excluded
 * words only beside synonym groups: a word excluding others alone stays on the postings, and
 * several words excluding others on the SQL path, as measured (ADR 006).
 */
function matchSlots(text: TextAnalysis): Pick<MatchQuery, 'lexemes' | 'without'> | undefined {
  if (text.groups.length === 0) {
    const lexemes = requiredLexemes(text.query);
    return lexemes && { lexemes };
  }
  const base = conjunctionOf(text.query);
  return base && { lexemes: [...base.required, ...text.groupTerms], without: base.excluded };
}

/**
 * The required parts of an analysed text as tsquery texts (each word, each synonym group) and
 * its excluded words, for the partial-match fallback; undefined for phrases and `or`, whose
 * parts are not separate words.
 */
function partsOf(text: TextAnalysis): { slots: string[]; excluded: string[] } | undefined {
  const base = conjunctionOf(text.query);
  if (!base) return undefined;
  const quote = (l: string) => `'${l.replace(/'/g, "''")}'`;
  return { slots: [...new Set(base.required)].map(quote).concat(text.groups), excluded: base.excluded };
}

export function createListingsService({
  repo,
  exactCountLimit = EXACT_COUNT_LIMIT,
  rankCandidates = RANK_CANDIDATES,
  skipCountEstimate = SKIP_COUNT_ESTIMATE,
  onePassLimit = ONE_PASS_LIMIT,
  fewListings = FEW_LISTINGS,
  matchIndex,
}: {
  repo: ListingsRepository;
  /** Several words that must all be there are answered from it when given and ready (ADR 006 stage 6). */
  matchIndex?: MatchIndex;
  exactCountLimit?: number;
  rankCandidates?: number;
  skipCountEstimate?: number;
  onePassLimit?: number;
  fewListings?: number;
}) {
  const analyses = new RecentMap<string, KnownText>(ANALYSES_KEPT);
  const vocabulary = createVocabulary(() => repo.titleWords());

  /**
   * Whether a text analysed before is one word in few listings (at most FEW_LISTINGS): then the
   * match index answers it, its only statement the confirmation (with the cards when asked for),
   * lighter than the postings' statement, which analyses, counts and pages (ADR 006 stage 9). A
   * word in more listings stays on the postings, whose b-trees give its best page without
   * reading all of them.
   */
  const wordInFewListings = (known: KnownText | undefined) => {
    const lexemes = known && matchIndex ? requiredLexemes(known.text.query) : undefined;
    if (lexemes?.length !== 1) return false;
    return (matchIndex?.listingsWith(lexemes[0]!) ?? Number.POSITIVE_INFINITY) <= fewListings;
  };

  /** A page whose matches were all counted: exact up to the limit, "more than" beyond. */
  const allCounted = ({ counted, codes }: { counted: number; codes: number[] }) => ({
    codes,
    total: Math.min(counted, exactCountLimit),
    totalExato: counted <= exactCountLimit,
  });

  /**
   * A page from the match index, up to date: searched as the index stands, then confirmed in
   * the round trip that brings the cards (when asked for). Only when a write came in since the
   * index was last brought up to date is it refreshed and searched again. Undefined while the
   * index is not ready: the caller takes the SQL path.
   */
  async function fromMatchIndex(index: MatchIndex, query: MatchQuery, cards: boolean | undefined) {
    const first = index.search(query);
    if (first) {
      const { fresh, also } = await index.confirm<string>(
        first.read,
        cards ? cardsOfCodes(first.codes) : undefined,
      );
      if (fresh) return { ...allCounted(first), cards: also ?? undefined };
    }
    if (!(await index.refresh())) return undefined;
    const again = index.search(query);
    return again && allCounted(again);
  }

  /**
   * The search layer: the codes of one page of published listings, in order, with the total.
   * Every filter combined. Counts exactly up to EXACT_COUNT_LIMIT; beyond it `total` is that
   * limit and `totalExato` false, so the UI can say "mais de 1.000 resultados" and paging
   * keeps working. A text search the planner estimates at SKIP_COUNT_ESTIMATE matches or more
   * is not counted at all. Benchmarked alone by `npm run bench:search`.
   */
  async function searchCodes(
    q: PageQuery,
    /** Also the page's stored cards where they come in the search's own round trip (all but a page read again). */
    opts: { cards?: boolean } = {},
  ): Promise<{ codes: number[]; total: number; totalExato: boolean; cards?: string }> {
    // One word (perhaps excluding others), at most a type and a state, by relevance or newest
    // first: the postings answer from index ranges alone, in the round trip that analyses the
    // text (ADR 006 stages 2 and 3); unless the text is known and the word in few listings,
    // which the match index answers below (stage 9: what fits the postings fits the index).
    const postingsFit = filtersWithin(q, POSTINGS_FILTERS) && relevanceOrNewest(q);
    const offset = (q.page - 1) * q.limit;
    const indexFit = filtersWithin(q, MATCH_INDEX_FILTERS) && relevanceOrNewest(q);
    const known = q.q ? analyses.get(q.q) : undefined;
    // Operators in Portuguese rewritten, words with synonyms as groups required besides the rest
    // (search-text.ts): `sq.q` is that rest, what websearch_to_tsquery reads.
    const search = q.q ? (known?.search ?? parseSearchText(q.q)) : undefined;
    const groups = search?.groups ?? [];
    const sq = search ? { ...q, q: search.text } : q;
    let text: TextAnalysis | undefined;
    // One word with synonyms (perhaps excluding others), with what the postings hold: from
    // them, as one word is (docs/performance-log.md §18).
    if (q.q && groups.length === 1 && postingsFit) {
      text = known?.text ?? (await repo.analyseText(sq.q ?? '', groups));
      if (!known) analyses.set(q.q, { search: search!, text, notOneWord: false });
      // Nothing but the group and words excluded: its posting term, as one word (ADR 014).
      const base = conjunctionOf(text.query);
      if (base?.required.length === 0 && text.groupTerms.length === 1) {
        const found = await repo.groupSearch({
          term: text.groupTerms[0]!,
          excluded: base.excluded,
          type: q.tipo,
          state: q.estado ?? q.uf,
          newest: q.sort === 'data',
          cap: exactCountLimit + 1,
          offset,
          limit: q.limit,
          cards: opts.cards,
        });
        return { ...allCounted(found), cards: found.cards };
      }
    } else if (q.q && groups.length === 0 && postingsFit && !known?.notOneWord && !wordInFewListings(known)) {
      const found = await repo.termSearch({
        q: sq.q ?? '',
        type: q.tipo,
        state: q.estado ?? q.uf,
        newest: q.sort === 'data',
        cap: exactCountLimit + 1,
        offset,
        limit: q.limit,
        cards: opts.cards,
      });
      text = {
        searchable: found.searchable,
        phrase: found.phrase,
        query: found.query,
        groups: [],
        groupTerms: [],
      };
      analyses.set(q.q, { search: search!, text, notOneWord: !found.postings });
      if (found.postings) return { ...allCounted(found), cards: found.cards };
    } else if (q.q) {
      text = known?.text ?? (await repo.analyseText(sq.q ?? '', groups));
      if (!known) analyses.set(q.q, { search: search!, text, notOneWord: false });
    }
    const cityCodes =
      q.cidade?.name !== undefined ? await repo.findCityCodesByName(q.cidade.name) : undefined;
    // Words that must all be there, with filters the in-memory match index holds: from it,
    // up to date (stages 6 and 8). Everything else, and these while it is not ready, takes the
    // search index path below.
    const slots = matchIndex && text && indexFit ? matchSlots(text) : undefined;
    if (matchIndex && slots) {
      const state = q.estado ?? q.uf;
      const matched = await fromMatchIndex(
        matchIndex,
        {
          ...slots,
          type: q.tipo,
          uf: state ? ufOf(state) : undefined,
          category: q.categoria,
          subcategory: q.subcategoria,
          cities: q.cidade ? (q.cidade.code !== undefined ? [q.cidade.code] : cityCodes) : undefined,
          newest: q.sort === 'data',
          offset,
          limit: q.limit,
        },
        opts.cards,
      );
      if (matched) return matched;
    }
    const hasText = text?.searchable ?? false;
    // A quoted phrase is looked up by its pairs of words (ADR 006 stage 4).
    const pairs = hasText && text?.phrase ? phrasePairsQuery(text.query) : undefined;
    const where = buildFilters(sq, hasText, cityCodes, pairs, groups);
    // A common text search is surely over the limit: the planner's estimate says so without
    // reading the matches. Filters alone count (their b-tree counts are cheap and exact). The
    // estimate is trusted only for words alone: it multiplies the selectivities of a phrase's
    // words and of text and filters as if independent, and a rare "a b" in quotes or "prateleira"
    // among Serviços, trusted as common, sent the page to walk every listing by date
    // (docs/performance-log.md §12).
    // Those are counted (up to the limit, inside the search index).
    const estimateTrusted = hasText && !text?.phrase && !hasFilters(q);
    const surelyOver = estimateTrusted && (await repo.estimateMatches(where)) >= skipCountEstimate;
    const orderBy = orderClause(q, hasText);
    const columns = sortColumns(sq, hasText, groups);
    // A text search reads its matching rows from the heap anyway: count them and order the page
    // in the same pass, over up to ONE_PASS_LIMIT matches, rather than walk an index in the
    // requested order looking for sparse matches (docs/performance-log.md §12). One with more is
    // paged again, over that index, where matches are then dense enough to be met soon. Filters
    // alone count from their b-trees, then page.
    const onePass =
      hasText && !surelyOver
        ? await repo.countAndPage({
            where,
            cap: onePassLimit + 1,
            columns,
            orderBy,
            offset,
            limit: q.limit,
            cards: opts.cards,
          })
        : undefined;
    const sawAll = onePass !== undefined && onePass.counted <= onePassLimit;
    const counted =
      onePass?.counted ??
      (surelyOver ? exactCountLimit + 1 : await repo.countUpTo(where, exactCountLimit + 1));
    const isExact = counted <= exactCountLimit;
    const total = Math.min(counted, exactCountLimit);
    const byRelevance = hasText && q.sort === undefined;
    const codes = sawAll
      ? onePass.codes
      : offset >= total
        ? []
        : await repo.findPageCodes({
            where,
            columns,
            orderBy,
            offset,
            limit: q.limit,
            fewMatches: isExact,
            rankCandidates: !isExact && byRelevance ? Math.max(rankCandidates, offset + q.limit) : undefined,
          });
    return { codes, total, totalExato: isExact, cards: sawAll ? onePass.cards : undefined };
  }

  /**
   * When every word together finds nothing: the listings with most of the words,
   * within the same filters, most words first, then in the order asked for. Undefined when the
   * text has fewer than two required words (or is not words alone).
   */
  async function partialMatches(q: PageQuery) {
    if (!q.q) return undefined;
    const known = analyses.get(q.q);
    const search = known?.search ?? parseSearchText(q.q);
    const text = known?.text ?? (await repo.analyseText(search.text, search.groups));
    const parts = partsOf(text);
    if (!parts || parts.slots.length < 2) return undefined;
    const sq = { ...q, q: search.text };
    const cityCodes =
      q.cidade?.name !== undefined ? await repo.findCityCodesByName(q.cidade.name) : undefined;
    const { counted, codes } = await repo.partialPage({
      where: buildFilters(sq, false, cityCodes),
      ...parts,
      orderBy: orderClause(sq, true),
      cap: onePassLimit + 1,
      offset: (q.page - 1) * q.limit,
      limit: q.limit,
    });
    return { codes, total: Math.min(counted, exactCountLimit), totalExato: counted <= exactCountLimit };
  }

  /**
   * "Você quis dizer": the text with each word no published listing holds replaced by
   * the closest one some do (suggestions.ts), when that text finds listings (all its words, or
   * most of them); null otherwise. Quoted, excluded and synonym words are left as typed.
   */
  async function suggestion(q: PageQuery): Promise<string | null> {
    if (!q.q) return null;
    const tokens = rewriteOperators(q.q);
    const plain = tokens.filter(
      (t) =>
        /^[\p{L}-]+$/u.test(t) &&
        !t.startsWith('-') &&
        t.toLowerCase() !== 'or' &&
        !parseSearchText(t).groups.length,
    );
    const missing = new Set(await repo.wordsWithoutListings([...new Set(plain)]));
    if (missing.size === 0) return null;
    let changed = false;
    const corrected: string[] = [];
    for (const t of tokens) {
      const better = missing.has(t) ? await vocabulary.closest(t) : undefined;
      if (better) changed = true;
      corrected.push(better ?? t);
    }
    if (!changed) return null;
    const text = corrected.join(' ');
    const tried = { ...q, q: text, page: 1, limit: 1 };
    if ((await searchCodes(tried)).total > 0) return text;
    return ((await partialMatches(tried))?.total ?? 0) > 0 ? text : null;
  }

  return {
    searchCodes,

    /** Reads "Você quis dizer"'s word list ahead of the first search that needs it (suggestions.ts `warm`). */
    readVocabulary: () => vocabulary.warm(),

    /**
     * Public search (GET /api/anuncios): the search layer's page with its stored cards, as the
     * JSON text of a ListingsPage (ADR 007: the cards are sent as they are stored).
     */
    async findListings(q: PageQuery): Promise<string> {
      let page: { codes: number[]; total: number; totalExato: boolean; cards?: string } = await searchCodes(
        q,
        {
          cards: true,
        },
      );
      let match = 'todas';
      let suggested: string | null = null;
      // Only a search that found nothing pays for the fallback and the suggestion.
      if (page.total === 0 && q.q) {
        const partial = await partialMatches(q);
        if (partial && partial.total > 0) {
          page = partial;
          match = 'algumas';
        }
        suggested = await suggestion(q);
      }
      const { codes, total, totalExato, cards: found } = page;
      // The postings bring the cards with the page; the other paths read them in one more round trip.
      const cards = found ?? (await repo.findCards(codes));
      const totalPages = Math.max(1, Math.ceil(total / q.limit));
      return `{"data":${cards},"page":${q.page},"totalPages":${totalPages},"total":${total},"totalExato":${totalExato},"correspondencia":"${match}","sugestao":${JSON.stringify(suggested)}}`;
    },

    /** The newest highlighted listings, as the JSON text of their cards. */
    async findHighlights(limit: number, type?: number): Promise<string> {
      return repo.findCards(await repo.findHighlightCodes(limit, type));
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
