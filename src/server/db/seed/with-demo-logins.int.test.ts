import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../../cli/user-admin.ts';
import { createPasswordHasher } from '../../lib/password-hash.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { seedWithDemoLogins } from './with-demo-logins.ts';

/** A later `npm start` on a seeded database says where the demo password is. */
describe('demo logins on a database in use', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dir: string;
  const PASSWORD = 'senha guardada da demo';
  const env = (extra: { DEMO_PASSWORD?: string } = {}) => ({
    PGLITE_DIR: path.join(dir, 'pglite'),
    ARGON2_MEMORY_KIB: 4096,
    ARGON2_TIME_COST: 1,
    ...extra,
  });
  const seed = (extra: { DEMO_PASSWORD?: string } = {}) =>
    seedWithDemoLogins(database.db, env(extra), { uploadsDir: path.join(dir, 'uploads') });

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nc-demo-logins-'));
    // The demo admin as a seed leaves it (the rest of the demo is not needed here).
    await createOrPromoteAdmin(
      database.db,
      { email: 'admin@nc.local', cpf: '390.533.447-05', password: PASSWORD },
      { hasher: createPasswordHasher({ memoryCost: 4096, timeCost: 1 }) },
    );
  });
  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('prints the logins and where the kept password is, never the password, while the admin uses it', async () => {
    const file = path.join(dir, 'senha-demo.txt');
    fs.writeFileSync(file, `${PASSWORD}\n`, { mode: 0o600 });
    const { result, loginLines } = await seed();
    expect(result).toEqual({ seeded: false });
    expect(loginLines[1]).toBe('  administrador:  admin@nc.local');
    expect(loginLines.at(-1)).toBe(`  senha:          guardada em ${file}`);
    expect(loginLines.join('\n')).not.toContain(PASSWORD);
    expect((await seed({ DEMO_PASSWORD: PASSWORD })).loginLines.at(-1)).toBe(
      '  senha:          a de DEMO_PASSWORD',
    );
  });

  it('prints nothing when the admin no longer uses that password, or none is kept', async () => {
    fs.writeFileSync(path.join(dir, 'senha-demo.txt'), 'outra senha qualquer\n');
    expect((await seed()).loginLines).toEqual([]);
    fs.rmSync(path.join(dir, 'senha-demo.txt'));
    expect((await seed()).loginLines).toEqual([]);
    // A later start never makes a password file.
    expect(fs.existsSync(path.join(dir, 'senha-demo.txt'))).toBe(false);
  });
});
