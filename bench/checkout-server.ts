/**
 * The app under test of bench/checkout.ts: buildApp without the web front-end, NODE_ENV=production,
 * the sandbox payment gateway (PAYMENT_SANDBOX_IN_PRODUCTION, as `npm start`'s demo), over
 * DATABASE_URL (PostgreSQL) or, without it, PGlite in PGLITE_DIR (the demo's embedded database).
 * A child process, so the load generator and the server do not share one event loop.
 *
 * Before listening it migrates, adds the reference data (the plans) and creates
 * BENCH_CHECKOUT_USERS confirmed PF advertisers with valid CPFs and one session each, as a
 * sign-up, a confirmation and a login would leave them; their session tokens go to
 * BENCH_TOKENS_FILE (JSON array) for the runner. Here, not in the runner, because PGlite's data
 * directory can be open in one process only.
 */
import fs from 'node:fs';
import { USER_LEVELS, USER_TYPES } from '#shared/constants.ts';
import { cpfFromBase } from '#shared/lib/documents.ts';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/index.ts';
import { seedReferenceData } from '#server/db/seed/reference.ts';
import { loadEnv } from '#server/env.ts';
import { generateToken, hashToken } from '#server/lib/tokens.ts';
import { chunk } from '#server/db/seed/sql.ts';
import { serveForBench } from './lib/serve-app.ts';

const { DATABASE_URL, ...rest } = process.env;
const env = loadEnv({
  ...rest,
  ...(DATABASE_URL ? { DATABASE_URL } : {}),
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: process.env.PORT ?? '0',
  SEED_ON_START: 'false',
  MAIL_OUTBOX: 'true',
  PAYMENT_GATEWAY: 'sandbox',
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  // The per-user payment limit (30 in 10 min) would answer 429 to a user reopening its PIX back
  // to back; the limiter still runs on every request, only its bound is out of the way.
  RATE_LIMIT_PAYMENT_USER: '999999/10m',
});
const userCount = Number(process.env.BENCH_CHECKOUT_USERS ?? 50);
const tokensFile = process.env.BENCH_TOKENS_FILE;
if (!tokensFile) throw new Error('bench/checkout-server.ts precisa de BENCH_TOKENS_FILE');

const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL, poolMax: env.DB_POOL_MAX } : { pgliteDir: env.PGLITE_DIR },
);
await database.migrate();
await seedReferenceData(database.db);

const now = new Date();
const tokens: string[] = [];
const rows = Array.from({ length: userCount }, (_, i) => {
  const n = String(i + 1).padStart(6, '0');
  return {
    name: `Comprador ${n}`,
    email: `comprador${n}@bench.nc.local`,
    personKind: 'pf' as const,
    // Base 9xxxxxxxx: check-digit-valid CPFs no other data uses.
    document: cpfFromBase(`9${n.padStart(8, '0')}`),
    passwordHash: 'sem-login',
    whatsapp: '11987654321',
    ddd: '11',
    level: USER_LEVELS.ANUNCIANTE,
    type: USER_TYPES.PF,
    active: true,
    validation: 1,
    emailConfirmedAt: now,
    createdAt: now,
    updatedAt: now,
  };
});
for (const part of chunk(rows, 500)) {
  const codes = await database.db.insert(users).values(part).returning({ code: users.code });
  const sessionRows = codes.map(({ code }) => {
    const token = generateToken();
    tokens.push(token);
    return {
      tokenHash: hashToken(token),
      userCode: code,
      remember: true,
      expiresAt: new Date(now.getTime() + 86_400_000),
      createdAt: now,
      lastSeenAt: now,
    };
  });
  await database.db.insert(sessions).values(sessionRows);
}
fs.writeFileSync(tokensFile, JSON.stringify(tokens));

const app = await buildApp({ env, database, web: false, logger: false });
await serveForBench(app, database, { port: env.PORT, host: env.HOST });
