import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import type { DemoPlan } from './demo-plan.ts';

/**
 * The password of the demo accounts. Every demo account (the admin and the
 * advertisers who own the demo listings) can log in, so a newcomer can try each role; they
 * share one password, hashed once for all of them. It is never a documented constant: it is
 * DEMO_PASSWORD when set, else a random one made on the first seed and kept in the data
 * directory (a 0600 file beside the PGlite directory), where later seeds and starts find it.
 */
const DEMO_PASSWORD_FILE_NAME = 'senha-demo.txt';

/** `./data/pglite` → `./data/senha-demo.txt` (absolute). */
export function demoPasswordFile(pgliteDir: string): string {
  return path.join(path.dirname(path.resolve(pgliteDir)), DEMO_PASSWORD_FILE_NAME);
}

export interface DemoPassword {
  password: string;
  /** `env`: DEMO_PASSWORD; `file`: read from `file`; `new`: just made and written to `file`. */
  source: 'env' | 'file' | 'new';
  file: string;
}

/** 16 characters from 96 random bits (URL-safe base64), easy to copy from a terminal. */
function newPassword(): string {
  return randomBytes(12).toString('base64url');
}

/** The kept password, or undefined when the file is absent or empty. */
export async function readDemoPassword(file: string): Promise<string | undefined> {
  try {
    const text = (await fs.readFile(file, 'utf8')).trim();
    return text === '' ? undefined : text;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * DEMO_PASSWORD when given; else the kept one; else a new one, written owner-only (0600) to
 * `file` before it is used, so the password of a seeded database is never lost.
 */
export async function resolveDemoPassword(opts: { fromEnv?: string; file: string }): Promise<DemoPassword> {
  if (opts.fromEnv) return { password: opts.fromEnv, source: 'env', file: opts.file };
  const kept = await readDemoPassword(opts.file);
  if (kept) return { password: kept, source: 'file', file: opts.file };
  const password = newPassword();
  await fs.mkdir(path.dirname(opts.file), { recursive: true });
  try {
    // 'wx': never overwrite a password another process has just written.
    await fs.writeFile(opts.file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const other = await readDemoPassword(opts.file);
    if (other) return { password: other, source: 'file', file: opts.file };
    throw err;
  }
  return { password, source: 'new', file: opts.file };
}

/**
 * Whether `email` (the demo admin) still logs in with `password`: a later start says where the
 * demo password is only while it is true (not after the admin changed it, nor on a database
 * whose demo was seeded with another password). One argon2 verification, once per start.
 */
export async function isDemoPasswordInUse(
  db: Db,
  email: string,
  password: string,
  verify: (hash: string, password: string) => Promise<boolean>,
): Promise<boolean> {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row?.hash ? verify(row.hash, password) : false;
}

/** One demo login per role, as the README names them. */
export interface DemoLogins {
  admin: string;
  /** The first PF advertiser (pessoa física) with a published listing. */
  pf: string;
  /** The first PJ advertiser (pessoa jurídica) with a published listing. */
  pj: string;
}

export function demoLogins(plan: DemoPlan): DemoLogins {
  const owners = new Set(plan.listings.filter((l) => l.status === 'publicado').map((l) => l.advertiser));
  const advertiser = (kind: 'pf' | 'pj') => {
    const index = plan.users.findIndex((u, i) => i > 0 && u.personKind === kind && owners.has(i));
    const user = plan.users[index];
    if (!user) throw new Error(`plano de demonstração sem anunciante ${kind}`);
    return user.email;
  };
  const admin = plan.users[0];
  if (!admin) throw new Error('plano de demonstração sem administrador');
  return { admin: admin.email, pf: advertiser('pf'), pj: advertiser('pj') };
}

/** The lines a start or `db:seed` prints about the demo logins (Portuguese, for the terminal). */
export function demoLoginLines(logins: DemoLogins, password: DemoPassword, opts: { showPassword: boolean }) {
  const where =
    password.source === 'env'
      ? 'a de DEMO_PASSWORD'
      : opts.showPassword
        ? `${password.password} (guardada em ${password.file})`
        : `guardada em ${password.file}`;
  return [
    'Logins de demonstração (todos os usuários de demonstração usam a mesma senha):',
    `  administrador:  ${logins.admin}`,
    `  anunciante PF:  ${logins.pf}`,
    `  anunciante PJ:  ${logins.pj}`,
    `  senha:          ${where}`,
  ];
}
