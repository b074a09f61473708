import type { Env } from '../../env.ts';
import { createPasswordHasher } from '../../lib/password-hash.ts';
import type { Db } from '../client.ts';
import { buildDemoPlan } from './demo-plan.ts';
import {
  demoLoginLines,
  demoLogins,
  demoPasswordFile,
  isDemoPasswordInUse,
  readDemoPassword,
  resolveDemoPassword,
  type DemoPassword,
} from './demo-password.ts';
import { seedDatabase, type SeedResult } from './index.ts';

/**
 * `seedDatabase` as `npm start` and `npm run db:seed` run it: the demo accounts get the demo
 * password (DEMO_PASSWORD, or the one kept in the data directory, made on the first seed),
 * hashed once with the app's argon2id settings. Answers the lines to print about the demo
 * logins: after a seed, the logins and the password; on a later start, the logins and where
 * the password is kept, while the demo admin still uses it; otherwise none.
 */
export async function seedWithDemoLogins(
  db: Db,
  env: Pick<Env, 'PGLITE_DIR' | 'DEMO_PASSWORD' | 'ARGON2_MEMORY_KIB' | 'ARGON2_TIME_COST'>,
  opts: { uploadsDir: string; reset?: boolean; log?: (line: string) => void },
): Promise<{ result: SeedResult; loginLines: string[] }> {
  const hasher = createPasswordHasher({ memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST });
  const file = demoPasswordFile(env.PGLITE_DIR);
  let used: DemoPassword | undefined;
  const result = await seedDatabase(db, {
    ...opts,
    demoPasswordHash: async () => {
      used = await resolveDemoPassword({ fromEnv: env.DEMO_PASSWORD, file });
      return hasher.hash(used.password);
    },
  });
  const logins = demoLogins(buildDemoPlan());
  if (result.seeded && used)
    return { result, loginLines: demoLoginLines(logins, used, { showPassword: true }) };

  const fromFile = env.DEMO_PASSWORD ? undefined : await readDemoPassword(file);
  const kept: DemoPassword | undefined = env.DEMO_PASSWORD
    ? { password: env.DEMO_PASSWORD, source: 'env', file }
    : fromFile === undefined
      ? undefined
      : { password: fromFile, source: 'file', file };
  if (kept && (await isDemoPasswordInUse(db, logins.admin, kept.password, hasher.verify))) {
    return { result, loginLines: demoLoginLines(logins, kept, { showPassword: false }) };
  }
  return { result, loginLines: [] };
}
