import { sql, type SQL } from 'drizzle-orm';
import type { ListingsQuery } from '#shared/contracts/listings.contract.ts';
import type { Db } from '../../db/client.ts';
import { PAGE_SIZES } from '#shared/constants.ts';
import { UF_BY_STATE_CODE } from '#shared/states.ts';
import { cepStartsWith, codeOrName, nameMatches, sameName } from '../../lib/name-lookup.ts';
import { andAll, intLiteral, queryPrepared, queryRows } from '../../lib/sql.ts';

/**
 * Above this many matches the total is reported as "more than" instead of counted exactly:
 * counting reads every matching row from the heap, so its cost grows with the matches
 * (docs/performance-log.md §12).
 */
export const EXACT_COUNT_LIMIT = 1_000;
/**
 * A text search the planner expects to match at least this many listings skips the exact count,
 * which would read every match, when the estimate from the `busca` statistics is close enough to
 * trust. A factor of 10 above the count limit keeps a misestimate from claiming "more than
 * 1,000" for a few hundred matches (docs/performance-log.md §5.2, §12).
 */
export const SKIP_COUNT_ESTIMATE = 10 * EXACT_COUNT_LIMIT;
/**
 * A text search whose estimate is not trusted (filters, phrases) or is below SKIP_COUNT_ESTIMATE
 * reads up to this many matches in one pass: the count and the page come from them (the page
 * over all of them when they are all seen), cheaply while the rows are cached
 * (docs/performance-log.md §12).
 */
export const ONE_PASS_LIMIT = 5_000;
/**
 * Relevance over a very common term ranks only the newest matches: ranking them all costs too
 * much (docs/performance-log.md §12).
 */
export const RANK_CANDIDATES = 300;
/** Page sizes the search pages ask for (and 1, for a count alone); see termSearch. */
const INLINE_PAGE_SIZES = new Set([1, PAGE_SIZES.listingSearch, 2 * PAGE_SIZES.listingSearch]);

const TS_CONFIG = sql.raw(`'public.pt_unaccent'`);

/**
 * LIMIT and OFFSET of a prepared statement's page: written into the text (intLiteral) for the
 * first page at the usual sizes, so its generic plan is kept; other pages stay parameters, so
 * the statements stay few.
 */
function pageValues(offset: number, limit: number) {
  const firstPage = offset === 0 && INLINE_PAGE_SIZES.has(limit);
  return {
    firstPage,
    limit: firstPage ? intLiteral(limit) : sql`${limit}`,
    offset: firstPage ? intLiteral(0) : sql`${offset}`,
  };
}

export interface TextAnalysis {
  /** At least one searchable lexeme: text of only stopwords or punctuation is ignored. */
  searchable: boolean;
  /** A phrase ("bolo de cenoura" in quotes, or a hyphenated word). */
  phrase: boolean;
  /** websearch_to_tsquery's result as text ('bol' <2> 'cenour'), without the synonym groups. */
  query: string;
  /** Each synonym group's query as text ('faxin' | 'diarist'), in SearchText order (search-text.ts). */
  groups: string[];
  /** Each group's posting term ("~" and a hash, `public.termo_do_grupo`; ADR 014), in the same order. */
  groupTerms: string[];
}

/**
 * The tsquery of a search: websearch_to_tsquery of its text, ANDed (`&&`) with each synonym
 * group's (search-text.ts). An empty text leaves the groups alone.
 */
function tsqueryOf(text: string, groups: readonly string[] = []): SQL {
  const base = sql`websearch_to_tsquery(${TS_CONFIG}, ${text})`;
  if (groups.length === 0) return base;
  return sql`(${sql.join(
    [base, ...groups.map((g) => sql`websearch_to_tsquery(${TS_CONFIG}, ${g})`)],
    sql` && `,
  )})`;
}

/**
 * Every filter of spec 1 §2 "Listing search", combined with AND; only published listings.
 * `cityCodes` are the codes of a city given by name, resolved beforehand: behind an
 * `in (subquery)` the planner cannot see which city it is and plans for an average one.
 */
export function buildFilters(
  q: ListingsQuery,
  hasText: boolean,
  cityCodes?: number[],
  phrasePairs?: string,
  /** The synonym groups of the text (search-text.ts); `q.q` is the rest of it. */
  groups: readonly string[] = [],
): SQL {
  const condoConditions = [
    q.condominio ? sql`k.codigo = ${q.condominio}` : undefined,
    q.condominioNome ? nameMatches(sql`k.nome_busca`, q.condominioNome) : undefined,
    codeOrName(sql`k.bairro`, 'bairros', q.bairro),
    cepStartsWith(sql`k.cep`, q.cep),
    q.rua || q.numero
      ? sql`(${andAll([q.rua ? nameMatches(sql`l.nome_busca`, q.rua) : undefined, q.numero ? sql`k.numero = ${q.numero}` : undefined])}
             or exists (select 1 from vinculos_condominio_logradouro v join logradouros lv on lv.codigo = v.logradouro
                        where v.condominio = k.codigo and ${andAll([
                          q.rua ? nameMatches(sql`lv.nome_busca`, q.rua) : undefined,
                          q.numero ? sql`v.numero = ${q.numero}` : undefined,
                        ])}))`
      : undefined,
  ].filter((c) => c !== undefined);
  const state = q.estado ?? q.uf;
  return andAll([
    sql`a.status = 'publicado'`,
    hasText ? textCondition(tsqueryOf(q.q ?? '', groups), phrasePairs) : undefined,
    // smallint, as the column: an integer comparison would not use anuncios_busca_idx's type key.
    q.tipo ? sql`a.tipo = ${q.tipo}::smallint` : undefined,
    q.categoria ? sql`a.categoria = ${q.categoria}` : undefined,
    q.subcategoria ? sql`a.subcategoria = ${q.subcategoria}` : undefined,
    q.cidade
      ? codesCondition(sql`a.cidade`, q.cidade.code !== undefined ? [q.cidade.code] : (cityCodes ?? []))
      : undefined,
    // A literal UF (not a sub-select) lets the planner use the column statistics.
    state ? sql`a.uf = ${ufOf(state)}` : undefined,
    q.precoMin !== undefined ? sql`a.preco_centavos >= ${q.precoMin}` : undefined,
    q.precoMax !== undefined ? sql`a.preco_centavos <= ${q.precoMax}` : undefined,
    q.condicao ? sql`a.condicao = ${q.condicao}` : undefined,
    q.transacao?.length
      ? sql`a.tipos_transacao && array[${sql.join(
          q.transacao.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[]`
      : undefined,
    condoConditions.length
      ? sql`a.codigo in (select ac.anuncio from anuncio_condominios ac
              join condominios k on k.codigo = ac.condominio
              left join logradouros l on l.codigo = k.logradouro
              where ${andAll(condoConditions)})`
      : undefined,
  ]);
}

/**
 * The text search. With phrase pairs (see phrasePairsQuery) the pairs' index finds the listings
 * that can hold the phrases, and the phrase is checked on those alone: `coalesce` keeps the
 * planner from also intersecting the words' bitmaps in anuncios_busca_idx, which for two common
 * words costs more than the few listings it would spare (docs/performance-log.md §12).
 */
function textCondition(query: SQL, phrasePairs: string | undefined): SQL {
  const matches = sql`a.busca @@ ${query}`;
  return phrasePairs
    ? sql`public.pares_da_busca(a.busca) @@ ${phrasePairs}::tsquery and coalesce(${matches}, false)`
    : matches;
}

/** `column = any(literal codes)`; no codes means no match. */
function codesCondition(column: SQL, codes: number[]): SQL {
  if (codes.length === 0) return sql`false`;
  if (codes.length === 1) return sql`${column} = ${codes[0]}`;
  return sql`${column} in (${sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  )})`;
}

export function ufOf(state: { code: number } | { uf: string }): string {
  return 'uf' in state ? state.uf : (UF_BY_STATE_CODE.get(state.code) ?? '');
}

/**
 * ORDER BY clauses written to match the partial indexes exactly (direction and NULLS), so a
 * query with many matches walks an index already in order and stops after one page.
 */
export function orderClause(q: ListingsQuery, hasText: boolean): SQL {
  const desc = q.order === 'desc';
  const asc = q.order === 'asc';
  switch (q.sort) {
    case 'preco':
      return desc
        ? sql`a.preco_centavos desc nulls last, a.codigo desc nulls last`
        : sql`a.preco_centavos asc nulls last, a.codigo asc`;
    case 'titulo':
      return desc
        ? sql`public.immutable_unaccent(lower(a.titulo)) desc, a.codigo desc`
        : sql`public.immutable_unaccent(lower(a.titulo)) asc, a.codigo asc`;
    case 'data':
      return asc ? DATE_ASC : DATE_DESC;
    case undefined:
      // Relevance first when searching (title matches outrank body matches), then newer first.
      // `relevancia` is computed while the matches are read (see sortColumns): relevance only
      // ever orders a materialised set of matches.
      return hasText ? sql`a.relevancia desc, ${DATE_DESC}` : asc ? DATE_ASC : DATE_DESC;
  }
}
const DATE_DESC = sql`a.publicado_em desc nulls last, a.codigo desc nulls last`;
const DATE_ASC = sql`a.publicado_em asc nulls first, a.codigo asc nulls first`;
/**
 * What any ORDER BY above reads; materialised sets of matches carry only these. The rank is
 * computed in the same scan that reads the matches, when relevance orders them: carrying each
 * tsvector into the set to rank it there was a large share of a search (docs/performance-log.md §12).
 */
export function sortColumns(q: ListingsQuery, hasText: boolean, groups: readonly string[] = []): SQL {
  const relevance =
    hasText && q.sort === undefined
      ? sql`ts_rank_cd(a.busca, ${tsqueryOf(q.q ?? '', groups)})`
      : sql`null::real`;
  return sql`a.codigo, a.publicado_em, a.preco_centavos, a.titulo, ${relevance} as relevancia`;
}

/**
 * The stored cards (anuncio_cartoes, ADR 007) of the listings in `codes` (an int[] expression) as
 * one JSON array text, in the array's order, absent ones skipped: sent as they are, nothing parsed.
 */
const cardsOf = (codes: SQL) =>
  sql`(select '[' || coalesce(string_agg(c.cartao, ',' order by o.n), '') || ']'
        from unnest(${codes}) with ordinality o(codigo, n)
        join anuncio_cartoes c on c.anuncio = o.codigo)`;

/** cardsOf for a list of codes given by the app (for a statement that reads other things too). */
export const cardsOfCodes = (codes: number[]): SQL => cardsOf(sql`${sql.param(codes)}::int[]`);

/** What a search on the postings takes besides its term (termSearch, groupSearch). */
interface PostingsSearch {
  type?: number;
  state?: { code: number } | { uf: string };
  newest: boolean;
  /** Matches are counted up to this many. */
  cap: number;
  offset: number;
  limit: number;
  /** Also the page's stored cards, in the same round trip (what GET /api/anuncios sends). */
  cards?: boolean;
}

/**
 * Whether the posting `t` is of a listing holding none of `terms` (a text[] expression): one probe
 * of the key per match. `offset 0` keeps the planner from hashing every posting of the excluded
 * words instead, far slower for a common one (docs/performance-log.md §12).
 */
const notHeldBy = (terms: SQL) =>
  sql`not exists (select 1 from anuncio_termos x where x.termo = any(${terms}) and x.anuncio = t.anuncio offset 0)`;

/**
 * One posting term's listings (`term`, an SQL expression) less those `excluded` (a condition on
 * the posting `t`), optionally within one type and state: the page, by relevance (title, then
 * subtitle or category, then description; newest first within each) or newest first, and the
 * count up to `cap`. Index range scans only: no tsvector is read.
 */
function postingsQueries(opts: PostingsSearch & { term: SQL; excluded: SQL | undefined }) {
  // Numbers a generic plan should see: the count's cap, and the first page at the usual
  // sizes. With them as parameters the generic plan, costed for an unknown LIMIT (10% of the
  // rows), never looked cheaper than a custom one, so every call was planned anew (half the
  // statement's time: docs/performance-log.md §12). Other pages keep parameters, so the
  // statements stay few.
  const { firstPage, limit, offset } = pageValues(opts.offset, opts.limit);
  const reach = firstPage ? limit : sql`${opts.offset + opts.limit}`;
  const filters = andAll([
    sql`t.termo = ${opts.term}`,
    opts.type ? sql`t.tipo = ${opts.type}::smallint` : undefined,
    opts.state ? sql`t.uf = ${ufOf(opts.state)}` : undefined,
    opts.excluded && sql`(${opts.excluded})`,
  ]);
  // Spelled exactly as anuncio_termos_ordem_idx (NULLS LAST everywhere), or the index cannot
  // return the rows in order and a sort of every match comes back (docs/performance-log.md §12).
  const byDate = sql`t.publicado_em desc nulls last, t.anuncio desc nulls last`;
  // Newest first merges the three `peso` ranges of the index, each already in date order.
  const page = opts.newest
    ? sql`select u.anuncio from (${sql.join(
        [3, 2, 1].map(
          (peso) =>
            sql`(select t.anuncio, t.publicado_em from anuncio_termos t where ${filters} and t.peso = ${peso}
                 order by ${byDate} limit ${reach})`,
        ),
        sql` union all `,
      )}) u order by u.publicado_em desc nulls last, u.anuncio desc nulls last limit ${limit} offset ${offset}`
    : sql`select t.anuncio from anuncio_termos t where ${filters}
          order by t.peso desc nulls last, ${byDate} limit ${limit} offset ${offset}`;
  const count = sql`(select count(*)::int from (select 1 from anuncio_termos t where ${filters}
                      limit ${intLiteral(opts.cap)}) c)`;
  return { page, count };
}

export function createListingsRepository(db: Db) {
  return {
    /** Codes of the cities with this name (accent- and case-insensitive; homonyms in other states too). */
    async findCityCodesByName(name: string): Promise<number[]> {
      const found = await queryPrepared<{ codigo: number }>(
        db,
        sql`select codigo from cidades where ${sameName(sql`nome_busca`, name)} order by codigo limit 50`,
      );
      return found.map((r) => r.codigo);
    },

    /**
     * Whether `q` holds at least one searchable lexeme (not only stopwords or punctuation), and
     * whether it asks for a phrase ("bolo de cenoura" in quotes, or a hyphenated word).
     */
    async analyseText(q: string, groups: readonly string[] = []): Promise<TextAnalysis> {
      const each = (of: (query: SQL) => SQL) =>
        groups.length
          ? sql`array[${sql.join(
              groups.map((g) => of(sql`websearch_to_tsquery(${TS_CONFIG}, ${g})`)),
              sql`, `,
            )}]`
          : sql`null::text[]`;
      const [r] = await queryPrepared<{
        n: number;
        phrase: boolean;
        txt: string;
        groups: string[] | null;
        terms: string[] | null;
      }>(
        db,
        sql`select numnode(${tsqueryOf(q, groups)})::int as n, t::text like '%<%>%' as phrase, t::text as txt,
                   ${each((g) => sql`${g}::text`)} as groups, ${each((g) => sql`public.termo_do_grupo(${g})`)} as terms
            from websearch_to_tsquery(${TS_CONFIG}, ${q}) t`,
      );
      return {
        searchable: (r?.n ?? 0) > 0,
        phrase: r?.phrase ?? false,
        query: r?.txt ?? '',
        groups: r?.groups ?? [],
        groupTerms: r?.terms ?? [],
      };
    },

    /**
     * A search of one word, optionally excluding others ("bolo -cenoura"), answered from the
     * postings (`anuncio_termos`, ADR 006 stages 2 and 3; see postingsQueries).
     *
     * One round trip: the text is analysed in the same statement. When it is not of that shape
     * (two words, a phrase, `or`), `postings` is false, nothing is read, and the analysis is
     * returned for the search index path. A prepared statement: the words reach the index scans
     * as results of the statement's own analysis, so its plan never depends on them.
     */
    async termSearch(
      opts: PostingsSearch & { q: string },
    ): Promise<TextAnalysis & { postings: boolean; counted: number; codes: number[]; cards?: string }> {
      const { page, count } = postingsQueries({
        ...opts,
        term: sql`(select w.termo from w)`,
        // Short-circuits on the statement's constant when nothing is excluded.
        excluded: sql`(select cardinality(w.sem) = 0 from w) or ${notHeldBy(sql`(select w.sem from w)::text[]`)}`,
      });
      const [r] = await queryPrepared<{
        n: number;
        phrase: boolean;
        txt: string;
        postings: boolean;
        counted: number | null;
        codes: number[] | null;
        cards: string | null;
      }>(
        db,
        sql`with a as materialized (
              select numnode(t)::int as n, t::text as txt from websearch_to_tsquery(${TS_CONFIG}, ${opts.q}) t),
            -- Each lexeme of the query's text form ('quoted', '' inside) with its negation mark.
            l as materialized (
              select m[1] = '!' as negado, replace(m[2], '''''', '''') as lexema
                from a, regexp_matches(a.txt, '(!?)''((?:[^'']|'''')*)''', 'g') as m),
            -- The one word searched and the words excluded, when the query is only "w & !x & !y"
            -- (a lone lexeme, the common case, without the regular expressions).
            w as materialized (
              select case when a.n = 1 then replace(substr(a.txt, 2, length(a.txt) - 2), '''''', '''')
                          else (select min(l.lexema) from l where not l.negado) end as termo,
                     case when a.n = 1 then '{}'::text[] else array(select l.lexema from l where l.negado) end as sem
                from a
               where a.n = 1
                  or (a.txt ~ '^!?''(?:[^'']|'''')*''( & !?''(?:[^'']|'''')*'')*$'
                      and (select count(*) from l where not l.negado) = 1)),
            -- The page, read once though the cards read it too.
            p as materialized (select array(${page}) as codes)
            select a.n, a.txt like '%<%>%' as phrase, a.txt, exists (select 1 from w) as postings,
                   ${count} as counted, p.codes, ${opts.cards ? cardsOf(sql`p.codes`) : sql`null::text`} as cards
              from a, p`,
      );
      return {
        searchable: (r?.n ?? 0) > 0,
        phrase: r?.phrase ?? false,
        query: r?.txt ?? '',
        groups: [],
        groupTerms: [],
        postings: r?.postings ?? false,
        counted: r?.counted ?? 0,
        codes: (r?.codes ?? []).map(Number),
        cards: r?.cards ?? undefined,
      };
    },

    /**
     * A word with synonyms, optionally excluding others, from the postings exactly as termSearch
     * answers one word: the group is a posting term of its own (`term`, TextAnalysis.groupTerms;
     * ADR 014), held at the best place any of its words has in the listing.
     */
    async groupSearch(
      opts: PostingsSearch & { term: string; excluded: string[] },
    ): Promise<{ counted: number; codes: number[]; cards?: string }> {
      const { page, count } = postingsQueries({
        ...opts,
        term: sql`${opts.term}`,
        excluded: opts.excluded.length ? notHeldBy(sql`${sql.param(opts.excluded)}::text[]`) : undefined,
      });
      const [r] = await queryPrepared<{ counted: number; codes: number[] | null; cards: string | null }>(
        db,
        sql`with p as materialized (select array(${page}) as codes)
            select ${count} as counted, p.codes, ${opts.cards ? cardsOf(sql`p.codes`) : sql`null::text`} as cards
              from p`,
      );
      return { counted: r?.counted ?? 0, codes: (r?.codes ?? []).map(Number), cards: r?.cards ?? undefined };
    },

    /** The planner's estimate of the matching rows (one planning round trip, nothing read). */
    async estimateMatches(where: SQL): Promise<number> {
      const [r] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
        db,
        sql`explain (format json) select 1 from anuncios a where ${where}`,
      );
      return r?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
    },

    /** Matches counted up to `cap` (the caller reports "more than" beyond it). */
    async countUpTo(where: SQL, cap: number): Promise<number> {
      const [r] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (select 1 from anuncios a where ${where} limit ${cap}) m`,
      );
      return r?.n ?? 0;
    },

    /**
     * The matches counted up to `cap` and, in the same pass over them, the codes of one page:
     * one statement and one read of the matching rows instead of a count and then a page. The
     * page is right only when `counted <= cap` (all matches were seen); beyond, the caller asks
     * findPageCodes for it.
     */
    async countAndPage(opts: {
      where: SQL;
      cap: number;
      /** sortColumns() of the search. */
      columns: SQL;
      orderBy: SQL;
      offset: number;
      limit: number;
      /** Also the page's stored cards, when the page is right (what GET /api/anuncios sends). */
      cards?: boolean;
    }): Promise<{ counted: number; codes: number[]; cards?: string }> {
      const { where, cap, columns, orderBy, offset, limit } = opts;
      const [r] = await queryRows<{ n: number; codes: number[] | null; cards: string | null }>(
        db,
        sql`with a as materialized (select ${columns} from anuncios a where ${where} limit ${cap}),
            n as materialized (select count(*)::int as n from a),
            p as materialized (select array(select a.codigo from a order by ${orderBy}
                                              limit ${limit} offset ${offset}) as codes)
            -- The cards are read only when the page is right: a CASE runs its subquery on demand.
            select n.n, p.codes,
                   ${opts.cards ? sql`case when n.n < ${intLiteral(cap)} then ${cardsOf(sql`p.codes`)} end` : sql`null::text`} as cards
              from n, p`,
      );
      return { counted: r?.n ?? 0, codes: (r?.codes ?? []).map(Number), cards: r?.cards ?? undefined };
    },

    /**
     * Codes of one page. With few matches (`fewMatches`) the matching rows are materialised
     * first so the planner uses the search/filter indexes instead of walking a sort index and
     * filtering (the "rare term + ORDER BY date" trap); with many, it walks the sort index.
     * Relevance over many matches ranks only the newest RANK_CANDIDATES of them.
     */
    async findPageCodes(opts: {
      where: SQL;
      /** sortColumns() of the search. */
      columns: SQL;
      orderBy: SQL;
      offset: number;
      limit: number;
      fewMatches: boolean;
      rankCandidates?: number;
    }): Promise<number[]> {
      const { where, columns, orderBy, offset, limit } = opts;
      let query: SQL;
      if (opts.fewMatches) {
        query = sql`with a as materialized (select ${columns} from anuncios a where ${where})
                    select a.codigo from a order by ${orderBy} limit ${limit} offset ${offset}`;
      } else if (opts.rankCandidates) {
        query = sql`with a as materialized (select ${columns} from anuncios a where ${where}
                    order by ${DATE_DESC} limit ${opts.rankCandidates})
                    select a.codigo from a order by ${orderBy} limit ${limit} offset ${offset}`;
      } else {
        query = sql`select a.codigo from anuncios a where ${where} order by ${orderBy} limit ${limit} offset ${offset}`;
      }
      return (await queryRows<{ codigo: number }>(db, query)).map((r) => r.codigo);
    },

    /** The stored cards of these listings as one JSON array text, in the order of `codes` (cardsOf). */
    async findCards(codes: number[]): Promise<string> {
      if (codes.length === 0) return '[]';
      const [row] = await queryPrepared<{ cards: string }>(db, sql`select ${cardsOfCodes(codes)} as cards`);
      return row?.cards ?? '[]';
    },

    /**
     * The words of the published listings' titles and of the category and subcategory names, as
     * written (lower case, accents kept), with how many listings (or names) hold each: what
     * "Você quis dizer" may offer. ts_stat aggregates in PostgreSQL, so only the distinct words
     * come back (docs/performance-log.md §18).
     */
    async titleWords(): Promise<{ word: string; count: number }[]> {
      return queryRows<{ word: string; count: number }>(
        db,
        sql`select word, sum(ndoc)::int as count from (
              select word, ndoc from ts_stat('select to_tsvector(''simple'', a.titulo) from anuncios a where a.status = ''publicado''')
              union all
              select word, ndoc from ts_stat('select to_tsvector(''simple'', nome) from categorias union all select to_tsvector(''simple'', nome) from subcategorias')
            ) w where word ~ '^[[:alpha:]]{3,}$' group by word`,
      );
    },

    /** Which of these words no published listing holds (words that are only stopwords are left out). */
    async wordsWithoutListings(words: string[]): Promise<string[]> {
      if (words.length === 0) return [];
      const rows = await queryRows<{ w: string }>(
        db,
        sql`select u.w from unnest(${sql.param(words)}::text[]) u(w)
             where numnode(plainto_tsquery(${TS_CONFIG}, u.w)) > 0
               and not exists (select 1 from anuncio_termos t
                                where t.termo = any(tsvector_to_array(to_tsvector(${TS_CONFIG}, u.w))))`,
      );
      return rows.map((r) => r.w);
    },

    /**
     * The published listings with ANY of the slots (tsquery texts), none of `excluded`, within
     * `where` (the search's filters without its text): counted up to `cap` and one page, those
     * with more slots first, then in `orderBy`. Among the first `cap` matches read only: it
     * answers only searches that found nothing with all the words.
     */
    async partialPage(opts: {
      where: SQL;
      slots: string[];
      excluded: string[];
      orderBy: SQL;
      cap: number;
      offset: number;
      limit: number;
    }): Promise<{ counted: number; codes: number[] }> {
      const any = [
        `(${opts.slots.map((s) => `(${s})`).join(' | ')})`,
        ...opts.excluded.map((x) => `!'${x.replace(/'/g, "''")}'`),
      ].join(' & ');
      const hits = sql.join(
        opts.slots.map((s) => sql`(a.busca @@ ${s}::tsquery)::int`),
        sql` + `,
      );
      const [r] = await queryRows<{ n: number; codes: number[] | null }>(
        db,
        sql`with a as materialized (
              select a.codigo, a.publicado_em, a.preco_centavos, a.titulo, ${hits} as acertos,
                     ts_rank_cd(a.busca, ${any}::tsquery) as relevancia
                from anuncios a where ${opts.where} and a.busca @@ ${any}::tsquery limit ${opts.cap})
            select (select count(*)::int from a) as n,
                   array(select a.codigo from a order by a.acertos desc, ${opts.orderBy}
                         limit ${opts.limit} offset ${opts.offset}) as codes`,
      );
      return { counted: r?.n ?? 0, codes: (r?.codes ?? []).map(Number) };
    },

    async findHighlightCodes(limit: number, type?: number): Promise<number[]> {
      const found = await queryRows<{ codigo: number }>(
        db,
        sql`select a.codigo from anuncios a where a.status = 'publicado' and a.destaque
            ${type ? sql`and a.tipo = ${type}` : sql``}
            order by a.publicado_em desc nulls last, a.codigo desc limit ${limit}`,
      );
      return found.map((r) => r.codigo);
    },
  };
}
