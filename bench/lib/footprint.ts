/**
 * The search's footprint (issue 37: "add the footprint (database size per relation, RSS and
 * start time) to its output"): the database's size, per relation and in all, and the server
 * process's resident memory and time from start to ready. Linux only for the process (/proc).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type pg from 'pg';
import { startChildServer } from './child-server.ts';

/**
 * The relations the listing search reads or keeps up to date: the listings (their `busca`
 * column and its GIN index), the postings and their change log (ADR 006), the stored cards
 * (ADR 007) and the synonym groups (ADR 014). Those absent from a database are left out.
 */
const SEARCH_RELATIONS = [
  'anuncios',
  'anuncio_termos',
  'anuncio_termos_alteracoes',
  'anuncio_cartoes',
  'sinonimos_grupos',
];
/** The largest relations listed besides the search's. */
const TOP_RELATIONS = 15;

interface RelationSize {
  relation: string;
  /** The table's own pages (main fork, free-space and visibility maps). */
  tableBytes: number;
  indexBytes: number;
  /** Its TOAST table and that table's index. */
  toastBytes: number;
  totalBytes: number;
}

interface DatabaseFootprint {
  /** pg_database_size of the connected database. */
  totalBytes: number;
  /** The search's relations, each index of theirs by name with its size. */
  search: (RelationSize & { indexes: { name: string; bytes: number }[] })[];
  /** The largest relations of the database (any schema but the catalogs), largest first. */
  top: RelationSize[];
}

const SIZES = `
  select c.oid::regclass::text as relation,
         pg_total_relation_size(c.oid) - pg_indexes_size(c.oid)
           - coalesce(pg_total_relation_size(nullif(c.reltoastrelid, 0)), 0) as "tableBytes",
         pg_indexes_size(c.oid) as "indexBytes",
         coalesce(pg_total_relation_size(nullif(c.reltoastrelid, 0)), 0) as "toastBytes",
         pg_total_relation_size(c.oid) as "totalBytes"
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where c.relkind in ('r', 'm', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
     and n.nspname not like 'pg_toast%'`;

/** The database's size: in all, per relation of the search, and its largest relations. */
export async function databaseFootprint(db: pg.ClientBase): Promise<DatabaseFootprint> {
  const num = (r: Record<string, unknown>): RelationSize => ({
    relation: String(r.relation),
    tableBytes: Number(r.tableBytes),
    indexBytes: Number(r.indexBytes),
    toastBytes: Number(r.toastBytes),
    totalBytes: Number(r.totalBytes),
  });
  const total = Number((await db.query(`select pg_database_size(current_database()) as b`)).rows[0].b);
  const top = (
    await db.query(`${SIZES} order by pg_total_relation_size(c.oid) desc limit ${TOP_RELATIONS}`)
  ).rows.map(num);
  const search = (
    await db.query(
      `${SIZES} and c.oid = any(array(select to_regclass(r) from unnest($1::text[]) r where to_regclass(r) is not null))
       order by pg_total_relation_size(c.oid) desc`,
      [SEARCH_RELATIONS],
    )
  ).rows.map(num);
  const indexes = (
    await db.query(
      `select i.indrelid::regclass::text as relation, i.indexrelid::regclass::text as name,
              pg_relation_size(i.indexrelid) as bytes
         from pg_index i
        where i.indrelid = any(array(select to_regclass(r) from unnest($1::text[]) r where to_regclass(r) is not null))
        order by bytes desc`,
      [SEARCH_RELATIONS],
    )
  ).rows as { relation: string; name: string; bytes: string }[];
  return {
    totalBytes: total,
    search: search.map((r) => ({
      ...r,
      indexes: indexes
        .filter((i) => i.relation === r.relation)
        .map((i) => ({ name: i.name, bytes: Number(i.bytes) })),
    })),
    top,
  };
}

interface TimedServer {
  url: string;
  child: ChildProcess;
  /** From the spawn until `GET /api/health/ready` first answered 200. */
  startToReadyMs: number;
}

/**
 * A bench server (bench/lib/child-server.ts) started and timed: from its spawn until
 * `/api/health/ready` answers 200 (the bench servers listen only once the search's match index
 * is loaded, so the first answer is normally that 200).
 */
export async function startTimedServer(
  script: string,
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<TimedServer> {
  const started = performance.now();
  const { url, child } = await startChildServer(script, databaseUrl, extraEnv);
  for (;;) {
    const res = await fetch(`${url}/api/health/ready`).catch(() => undefined);
    await res?.body?.cancel();
    if (res?.status === 200) break;
    if (performance.now() - started > 300_000)
      throw new Error(`${script}: /api/health/ready não respondeu 200 em 300 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, child, startToReadyMs: performance.now() - started };
}

interface ServerFootprint {
  pid: number;
  /** VmRSS now, MiB. */
  rssMb: number;
  /** VmHWM: the largest RSS so far, MiB. */
  peakRssMb: number;
  startToReadyMs: number;
}

/** The server process's resident memory (/proc/<pid>/status) and its start-to-ready time. */
export function serverFootprint(server: TimedServer): ServerFootprint {
  const pid = server.child.pid;
  if (pid === undefined) throw new Error('processo do servidor sem pid');
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return {
    pid,
    rssMb: kb('VmRSS') / 1024,
    peakRssMb: kb('VmHWM') / 1024,
    startToReadyMs: server.startToReadyMs,
  };
}

const mib = (bytes: number) => (bytes / 2 ** 20).toLocaleString('pt-BR', { maximumFractionDigits: 0 });

/** The footprint as markdown tables (sizes in MiB), for the bench's output and docs/performance.md. */
export function footprintMarkdown(db: DatabaseFootprint, server?: ServerFootprint): string {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const header = row(['relação', 'tabela', 'índices', 'TOAST', 'total']);
  const rule = row(['---', '---:', '---:', '---:', '---:']);
  const sizes = (r: RelationSize) =>
    row([r.relation, mib(r.tableBytes), mib(r.indexBytes), mib(r.toastBytes), mib(r.totalBytes)]);
  const searchTotal = db.search.reduce((s, r) => s + r.totalBytes, 0);
  const lines = [
    `Banco: ${mib(db.totalBytes)} MiB (pg_database_size); relações da busca: ${mib(searchTotal)} MiB`,
    '',
    '**Relações da busca** (MiB)',
    '',
    header,
    rule,
    ...db.search.flatMap((r) => [
      sizes(r),
      ...r.indexes.map((i) => row([`  ↳ ${i.name}`, '', mib(i.bytes), '', ''])),
    ]),
    '',
    `**As ${db.top.length} maiores relações** (MiB)`,
    '',
    header,
    rule,
    ...db.top.map(sizes),
  ];
  if (server)
    lines.push(
      '',
      '**Servidor** (bench/server.ts)',
      '',
      row(['RSS', 'pico de RSS', 'do início a pronto']),
      row(['---:', '---:', '---:']),
      row([
        `${server.rssMb.toFixed(0)} MiB`,
        `${server.peakRssMb.toFixed(0)} MiB`,
        `${(server.startToReadyMs / 1000).toFixed(1)} s`,
      ]),
    );
  return lines.join('\n');
}
