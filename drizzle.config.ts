import { defineConfig } from 'drizzle-kit';

// drizzle-kit is used only to generate SQL migrations (no database needed); the app applies
// them at start-up with the migrator of its driver (src/server/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
