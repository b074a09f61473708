/**
 * EXPLAIN (ANALYZE, BUFFERS) of the SQL the API really sends, as captured by
 * `npm run bench -- --log-sql <file>` (bench/server.ts logs each distinct statement with up to
 * five parameter sets). Every parameter set is run twice (the first warms the cache) and the
 * statement shapes are listed slowest first; plans are printed for the slow ones.
 *
 *   npx tsx bench/explain.ts --log /tmp/nc-sql.jsonl [--slow-ms 5] [--plans 12] [--out file.md]
 */
import fs from 'node:fs';
import pg from 'pg';
import { parseArgs } from './lib/args.ts';

const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/nc_bench';
const args = parseArgs(process.argv.slice(2), {
  log: { type: 'string', help: 'arquivo JSONL gerado por npm run bench -- --log-sql <arquivo>' },
  'database-url': { type: 'string', help: `banco (padrão BENCH_DATABASE_URL ou ${DEFAULT_BENCH_URL})` },
  'slow-ms': { type: 'number', help: 'mostra o plano das formas acima deste tempo de execução (padrão 5)' },
  plans: { type: 'number', help: 'no máximo quantos planos mostrar (padrão 15)' },
  out: { type: 'string', help: 'também grava o relatório (Markdown) neste arquivo' },
});
if (!args.log) throw new Error('use --log <arquivo> (gerado por npm run bench -- --log-sql <arquivo>)');
const SLOW_MS = args['slow-ms'] ?? 5;
const MAX_PLANS = args.plans ?? 15;

interface Logged {
  text: string;
  values?: unknown[];
}

interface Shape {
  text: string;
  runs: { values: unknown[]; ms: number; planMs: number; rows: number; plan: string }[];
  /** Median wall time of the statement sent as the API sends it (unnamed, parse+plan+execute+rows). */
  roundTripMs: number;
}

/** A one-line label for a statement: its first words, whitespace collapsed. */
const label = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 140);

async function main(): Promise<void> {
  const lines = fs.readFileSync(args.log!, 'utf8').split('\n').filter(Boolean);
  const byText = new Map<string, unknown[][]>();
  for (const line of lines) {
    const { text, values } = JSON.parse(line) as Logged;
    if (!/^\s*(select|with)\b/i.test(text)) continue; // reads only; never re-run writes
    const list = byText.get(text) ?? [];
    list.push(values ?? []);
    byText.set(text, list);
  }

  const client = new pg.Client({
    connectionString: args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL,
    application_name: 'nc-bench-explain',
  });
  await client.connect();
  await client.query(`set statement_timeout = '60s'`);
  await client.query(`set plan_cache_mode = force_custom_plan`);
  const shapes: Shape[] = [];
  try {
    for (const [text, valueSets] of byText) {
      const shape: Shape = { text, runs: [], roundTripMs: Number.NaN };
      // As the app runs it: an unnamed statement, planned on every execution, rows transferred.
      const trips: number[] = [];
      for (let i = 0; i < 12; i++) {
        const values = valueSets[i % valueSets.length]!;
        const start = performance.now();
        await client.query(text, values);
        if (i >= valueSets.length) trips.push(performance.now() - start); // first pass warms
      }
      trips.sort((a, b) => a - b);
      shape.roundTripMs = trips[Math.floor(trips.length / 2)] ?? Number.NaN;
      // EXPLAIN takes no bind parameters, so the statement is PREPAREd and EXPLAIN EXECUTEd
      // with literal values; force_custom_plan plans each execution for its values, as the
      // API's unnamed statements are.
      await client.query(`prepare bench_q as ${text}`);
      try {
        for (const values of valueSets) {
          const literals = values.map((v) =>
            v === null ? 'null' : typeof v === 'number' ? String(v) : client.escapeLiteral(String(v)),
          );
          const exec = `execute bench_q${literals.length ? `(${literals.join(', ')})` : ''}`;
          let ms = Number.NaN;
          let planMs = Number.NaN;
          let rows = 0;
          for (let attempt = 0; attempt < 2; attempt++) {
            const res = await client.query(`explain (analyze, buffers, format json) ${exec}`);
            const json = (
              res.rows[0]['QUERY PLAN'] as [
                { 'Execution Time': number; 'Planning Time': number; Plan: { 'Actual Rows': number } },
              ]
            )[0];
            ms = json['Execution Time'];
            planMs = json['Planning Time'];
            rows = json.Plan['Actual Rows'];
          }
          const textPlan = await client.query(`explain (analyze, buffers) ${exec}`);
          const plan = textPlan.rows.map((r) => r['QUERY PLAN'] as string).join('\n');
          shape.runs.push({ values, ms, planMs, rows, plan });
        }
      } finally {
        await client.query('deallocate bench_q');
      }
      shapes.push(shape);
    }
  } finally {
    await client.end();
  }

  const worst = (s: Shape) => Math.max(...s.runs.map((r) => r.ms));
  shapes.sort((a, b) => worst(b) - worst(a));
  const out: string[] = [];
  out.push(
    `| execução pior (ms) | execução mediana (ms) | planejamento mediana (ms) | ida e volta mediana (ms) | parâmetros | comando |`,
    `|---:|---:|---:|---:|---:|---|`,
  );
  for (const s of shapes) {
    const times = s.runs.map((r) => r.ms).sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const plans = s.runs.map((r) => r.planMs).sort((a, b) => a - b);
    const planMedian = plans[Math.floor(plans.length / 2)]!;
    out.push(
      `| ${worst(s).toFixed(2)} | ${median.toFixed(2)} | ${planMedian.toFixed(2)} | ${s.roundTripMs.toFixed(2)} | ${s.runs.length} | \`${label(s.text).replace(/\|/g, '\\|')}\` |`,
    );
  }
  let shown = 0;
  for (const s of shapes) {
    if (worst(s) < SLOW_MS || shown >= MAX_PLANS) break;
    const run = s.runs.reduce((a, b) => (b.ms > a.ms ? b : a));
    out.push(
      '',
      `### ${worst(s).toFixed(1)} ms — \`${label(s.text).slice(0, 90)}…\``,
      '',
      `Parâmetros: \`${JSON.stringify(run.values).slice(0, 300)}\``,
      '',
      '```sql',
      s.text.trim(),
      '```',
      '',
      '```',
      run.plan,
      '```',
    );
    shown++;
  }
  const report = out.join('\n');
  console.log(report);
  if (args.out) fs.writeFileSync(args.out, `${report}\n`);
}

main().catch((err) => {
  console.error(`✗ ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exitCode = 1;
});
