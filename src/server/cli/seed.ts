import { DatabaseOpenError, openDatabase } from '../db/client.ts';
import type { SeedCounts } from '../db/seed/index.ts';
import { seedWithDemoLogins } from '../db/seed/with-demo-logins.ts';
import { EnvError, loadEnv } from '../env.ts';

/**
 * `npm run db:seed`: reference data plus the demonstration set, only into an empty database.
 * `npm run db:seed -- --reset` wipes every table and the listing pictures first. The demo
 * accounts get the demo password (DEMO_PASSWORD or the one kept in the data directory).
 */
const reset = process.argv.slice(2).includes('--reset');
const started = performance.now();

try {
  const env = loadEnv();
  console.log(env.DATABASE_URL ? 'Banco: PostgreSQL (DATABASE_URL)' : `Banco: PGlite em ${env.PGLITE_DIR}`);
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    console.log('Aplicando migrações...');
    await database.migrate();
    const { result, loginLines } = await seedWithDemoLogins(database.db, env, {
      uploadsDir: env.UPLOADS_DIR,
      reset,
      log: (line) => console.log(`[${seconds(performance.now() - started)}] ${line}`),
    });
    if (!result.seeded) {
      console.log('O banco já tem usuários ou anúncios: nada foi alterado.');
      console.log('Para apagar tudo e semear de novo: npm run db:seed -- --reset');
    } else {
      printSummary(result.counts, performance.now() - started);
    }
    if (loginLines.length > 0) console.log(`\n${loginLines.join('\n')}`);
  } finally {
    await database.close();
  }
} catch (err) {
  if (err instanceof EnvError || err instanceof DatabaseOpenError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

function printSummary(counts: SeedCounts, elapsedMs: number) {
  const lines: [string, number][] = [
    ['Estados', counts.states],
    ['Municípios', counts.cities],
    ['Categorias', counts.categories],
    ['Subcategorias', counts.subcategories],
    ['Planos', counts.plans],
    ['Condomínios', counts.condominiums],
    ['Usuários', counts.users],
    ['Anúncios', counts.listings],
    ['  publicados', counts.publishedListings],
    ['Imagens', counts.images],
  ];
  console.log('\nPronto! Resumo:');
  for (const [label, n] of lines) console.log(`  ${label.padEnd(16)} ${n.toLocaleString('pt-BR')}`);
  console.log(`Tempo total: ${seconds(elapsedMs)}`);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1).replace('.', ',')} s`;
}
