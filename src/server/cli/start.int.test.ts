import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, isServerBundleFresh } from '../../../scripts/build-server.mjs';
import { NODE_FLAGS } from '../../../scripts/start.mjs';
import { freePort } from '../test/free-port.ts';
import { createChildDatabase } from '../test/test-db.ts';

const hasWebBuild = fs.existsSync('build/server/index.js');
if (!hasWebBuild)
  console.warn('[start.int.test] build/server/index.js ausente: rode "npm run build" para testar.');

/**
 * The compiled server (ADR 017) as `npm start` runs it: built into a directory of its own, then
 * started with the production web build over an empty database, which it migrates. What the
 * bundling could break: the files modules find beside their sources (the migrations, the web
 * build, the project root) and the chunks loaded after the start-up responder listens.
 * Skipped without the web build, like web.int.test.ts (CI runs `npm run build` first).
 */
describe.skipIf(!hasWebBuild)('the compiled server (npm start)', () => {
  let dir: string;
  let outDir: string;
  let databaseEnv: Record<string, string>;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nc-start-'));
    // Inside the project: the bundle finds the packages of node_modules from where it lies.
    outDir = path.resolve('build', `server-bundle-test-${process.pid}`);
    ({ env: databaseEnv, drop: dropDatabase } = await createChildDatabase('start', dir, {
      fromTemplate: false,
    }));
  });
  afterAll(async () => {
    await dropDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('builds, migrates an empty database, serves the API and the pages, and stops on SIGTERM', async () => {
    await buildServer({ outDir });
    expect(isServerBundleFresh({ outDir })).toBe(true);

    const port = await freePort();
    const child = spawn(
      process.execPath,
      [...NODE_FLAGS, '--enable-source-maps', path.join(outDir, 'start.mjs')],
      {
        env: {
          ...process.env,
          ...databaseEnv,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          SEED_ON_START: 'false',
          SHUTDOWN_DELAY: '0',
          LOG_LEVEL: 'warn',
          UPLOADS_DIR: path.join(dir, 'uploads'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const base = `http://127.0.0.1:${port}`;
      const until = Date.now() + 90_000;
      let ready = 0;
      while (ready !== 200 && Date.now() < until && child.exitCode === null) {
        ready = await fetch(`${base}/api/health/ready`).then(
          (r) => r.status,
          () => 0,
        );
        if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(ready, output).toBe(200);
      expect(output).toContain('(banco: ');
      expect((await fetch(`${base}/api/estados`)).status).toBe(200);
      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<html lang="pt-BR"');
      child.kill('SIGTERM');
      expect(await exited, output).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 180_000);
});
