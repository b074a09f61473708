import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryPrepared, queryRows } from '../../lib/sql.ts';

/**
 * The app's in-memory match index (ADR 006 stage 6): every published listing's lexemes, as
 * `anuncio_termos` holds them, in sorted arrays of listing codes. Several words that must all be
 * there are intersected and ranked here, without a heap visit or a rank computed per match in
 * PostgreSQL (at 1M listings its CPU per two-word search capped what two cores could serve;
 * figures: docs/performance.md §3); so is a known word in few listings (stage 9).
 *
 * PostgreSQL stays the source of truth. The index is loaded at start-up and kept in step from
 * `anuncio_termos_alteracoes`, which the postings' triggers fill (migration 0018): a refresh
 * reads the changes of every transaction its last snapshot did not see as finished. A search
 * runs on the index as it stands and is then confirmed (`confirm`) from the same log in a
 * statement begun after the request came, and refreshed and run again when a change was
 * missing: so a search sees every write committed before it began. While the index is
 * (re)built, `search` answers undefined and the caller takes the SQL path.
 */
export interface MatchIndex {
  /**
   * Reads the changes committed since the last call and applies them: afterwards the index
   * holds every write committed before the call. False while the index is not usable.
   */
  refresh(): Promise<boolean>;
  /**
   * The matches of all the lexemes, counted, and one page of them; undefined if not ready. As
   * the index stands now: `confirm(read)` tells whether that was up to date.
   */
  search(q: MatchQuery): { counted: number; codes: number[]; read: IndexRead } | undefined;
  /** How many listings hold the lexeme, as the index stands; undefined if not ready. */
  listingsWith(lexeme: string): number | undefined;
  /**
   * Whether the index a search `read` held every write committed before this call, in one
   * statement with `also` (the page's cards, say) read in the same round trip and snapshot. So
   * a search from an index that needed no change (most) costs one round trip, not a refresh's
   * and then the cards'. When false, `refresh()` and search again.
   */
  confirm<T>(read: IndexRead, also?: SQL): Promise<{ fresh: boolean; also: T | null }>;
  /** Postings held and the bytes of their arrays (for the start-up log and the benchmark). */
  size(): { lexemes: number; postings: number; bytes: number };
  /** Settles when the load under way (if any) has finished or failed. */
  loaded(): Promise<void>;
  /**
   * Whether searches can use the index now, and when it last read the change log (epoch ms;
   * 0 before the first load): readiness and the metrics' index lag come from here.
   */
  status(): { ready: boolean; lastRefreshAt: number };
  /** Stops the periodic refresh (the app's onClose). */
  close(): void;
}

export interface MatchQuery {
  /** Posting terms all required: words, and synonym groups' terms (ADR 014). */
  lexemes: string[];
  /** Lexemes no match may hold (`-palavra`). */
  without?: string[];
  type?: number;
  uf?: string;
  category?: number;
  subcategory?: number;
  /** Any of these cities (a city given by name may be several). */
  cities?: number[];
  /** Newest first; otherwise by relevance (see `search`). */
  newest: boolean;
  offset: number;
  limit: number;
}

/** Where in the change log an index stood when searched (see `confirm`). */
interface IndexRead {
  /** The xmin its last applied poll read from, and the changes from there on it had applied. */
  readonly since: string;
  readonly applied: ReadonlySet<string>;
}

/** One lexeme's listings, codes ascending, with where it occurs in each (3 title, 2 subtitle or category, 1 description). */
interface Postings {
  codes: Int32Array;
  weights: Uint8Array;
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Above this many changed listings in one refresh, the index is rebuilt instead of patched. */
const PATCH_LIMIT = 2_000;
/** Lexemes per statement while loading, and listings per statement of their facts. */
const LOAD_BATCH = 2_000;
/** Change-log rows older than this are deleted (by any process, at most every PRUNE_EVERY_MS). */
const KEEP_CHANGES = '1 day';
const PRUNE_EVERY_MS = 10 * 60_000;
/** A process that has not read the log for this long (suspended, say) rebuilds instead. */
const STALE_AFTER_MS = 60 * 60_000;
/** After a failed load, the next attempt waits this long. */
const RETRY_AFTER_MS = 60_000;
/**
 * Refreshed this often even without searches, so a quiet process stays within STALE_AFTER_MS
 * (and prunes the log, and retries a failed load) instead of reloading at its next search.
 */
const REFRESH_EVERY_MS = 60_000;

/** What the page order and the filters need of a published listing, as `anuncios` holds it. */
interface FactsRow {
  codigo: number;
  ms: number | null;
  tipo: number;
  uf: string | null;
  cidade: number | null;
  categoria: number;
  subcategoria: number | null;
}

/** Facts of a listing the page order and the filters need, by listing code (0 for none). */
class ListingFacts {
  dates = new Float64Array(0);
  types = new Uint8Array(0);
  states = new Uint8Array(0);
  cities = new Int32Array(0);
  categories = new Int32Array(0);
  subcategories = new Int32Array(0);
  private readonly stateCodes = new Map<string, number>();

  set(r: FactsRow) {
    const code = r.codigo;
    if (code >= this.dates.length) this.grow(code + 1);
    this.dates[code] = r.ms ?? Number.NEGATIVE_INFINITY; // NULLS LAST when newest first
    this.types[code] = r.tipo;
    this.states[code] = this.stateCode(r.uf);
    this.cities[code] = r.cidade ?? 0;
    this.categories[code] = r.categoria;
    this.subcategories[code] = r.subcategoria ?? 0;
  }

  /** A small number per UF, 0 for none. */
  private stateCode(uf: string | null): number {
    if (!uf) return 0;
    let n = this.stateCodes.get(uf);
    if (n === undefined) this.stateCodes.set(uf, (n = this.stateCodes.size + 1));
    return n;
  }

  /** The number a search for this UF compares with (-1, matching nothing, if no listing has it). */
  stateWanted(uf: string): number {
    return this.stateCodes.get(uf) ?? -1;
  }

  private grow(min: number) {
    const size = Math.max(min, Math.ceil(this.dates.length * 1.5), 1024);
    const larger = <T extends Float64Array | Uint8Array | Int32Array>(
      a: T,
      make: new (n: number) => T,
    ): T => {
      const b = new make(size);
      b.set(a);
      return b;
    };
    this.dates = larger(this.dates, Float64Array);
    this.types = larger(this.types, Uint8Array);
    this.states = larger(this.states, Uint8Array);
    this.cities = larger(this.cities, Int32Array);
    this.categories = larger(this.categories, Int32Array);
    this.subcategories = larger(this.subcategories, Int32Array);
  }
}

interface Loaded {
  postings: Map<string, Postings>;
  facts: ListingFacts;
}

/**
 * Starts loading at once and returns: searches take the SQL path until the load is done (seconds
 * at 1M listings, docs/performance.md §3; `loaded()` for those who must wait).
 */
export function createMatchIndex(db: Db, log?: Logger): MatchIndex {
  let current: Loaded | undefined;
  /** The xmin of the last snapshot whose changes are applied: later polls read from it on. */
  let since = '0';
  /**
   * Changes (`xid:listing`) already applied among those the next poll reads again. Replaced,
   * never changed in place: a search's `read` keeps the set of the index it searched.
   */
  let applied: ReadonlySet<string> = new Set<string>();
  let lastPoll = 0;
  let lastPrune = 0;
  let building: Promise<void> | undefined;
  let retryAt = 0;
  /** Refreshes run one at a time; a call during one waits for the next. */
  let running: Promise<boolean> = Promise.resolve(false);
  let queued: Promise<boolean> | undefined;

  async function build() {
    const started = performance.now();
    current = undefined;
    try {
      // The xmin before reading: whatever commits during the load is read again afterwards.
      const startXmin = await snapshotXmin(db);
      current = await load(db);
      // Changes already seen (those that called for this load among them) are in what it read.
      since = startXmin;
      applied = sinceFloor(applied, since);
      lastPoll = Date.now();
      log?.info(
        { ...size(), ms: Math.round(performance.now() - started) },
        'índice de busca em memória carregado',
      );
    } catch (err) {
      current = undefined;
      retryAt = Date.now() + RETRY_AFTER_MS;
      log?.warn({ err }, 'índice de busca em memória indisponível; buscas seguem pelo PostgreSQL');
    }
  }

  function startBuild() {
    building ??= build().finally(() => (building = undefined));
  }

  async function poll(): Promise<boolean> {
    if (!current) {
      if (Date.now() >= retryAt) startBuild();
      return false;
    }
    if (Date.now() - lastPoll > STALE_AFTER_MS) {
      startBuild();
      return false;
    }
    const rows = await queryPrepared<{
      xmin: string;
      transacao: string | null;
      anuncio: number | null;
      termos_antigos: string[] | null;
    }>(
      db,
      sql`select x.xmin, c.transacao::text as transacao, c.anuncio, c.termos_antigos
            from (select pg_snapshot_xmin(pg_current_snapshot())::text as xmin) x
            left join anuncio_termos_alteracoes c on c.transacao >= ${since}::xid8`,
    );
    lastPoll = Date.now();
    const xmin = rows[0]?.xmin ?? since;
    const changed = new Map<number, Set<string>>();
    const keys: string[] = [];
    let rebuild = false;
    for (const r of rows) {
      if (r.transacao === null) continue;
      const key = changeKey(r.transacao, r.anuncio);
      if (applied.has(key)) continue;
      keys.push(key);
      if (r.anuncio === null) rebuild = true;
      else {
        const old = changed.get(r.anuncio) ?? new Set<string>();
        for (const t of r.termos_antigos ?? []) old.add(t);
        changed.set(r.anuncio, old);
      }
    }
    if (rebuild || changed.size > PATCH_LIMIT) {
      // The load reads a state that holds these changes: they must not call for another.
      applied = new Set([...applied, ...keys]);
      startBuild();
      return false;
    }
    if (changed.size > 0) await patch(db, current, changed);
    // Changes of transactions at or after the new xmin are read again by the next poll.
    since = xmin;
    applied = sinceFloor(new Set([...applied, ...keys]), since);
    prune();
    return true;
  }

  function prune() {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    queryRows(
      db,
      sql`delete from anuncio_termos_alteracoes where registrado_em < now() - ${KEEP_CHANGES}::interval`,
    ).catch((err: unknown) => log?.warn({ err }, 'limpeza de anuncio_termos_alteracoes falhou'));
  }

  function size() {
    let postings = 0;
    for (const p of current?.postings.values() ?? []) postings += p.codes.length;
    const facts = current?.facts.dates.length ?? 0;
    return { lexemes: current?.postings.size ?? 0, postings, bytes: postings * 5 + facts * 22 };
  }

  startBuild();

  const index: MatchIndex = {
    refresh() {
      queued ??= running.then(() => {
        queued = undefined;
        // A failed read of the log leaves the index as it was; this search takes the SQL path.
        return (running = poll().catch((err: unknown) => {
          log?.warn({ err }, 'índice de busca em memória não atualizado; busca segue pelo PostgreSQL');
          return false;
        }));
      });
      return queued;
    },
    search: (q) => (current ? { ...searchLoaded(current, q), read: { since, applied } } : undefined),
    listingsWith: (lexeme) => (current ? (current.postings.get(lexeme)?.codes.length ?? 0) : undefined),
    async confirm<T>(read: IndexRead, also?: SQL) {
      // Past STALE_AFTER_MS the log may have been pruned beyond `since`: only a refresh can tell.
      if (Date.now() - lastPoll > STALE_AFTER_MS) return { fresh: false, also: null };
      const [r] = await queryPrepared<{ changes: [string, number | null][]; also: T | null }>(
        db,
        sql`select coalesce((select json_agg(json_build_array(c.transacao::text, c.anuncio))
                               from anuncio_termos_alteracoes c where c.transacao >= ${read.since}::xid8), '[]') as changes,
                   ${also ?? sql`null`} as also`,
      );
      const fresh = (r?.changes ?? []).every(([xid, listing]) => read.applied.has(changeKey(xid, listing)));
      return { fresh, also: r?.also ?? null };
    },
    size,
    loaded: async () => {
      await building;
    },
    status: () => ({ ready: current !== undefined, lastRefreshAt: lastPoll }),
    close: () => clearInterval(timer),
  };
  const timer = setInterval(() => void index.refresh(), REFRESH_EVERY_MS);
  timer.unref();
  return index;
}

/** A change-log row's key: its transaction and listing (`*` for all, a rebuild). */
const changeKey = (xid: string, listing: number | null) => `${xid}:${listing ?? '*'}`;

/** The change keys (`xid:listing`) a poll from `xmin` on can read again. */
function sinceFloor(keys: ReadonlySet<string>, xmin: string): Set<string> {
  const floor = BigInt(xmin);
  return new Set([...keys].filter((k) => BigInt(k.slice(0, k.indexOf(':'))) >= floor));
}

async function snapshotXmin(db: Db): Promise<string> {
  const [r] = await queryRows<{ xmin: string }>(
    db,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
  );
  return r!.xmin;
}

/** Postings packed as code * 4 + weight, ascending. */
function unpack(packed: Int32Array): Postings {
  const codes = new Int32Array(packed.length);
  const weights = new Uint8Array(packed.length);
  for (let i = 0; i < packed.length; i++) {
    codes[i] = packed[i]! >> 2;
    weights[i] = packed[i]! & 3;
  }
  return { codes, weights };
}

/** int4send's big-endian bytes as numbers. */
function int32s(bytes: Uint8Array): Int32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Int32Array(bytes.byteLength >>> 2);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt32(i * 4);
  return out;
}

/** The columns of a FactsRow, from `anuncios a`. */
const FACTS = sql`a.codigo, (extract(epoch from a.publicado_em) * 1000)::float8 as ms, a.tipo, a.uf, a.cidade,
  a.categoria, a.subcategoria`;

/** Every posting and the facts of every published listing, in batches (bytes, not rows, for the postings). */
async function load(db: Db): Promise<Loaded> {
  const facts = new ListingFacts();
  for (let after = -1; ;) {
    const rows = await queryRows<FactsRow>(
      db,
      sql`select ${FACTS} from anuncios a
           where a.status = 'publicado' and a.codigo > ${after} order by a.codigo limit ${LOAD_BATCH * 25}`,
    );
    for (const r of rows) facts.set(r);
    if (rows.length < LOAD_BATCH * 25) break;
    after = rows.at(-1)!.codigo;
  }
  const postings = new Map<string, Postings>();
  for (let after = ''; ;) {
    // Each posting as one int4, code * 4 + weight, in no order: sorting them here is cheaper
    // than an ordered aggregate, which sorted (and spilled to disk) group by group in
    // PostgreSQL (docs/performance.md §3). Codes up to 2^29.
    const rows = await queryRows<{ termo: string; postings: Uint8Array }>(
      db,
      sql`select termo, string_agg(int4send(anuncio * 4 + peso), ''::bytea) as postings
            from anuncio_termos where termo > ${after}
           group by termo order by termo limit ${LOAD_BATCH}`,
    );
    for (const r of rows) postings.set(r.termo, unpack(int32s(r.postings).sort()));
    if (rows.length < LOAD_BATCH) break;
    after = rows.at(-1)!.termo;
  }
  return { postings, facts };
}

/**
 * Applies the changes of some listings: each is taken out of the lexemes it held before (from
 * the log) and put into those it holds now (read from anuncio_termos, the committed state).
 * Each lexeme touched gets new arrays, so a search never sees one half-changed.
 */
async function patch(db: Db, loaded: Loaded, changed: Map<number, Set<string>>) {
  const now = await queryRows<FactsRow & { termo: string; peso: number }>(
    db,
    sql`select ${FACTS}, t.termo, t.peso
          from anuncios a join anuncio_termos t
            on t.termo = any(tsvector_to_array(a.busca) || array(select g.termo from sinonimos_grupos g))
           and t.anuncio = a.codigo
         where a.codigo = any(${sql.param([...changed.keys()])}::int[])`,
  );
  const additions = new Map<string, [number, number][]>();
  for (const old of changed.values()) for (const t of old) if (!additions.has(t)) additions.set(t, []);
  for (const r of now) {
    loaded.facts.set(r);
    const list = additions.get(r.termo);
    if (list) list.push([r.codigo, r.peso]);
    else additions.set(r.termo, [[r.codigo, r.peso]]);
  }
  for (const [term, added] of additions) {
    const before = loaded.postings.get(term);
    const merged = mergePostings(before, changed, added);
    if (merged.codes.length === 0) loaded.postings.delete(term);
    else loaded.postings.set(term, merged);
  }
}

/** `before` without the changed listings, plus `added` (code, weight), codes ascending. */
function mergePostings(
  before: Postings | undefined,
  changed: Map<number, unknown>,
  added: [number, number][],
): Postings {
  added.sort((a, b) => a[0] - b[0]);
  const old = before ?? { codes: new Int32Array(0), weights: new Uint8Array(0) };
  const codes = new Int32Array(old.codes.length + added.length);
  const weights = new Uint8Array(codes.length);
  let n = 0;
  let j = 0;
  for (let i = 0; i < old.codes.length; i++) {
    const code = old.codes[i]!;
    for (; j < added.length && added[j]![0] < code; j++, n++) [codes[n], weights[n]] = added[j]!;
    if (changed.has(code)) continue;
    codes[n] = code;
    weights[n++] = old.weights[i]!;
  }
  for (; j < added.length; j++, n++) [codes[n], weights[n]] = added[j]!;
  return { codes: codes.slice(0, n), weights: weights.slice(0, n) };
}

/** First index at or after `from` whose code is at least `code` (galloping, then binary search). */
function lowerBound(codes: Int32Array, code: number, from: number): number {
  let lo = from;
  let step = 1;
  let hi = from;
  while (hi < codes.length && codes[hi]! < code) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  if (hi > codes.length) hi = codes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (codes[mid]! < code) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The listings holding every lexeme, within the filters, counted; and the page at
 * `offset`. By relevance: the sum over the lexemes of where each occurs (3 title, 2 subtitle or
 * category names, 1 description), so title matches come before body matches; then newest first
 * (publication date, then code, descending), as the postings rank a single word.
 */
function searchLoaded(loaded: Loaded, q: MatchQuery): { counted: number; codes: number[] } {
  const lists: Postings[] = [];
  for (const lexeme of new Set(q.lexemes)) {
    const p = loaded.postings.get(lexeme);
    if (!p) return { counted: 0, codes: [] };
    lists.push(p);
  }
  lists.sort((a, b) => a.codes.length - b.codes.length);
  const [first, ...others] = lists;
  if (!first) return { counted: 0, codes: [] };

  // Intersect from the shortest list, summing the weights.
  let codes = first.codes;
  let scores: Uint8Array | Uint16Array = first.weights;
  let n = codes.length;
  let turn = 0;
  for (const other of others)
    ({ codes, scores, n } = intersect(codes, scores, n, other, scratch[turn++ % 2]!));
  // Then without the excluded words' listings, before the loop below (kept as lean as it was
  // without exclusions: a check inside it doubled a rare word's search, docs/performance-log.md §18).
  for (const lexeme of q.without ?? []) {
    const other = loaded.postings.get(lexeme);
    if (other) ({ codes, scores, n } = subtract(codes, scores, n, other, scratch[turn++ % 2]!));
  }

  const { dates, types, states, cities, categories, subcategories } = loaded.facts;
  const state = q.uf === undefined ? undefined : loaded.facts.stateWanted(q.uf);
  const inCities = q.cities && new Set(q.cities);
  const want = q.offset + q.limit;
  // Rank key: relevance, then publication date, in one number (ms since 1970 stay far below
  // SCORE_UNIT), then the code.
  const key = (i: number) => (q.newest ? 0 : scores[i]! * SCORE_UNIT) + dates[codes[i]!]!;
  // The page's best `want` matches in a bounded heap whose root is the worst of them.
  const heap: number[] = [];
  const heapKeys: number[] = [];
  /** Whether a match (its key and code) ranks after another. */
  const ranksAfter = (keyA: number, codeA: number, keyB: number, codeB: number) =>
    keyA < keyB || (keyA === keyB && codeA < codeB);
  /** Whether heap entry a ranks after heap entry b. */
  const after = (a: number, b: number) =>
    ranksAfter(heapKeys[a]!, codes[heap[a]!]!, heapKeys[b]!, codes[heap[b]!]!);
  const swap = (a: number, b: number) => {
    [heap[a], heap[b]] = [heap[b]!, heap[a]!];
    [heapKeys[a], heapKeys[b]] = [heapKeys[b]!, heapKeys[a]!];
  };
  let counted = 0;
  for (let i = 0; i < n; i++) {
    const code = codes[i]!;
    if (q.type !== undefined && types[code] !== q.type) continue;
    if (state !== undefined && states[code] !== state) continue;
    if (q.category !== undefined && categories[code] !== q.category) continue;
    if (q.subcategory !== undefined && subcategories[code] !== q.subcategory) continue;
    if (inCities && !inCities.has(cities[code]!)) continue;
    counted++;
    const k = key(i);
    if (heap.length < want) {
      heap.push(i);
      heapKeys.push(k);
      for (let at = heap.length - 1; at > 0;) {
        const parent = (at - 1) >>> 1;
        if (!after(at, parent)) break;
        swap(at, parent);
        at = parent;
      }
    } else if (ranksAfter(heapKeys[0]!, codes[heap[0]!]!, k, code)) {
      heap[0] = i;
      heapKeys[0] = k;
      for (let at = 0; ;) {
        const l = 2 * at + 1;
        const r = l + 1;
        let worst = at;
        if (l < heap.length && after(l, worst)) worst = l;
        if (r < heap.length && after(r, worst)) worst = r;
        if (worst === at) break;
        swap(at, worst);
        at = worst;
      }
    }
  }
  const order = heap.map((_, at) => at);
  order.sort((a, b) => (after(a, b) ? 1 : -1));
  return { counted, codes: order.slice(q.offset).map((at) => codes[heap[at]!]!) };
}

/** A relevance point in the rank key: more than any publication date in ms. */
const SCORE_UNIT = 1e13;

/**
 * Where intersections write, reused from search to search (a search runs synchronously from
 * start to end, and keeps only the page's codes): two, as each intersection reads the previous
 * one's. Fresh arrays per search (up to a few hundred KB for two words) were memory outside
 * V8's heap whose growth made it run frequent full mark-compacts under sequential two-word
 * searches (--trace-gc; docs/performance.md §3).
 */
class Scratch {
  codes = new Int32Array(0);
  scores = new Uint16Array(0);

  /** Arrays of at least n entries. */
  fit(n: number): this {
    if (this.codes.length < n) {
      const size = Math.max(n, Math.ceil(this.codes.length * 1.5), 1024);
      this.codes = new Int32Array(size);
      this.scores = new Uint16Array(size);
    }
    return this;
  }
}
const scratch = [new Scratch(), new Scratch()];

/**
 * The entries of (codes, scores)[0, n) also in `other`, their scores plus its weights, written
 * into `out`. A merge when the lists are of a size, galloping through `other` when it is much
 * longer.
 */
function intersect(
  codes: Int32Array,
  scores: Uint8Array | Uint16Array,
  n: number,
  other: Postings,
  out: Scratch,
) {
  const { codes: outCodes, scores: outScores } = out.fit(n);
  const oc = other.codes;
  const ow = other.weights;
  let m = 0;
  let i = 0;
  let j = 0;
  if (oc.length < 16 * n) {
    // Each list's run below the other's current code skipped in a loop of its own: one
    // comparison per step that mispredicts only at a run's end, where a three-way comparison
    // mispredicted at every switch between the lists (docs/performance-log.md §18).
    const len = oc.length;
    if (n === 0 || len === 0) return { codes: outCodes, scores: outScores, n: 0 };
    let a = codes[0]!;
    let b = oc[0]!;
    merge: for (;;) {
      while (a < b) {
        if (++i === n) break merge;
        a = codes[i]!;
      }
      while (b < a) {
        if (++j === len) break merge;
        b = oc[j]!;
      }
      if (a === b) {
        outCodes[m] = a;
        outScores[m++] = scores[i]! + ow[j]!;
        if (++i === n || ++j === len) break;
        a = codes[i]!;
        b = oc[j]!;
      }
    }
  } else {
    for (; i < n && j < oc.length; i++) {
      const code = codes[i]!;
      j = lowerBound(oc, code, j);
      if (oc[j] === code) {
        outCodes[m] = code;
        outScores[m++] = scores[i]! + ow[j]!;
      }
    }
  }
  return { codes: outCodes, scores: outScores, n: m };
}

/** The entries of (codes, scores)[0, n) not in `other`, written into `out` (galloping through `other`). */
function subtract(
  codes: Int32Array,
  scores: Uint8Array | Uint16Array,
  n: number,
  other: Postings,
  out: Scratch,
) {
  const { codes: outCodes, scores: outScores } = out.fit(n);
  const oc = other.codes;
  let m = 0;
  for (let i = 0, j = 0; i < n; i++) {
    const code = codes[i]!;
    j = lowerBound(oc, code, j);
    if (oc[j] === code) continue;
    outCodes[m] = code;
    outScores[m++] = scores[i]!;
  }
  return { codes: outCodes, scores: outScores, n: m };
}
