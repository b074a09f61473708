/**
 * The parts of a search answer beyond the search layer, in process, on pages of 12 real cards:
 * the cards' statement, the answer written by zod's check and `JSON.stringify` against
 * fast-json-stringify (what the list routes use), and Brotli at quality 4 against 3 (what
 * app.ts uses). Old and new take turns on the same pages, so the machine's state cancels out.
 * Checks that both writers give the same JSON. docs/performance.md §9 "2026-11-25".
 *
 *   npx tsx bench/answer.ts [--pages 1000] [--database-url postgres://...]
 */
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { sql } from 'drizzle-orm';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { openDatabase } from '#server/db/client.ts';
import { createListingsRepository } from '#server/features/listings/listings.repository.ts';
import { queryRows } from '#server/lib/sql.ts';
import { ListingsPageSchema } from '#shared/contracts/listings.contract.ts';
import { parseArgs } from './lib/args.ts';

const args = parseArgs(process.argv.slice(2), {
  pages: { type: 'number', help: 'páginas de 12 anúncios publicados ao acaso (padrão 1000)' },
  'database-url': { type: 'string', help: 'banco do bench' },
});
const url =
  args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/nc_bench';
const PAGES = args.pages ?? 1000;

const database = await openDatabase({ url });
const repo = createListingsRepository(database.db);
const picked = await queryRows<{ codigo: number }>(
  database.db,
  sql`select codigo from anuncios where status = 'publicado' order by random() limit ${PAGES * 12}`,
);
const pages = Array.from({ length: PAGES }, (_, i) => picked.slice(i * 12, i * 12 + 12).map((r) => r.codigo));

const writeFast = fastJson(
  z.toJSONSchema(ListingsPageSchema, { io: 'output' }) as Parameters<typeof fastJson>[0],
);
const brotli = (text: string, quality: number) =>
  brotliCompressSync(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } });

const times = {
  cards: [] as number[],
  zod: [] as number[],
  fast: [] as number[],
  br4: [] as number[],
  br3: [] as number[],
};
const bytes = { json: 0, br4: 0, br3: 0 };
let differ = 0;
const timed = <T>(into: number[], fn: () => T): T => {
  const t0 = performance.now();
  const out = fn();
  into.push(performance.now() - t0);
  return out;
};
// Two passes: the first reads the cards' pages into shared buffers, only the second is kept.
for (let pass = 0; pass < 2; pass++) {
  if (pass === 1) for (const list of Object.values(times)) list.length = 0;
  for (const codes of pages) {
    const t0 = performance.now();
    const data = await repo.findSummaries(codes);
    times.cards.push(performance.now() - t0);
    const page = { data, page: 1, totalPages: 1, total: data.length, totalExato: true };
    const viaZod = timed(times.zod, () => JSON.stringify(ListingsPageSchema.encode(page)));
    const viaFast = timed(times.fast, () => writeFast(page));
    if (viaFast !== viaZod) differ++;
    bytes.json += viaZod.length;
    bytes.br4 += timed(times.br4, () => brotli(viaZod, 4)).length;
    bytes.br3 += timed(times.br3, () => brotli(viaZod, 3)).length;
  }
}
await database.close();

const pct = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.floor(list.length * p)] ?? 0;
const labels: Record<keyof typeof times, string> = {
  cards: 'cards (findSummaries, 12)',
  zod: "zod's check + JSON.stringify",
  fast: 'fast-json-stringify',
  br4: 'Brotli 4',
  br3: 'Brotli 3',
};
console.log(`${PAGES} páginas de 12 anúncios (ms)`);
for (const [key, label] of Object.entries(labels)) {
  const list = times[key as keyof typeof times];
  console.log(`  ${label.padEnd(30)} p50 ${pct(list, 0.5).toFixed(3)}  p95 ${pct(list, 0.95).toFixed(3)}`);
}
const per = (n: number) => Math.round(n / (2 * PAGES)).toLocaleString('pt-BR');
console.log(
  `  bytes por página: JSON ${per(bytes.json)}, Brotli 4 ${per(bytes.br4)}, Brotli 3 ${per(bytes.br3)}`,
);
console.log(`  páginas em que os dois JSON diferem: ${differ}`);
if (differ > 0) process.exitCode = 1;
