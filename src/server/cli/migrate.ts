import { openDatabase } from '../db/client.ts';
import { loadEnv } from '../env.ts';

/** `npm run db:migrate`: applies the committed SQL migrations (the server also does it at start-up). */
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
await database.migrate();
await database.close();
console.log(`Migrações aplicadas (${database.kind}).`);
