import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDemoPlan } from './demo-plan.ts';
import {
  demoLoginLines,
  demoLogins,
  demoPasswordFile,
  readDemoPassword,
  resolveDemoPassword,
} from './demo-password.ts';

describe('demo password', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nc-demo-password-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lives in the data directory, beside the PGlite directory', () => {
    expect(demoPasswordFile('/srv/nc/data/pglite')).toBe('/srv/nc/data/senha-demo.txt');
    expect(demoPasswordFile('./data/pglite')).toBe(path.resolve('data/senha-demo.txt'));
  });

  it('is random per installation, written owner-only on first use and read back later', async () => {
    const file = path.join(dir, 'data', 'senha-demo.txt');
    const first = await resolveDemoPassword({ file });
    expect(first).toMatchObject({ source: 'new', file });
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(fs.readFileSync(file, 'utf8')).toBe(`${first.password}\n`);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const later = await resolveDemoPassword({ file });
    expect(later).toEqual({ source: 'file', password: first.password, file });
    expect(await readDemoPassword(file)).toBe(first.password);

    const elsewhere = await resolveDemoPassword({ file: path.join(dir, 'other', 'senha-demo.txt') });
    expect(elsewhere.password).not.toBe(first.password);
  });

  it('is DEMO_PASSWORD when set, and then writes no file', async () => {
    const file = path.join(dir, 'senha-demo.txt');
    expect(await resolveDemoPassword({ fromEnv: 'escolhida pelo operador', file })).toEqual({
      source: 'env',
      password: 'escolhida pelo operador',
      file,
    });
    expect(fs.existsSync(file)).toBe(false);
    expect(await readDemoPassword(file)).toBeUndefined();
  });

  it('prints the logins with the password after a seed, and only where it is kept later', () => {
    const logins = { admin: 'a@x', pf: 'pf@x', pj: 'pj@x' };
    const kept = { password: 'Abc123-_xyzXYZ12', source: 'new' as const, file: '/d/senha-demo.txt' };
    const first = demoLoginLines(logins, kept, { showPassword: true });
    expect(first).toEqual([
      'Logins de demonstração (todos os usuários de demonstração usam a mesma senha):',
      '  administrador:  a@x',
      '  anunciante PF:  pf@x',
      '  anunciante PJ:  pj@x',
      '  senha:          Abc123-_xyzXYZ12 (guardada em /d/senha-demo.txt)',
    ]);
    const later = demoLoginLines(logins, { ...kept, source: 'file' }, { showPassword: false });
    expect(later.at(-1)).toBe('  senha:          guardada em /d/senha-demo.txt');
    expect(later.join('\n')).not.toContain(kept.password);
    const env = demoLoginLines(logins, { ...kept, source: 'env' }, { showPassword: true });
    expect(env.at(-1)).toBe('  senha:          a de DEMO_PASSWORD');
  });

  it('names in the README the admin and the PF and PJ advertisers of the demo plan', () => {
    const logins = demoLogins(buildDemoPlan());
    expect(logins.admin).toBe('admin@nc.local');
    const readme = fs.readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    for (const email of Object.values(logins)) expect(readme).toContain(`\`${email}\``);
    expect(readme).toContain('DEMO_PASSWORD');
    expect(readme).toContain('senha-demo.txt');
  });
});
