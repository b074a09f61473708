/**
 * What the load scripts (my-listings, admin-listings, messages, checkout, pages) share, so each
 * keeps only what it measures: the options of a run over the bench database, the run's frame
 * (child servers stopped however it ends), a load run with the noise of the machine meanwhile,
 * a session row for a bench user, a scenario's printed line and the results files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type pg from 'pg';
import { generateToken, hashToken } from '#server/lib/tokens.ts';
import { parseArgs, type OptionSpec } from './args.ts';
import { childPids, stopChildServers } from './child-server.ts';
import { cpuSupported, othersCores, snapshot } from './cpu.ts';
import { recordLoadRun, type LoadRun } from './load-run.ts';

const RESULTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');
const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/nc_bench';

/**
 * The command line of a script that measures routes over the bench database: --database-url,
 * --duration, --warmup and --connections (a list; `defaultConnections` when absent), besides the
 * script's own options in `extra`.
 */
export function parseLoadArgs<S extends OptionSpec>(defaultConnections: string, extra: S) {
  const args = parseArgs(process.argv.slice(2), {
    'database-url': {
      type: 'string',
      help: `banco do bench (padrão BENCH_DATABASE_URL ou ${DEFAULT_BENCH_URL})`,
    },
    duration: { type: 'number', help: 'segundos medidos por cenário (padrão 10)' },
    warmup: { type: 'number', help: 'segundos de aquecimento por cenário, não medidos (padrão 2)' },
    connections: {
      type: 'string',
      help: `conexões simultâneas, separadas por vírgula (padrão ${defaultConnections})`,
    },
    ...extra,
  } as const);
  // The common options' types, which the spread of a generic `extra` hides from parseArgs' result.
  const common = args as {
    'database-url'?: string;
    duration?: number;
    warmup?: number;
    connections?: string;
  };
  return {
    args,
    databaseUrl: common['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL,
    duration: common.duration ?? 10,
    warmup: common.warmup ?? 2,
    connections: (common.connections ?? defaultConnections).split(',').map((s) => Number(s.trim())),
  };
}

/**
 * Runs a script's `main`: its child servers are stopped when it ends, fails, is interrupted or
 * the process exits; a failure is printed and sets the exit code.
 */
export function runBench(main: () => Promise<void>): void {
  process.once('exit', stopChildServers);
  process.once('SIGINT', () => {
    stopChildServers();
    process.exit(130);
  });
  main()
    .catch((err: unknown) => {
      console.error(`\n✗ ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      process.exitCode = 1;
    })
    .finally(stopChildServers);
}

/** One load run, and the cores other processes of the machine used meanwhile (noise). */
export interface Measured extends LoadRun {
  othersCores: number | null;
}

/** One autocannon run to its end (recordLoadRun), with the noise of the machine meanwhile. */
export async function measureLoad(options: Parameters<typeof autocannon>[0]): Promise<Measured> {
  const ours = () => new Set([process.pid, ...childPids()]);
  const before = cpuSupported() ? snapshot(ours()) : null;
  // A saturated two-core machine reaches autocannon's default timeout of 10 s.
  const load = await recordLoadRun(autocannon({ timeout: 30, ...options }));
  return { ...load, othersCores: before ? othersCores(before, snapshot(ours())) : null };
}

/** A route measured under load; the first of a list is the floor (GET /api/health). */
export interface Scenario {
  name: string;
  path: string;
}

export interface ScenarioRow {
  scenario: string;
  path: string;
  connections: number;
  measured: Measured;
  /** req/s over the floor's at the same connections. */
  ratioToFloor: number;
  /** p95 minus the floor's p95 at the same connections. */
  p95OverFloor: number;
}

/**
 * Every scenario at each connection count, each warmed up (not measured) then measured with the
 * same `headers`; every line printed as it comes.
 */
export async function measureScenarios(
  baseUrl: string,
  scenarios: Scenario[],
  run: { connections: number[]; warmup: number; duration: number; headers?: Record<string, string> },
): Promise<ScenarioRow[]> {
  const rows: ScenarioRow[] = [];
  const width = Math.max(24, ...scenarios.map((s) => s.name.length + 1));
  for (const connections of run.connections) {
    console.log(`\n── ${connections} ${connections === 1 ? 'conexão' : 'conexões'} ──`);
    let floor: Measured | undefined;
    for (const s of scenarios) {
      const load = { url: baseUrl + s.path, connections, headers: run.headers };
      await measureLoad({ ...load, duration: run.warmup });
      const m = await measureLoad({ ...load, duration: run.duration });
      floor ??= m;
      rows.push({
        scenario: s.name,
        path: s.path,
        connections,
        measured: m,
        ratioToFloor: m.rps / floor.rps,
        p95OverFloor: m.p95 - floor.p95,
      });
      logMeasured(s.name, m, width);
    }
  }
  return rows;
}

/** Asks a URL once, as the load will: a 200 or the run stops; the answer's JSON. */
export async function preflight<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { headers });
  const body = (await res.json()) as T;
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** A session row for `user`, as a login leaves; its token (a Bearer for the run). */
export async function createBenchSession(client: pg.Client, user: number): Promise<string> {
  const token = generateToken();
  await client.query(
    `insert into sessoes (token_hash, usuario, lembrar, expira_em, criado_em, visto_em)
     values ($1, $2, false, now() + interval '1 day', now(), now())`,
    [hashToken(token), user],
  );
  return token;
}

/** Removes the session createBenchSession made. */
export async function deleteBenchSession(client: pg.Client, token: string): Promise<void> {
  await client.query('delete from sessoes where token_hash = $1', [hashToken(token)]);
}

/** A number for the tables, `–` when there is none. */
export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

/** The printed line of a measured scenario, its name padded to `width`. */
export function logMeasured(name: string, m: Measured, width = 24): void {
  console.log(
    `${name.padEnd(width)} ${m.rps.toFixed(0).padStart(6)} req/s  p50 ${m.p50.toFixed(1)}  p95 ${m.p95.toFixed(1)}  ` +
      `p99 ${m.p99.toFixed(1)} ms  (${m.requests} req, não-2xx ${m.non2xx}, erros ${m.errors}` +
      `${m.othersCores === null ? '' : `, outros ${m.othersCores.toFixed(2)} núcleo`})`,
  );
}

/** Fails the run when a scenario had answers outside 2xx while measured. */
export function failOnNon2xx(rows: { scenario: string; connections?: number; measured: Measured }[]): void {
  const bad = rows.filter((r) => r.measured.non2xx > 0);
  if (bad.length > 0) {
    throw new Error(
      `respostas fora de 2xx em: ${bad
        .map(
          (r) =>
            `${r.scenario}${r.connections === undefined ? '' : ` (${r.connections})`} ${JSON.stringify(r.measured.statuses)}`,
        )
        .join('; ')}`,
    );
  }
}

/**
 * Writes bench/results/<name>-<timestamp>.json (`record`, the moment and the machine) and the
 * .md beside it (`table`), and says where.
 */
export function writeResults(name: string, record: Record<string, unknown>, table: string): void {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(RESULTS_DIR, `${name}-${stamp}.json`);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: +(os.totalmem() / 2 ** 30).toFixed(1),
    node: process.version,
  };
  fs.writeFileSync(file, JSON.stringify({ when: new Date().toISOString(), ...record, machine }, null, 2));
  fs.writeFileSync(file.replace(/\.json$/, '.md'), `${table}\n`);
  console.log(`Resultados em ${path.relative(process.cwd(), file)} (e .md)`);
}
