import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfFromBase } from '#shared/lib/documents.ts';
import {
  bearer,
  buildAccountsApp,
  login,
  registration,
  setActive,
  userRow,
  type AccountsTestApp,
} from '../test/accounts-app.ts';
import { createPasswordHasher } from '../lib/password-hash.ts';
import { createChildDatabase } from '../test/test-db.ts';
import { AdminCliError, createOrPromoteAdmin } from './user-admin.ts';

/** `npm run user:admin`: the first admin of a production database. */
describe('createOrPromoteAdmin', () => {
  let t: AccountsTestApp;
  const hasher = createPasswordHasher({ memoryCost: 4096, timeCost: 1 });
  const run = (input: Parameters<typeof createOrPromoteAdmin>[1]) =>
    createOrPromoteAdmin(t.database.db, input, { hasher, now: t.clock.now() });
  const me = async (token: string) =>
    (await t.call('GET', '/api/usuarios/me', { headers: bearer(token) })).body;

  beforeAll(async () => {
    t = await buildAccountsApp();
  });
  afterAll(() => t.close());

  it('creates an admin who can log in at once, with a generated password when none is given', async () => {
    const result = await run({
      email: '  Nova.Admin@Teste.NC.local ',
      cpf: '390.533.447-05',
      name: 'Ana Souza',
    });
    expect(result).toMatchObject({ kind: 'created', email: 'nova.admin@teste.nc.local' });
    if (result.kind !== 'created' || !result.generatedPassword) throw new Error('sem senha gerada');
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const session = await login(t, 'nova.admin@teste.nc.local', result.generatedPassword);
    expect(await me(session.token)).toMatchObject({ role: 'ADMIN', name: 'Ana Souza', nivel: 1 });
    expect(await userRow(t, 'nova.admin@teste.nc.local')).toMatchObject({
      level: 1,
      active: true,
      validation: 1,
      document: '39053344705',
      personKind: 'pf',
    });
  });

  it('creates with the given password, which must follow the password rules', async () => {
    const result = await run({
      email: 'dada@teste.nc.local',
      cpf: cpfFromBase('812345670'),
      password: 'frase longa e minha',
    });
    expect(result).toEqual({ kind: 'created', code: expect.any(Number), email: 'dada@teste.nc.local' });
    await login(t, 'dada@teste.nc.local', 'frase longa e minha');
    await expect(
      run({ email: 'x1@teste.nc.local', cpf: cpfFromBase('812345671'), password: 'curta' }),
    ).rejects.toThrow('A senha deve ter entre 8 e 128 caracteres.');
    await expect(
      run({ email: 'x2@teste.nc.local', cpf: cpfFromBase('812345672'), password: '12345678' }),
    ).rejects.toThrow(/muito comum/);
  });

  it('refuses a new account without a valid, unused CPF, or with a bad e-mail', async () => {
    await expect(run({ email: 'sem.cpf@teste.nc.local' })).rejects.toThrow(
      'Não há conta com sem.cpf@teste.nc.local: informe o CPF do administrador com --cpf.',
    );
    await expect(run({ email: 'cpf.ruim@teste.nc.local', cpf: '111.111.111-11' })).rejects.toThrow(
      'CPF inválido',
    );
    await expect(run({ email: 'cpf.usado@teste.nc.local', cpf: '390.533.447-05' })).rejects.toThrow(
      'Este CPF já está cadastrado em outra conta.',
    );
    await expect(run({ email: 'nao-e-email' })).rejects.toBeInstanceOf(AdminCliError);
    expect(await userRow(t, 'sem.cpf@teste.nc.local')).toBeUndefined();
  });

  it('promotes an existing account: ADMIN, active, e-mail confirmed, password and sessions kept', async () => {
    const payload = registration();
    expect((await t.call('POST', '/api/usuarios/registrar', { body: payload })).status).toBe(201);
    await setActive(t, payload.email, false); // blocked and never confirmed
    const result = await run({ email: payload.email.toUpperCase() });
    expect(result).toMatchObject({ kind: 'promoted', passwordChanged: false });
    expect(await userRow(t, payload.email)).toMatchObject({
      level: 1,
      active: true,
      validation: 1,
      emailConfirmedAt: t.clock.now(),
    });
    const session = await login(t, payload.email, payload.senha);
    expect(await me(session.token)).toMatchObject({ role: 'ADMIN' });

    // A confirmation date already there stays; a new password ends the open sessions.
    const confirmedAt = t.clock.now();
    t.clock.advance(60_000);
    const again = await run({ email: payload.email, password: 'outra senha bem longa' });
    expect(again).toMatchObject({ kind: 'promoted', passwordChanged: true });
    expect((await userRow(t, payload.email))?.emailConfirmedAt).toEqual(confirmedAt);
    expect((await t.call('GET', '/api/usuarios/me', { headers: bearer(session.token) })).status).toBe(401);
    await login(t, payload.email, 'outra senha bem longa');
  });
});

describe('npm run user:admin (the command)', () => {
  // The command's own database: on PostgreSQL a copy of the test template (DATABASE_URL), else
  // a PGlite directory of its own (PGLITE_DIR; the first run migrates it).
  let dir: string;
  let databaseEnv: Record<string, string>;
  let dropDatabase: () => Promise<void>;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nc-user-admin-'));
    ({ env: databaseEnv, drop: dropDatabase } = await createChildDatabase('cli', dir, {
      fromTemplate: true,
    }));
  });
  afterAll(async () => {
    await dropDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Runs the CLI on its own database, stdin a pipe (no TTY, as in CI). */
  function cli(args: string[], stdin?: string): Promise<{ code: number | null; out: string; err: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/user-admin.ts', ...args], {
        env: { ...process.env, ...databaseEnv, NODE_ENV: 'production' },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`o comando não terminou (esperando entrada?): ${out}${err}`));
      }, 60_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, out, err });
      });
      // The stream stays open unless closed: a CLI waiting for input would hang here.
      if (stdin !== undefined) child.stdin.end(stdin);
    });
  }

  it('without a terminal, never waits for input: it prints a generated password; --password-stdin reads one', async () => {
    const created = await cli(['--email', 'raiz@teste.nc.local', '--cpf', '390.533.447-05']);
    expect(created.code, created.err).toBe(0);
    expect(created.out).toContain('Conta de administrador criada: raiz@teste.nc.local.');
    expect(created.out).toMatch(/Senha gerada \(.*\): [A-Za-z0-9_-]{16}\n/);

    const changed = await cli(
      ['--email', 'raiz@teste.nc.local', '--password-stdin'],
      'senha lida da entrada\n',
    );
    expect(changed.code, changed.err).toBe(0);
    expect(changed.out).toContain('Conta raiz@teste.nc.local agora é administradora');
    expect(changed.out).toContain('Senha trocada');

    const usage = await cli([]);
    expect(usage.code).toBe(2);
    expect(usage.out).toContain('Uso: npm run user:admin -- --email');
  }, 120_000);
});
