/**
 * Issue 37, design (b): an in-memory listing index built from the `busca` column alone (no
 * postings table, no triggers), measured on the 1M bench database against today's `searchCodes`
 * in the same run. A prototype for the decision, not production code (bench/prototypes/README.md).
 *
 *   npm run bench:proto-memory -- [--per-class 60] [--rounds 3] [--only two,phrase] [--seconds 5]
 *                                 [--clients 8] [--skip-today] [--database-url postgres://...]
 *
 * 1. Load: every published listing, oldest first, by `COPY ... TO STDOUT (FORMAT binary)`
 *    (tsvector's binary form: no quoting to undo), parsed as it streams in. Doc ids are the
 *    rank by (publicado_em, codigo): "newest first" is a walk from the end of every list.
 * 2. Index: per lexeme a range of one posting array (doc id, field mask, number of positions);
 *    the positions (tsvector's WordEntryPos: 2 bits of weight, 14 of position) in the same
 *    order, found through one offset per 64 postings; per listing its code, UF, type, category
 *    and a tombstone byte. Every array on a SharedArrayBuffer, so worker threads read them as
 *    they are.
 * 3. Queries: AND of clauses, each an OR of words or quoted phrases (websearch_to_tsquery's
 *    reading; `OU`/`NÃO` and the synonym groups as search-text.ts rewrites them), words
 *    excluded, filters UF, type and category, newest first or by relevance, top `limit` and
 *    a total counted exactly up to 10,000. Relevance, one definition: the sum over the required
 *    clauses of the best field each is found in (title 3, subtitle or category 2, description 1),
 *    newer first among equals; for one word that is today's postings order (peso, then date).
 *    A phrase matches only at consecutive positions of one field (same weight).
 * 4. Measure: the classes of bench:search, each query through the prototype and through today's
 *    service, interleaved; agreement of totals and first pages.
 * 5. Footprint, snapshot, both cores (8 clients over one and two worker threads), updates.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import pg from 'pg';
import { type ListingsQuery, ListingsQuerySchema } from '#shared/contracts/listings.contract.ts';
import { UF_BY_STATE_CODE } from '#shared/states.ts';
import { openDatabase } from '#server/db/client.ts';
import { createListingsRepository } from '#server/features/listings/listings.repository.ts';
import { createListingsService } from '#server/features/listings/listings.service.ts';
import { createMatchIndex } from '#server/features/listings/match-index.ts';
import { parseSearchText } from '#server/features/listings/search-text.ts';
import { parseArgs } from '../lib/args.ts';
import { othersCores, snapshot } from '../lib/cpu.ts';
import { buildSearchClasses, type SearchClass } from '../lib/search-classes.ts';

// ---------------------------------------------------------------------------------------------
// The index
// ---------------------------------------------------------------------------------------------

/** The index's arrays: what a worker thread receives (all on SharedArrayBuffers). */
interface Arrays {
  /** Lexeme t's postings are [termStart[t], termStart[t + 1]), doc ids ascending (oldest first). */
  termStart: Uint32Array;
  postDoc: Uint32Array;
  /** Fields holding the lexeme in that listing: 1 title (A), 2 subtitle/category (B), 4 description (C). */
  postMask: Uint8Array;
  /** Positions of the posting (at most 255 kept). */
  postCount: Uint8Array;
  /** Offset into `positions` of every 64th posting. */
  blockPos: Uint32Array;
  /** WordEntryPos as tsvector keeps it: weight << 14 | position; the postings' order. */
  positions: Uint16Array;
  /** Per doc id: the listing's code, UF (index into UFS, 0 none), type, category, tombstone. */
  code: Int32Array;
  uf: Uint8Array;
  tipo: Uint8Array;
  categoria: Int32Array;
  deleted: Uint8Array;
}

const UFS = ['', ...new Set(UF_BY_STATE_CODE.values())].sort();
const ufIndex = new Map(UFS.map((u, i) => [u, i]));
/** tsvector weight (WordEntryPos >> 14: D 0, C 1, B 2, A 3) to field bit. */
const WEIGHT_BIT = [4, 4, 2, 1];
/** Best field of a mask, as relevance counts it: title 3, subtitle/category 2, description 1. */
const MASK_SCORE = Uint8Array.from({ length: 8 }, (_, m) => (m & 1 ? 3 : m & 2 ? 2 : m & 4 ? 1 : 0));
const BLOCK = 64;
/** Counting stops past this: totals are exact up to 10,000 (issue 37). */
const EXACT_LIMIT = 10_000;

const shared = {
  u32: (n: number) => new Uint32Array(new SharedArrayBuffer(Math.max(1, n) * 4)),
  i32: (n: number) => new Int32Array(new SharedArrayBuffer(Math.max(1, n) * 4)),
  u16: (n: number) => new Uint16Array(new SharedArrayBuffer(Math.max(1, n) * 2)),
  u8: (n: number) => new Uint8Array(new SharedArrayBuffer(Math.max(1, n))),
};

/** One lexeme of a query: its term id (-1 when no listing has it) and its offset in a phrase. */
interface Term {
  t: number;
  off: number;
}
/** A word (one term) or a phrase (several, at their offsets). */
type Item = Term[];
interface Plan {
  /** Every clause must match; a clause matches when any of its items does. */
  required: Item[][];
  excluded: Item[];
  uf: number;
  tipo: number;
  categoria: number;
  newest: boolean;
  offset: number;
  limit: number;
  /** Count exactly up to EXACT_LIMIT (else stop as soon as the page is known). */
  exact: boolean;
}
interface Answer {
  codes: number[];
  total: number;
  totalExato: boolean;
  /** Candidates looked at. */
  scanned: number;
}

/** Finds docs in one lexeme's postings, walking down (doc ids descending, as every query reads). */
class Cursor {
  private c: number;
  constructor(
    private readonly a: Arrays,
    readonly s: number,
    readonly e: number,
  ) {
    this.c = e;
  }
  /** The posting index of doc d, or -1. Calls must come with d descending. */
  find(d: number): number {
    const docs = this.a.postDoc;
    let hi = this.c; // postings below hi are candidates
    if (hi <= this.s) return -1;
    if (docs[hi - 1]! <= d) {
      this.c = docs[hi - 1] === d ? hi - 1 : hi;
      return docs[hi - 1] === d ? hi - 1 : -1;
    }
    // Gallop down to a posting <= d, then binary search.
    let step = 1;
    let lo = hi - 1;
    while (lo > this.s && docs[lo]! > d) {
      hi = lo;
      lo = Math.max(this.s, lo - step);
      step *= 2;
    }
    if (docs[lo]! > d) {
      this.c = this.s;
      return -1;
    }
    // docs[lo] <= d < docs[hi]
    while (hi - lo > 1) {
      const mid = (lo + hi) >>> 1;
      if (docs[mid]! <= d) lo = mid;
      else hi = mid;
    }
    this.c = docs[lo] === d ? lo : lo + 1;
    return docs[lo] === d ? lo : -1;
  }
}

function positionsOf(a: Arrays, i: number): [number, number] {
  let off = a.blockPos[Math.floor(i / BLOCK)]!;
  for (let k = i - (i % BLOCK); k < i; k++) off += a.postCount[k]!;
  return [off, off + a.postCount[i]!];
}

/** An item ready to be checked against docs walking down. */
interface ItemCheck {
  cursors: Cursor[];
  offs: number[];
  /** Postings of the rarest term: what a driver enumerates. */
  rarest: number;
}

function itemCheck(a: Arrays, item: Item): ItemCheck | undefined {
  if (item.some((x) => x.t < 0)) return undefined; // a word no listing has: matches nothing
  const cursors = item.map((x) => new Cursor(a, a.termStart[x.t]!, a.termStart[x.t + 1]!));
  let rarest = 0;
  cursors.forEach((c, k) => {
    if (c.e - c.s < cursors[rarest]!.e - cursors[rarest]!.s) rarest = k;
  });
  return { cursors, offs: item.map((x) => x.off), rarest };
}

/** The fields (mask) where the item is in doc d, 0 when it is not. */
function itemMask(a: Arrays, ic: ItemCheck, d: number): number {
  if (ic.cursors.length === 1) {
    const i = ic.cursors[0]!.find(d);
    return i < 0 ? 0 : a.postMask[i]!;
  }
  const idx: number[] = [];
  for (const c of ic.cursors) {
    const i = c.find(d);
    if (i < 0) return 0;
    idx.push(i);
  }
  if (idx.length === 1) return a.postMask[idx[0]!]!;
  return phraseMask(a, ic, idx);
}

/** A phrase in one doc: its first term at p, each other term at p + its offset, all in one field. */
function phraseMask(a: Arrays, ic: ItemCheck, idx: number[]): number {
  const [s0, e0] = positionsOf(a, idx[0]!);
  const ranges = idx.map((i) => positionsOf(a, i));
  let mask = 0;
  for (let p = s0; p < e0; p++) {
    const start = a.positions[p]!;
    let ok = true;
    for (let k = 1; k < idx.length && ok; k++) {
      // Same weight bits and position + offset: WordEntryPos + offset, unless it leaves the 14 bits.
      const want = start + ic.offs[k]! - ic.offs[0]!;
      if ((want & 0xc000) !== (start & 0xc000)) {
        ok = false;
        break;
      }
      const [s, e] = ranges[k]!;
      ok = false;
      for (let q = s; q < e; q++)
        if (a.positions[q] === want) {
          ok = true;
          break;
        }
    }
    if (ok) mask |= WEIGHT_BIT[start >> 14]!;
  }
  return mask;
}

interface Head {
  ic: ItemCheck;
  /** The next posting of the item's rarest term to look at, walking down to `s`. */
  i: number;
  s: number;
  doc: number;
  mask: number;
}

/**
 * A clause's docs, descending, with the fields each is found in: the union of its items (words,
 * phrases), merged as it is walked, so a query that stops early reads only what it needs.
 */
class ClauseWalk {
  private readonly heads: Head[] = [];
  doc = -1;
  mask = 0;
  constructor(
    private readonly a: Arrays,
    clause: Item[],
  ) {
    for (const item of clause) {
      const ic = itemCheck(a, item);
      if (!ic) continue;
      const driver = ic.cursors[ic.rarest]!;
      const h = { ic, i: driver.e - 1, s: driver.s, doc: -1, mask: 0 };
      this.advance(h);
      this.heads.push(h);
    }
  }
  private advance(h: Head): void {
    const a = this.a;
    while (h.i >= h.s) {
      const d = a.postDoc[h.i]!;
      const m = h.ic.cursors.length === 1 ? a.postMask[h.i]! : itemMask(a, h.ic, d);
      h.i--;
      if (m) {
        h.doc = d;
        h.mask = m;
        return;
      }
    }
    h.doc = -1;
  }
  next(): boolean {
    let best = -1;
    for (const h of this.heads) if (h.doc > best) best = h.doc;
    if (best < 0) return false;
    let m = 0;
    for (const h of this.heads)
      if (h.doc === best) {
        m |= h.mask;
        this.advance(h);
      }
    this.doc = best;
    this.mask = m;
    return true;
  }
}

/** Postings of a clause (an estimate of its size): the sum of each item's rarest term. */
function clauseSize(a: Arrays, clause: Item[]): number {
  let n = 0;
  for (const item of clause) {
    if (item.some((x) => x.t < 0)) continue;
    n += Math.min(...item.map((x) => a.termStart[x.t + 1]! - a.termStart[x.t]!));
  }
  return n;
}

/** One query over the index. */
function evaluate(a: Arrays, plan: Plan): Answer {
  const need = plan.offset + plan.limit;
  const clauses = [...plan.required].sort((x, y) => clauseSize(a, x) - clauseSize(a, y));
  const first = clauses[0];
  if (!first) return { codes: [], total: 0, totalExato: true, scanned: 0 };
  // The driver: a single word's postings walked in place, anything else merged as it is walked.
  const single = first.length === 1 && first[0]!.length === 1 ? first[0]![0]! : undefined;
  if (single && single.t < 0) return { codes: [], total: 0, totalExato: true, scanned: 0 };
  const walk = single ? undefined : new ClauseWalk(a, first);
  let i = single ? a.termStart[single.t + 1]! - 1 : 0;
  const to = single ? a.termStart[single.t]! : 0;
  const others = clauses.slice(1).map((c) => c.map((item) => itemCheck(a, item)));
  const excluded = plan.excluded.map((item) => itemCheck(a, item)).filter((x) => x !== undefined);
  const cap = plan.exact ? EXACT_LIMIT + 1 : need;
  const maxScore = 3 * clauses.length;
  const buckets: number[][] = Array.from({ length: maxScore + 1 }, () => []);
  const page: number[] = [];
  let count = 0;
  let scanned = 0;
  let stoppedEarly = false;
  const { uf, tipo, categoria, deleted } = a;
  outer: for (;;) {
    let d: number;
    let driverMask: number;
    if (walk) {
      if (!walk.next()) break;
      d = walk.doc;
      driverMask = walk.mask;
    } else {
      if (i < to) break;
      d = a.postDoc[i]!;
      driverMask = a.postMask[i--]!;
    }
    scanned++;
    if (deleted[d] || (plan.uf && uf[d] !== plan.uf) || (plan.tipo && tipo[d] !== plan.tipo)) continue;
    if (plan.categoria && categoria[d] !== plan.categoria) continue;
    let score = MASK_SCORE[driverMask]!;
    for (const clause of others) {
      let m = 0;
      for (const ic of clause) if (ic) m |= itemMask(a, ic, d);
      if (!m) continue outer;
      score += MASK_SCORE[m]!;
    }
    for (const ic of excluded) if (itemMask(a, ic, d)) continue outer;
    count++;
    if (plan.newest) {
      if (count <= need) page.push(d);
      if (count >= cap && count >= need) {
        stoppedEarly = true;
        break;
      }
    } else {
      const b = buckets[score]!;
      if (b.length < need) b.push(d);
      if (count >= cap && buckets[maxScore]!.length >= need) {
        stoppedEarly = true;
        break;
      }
    }
  }
  const ordered = plan.newest ? page : buckets.reverse().flat();
  return {
    codes: ordered.slice(plan.offset, need).map((d) => a.code[d]!),
    total: Math.min(count, EXACT_LIMIT),
    totalExato: !stoppedEarly && count <= EXACT_LIMIT,
    scanned,
  };
}

// ---------------------------------------------------------------------------------------------
// Loading: COPY ... TO STDOUT (FORMAT binary) with plain pg
// ---------------------------------------------------------------------------------------------

/** Growable typed arrays for the listings' entries as they stream in (one per lexeme per listing). */
class Entries {
  term = new Uint32Array(1 << 24);
  mask = new Uint8Array(1 << 24);
  count = new Uint8Array(1 << 24);
  n = 0;
  pos = new Uint16Array(1 << 25);
  np = 0;
  docStart = new Uint32Array(1 << 20);
  docs = 0;
  code = new Int32Array(1 << 20);
  uf = new Uint8Array(1 << 20);
  tipo = new Uint8Array(1 << 20);
  categoria = new Int32Array(1 << 20);
  lexicon = new Map<string, number>();
  lexemes: string[] = [];
  /** Open addressing over the lexemes' bytes: slot -> term id + 1. */
  private table = new Int32Array(1 << 16);
  private bytes: Buffer[] = [];

  /** The term id of the lexeme in b[s, e) with hash h, added when new (keyed by its UTF-8 bytes read as latin1). */
  termOf(b: Buffer, s: number, e: number, h: number): number {
    const mask = this.table.length - 1;
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      const id = this.table[slot]! - 1;
      if (id < 0) break;
      const known = this.bytes[id]!;
      if (known.length !== e - s) continue;
      let k = 0;
      while (k < known.length && known[k] === b[s + k]) k++;
      if (k === known.length) return id;
    }
    const key = b.toString('latin1', s, e);
    const id = this.lexemes.length;
    this.lexicon.set(key, id);
    this.lexemes.push(key);
    this.bytes.push(Buffer.from(b.subarray(s, e)));
    if (this.lexemes.length * 2 > this.table.length) this.rehash();
    else this.place(h, id);
    return id;
  }

  private place(h: number, id: number): void {
    const mask = this.table.length - 1;
    let slot = h & mask;
    while (this.table[slot] !== 0) slot = (slot + 1) & mask;
    this.table[slot] = id + 1;
  }

  private rehash(): void {
    this.table = new Int32Array(this.table.length * 2);
    this.bytes.forEach((bytes, id) => {
      let h = 0x811c9dc5;
      for (const c of bytes) h = Math.imul(h ^ c, 0x01000193);
      this.place(h, id);
    });
  }

  /** Drops the entries (the index holds them now). */
  free(): void {
    this.term = new Uint32Array(0);
    this.mask = new Uint8Array(0);
    this.count = new Uint8Array(0);
    this.pos = new Uint16Array(0);
    this.docStart = new Uint32Array(0);
  }

  grow<T extends Uint32Array | Uint8Array | Uint16Array | Int32Array>(arr: T, need: number): T {
    if (need <= arr.length) return arr;
    const bigger = new (arr.constructor as new (n: number) => T)(Math.max(need, arr.length * 2));
    bigger.set(arr);
    return bigger;
  }
}

/**
 * The CopyOut sub-protocol for pg.Client.query (a "submittable", as bench/lib/copy.ts does for
 * CopyIn): each CopyData message goes to `onData` as it arrives.
 */
class CopyToStdout {
  callback?: (err: Error | null) => void;
  private error: Error | null = null;
  constructor(
    private readonly text: string,
    private readonly onData: (chunk: Buffer) => void,
  ) {}
  submit(connection: { query(text: string): void }): void {
    connection.query(this.text);
  }
  handleCopyData(msg: { chunk: Buffer }): void {
    try {
      this.onData(msg.chunk);
    } catch (err) {
      this.error ??= err as Error;
    }
  }
  handleError(err: Error): void {
    this.error ??= err;
  }
  handleReadyForQuery(): void {
    this.callback?.(this.error);
  }
  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(): void {}
}

function copyOut(client: pg.Client, text: string, onData: (chunk: Buffer) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = new CopyToStdout(text, onData);
    s.callback = (err) => (err ? reject(err) : resolve());
    (client as unknown as { query(q: unknown): void }).query(s);
  });
}

const LISTINGS_COPY = `copy (select codigo, uf, tipo, categoria, busca from anuncios where status = 'publicado'
  order by publicado_em, codigo) to stdout`;

/** Parses binary COPY tuples (codigo int4, uf char(2), tipo int2, categoria int4, busca tsvector) into `en`. */
function binaryParser(en: Entries): (chunk: Buffer) => void {
  let carry: Buffer | undefined;
  let header = true;
  const i32 = (b: Buffer, p: number) => (b[p]! << 24) | (b[p + 1]! << 16) | (b[p + 2]! << 8) | b[p + 3]!;
  const u16 = (b: Buffer, p: number) => (b[p]! << 8) | b[p + 1]!;
  return (chunk) => {
    const b = carry ? Buffer.concat([carry, chunk]) : chunk;
    carry = undefined;
    let p = 0;
    if (header) {
      if (b.length < 19) {
        carry = Buffer.from(b);
        return;
      }
      p = 19 + i32(b, 15);
      header = false;
    }
    while (p + 2 <= b.length) {
      const fields = (b[p]! << 8) | b[p + 1]!;
      if (fields === 0xffff) return; // trailer
      // The whole tuple must be here.
      let q = p + 2;
      for (let f = 0; f < fields; f++) {
        if (q + 4 > b.length) break;
        const len = i32(b, q);
        q += 4 + (len > 0 ? len : 0);
      }
      if (q > b.length || fields !== 5) {
        carry = Buffer.from(b.subarray(p));
        return;
      }
      q = p + 2;
      const d = en.docs++;
      if (d + 2 > en.code.length) {
        en.code = en.grow(en.code, d + 2);
        en.uf = en.grow(en.uf, d + 2);
        en.tipo = en.grow(en.tipo, d + 2);
        en.categoria = en.grow(en.categoria, d + 2);
        en.docStart = en.grow(en.docStart, d + 2);
      }
      en.code[d] = i32(b, q + 4);
      q += 8;
      const ufLen = i32(b, q);
      en.uf[d] = ufLen > 0 ? (ufIndex.get(b.toString('latin1', q + 4, q + 4 + ufLen)) ?? 0) : 0;
      q += 4 + Math.max(0, ufLen);
      en.tipo[d] = u16(b, q + 4);
      q += 6;
      en.categoria[d] = i32(b, q + 4);
      q += 8;
      q += 4; // busca's length
      const lexemes = i32(b, q);
      q += 4;
      en.docStart[d] = en.n;
      if (en.n + lexemes > en.term.length) {
        en.term = en.grow(en.term, en.n + lexemes);
        en.mask = en.grow(en.mask, en.n + lexemes);
        en.count = en.grow(en.count, en.n + lexemes);
      }
      for (let k = 0; k < lexemes; k++) {
        // The lexeme's term id from a hash of its bytes: no string is made for a lexeme seen before.
        let z = q;
        let h = 0x811c9dc5;
        while (b[z] !== 0) h = Math.imul(h ^ b[z++]!, 0x01000193);
        const t = en.termOf(b, q, z, h);
        q = z + 1;
        const npos = u16(b, q);
        q += 2;
        const kept = Math.min(npos, 255);
        if (en.np + kept > en.pos.length) en.pos = en.grow(en.pos, en.np + kept);
        let mask = 0;
        for (let j = 0; j < npos; j++) {
          const wp = u16(b, q + 2 * j);
          mask |= WEIGHT_BIT[wp >> 14]!;
          if (j < kept) en.pos[en.np++] = wp;
        }
        q += 2 * npos;
        en.term[en.n] = t;
        en.mask[en.n] = mask;
        en.count[en.n++] = kept;
      }
      en.docStart[d + 1] = en.n;
      p = q;
    }
    if (p < b.length) carry = Buffer.from(b.subarray(p));
  };
}

/** The index's arrays from the entries: a counting sort by lexeme, doc ids ascending within each. */
function build(en: Entries): Arrays {
  const T = en.lexemes.length;
  const N = en.docs;
  const P = en.n;
  const termStart = shared.u32(T + 1);
  for (let i = 0; i < P; i++) termStart[en.term[i]! + 1]!++;
  for (let t = 0; t < T; t++) termStart[t + 1]! += termStart[t]!;
  // Positions per lexeme, to place each posting's positions in posting order.
  const posStart = new Uint32Array(T + 1);
  for (let i = 0; i < P; i++) posStart[en.term[i]! + 1]! += en.count[i]!;
  for (let t = 0; t < T; t++) posStart[t + 1]! += posStart[t]!;
  const cursor = termStart.slice(0, T);
  const pcursor = posStart.slice(0, T);
  const postDoc = shared.u32(P);
  const postMask = shared.u8(P);
  const postCount = shared.u8(P);
  const positions = shared.u16(en.np);
  let src = 0;
  for (let d = 0; d < N; d++) {
    for (let i = en.docStart[d]!; i < en.docStart[d + 1]!; i++) {
      const t = en.term[i]!;
      const slot = cursor[t]!++;
      postDoc[slot] = d;
      postMask[slot] = en.mask[i]!;
      const c = en.count[i]!;
      postCount[slot] = c;
      let pc = pcursor[t]!;
      for (let k = 0; k < c; k++) positions[pc++] = en.pos[src++]!;
      pcursor[t] = pc;
    }
  }
  const blockPos = shared.u32(Math.ceil(P / BLOCK) + 1);
  let off = 0;
  for (let i = 0; i < P; i++) {
    if (i % BLOCK === 0) blockPos[i / BLOCK] = off;
    off += postCount[i]!;
  }
  const code = shared.i32(N);
  code.set(en.code.subarray(0, N));
  const categoria = shared.i32(N);
  categoria.set(en.categoria.subarray(0, N));
  const uf = shared.u8(N);
  uf.set(en.uf.subarray(0, N));
  const tipo = shared.u8(N);
  tipo.set(en.tipo.subarray(0, N));
  return {
    termStart,
    postDoc,
    postMask,
    postCount,
    blockPos,
    positions,
    code,
    uf,
    tipo,
    categoria,
    deleted: shared.u8(N),
  };
}

// ---------------------------------------------------------------------------------------------
// Queries: text to plan
// ---------------------------------------------------------------------------------------------

/** A websearch text (search-text.ts's output) as clauses: "a b or c -d" is a AND (b OR c), not d. */
function clausesOf(text: string): { required: string[][]; excluded: string[] } {
  const tokens = text.match(/-?"[^"]*(?:"|$)|[^\s"]+/g) ?? [];
  const required: string[][] = [];
  const excluded: string[] = [];
  let or = false;
  for (const tok of tokens) {
    if (tok.toLowerCase() === 'or') {
      or = required.length > 0;
      continue;
    }
    const neg = tok.startsWith('-');
    const body = (neg ? tok.slice(1) : tok).replace(/"/g, '').trim();
    if (!body) continue;
    if (neg) excluded.push(body);
    else if (or) required.at(-1)!.push(body);
    else required.push([body]);
    or = false;
  }
  return { required, excluded };
}

/** The lexemes of a text at their positions, as PostgreSQL analyses it (to_tsvector). */
type Analysed = { lexeme: string; pos: number }[];

function parseTsvectorText(tsv: string): Analysed {
  const out: Analysed = [];
  for (const m of tsv.matchAll(/'((?:[^']|'')*)':([\d,A-D]+)/g)) {
    for (const p of m[2]!.split(',')) out.push({ lexeme: m[1]!.replace(/''/g, "'"), pos: parseInt(p, 10) });
  }
  return out.sort((x, y) => x.pos - y.pos);
}

function createPlanner(client: pg.Client, lexicon: Map<string, number>) {
  const cache = new Map<string, Analysed>();
  let roundTrips = 0;
  async function analyse(texts: string[], useCache: boolean): Promise<Map<string, Analysed>> {
    const out = new Map<string, Analysed>();
    const missing = [...new Set(texts)].filter((t) => {
      const hit = useCache ? cache.get(t) : undefined;
      if (hit) out.set(t, hit);
      return !hit;
    });
    if (missing.length) {
      roundTrips++;
      const { rows } = await client.query<{ t: string; v: string }>(
        `select t, to_tsvector('public.pt_unaccent', t)::text as v from unnest($1::text[]) t`,
        [missing],
      );
      for (const r of rows) {
        const a = parseTsvectorText(r.v);
        cache.set(r.t, a);
        out.set(r.t, a);
      }
    }
    return out;
  }
  const termOf = (lexeme: string) => lexicon.get(Buffer.from(lexeme, 'utf8').toString('latin1')) ?? -1;
  const itemOf = (a: Analysed): Item | undefined =>
    a.length === 0 ? undefined : a.map((x) => ({ t: termOf(x.lexeme), off: x.pos - a[0]!.pos }));

  /** A plan for a query the prototype supports; a reason otherwise. */
  async function plan(q: ListingsQuery, opts: { exact: boolean; cache: boolean }): Promise<Plan | string> {
    if (!q.q) return 'sem texto';
    if (q.sort && q.sort !== 'data') return `ordem ${q.sort}`;
    if (q.sort === 'data' && q.order === 'asc') return 'mais antigos';
    const unsupported = (
      ['subcategoria', 'cidade', 'condominio', 'condominioNome', 'rua', 'numero', 'bairro', 'cep'] as const
    ).filter((k) => q[k] !== undefined);
    if (
      unsupported.length ||
      q.precoMin !== undefined ||
      q.precoMax !== undefined ||
      q.condicao ||
      q.transacao
    )
      return `filtros ${unsupported.join(',')}`;
    const search = parseSearchText(q.q);
    const base = clausesOf(search.text);
    const groups = search.groups.map((g) => clausesOf(g).required.flat());
    const required = [...base.required, ...groups];
    const texts = [...required.flat(), ...base.excluded];
    const analysed = await analyse(texts, opts.cache);
    const state = q.estado ?? q.uf;
    const ufName = state ? ('uf' in state ? state.uf : (UF_BY_STATE_CODE.get(state.code) ?? '??')) : '';
    return {
      // A clause whose items are all stopwords disappears, as in websearch_to_tsquery.
      required: required
        .map((c) => c.map((t) => itemOf(analysed.get(t)!)).filter((x) => x !== undefined))
        .filter((c) => c.length > 0),
      excluded: base.excluded.map((t) => itemOf(analysed.get(t)!)).filter((x) => x !== undefined),
      uf: ufName ? (ufIndex.get(ufName) ?? 255) : 0,
      tipo: q.tipo ?? 0,
      categoria: q.categoria ?? 0,
      newest: q.sort === 'data',
      offset: (q.page - 1) * q.limit,
      limit: q.limit,
      exact: opts.exact,
    };
  }
  return { plan, roundTrips: () => roundTrips };
}

// ---------------------------------------------------------------------------------------------
// Worker threads: the same arrays, shared
// ---------------------------------------------------------------------------------------------

function workerMain(): void {
  const a = workerData as Arrays;
  parentPort!.on('message', (m: { id: number; plan: Plan }) => {
    parentPort!.postMessage({ id: m.id, answer: evaluate(a, m.plan) });
  });
}

function startWorkers(a: Arrays, n: number) {
  // Node 20 does not pass tsx's module hooks to workers: each registers them, then imports this file.
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const workers = Array.from({ length: n }, () => new Worker(boot, { eval: true, workerData: a }));
  const pending = new Map<number, (x: Answer) => void>();
  const busy = workers.map(() => 0);
  let next = 0;
  for (const w of workers)
    w.on('message', (m: { id: number; answer: Answer }) => {
      pending.get(m.id)?.(m.answer);
      pending.delete(m.id);
    });
  return {
    run(plan: Plan): Promise<Answer> {
      // The least busy worker.
      let k = 0;
      for (let i = 1; i < n; i++) if (busy[i]! < busy[k]!) k = i;
      const id = next++;
      busy[k]!++;
      return new Promise((resolve) => {
        pending.set(id, (x) => {
          busy[k]!--;
          resolve(x);
        });
        workers[k]!.postMessage({ id, plan });
      });
    },
    stop: () => Promise.all(workers.map((w) => w.terminate())),
  };
}

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

const MB = 2 ** 20;
const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const gc: () => void = (() => {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
})();

function memory() {
  gc();
  gc();
  const m = process.memoryUsage();
  return {
    rss: m.rss / MB,
    heapUsed: m.heapUsed / MB,
    external: m.external / MB,
    arrayBuffers: m.arrayBuffers / MB,
  };
}

function arrayBytes(a: Arrays): Record<string, number> {
  return Object.fromEntries(Object.entries(a).map(([k, v]) => [k, (v as Uint8Array).byteLength]));
}

/** Bytes the doc ids would take as delta-varints (what a compressed posting list would cost). */
function varintBytes(a: Arrays): number {
  let bytes = 0;
  for (let t = 0; t + 1 < a.termStart.length; t++) {
    let prev = -1;
    for (let i = a.termStart[t]!; i < a.termStart[t + 1]!; i++) {
      const gap = a.postDoc[i]! - prev;
      prev = a.postDoc[i]!;
      bytes += gap < 128 ? 1 : gap < 16384 ? 2 : gap < 2097152 ? 3 : 4;
    }
  }
  return bytes;
}

/** Writes the arrays and the lexicon to a file; reads them back, timed. */
function snapshotRoundTrip(a: Arrays, lexemes: string[], file: string) {
  const t0 = performance.now();
  const fd = fs.openSync(file, 'w');
  const names = Object.keys(a) as (keyof Arrays)[];
  const lexiconText = Buffer.from(lexemes.join('\n'), 'latin1');
  const header = Buffer.from(
    JSON.stringify({ names, lengths: names.map((n) => a[n].byteLength), lexicon: lexiconText.length }),
  );
  const len = Buffer.alloc(4);
  len.writeUInt32LE(header.length);
  fs.writeSync(fd, len);
  fs.writeSync(fd, header);
  fs.writeSync(fd, lexiconText);
  for (const n of names) fs.writeSync(fd, new Uint8Array(a[n].buffer, a[n].byteOffset, a[n].byteLength));
  fs.closeSync(fd);
  const writeMs = performance.now() - t0;
  const bytes = fs.statSync(file).size;
  // Read back as a starting process would: arrays straight into SharedArrayBuffers, the lexicon Map rebuilt.
  const t1 = performance.now();
  const rfd = fs.openSync(file, 'r');
  const l = Buffer.alloc(4);
  fs.readSync(rfd, l, 0, 4, 0);
  const h = Buffer.alloc(l.readUInt32LE());
  fs.readSync(rfd, h, 0, h.length, 4);
  const meta = JSON.parse(h.toString()) as { names: string[]; lengths: number[]; lexicon: number };
  let at = 4 + h.length;
  const lex = Buffer.alloc(meta.lexicon);
  fs.readSync(rfd, lex, 0, lex.length, at);
  at += lex.length;
  const lexicon = new Map(
    lex
      .toString('latin1')
      .split('\n')
      .map((w, i) => [w, i]),
  );
  const arrays: Record<string, SharedArrayBuffer> = {};
  meta.names.forEach((n, i) => {
    const sab = new SharedArrayBuffer(meta.lengths[i]!);
    const view = new Uint8Array(sab);
    for (let done = 0; done < view.length;)
      done += fs.readSync(rfd, view, done, Math.min(view.length - done, 1 << 30), at + done);
    at += view.length;
    arrays[n] = sab;
  });
  fs.closeSync(rfd);
  const readMs = performance.now() - t1;
  const same = lexicon.size === lexemes.length && arrays.postDoc!.byteLength === a.postDoc.byteLength;
  fs.rmSync(file);
  return { writeMs, readMs, bytes, same };
}

interface Today {
  total: number;
  totalExato: boolean;
  codes: number[];
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), {
    'per-class': { type: 'number', help: 'consultas por classe (padrão 60)' },
    rounds: { type: 'number', help: 'passadas medidas (padrão 3)' },
    only: { type: 'string', help: 'só estas classes (ids ou nomes, vírgulas)' },
    seconds: { type: 'number', help: 'segundos de cada medida de vazão (padrão 5)' },
    clients: { type: 'number', help: 'clientes simultâneos (padrão 8)' },
    'skip-today': { type: 'boolean', help: 'não mede o searchCodes de hoje' },
    seed: { type: 'string', help: 'semente das consultas (padrão nc-bench)' },
    'database-url': { type: 'string', help: 'banco do bench' },
  });
  const url =
    args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/nc_bench';
  const perClass = args['per-class'] ?? 60;
  const rounds = Math.max(1, args.rounds ?? 3);
  const seconds = args.seconds ?? 5;
  const clients = args.clients ?? 8;
  const ours = new Set([process.pid]);
  const report: Record<string, unknown> = { date: new Date().toISOString(), cpus: os.cpus().length };
  const out = (line: string) => console.log(line);

  const memBefore = memory();
  // 1. Load ------------------------------------------------------------------------------------
  const started = performance.now();
  const busy0 = snapshot(ours);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const en = new Entries();
  const tLoad = performance.now();
  await copyOut(client, `${LISTINGS_COPY} (format binary)`, binaryParser(en));
  const loadS = (performance.now() - tLoad) / 1000;
  const tBuild = performance.now();
  const a = build(en);
  const buildS = (performance.now() - tBuild) / 1000;
  const lexicon = en.lexicon;
  const lexemes = en.lexemes;
  const entries = { docs: en.docs, postings: en.n, positions: en.np, lexemes: lexemes.length };
  en.free();
  const queryable = (performance.now() - started) / 1000;
  const busyLoad = othersCores(busy0, snapshot(ours));
  // The transfer alone, text and binary, to tell the wire from the parsing.
  const transfer: Record<string, number> = {};
  for (const format of ['text', 'binary']) {
    let bytes = 0;
    const t = performance.now();
    await copyOut(client, `${LISTINGS_COPY}${format === 'binary' ? ' (format binary)' : ''}`, (c) => {
      bytes += c.length;
    });
    transfer[`${format} s`] = (performance.now() - t) / 1000;
    transfer[`${format} MB`] = bytes / MB;
  }
  const mem = memory();
  out(
    `Carga: ${entries.docs} anúncios, ${entries.lexemes} lexemas, ${entries.postings} postings, ${entries.positions} posições; ` +
      `COPY binário + parse ${fmt(loadS)} s, montagem ${fmt(buildS)} s, consultável em ${fmt(queryable)} s ` +
      `(outros processos: ${fmt(busyLoad, 1)} núcleos)`,
  );
  out(`Transferência sem parse: ${JSON.stringify(transfer)}`);
  const bytes = arrayBytes(a);
  const varint = varintBytes(a);
  out(
    `Bytes por estrutura (MB): ${JSON.stringify(Object.fromEntries(Object.entries(bytes).map(([k, v]) => [k, +(v / MB).toFixed(1)])))}`,
  );
  out(`Doc ids em delta-varint: ${fmt(varint / MB, 1)} MB (Uint32: ${fmt(bytes.postDoc! / MB, 1)} MB)`);
  out(
    `Memória antes da carga (módulos carregados): ${JSON.stringify(Object.fromEntries(Object.entries(memBefore).map(([k, v]) => [k, +v.toFixed(0)])))} MB`,
  );
  out(
    `Memória após GC: ${JSON.stringify(Object.fromEntries(Object.entries(mem).map(([k, v]) => [k, +v.toFixed(0)])))} MB`,
  );
  Object.assign(report, {
    entries,
    transfer,
    loadS,
    buildS,
    queryable,
    busyLoad,
    bytes,
    varint,
    memory: mem,
  });

  // 5. Snapshot ----------------------------------------------------------------------------------
  const snap = snapshotRoundTrip(a, lexemes, path.join(os.tmpdir(), `memidx-snapshot-${process.pid}.bin`));
  out(
    `Snapshot: ${fmt(snap.bytes / MB, 0)} MB, escrito em ${fmt(snap.writeMs / 1000)} s, lido (arrays + Map do léxico) em ${fmt(snap.readMs / 1000)} s${snap.same ? '' : ' (DIFERENTE!)'}`,
  );
  report.snapshot = snap;

  // 7. Updates -------------------------------------------------------------------------------------
  // Removing: one tombstone byte. Publishing or editing: the listing's busca parsed into a delta
  // segment (a small index of the same shape, merged into queries), then compaction rebuilds.
  const tRemove = performance.now();
  for (let d = 0; d < 1000; d++) a.deleted[d * 7] = 1;
  const removeUs = ((performance.now() - tRemove) * 1000) / 1000;
  a.deleted.fill(0);
  // The delta segment's own lexicon; merging maps its term ids to the main one's.
  const deltaEn = new Entries();
  const tFetch = performance.now();
  const fetched: Buffer[] = [];
  await copyOut(
    client,
    `copy (select codigo, uf, tipo, categoria, busca from anuncios where status = 'publicado'
       order by publicado_em desc, codigo desc limit 1000) to stdout (format binary)`,
    (c) => fetched.push(Buffer.from(c)),
  );
  const fetchMs = performance.now() - tFetch;
  const tDelta = performance.now();
  const parse = binaryParser(deltaEn);
  for (const c of fetched) parse(c);
  const deltaBuild = build(deltaEn);
  const deltaMs = performance.now() - tDelta;
  out(
    `Atualizações: remover = 1 byte de lápide (${fmt(removeUs, 3)} µs cada); 1.000 anúncios indexados num segmento delta em ${fmt(deltaMs, 1)} ms ` +
      `(${fmt(deltaMs, 0)} µs cada; lê-los do banco: ${fmt(fetchMs, 0)} ms); compactar = remontar tudo: ${fmt(buildS)} s`,
  );
  report.updates = {
    removeUs,
    deltaMs,
    fetchMs,
    deltaPostings: deltaBuild.postDoc.length,
    compactionS: buildS,
  };

  // 3/4. Classes ------------------------------------------------------------------------------------
  const wanted = args.only?.split(',').map((s) => s.trim().toLowerCase());
  const tClasses = performance.now();
  // The lists take minutes to draw (a count per query): kept between runs in the OS's temp folder.
  const seed = args.seed ?? 'nc-bench';
  const cached = path.join(os.tmpdir(), `memidx-classes-${seed}-${perClass}.json`);
  const all: SearchClass[] = fs.existsSync(cached)
    ? (JSON.parse(fs.readFileSync(cached, 'utf8')) as SearchClass[])
    : await buildSearchClasses(client, seed, perClass);
  fs.writeFileSync(cached, JSON.stringify(all));
  const classes = all.filter(
    (c) => !wanted || wanted.some((w) => c.id.includes(w) || c.name.toLowerCase().includes(w)),
  );
  out(`Classes: ${classes.length} em ${fmt((performance.now() - tClasses) / 1000, 1)} s`);
  const planner = createPlanner(client, lexicon);

  const database = args['skip-today'] ? undefined : await openDatabase({ url, poolMax: 10 });
  let service: ReturnType<typeof createListingsService> | undefined;
  let matchIndex: ReturnType<typeof createMatchIndex> | undefined;
  if (database) {
    matchIndex = createMatchIndex(database.db);
    await matchIndex.loaded();
    service = createListingsService({ repo: createListingsRepository(database.db), matchIndex });
  }

  const toQuery = (s: string) => ListingsQuerySchema.parse(Object.fromEntries(new URLSearchParams(s)));
  const rows: Record<string, unknown>[] = [];
  const perClassDetail: Record<string, unknown> = {};
  for (const c of classes) {
    const queries = c.queries.map((s) => ({ s, q: toQuery(s) }));
    // Warm-up, support, and correctness (first pass).
    const skipped: string[] = [];
    let totalAgree = 0;
    let pageSame = 0;
    let overlapSum = 0;
    let compared = 0;
    let phrases = 0;
    let oneField = 0;
    let crossField = 0;
    let todayPhraseMatches = 0;
    const disagreements: string[] = [];
    const supported: typeof queries = [];
    for (const x of queries) {
      const plan = await planner.plan(x.q, { exact: true, cache: true });
      if (typeof plan === 'string') {
        skipped.push(`${x.q.q}: ${plan}`);
        continue;
      }
      supported.push(x);
      const mine = evaluate(a, plan);
      if (!service) continue;
      const today: Today = await service.searchCodes(x.q);
      compared++;
      const agree = today.totalExato ? mine.total === today.total : mine.total >= today.total;
      if (agree) totalAgree++;
      const same =
        mine.codes.length === today.codes.length && mine.codes.every((v, i) => v === today.codes[i]);
      if (same) pageSame++;
      const set = new Set(today.codes);
      const overlap =
        mine.codes.length + today.codes.length === 0
          ? 1
          : mine.codes.filter((v) => set.has(v)).length / Math.max(mine.codes.length, today.codes.length);
      overlapSum += overlap;
      // A phrase: also against its matches within one field, what issue 37 asks for (SQL, field by field).
      if (x.q.q?.includes('"')) {
        const { rows: r } = await client.query<{ n: number }>(
          `select count(*)::int as n from (select 1 from anuncios, websearch_to_tsquery('public.pt_unaccent', $1) q
             where status = 'publicado' and busca @@ q
               and (to_tsvector('public.pt_unaccent', titulo) @@ q
                    or to_tsvector('public.pt_unaccent', subtitulo || ' ' || categoria_texto) @@ q
                    or to_tsvector('public.pt_unaccent', descricao) @@ q) limit ${EXACT_LIMIT + 1}) m`,
          [x.q.q],
        );
        phrases++;
        if (Math.min(r[0]!.n, EXACT_LIMIT) === mine.total) oneField++;
        crossField += today.total - Math.min(r[0]!.n, today.total);
        todayPhraseMatches += today.total;
      }
      if ((!agree || !same) && disagreements.length < 4)
        disagreements.push(
          `${x.q.q}${x.q.estado ? ` [${JSON.stringify(x.q.estado)}]` : ''}${x.q.tipo ? ` [tipo ${x.q.tipo}]` : ''}: ` +
            `total ${mine.total}${mine.totalExato ? '' : '+'} vs ${today.total}${today.totalExato ? '' : '+'}, página ${same ? 'igual' : `${Math.round(overlap * 100)}% em comum`}`,
        );
    }
    // Timed passes, interleaved: prototype (exact count), prototype (stopping), today.
    const tExact: number[] = [];
    const tStop: number[] = [];
    const tCold: number[] = [];
    const slowest = new Map<string, number>();
    const tToday: number[] = [];
    const busyA = snapshot(ours);
    for (let r = 0; r < rounds; r++) {
      for (const x of supported) {
        let t = performance.now();
        const p = (await planner.plan(x.q, { exact: true, cache: true })) as Plan;
        evaluate(a, p);
        tExact.push(performance.now() - t);
        slowest.set(x.s, Math.max(slowest.get(x.s) ?? 0, performance.now() - t));
        t = performance.now();
        const p2 = (await planner.plan(x.q, { exact: false, cache: true })) as Plan;
        evaluate(a, p2);
        tStop.push(performance.now() - t);
        if (r === 0) {
          t = performance.now();
          const p3 = (await planner.plan(x.q, { exact: true, cache: false })) as Plan;
          evaluate(a, p3);
          tCold.push(performance.now() - t);
        }
        if (service) {
          t = performance.now();
          await service.searchCodes(x.q);
          tToday.push(performance.now() - t);
        }
      }
    }
    const busy = othersCores(busyA, snapshot(ours));
    const stat = (xs: number[]) => {
      const s = [...xs].sort((p, q) => p - q);
      return { p50: percentile(s, 50), p95: percentile(s, 95) };
    };
    const e = stat(tExact);
    const st = stat(tStop);
    const cold = stat(tCold);
    const td = stat(tToday);
    const matchesSorted = [...c.matches].sort((p, q) => p - q);
    const row = {
      classe: c.id,
      consultas: `${supported.length}/${queries.length}`,
      'resultados (mediana)': matchesSorted[Math.floor(matchesSorted.length / 2)] ?? 0,
      'proto p50': fmt(e.p50),
      'proto p95': fmt(e.p95),
      'parar p95': fmt(st.p95),
      'sem cache p95': fmt(cold.p95),
      'hoje p50': fmt(td.p50),
      'hoje p95': fmt(td.p95),
      'total igual': service ? `${Math.round((100 * totalAgree) / Math.max(1, compared))}%` : '–',
      'página igual': service ? `${Math.round((100 * pageSame) / Math.max(1, compared))}%` : '–',
      'em comum': service ? `${Math.round((100 * overlapSum) / Math.max(1, compared))}%` : '–',
      'outros núcleos': fmt(busy, 1),
    };
    rows.push(row);
    const worst = [...slowest]
      .sort((p, q) => q[1] - p[1])
      .slice(0, 3)
      .map(([s, ms]) => `${fmt(ms, 1)} ms ${decodeURIComponent(s)}`);
    const phraseCheck = phrases
      ? `${phrases} frases: total = o de um campo só (SQL) em ${Math.round((100 * oneField) / phrases)}%; ` +
        `hoje, ${crossField} de ${todayPhraseMatches} correspondências (${fmt((100 * crossField) / Math.max(1, todayPhraseMatches), 1)}%) atravessam campos`
      : undefined;
    perClassDetail[c.id] = { skipped, disagreements, worst, phraseCheck };
    out(`${c.id}: ${JSON.stringify(row)}`);
    out(`    mais lentas (proto): ${worst.join(' | ')}`);
    if (phraseCheck) out(`    ${phraseCheck}`);
    for (const d of disagreements) out(`    ≠ ${d}`);
    if (skipped.length) out(`    pulou ${skipped.length}: ${skipped.slice(0, 2).join(' | ')}`);
  }
  console.table(rows);
  Object.assign(report, { rows, perClassDetail });

  // 6. Both cores -----------------------------------------------------------------------------------
  const two = classes.find((c) => c.id === 'two-terms') ?? classes[0];
  if (two && seconds > 0) {
    const plans: Plan[] = [];
    for (const s of two.queries) {
      const p = await planner.plan(toQuery(s), { exact: true, cache: true });
      if (typeof p !== 'string') plans.push(p);
    }
    const through = async (label: string, run: (p: Plan) => Promise<unknown>) => {
      const end = performance.now() + seconds * 1000;
      let done = 0;
      let next = 0;
      const b0 = snapshot(ours);
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (performance.now() < end) {
            await run(plans[next++ % plans.length]!);
            done++;
          }
        }),
      );
      const wall = performance.now() - t0;
      const qps = done / (wall / 1000);
      const busy = othersCores(b0, snapshot(ours));
      // This process's CPU (every thread) in cores: 2 when both cores were ours.
      const used = process.cpuUsage(cpu0);
      const cores = (used.user + used.system) / 1000 / wall;
      out(
        `Vazão ${two.id}, ${clients} clientes, ${label}: ${Math.round(qps)} q/s (este processo: ${fmt(cores, 2)} núcleos; outros fora o PostgreSQL: ${fmt(busy, 1)}; carga ${os.loadavg()[0]!.toFixed(1)})`,
      );
      return { label, qps, busy, cores };
    };
    const results = [];
    results.push(await through('thread principal', (p) => Promise.resolve(evaluate(a, p))));
    for (const n of [1, 2]) {
      const w = startWorkers(a, n);
      await Promise.all(plans.map((p) => w.run(p))); // warm-up
      results.push(await through(`${n} worker(s), SharedArrayBuffer`, (p) => w.run(p)));
      await w.stop();
    }
    if (service) {
      const toQ = two.queries.map(toQuery);
      let i = 0;
      results.push(await through('hoje (searchCodes)', () => service.searchCodes(toQ[i++ % toQ.length]!)));
    }
    report.throughput = results;
  }
  report.analysisRoundTrips = planner.roundTrips();
  matchIndex?.close();
  await database?.close();
  await client.end();
  const file = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    `../results/proto-memory-${Date.now()}.json`,
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  out(`JSON em ${path.relative(process.cwd(), file)}`);
}

if (isMainThread)
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
else workerMain();
