/**
 * The words of bench:search's classes that have synonyms, through the search layer
 * (a word and its group from the postings, groupSearch: the group's own posting term, ADR 014) against the same word alone as before
 * (termSearch), alternated in one process so both see the same machine. Prints p50/p95 per query.
 *   npx tsx bench/synonym-paths.ts [--database-url postgres://…/nc_bench] [--passes 15]
 */
import { openDatabase } from '#server/db/client.ts';
import { createListingsRepository } from '#server/features/listings/listings.repository.ts';
import { createListingsService } from '#server/features/listings/listings.service.ts';
import { parseArgs } from './lib/args.ts';

const args = parseArgs(process.argv.slice(2), {
  'database-url': { type: 'string', help: 'PostgreSQL with the bench data (default: nc_bench on 127.0.0.1)' },
  passes: { type: 'number', help: 'alternated passes per query (default 15)' },
});
const url = args['database-url'] ?? 'postgres://postgres@127.0.0.1:5432/nc_bench';
const passes = args.passes ?? 15;

/** The queries of the classes (search-2026-11-26 runs) whose word has synonyms. */
const QUERIES: { q: string; estado?: string; tipo?: 1 | 2 | 3 | 4; newest?: boolean; limit?: number }[] = [
  { q: 'celular', estado: 'SP', newest: true },
  { q: 'doce', estado: 'PA', newest: true },
  { q: 'costura', estado: 'BA', newest: true },
  { q: 'festa', tipo: 1 },
  { q: 'confeiteira', tipo: 4 },
  { q: 'cabeleireiro', tipo: 3 },
  { q: 'fisioterapeuta -encontro' },
  { q: 'trabalho -robótica' },
  { q: 'faxineira -reparo' },
  { q: 'cuidador', newest: true },
  { q: 'conserto', newest: true },
  { q: 'psicólogo', limit: 12 },
  { q: 'conserto', limit: 1 },
];

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1]!;

const database = await openDatabase({ url, poolMax: 2 });
const repo = createListingsRepository(database.db);
const service = createListingsService({ repo });
const rows: Record<string, string>[] = [];
for (const query of QUERIES) {
  const page = { page: 1, limit: query.limit ?? 24 };
  const state = query.estado ? { uf: query.estado } : undefined;
  const sort = query.newest ? ('data' as const) : undefined;
  const withSynonyms = () =>
    service.searchCodes(
      {
        ...page,
        q: query.q,
        tipo: query.tipo,
        estado: state,
        sort,
        order: query.newest ? 'desc' : undefined,
      },
      { cards: true },
    );
  const alone = () =>
    repo.termSearch({
      q: query.q,
      type: query.tipo,
      state,
      newest: !!query.newest,
      cap: 1001,
      offset: 0,
      limit: page.limit,
      cards: true,
    });
  const times = { group: [] as number[], word: [] as number[] };
  let counts = { group: 0, word: 0 };
  await withSynonyms(); // the text's analysis, once, as a repeated search has it
  for (let i = 0; i < passes; i++)
    for (const [name, run] of i % 2
      ? ([
          ['word', alone],
          ['group', withSynonyms],
        ] as const)
      : ([
          ['group', withSynonyms],
          ['word', alone],
        ] as const)) {
      const started = performance.now();
      const r = await run();
      times[name].push(performance.now() - started);
      counts = { ...counts, [name]: 'total' in r ? r.total : Math.min(r.counted, 1000) };
    }
  rows.push({
    consulta: `${query.q}${query.estado ? ` UF=${query.estado}` : ''}${query.tipo ? ` tipo=${query.tipo}` : ''}${query.newest ? ' novos' : ''}${query.limit ? ` limit=${query.limit}` : ''}`,
    'palavra p50': percentile(times.word, 50).toFixed(2),
    'palavra p95': percentile(times.word, 95).toFixed(2),
    'grupo p50': percentile(times.group, 50).toFixed(2),
    'grupo p95': percentile(times.group, 95).toFixed(2),
    'total palavra/grupo': `${counts.word}/${counts.group}`,
  });
}
console.table(rows);
await database.close();
