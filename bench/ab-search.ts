/**
 * The search layer of another checkout (`--base`, a `git worktree` of an older commit) against
 * this one, over the same database: `--runs` child processes per side, in the order base, new,
 * new, base, base, new…, each loading its side's match index and running every class of
 * `bench:search` (3 sequential passes, then 8 clients for `--seconds`). Per class, the median over
 * a side's runs of its p50, p95, q/s and CPU per query. Separate `bench:search` runs of the same
 * code differed by more than 30% on a shared 2-core machine, and two sides in one process were
 * not comparable either (the second copy of the code ran 20-40% slower, whichever it was), hence
 * one process per run, alternated (docs/performance-log.md §18).
 *
 * The side whose code is this checkout's own (the default `--new`) came out 13–19% slower in
 * throughput against a worktree of the very same commit (docs/performance-log.md §18, "A against
 * A"): give both sides a worktree.
 *
 *   git worktree add /tmp/nc-base <commit> && ln -s "$PWD/node_modules" /tmp/nc-base/node_modules
 *   git worktree add /tmp/nc-new HEAD && ln -s "$PWD/node_modules" /tmp/nc-new/node_modules
 *   npx tsx bench/ab-search.ts --base /tmp/nc-base --new /tmp/nc-new [--runs 3] [--seconds 4] [--only dois,UF]
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { ListingsQuerySchema } from '#shared/contracts/listings.contract.ts';
import { parseArgs } from './lib/args.ts';
import { buildSearchClasses } from './lib/search-classes.ts';

const args = parseArgs(process.argv.slice(2), {
  base: { type: 'string', help: 'a checkout of the commit to compare with (its src/ is imported)' },
  new: {
    type: 'string',
    help: 'a checkout of the commit to measure (default this one; a worktree of HEAD is fairer, see above)',
  },
  runs: { type: 'number', help: 'child processes per side (default 3)' },
  seconds: { type: 'number', help: 'seconds of each class throughput (default 4)' },
  clients: { type: 'number', help: 'concurrent clients for the throughput (default 8)' },
  only: { type: 'string', help: 'only the classes whose id or name holds one of these (commas)' },
  'database-url': { type: 'string', help: 'the bench database (default nc_bench on 127.0.0.1)' },
  side: { type: 'string', help: '(internal) run one side, the checkout at this path, and print JSON' },
});
const DATABASE_URL =
  args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/nc_bench';
const SECONDS = args.seconds ?? 4;
const CLIENTS = Math.max(1, args.clients ?? 8);

interface ClassResult {
  name: string;
  p50: number;
  p95: number;
  qps: number;
  cpuMs: number;
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** One side in this process: its service over its own match index, every class measured. */
async function runSide(root: string): Promise<ClassResult[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const wanted = args.only?.split(',').map((s) => s.trim().toLowerCase());
  const classes = (await buildSearchClasses(client, 'nc-bench', 60).finally(() => client.end())).filter(
    (c) => !wanted || wanted.some((w) => c.id.includes(w) || c.name.toLowerCase().includes(w)),
  );
  const listings = path.join(root, 'src/server/features/listings');
  const { openDatabase } = await import(path.join(root, 'src/server/db/client.ts'));
  const { createListingsRepository } = await import(path.join(listings, 'listings.repository.ts'));
  const { createListingsService } = await import(path.join(listings, 'listings.service.ts'));
  const { createMatchIndex } = await import(path.join(listings, 'match-index.ts'));
  const database = await openDatabase({ url: DATABASE_URL, poolMax: Math.max(10, CLIENTS) });
  const matchIndex = createMatchIndex(database.db);
  await matchIndex.loaded();
  const service = createListingsService({ repo: createListingsRepository(database.db), matchIndex });
  const search = (q: string) =>
    service.searchCodes(ListingsQuerySchema.parse(Object.fromEntries(new URLSearchParams(q))));
  // Warm: plans, PostgreSQL's buffers, the service's cache of analysed texts.
  for (const c of classes) for (const q of c.queries) await search(q);
  const results: ClassResult[] = [];
  for (const c of classes) {
    const times: number[] = [];
    for (let pass = 0; pass < 3; pass++)
      for (const q of c.queries) {
        const started = performance.now();
        await search(q);
        times.push(performance.now() - started);
      }
    const until = performance.now() + SECONDS * 1000;
    const cpu = process.cpuUsage();
    let done = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < until) {
          await search(c.queries[next++ % c.queries.length]!);
          done++;
        }
      }),
    );
    const used = process.cpuUsage(cpu);
    results.push({
      name: c.name,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      qps: done / SECONDS,
      cpuMs: (used.user + used.system) / 1000 / done,
    });
  }
  matchIndex.close();
  await database.close();
  return results;
}

if (args.side) {
  console.log(JSON.stringify(await runSide(args.side)));
} else {
  if (!args.base) throw new Error('--base <checkout> is required');
  const roots = {
    base: path.resolve(args.base),
    new: path.resolve(args.new ?? path.join(import.meta.dirname, '..')),
  };
  const runs = { base: [] as ClassResult[][], new: [] as ClassResult[][] };
  const passArgs = [
    '--seconds',
    String(SECONDS),
    '--clients',
    String(CLIENTS),
    '--database-url',
    DATABASE_URL,
  ];
  if (args.only) passArgs.push('--only', args.only);
  for (let run = 0; run < Math.max(1, args.runs ?? 3); run++)
    for (const side of run % 2 ? (['new', 'base'] as const) : (['base', 'new'] as const)) {
      const out = execFileSync(
        process.execPath,
        [...process.execArgv, import.meta.filename, '--side', roots[side], ...passArgs],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 2 ** 24 },
      );
      runs[side].push(JSON.parse(out.trim().split('\n').at(-1)!) as ClassResult[]);
      console.log(`${side}: execução ${runs[side].length} feita`);
    }
  const median = (side: 'base' | 'new', i: number, pick: (r: ClassResult) => number) =>
    percentile(
      runs[side].map((r) => pick(r[i]!)),
      50,
    );
  console.log(
    `\nmediana de ${runs.base.length} execuções por lado (processos alternados); 3 passadas de 60 consultas; vazão ${CLIENTS} clientes por ${SECONDS} s; ms`,
  );
  console.table(
    runs.base[0]!.map((c, i) => ({
      classe: c.name,
      'base p50': median('base', i, (r) => r.p50).toFixed(2),
      'new p50': median('new', i, (r) => r.p50).toFixed(2),
      'base p95': median('base', i, (r) => r.p95).toFixed(2),
      'new p95': median('new', i, (r) => r.p95).toFixed(2),
      'p95 new/base': (median('new', i, (r) => r.p95) / median('base', i, (r) => r.p95)).toFixed(2),
      'base q/s': Math.round(median('base', i, (r) => r.qps)),
      'new q/s': Math.round(median('new', i, (r) => r.qps)),
      'base CPU ms': median('base', i, (r) => r.cpuMs).toFixed(3),
      'new CPU ms': median('new', i, (r) => r.cpuMs).toFixed(3),
    })),
  );
}
