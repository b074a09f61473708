import { randomBytes } from 'node:crypto';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { USER_LEVELS, USER_TYPES } from '#shared/constants.ts';
import {
  emailField,
  isPasswordLengthOk,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '#shared/contracts/users.contract.ts';
import { isValidCpf } from '#shared/lib/documents.ts';
import { onlyDigits } from '#shared/lib/masks.ts';
import { DatabaseOpenError, openDatabase, type Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { EnvError, loadEnv } from '../env.ts';
import { isCommonPassword } from '../lib/common-passwords.ts';
import { createSessionsRepository } from '../features/accounts/sessions.repository.ts';
import { createPasswordHasher, type PasswordHasher } from '../lib/password-hash.ts';

/**
 * `npm run user:admin -- --email ana@exemplo.com.br [--cpf 123.456.789-09] [--nome "Ana Souza"]
 * [--password-stdin]`: makes an account an administrator on the configured database, the way
 * to get a first admin in production.
 *
 * - The e-mail has an account: it becomes ADMIN (nivel 1), active, e-mail confirmed. Its
 *   password changes only with --password-stdin (and then its sessions end).
 * - It has none: an admin account is created (pessoa física: the CPF is required, as for every
 *   account). The password comes from stdin with --password-stdin, or is asked for when run in
 *   a terminal, or else (CI, scripts: no TTY) is generated and printed once. Nothing waits for
 *   input without a terminal.
 */

export class AdminCliError extends Error {}

export interface AdminInput {
  email: string;
  /** Only for a new account; default "Administrador". */
  name?: string;
  /** Only for a new account (required then); masked or digits. */
  cpf?: string;
  /** New account: its password (generated when absent). Existing account: replaces its password. */
  password?: string;
}

export type AdminResult =
  | { kind: 'created'; code: number; email: string; generatedPassword?: string }
  | { kind: 'promoted'; code: number; email: string; passwordChanged: boolean };

/** 16 characters from 96 random bits (URL-safe base64). */
export const generatePassword = (): string => randomBytes(12).toString('base64url');

function checkPassword(password: string): void {
  if (!isPasswordLengthOk(password)) {
    throw new AdminCliError(`A senha deve ter entre ${PASSWORD_MIN} e ${PASSWORD_MAX} caracteres.`);
  }
  if (isCommonPassword(password)) {
    throw new AdminCliError('Essa senha é muito comum. Escolha uma senha mais difícil de adivinhar.');
  }
}

/** Creates the admin account or promotes the existing one, in one transaction. */
export async function createOrPromoteAdmin(
  db: Db,
  input: AdminInput,
  deps: { hasher: PasswordHasher; now?: Date },
): Promise<AdminResult> {
  const parsedEmail = emailField('Informe o e-mail com --email.').safeParse(input.email);
  if (!parsedEmail.success)
    throw new AdminCliError(parsedEmail.error.issues[0]?.message ?? 'E-mail inválido.');
  const email = parsedEmail.data;
  const now = deps.now ?? new Date();
  if (input.password !== undefined) checkPassword(input.password);

  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ code: users.code })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    if (existing) {
      const passwordHash = input.password === undefined ? undefined : await deps.hasher.hash(input.password);
      await tx
        .update(users)
        .set({
          level: USER_LEVELS.ADMIN,
          active: true,
          validation: 1,
          emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
          updatedAt: now,
          ...(passwordHash ? { passwordHash } : {}),
        })
        .where(eq(users.code, existing.code));
      // A new password ends the sessions opened with the old one (as a reset does, ADR 005).
      if (passwordHash) await createSessionsRepository(tx).revokeUserSessions(existing.code, now);
      return { kind: 'promoted', code: existing.code, email, passwordChanged: passwordHash !== undefined };
    }

    const cpf = onlyDigits(input.cpf ?? '');
    if (cpf === '') {
      throw new AdminCliError(`Não há conta com ${email}: informe o CPF do administrador com --cpf.`);
    }
    if (!isValidCpf(cpf)) throw new AdminCliError('CPF inválido. Verifique os números digitados.');
    const [taken] = await tx.select({ code: users.code }).from(users).where(eq(users.document, cpf)).limit(1);
    if (taken) throw new AdminCliError('Este CPF já está cadastrado em outra conta.');
    const name = input.name?.trim() || 'Administrador';
    if (name.length > 150) throw new AdminCliError('O nome deve ter no máximo 150 caracteres.');
    const generatedPassword = input.password === undefined ? generatePassword() : undefined;
    const password = input.password ?? (generatedPassword as string);
    const [row] = await tx
      .insert(users)
      .values({
        name,
        email,
        personKind: 'pf',
        document: cpf,
        passwordHash: await deps.hasher.hash(password),
        level: USER_LEVELS.ADMIN,
        type: USER_TYPES.PF,
        active: true,
        validation: 1,
        emailConfirmedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ code: users.code });
    if (!row) throw new Error('nenhuma linha inserida');
    return { kind: 'created', code: row.code, email, ...(generatedPassword ? { generatedPassword } : {}) };
  });
}

const USAGE = `Uso: npm run user:admin -- --email ana@exemplo.com.br [--cpf 123.456.789-09] [--nome "Ana Souza"] [--password-stdin]

Torna administradora a conta do e-mail (ativa e com e-mail confirmado), ou a cria.
  --email           e-mail da conta (obrigatório)
  --cpf             CPF, obrigatório para criar uma conta nova
  --nome            nome de uma conta nova (padrão: Administrador)
  --password-stdin  lê a senha da entrada padrão (ex.: echo "$SENHA" | npm run user:admin -- ...);
                    sem ela, uma conta nova recebe a senha digitada no terminal ou, fora de um
                    terminal, uma senha gerada, mostrada uma vez`;

/** One line read from a terminal; with `hidden`, nothing typed is echoed. */
async function ask(question: string, hidden = false): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  let muted = false;
  const out = rl as unknown as { _writeToOutput(s: string): void };
  const write = out._writeToOutput.bind(rl);
  out._writeToOutput = (s) => {
    if (!muted) write(s);
  };
  try {
    return await new Promise<string>((resolve) => {
      rl.question(question, resolve);
      muted = hidden; // the question itself is already written
    });
  } finally {
    rl.close();
    if (hidden) process.stdout.write('\n');
  }
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

export async function main(argv = process.argv.slice(2)): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        cpf: { type: 'string' },
        nome: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.help || !values.email) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const interactive = Boolean(process.stdin.isTTY) && !values['password-stdin'];
  try {
    // This command sends no e-mail and takes no payment: production's SMTP and payment rules
    // do not apply to it.
    const env = loadEnv({ ...process.env, MAIL_OUTBOX: 'true', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' });
    const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR, poolMax: 1 });
    try {
      await database.migrate();
      const hasher = createPasswordHasher({
        memoryCost: env.ARGON2_MEMORY_KIB,
        timeCost: env.ARGON2_TIME_COST,
      });
      const input: AdminInput = { email: values.email, cpf: values.cpf, name: values.nome };
      if (values['password-stdin']) {
        input.password = await readStdin();
      } else if (interactive && !(await accountExists(database.db, values.email))) {
        input.cpf ??= await ask('CPF do administrador: ');
        const first = await ask('Senha (Enter para gerar uma): ', true);
        if (first !== '') {
          if ((await ask('Repita a senha: ', true)) !== first)
            throw new AdminCliError('As senhas não conferem.');
          input.password = first;
        }
      }
      const result = await createOrPromoteAdmin(database.db, input, { hasher });
      if (result.kind === 'promoted') {
        console.log(`Conta ${result.email} agora é administradora (ativa, e-mail confirmado).`);
        if (result.passwordChanged)
          console.log('Senha trocada; as sessões abertas dessa conta foram encerradas.');
      } else {
        console.log(`Conta de administrador criada: ${result.email}.`);
        if (result.generatedPassword) {
          console.log(
            `Senha gerada (mostrada só agora; troque-a em "Esqueci minha senha"): ${result.generatedPassword}`,
          );
        }
      }
    } finally {
      await database.close();
    }
  } catch (err) {
    if (err instanceof AdminCliError || err instanceof EnvError || err instanceof DatabaseOpenError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function accountExists(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ code: users.code })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  await main();
}
