/**
 * The parts of a search answer beyond the search layer, in process, on pages of 12 random
 * published listings: the cards built per request from the tables they show (the view
 * `cartoes_calculados`) against the stored cards the list routes send (`findCards`, ADR 007),
 * and Brotli at quality 4 against 3 (what app.ts uses). Old and new take turns on the same
 * pages, so the machine's state cancels out. Checks that both give the same cards.
 * docs/performance-log.md §9 "2026-11-25".
 *
 *   npx tsx bench/answer.ts [--pages 1000] [--database-url postgres://...]
 */
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { createListingsRepository } from '#server/features/listings/listings.repository.ts';
import { queryPrepared, queryRows } from '#server/lib/sql.ts';
import { parseArgs } from './lib/args.ts';

const args = parseArgs(process.argv.slice(2), {
  pages: { type: 'number', help: 'páginas de 12 anúncios publicados ao acaso (padrão 1000)' },
  'database-url': { type: 'string', help: 'banco do bench' },
});
const url =
  args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/nc_bench';
const PAGES = args.pages ?? 1000;

const database = await openDatabase({ url });
const db = database.db;
const repo = createListingsRepository(db);
const picked = await queryRows<{ codigo: number }>(
  db,
  sql`select codigo from anuncios where status = 'publicado' order by random() limit ${PAGES * 12}`,
);
const pages = Array.from({ length: PAGES }, (_, i) => picked.slice(i * 12, i * 12 + 12).map((r) => r.codigo));

/** The same page built per request from the tables, as one prepared statement. */
async function builtCards(codes: number[]): Promise<string> {
  const [row] = await queryPrepared<{ cards: string }>(
    db,
    sql`select '[' || coalesce(string_agg(c.cartao, ',' order by o.n), '') || ']' as cards
        from unnest(${sql.param(codes)}::int[]) with ordinality o(codigo, n)
        join cartoes_calculados c on c.anuncio = o.codigo`,
  );
  return row?.cards ?? '[]';
}
const brotli = (text: string, quality: number) =>
  brotliCompressSync(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } });

const times = { built: [] as number[], stored: [] as number[], br4: [] as number[], br3: [] as number[] };
const bytes = { json: 0, br4: 0, br3: 0 };
let differ = 0;
async function timed<T>(into: number[], fn: () => T | Promise<T>): Promise<T> {
  const t0 = performance.now();
  const out = await fn();
  into.push(performance.now() - t0);
  return out;
}
// Two passes: the first reads the pages into shared buffers, only the second is kept.
for (let pass = 0; pass < 2; pass++) {
  if (pass === 1) for (const list of Object.values(times)) list.length = 0;
  for (const codes of pages) {
    const built = await timed(times.built, () => builtCards(codes));
    const stored = await timed(times.stored, () => repo.findCards(codes));
    if (built !== stored) differ++;
    bytes.json += stored.length;
    bytes.br4 += (await timed(times.br4, () => brotli(stored, 4))).length;
    bytes.br3 += (await timed(times.br3, () => brotli(stored, 3))).length;
  }
}
await database.close();

const pct = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.floor(list.length * p)] ?? 0;
const labels: Record<keyof typeof times, string> = {
  built: 'cards built per request',
  stored: 'stored cards (findCards)',
  br4: 'Brotli 4',
  br3: 'Brotli 3',
};
console.log(`${PAGES} páginas de 12 anúncios (ms)`);
for (const [key, label] of Object.entries(labels)) {
  const list = times[key as keyof typeof times];
  console.log(`  ${label.padEnd(26)} p50 ${pct(list, 0.5).toFixed(3)}  p95 ${pct(list, 0.95).toFixed(3)}`);
}
const per = (n: number) => Math.round(n / (2 * PAGES)).toLocaleString('pt-BR');
console.log(
  `  bytes por página: JSON ${per(bytes.json)}, Brotli 4 ${per(bytes.br4)}, Brotli 3 ${per(bytes.br3)}`,
);
console.log(`  páginas em que os cartões guardados diferem dos calculados: ${differ}`);
if (differ > 0) process.exitCode = 1;
