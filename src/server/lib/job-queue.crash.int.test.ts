import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChildDatabase } from '../test/test-db.ts';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), '../test/job-worker-child.ts');

/**
 * `kill -9` during a job: the process dies mid-job, the job stays active in the database, and
 * after a restart the maintenance pass hands it back and it runs to the end. On PostgreSQL
 * (TEST_DATABASE_URL) in a database of its own; on PGlite in a data directory of its own.
 */
describe('a job whose process is killed with SIGKILL', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nc-jobs-crash-'));
  const journal = path.join(dir, 'journal.txt');
  let env: NodeJS.ProcessEnv;
  let dropDatabase: () => Promise<void>;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    const database = await createChildDatabase('jobs_crash', dir, { fromTemplate: false });
    env = { ...process.env, LOG_LEVEL: 'silent', ...database.env };
    dropDatabase = database.drop;
  });
  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    await dropDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const lines = () => (fs.existsSync(journal) ? fs.readFileSync(journal, 'utf8').trim().split('\n') : []);
  async function until(check: () => boolean, ms: number) {
    for (const end = Date.now() + ms; Date.now() < end && !check();)
      await new Promise((r) => setTimeout(r, 100));
    return check();
  }
  function start(mode: 'hang' | 'work') {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, mode, journal], {
      env,
      stdio: 'inherit',
    });
    children.push(child);
    return child;
  }

  it('is resumed after a restart and completes', { timeout: 120_000 }, async () => {
    const first = start('hang');
    expect(await until(() => lines().includes('start 1 0'), 90_000), lines().join('|')).toBe(true);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));

    start('work');
    expect(await until(() => lines().includes('done 1'), 20_000), lines().join('|')).toBe(true);
    // Run again once, by the second process, after the first died with it.
    expect(lines().filter((l) => l.startsWith('start 1'))).toEqual(['start 1 0', 'start 1 1']);
  });
});
