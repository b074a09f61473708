/**
 * "Você quis dizer" on the fixed list of 100 typos (bench/lib/typos.ts) and the search's
 * footprint (bench/lib/footprint.ts), on the bench database:
 *
 *   npm run bench:typos -- [--database-url postgres://...] [--no-server] [--classes 50]
 *
 * 1. the database's size per relation (the search's, and the 15 largest) and in all;
 * 2. bench/server.ts started as bench:search starts it: its time from spawn to
 *    `/api/health/ready` and its RSS once ready (`--no-server` skips it);
 * 3. each typo through the listings service's page answer, as `GET /api/anuncios?q=<typo>`:
 *    the share whose suggestion is the word meant, and the others listed;
 * 4. with `--classes <n>`: issue 37's query classes built with n queries each
 *    (bench/lib/search-classes.ts) and each query run once through the page answer, to show
 *    it takes its path (a plain word, OU, NÃO, a synonym, the fallback, a suggestion).
 */
import pg from 'pg';
import { openDatabase } from '#server/db/client.ts';
import { createListingsRepository } from '#server/features/listings/listings.repository.ts';
import { createListingsService } from '#server/features/listings/listings.service.ts';
import { parseArgs } from './lib/args.ts';
import { stopChildServers } from './lib/child-server.ts';
import { databaseFootprint, footprintMarkdown, serverFootprint, startTimedServer } from './lib/footprint.ts';
import { buildSearchClasses, verifySearchPaths } from './lib/search-classes.ts';
import { measureSuggestions, TYPOS } from './lib/typos.ts';

const args = parseArgs(process.argv.slice(2), {
  'database-url': { type: 'string', help: 'banco do bench (padrão BENCH_DATABASE_URL ou nc_bench local)' },
  'no-server': { type: 'boolean', help: 'não sobe bench/server.ts (sem RSS nem tempo até pronto)' },
  classes: { type: 'number', help: 'também confere o caminho das classes do issue 37, com n consultas cada' },
  seed: { type: 'string', help: 'semente das consultas das classes (padrão nc-bench)' },
});
const DATABASE_URL =
  args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/nc_bench';

async function main(): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const dbSize = await databaseFootprint(client);
    let server;
    if (!args['no-server']) {
      const started = await startTimedServer('server.ts', DATABASE_URL);
      server = serverFootprint(started);
      stopChildServers();
    }
    console.log(`${footprintMarkdown(dbSize, server)}\n`);

    const database = await openDatabase({ url: DATABASE_URL, poolMax: 4 });
    try {
      const service = createListingsService({ repo: createListingsRepository(database.db) });
      const score = await measureSuggestions(service, TYPOS);
      console.log(
        `"Você quis dizer" em ${score.typos} erros de digitação: ${score.right} certas ` +
          `(${(score.share * 100).toFixed(0)}%), ${score.wrong.length} erradas, ${score.none.length} sem sugestão` +
          (score.asTyped.length ? `, ${score.asTyped.length} acharam anúncios como digitadas` : '') +
          `; a lista de palavras levou ${(score.warmUpMs / 1000).toFixed(1)} s na primeira sugestão`,
      );
      for (const w of score.wrong) console.log(`  errada: ${w.typo} → ${w.got} (esperada ${w.expected})`);
      for (const typo of score.none) console.log(`  sem sugestão: ${typo}`);
      for (const typo of score.asTyped) console.log(`  achou como digitada: ${typo}`);

      if (args.classes !== undefined) {
        const classes = (await buildSearchClasses(client, args.seed ?? 'nc-bench', args.classes)).filter(
          (c) => c.path,
        );
        console.log(`\nCaminho das classes do issue 37 (cada consulta uma vez pela resposta da página):`);
        for (const check of await verifySearchPaths(service, classes)) {
          const ok = check.took === check.queries;
          console.log(
            `  ${check.id} (${check.path}): ${check.took}/${check.queries} tomaram o caminho${ok ? '' : ' ✗'}`,
          );
          for (const f of check.failures.slice(0, 5)) console.log(`    ${f}`);
          if (!ok) process.exitCode = 1;
        }
      }
    } finally {
      await database.close();
    }
  } finally {
    await client.end();
  }
}

process.once('exit', stopChildServers);
main()
  .catch((err) => {
    console.error(`\n✗ ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exitCode = 1;
  })
  .finally(stopChildServers);
