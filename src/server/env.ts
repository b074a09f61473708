import { z } from 'zod';

/**
 * Every setting the server reads, from the environment, validated once at start-up.
 * A wrong value stops the process with a message naming the variable (see loadEnv).
 * Keep README's configuration table in step with this schema.
 */
const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'use true ou false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'use um número de porta' }).int().min(0).max(65535).default(3000),
  /** Absolute origin used for canonical URLs, og:image and links in e-mails. */
  PUBLIC_URL: z
    .url({ error: 'use uma URL absoluta, ex.: https://nc.com.br' })
    .default('http://localhost:3000'),
  /** postgres://user:pass@host:5432/db; unset = embedded PGlite in PGLITE_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'use uma URL postgres://...' })
    .optional(),
  PGLITE_DIR: z.string().min(1).default('./data/pglite'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** Seed demo data when the database is empty (npm start). */
  SEED_ON_START: boolish.default(true),
  UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Fastify trustProxy: false, true, or a comma list of proxy addresses/CIDRs. */
  TRUST_PROXY: z.string().default('false'),
});
export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const entries = Object.entries(source).filter(([, v]) => v !== undefined && v !== '');
  const parsed = EnvSchema.safeParse(Object.fromEntries(entries));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Parses TRUST_PROXY into what Fastify accepts. */
export function trustProxySetting(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
