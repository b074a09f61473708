// `npm start`: runs the portal, compiled ahead of time (src/server/cli/start.ts bundled into
// build/server-bundle by scripts/build-server.mjs; ADR 017), in a child Node process with the
// flags and environment measured for it, and passes signals and the exit code through. A fresh
// clone's first start builds the web app (react-router build, which empties build/), and then
// the bundle is made when it is missing or older than its sources, in that order, so
// `npm install && npm start` and a `git pull` both run the code of the checkout.
// Plain JavaScript run by `node`: one small process, as the `tsx` command it replaces was.
// Why each setting: the embedded portal's memory; figures in docs/performance-log.md §11 and §12.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, isServerBundleFresh, SERVER_BUNDLE } from './build-server.mjs';

/**
 * Node flags of the portal's process (the benchmarks run the app with the same ones,
 * bench/lib/child-server.ts):
 * - `--min-semi-space-size=16`: a 16 MB young generation from the start; a shrunken one
 *   scavenged often under sub-millisecond searches.
 * - `--initial-old-space-size=128`: the old generation may reach 128 MB before a full
 *   collection. V8 counts each request's Buffers against that limit; at its own smaller start
 *   it ran full mark-compacts several times a second under searches. It also stays the floor
 *   of the limit.
 * - `--heap-growing-percent=50`: above that floor, the limit after a full collection is 1.5x
 *   what survived it instead of V8's up-to-4x, so the heap of a portal that keeps a few tens of
 *   MB alive no longer grows to several times that between collections. A process with less
 *   alive (the API alone) still gets the 128 MB floor.
 * Figures: docs/performance-log.md §11 and §12.
 */
export const NODE_FLAGS = [
  '--min-semi-space-size=16',
  '--initial-old-space-size=128',
  '--heap-growing-percent=50',
];

/**
 * Environment of the portal's process (glibc; other C libraries ignore it):
 * `MALLOC_MMAP_THRESHOLD_` fixed at 128 KiB. glibc raises that threshold to the size of each
 * large block freed (up to 32 MiB), after which blocks of megabytes (libvips drawing the demo
 * pictures, PGlite's start, compression windows) come from its arenas, which are not given back
 * (docs/performance-log.md §11, §12).
 * A value already in the environment wins.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function launch() {
  // The web app first: its build empties build/, the server bundle's folder included.
  if (!process.argv.includes('--dev') && !fs.existsSync(path.join(ROOT, 'build/server/index.js'))) {
    console.log('Primeira execução: gerando o build da interface (react-router build)...');
    const bin = path.join(ROOT, 'node_modules/.bin/react-router');
    const result = spawnSync(bin, ['build'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error('Falha no build da interface.');
      process.exit(result.status ?? 1);
    }
  }
  if (!isServerBundleFresh()) {
    console.log('Compilando o servidor (build/server-bundle)...');
    try {
      await buildServer();
    } catch (err) {
      console.error(`Falha ao compilar o servidor: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    }
  }
  // Source maps: stack traces in the log name the TypeScript files and lines.
  const child = spawn(
    process.execPath,
    [...NODE_FLAGS, '--enable-source-maps', SERVER_BUNDLE, ...process.argv.slice(2)],
    { cwd: process.cwd(), env: { ...SERVER_ENV, ...process.env }, stdio: 'inherit' },
  );
  // The server drains and exits on SIGINT or SIGTERM, each handled once (a second delivery of
  // the same signal ends it at once). Ctrl+C sends SIGINT to this whole process group, the
  // server included, and a group kill sends SIGTERM to all; so what reaches this process is
  // passed on as the other signal, which the server treats alike and ignores once closing.
  // On Windows the console gives Ctrl+C to every process, and a forwarded signal would be a
  // forced kill: nothing is passed on there. Once is enough (npm also forwards Ctrl+C here).
  const passOn = { SIGINT: 'SIGTERM', SIGTERM: 'SIGINT' };
  let passed = false;
  for (const [received, sent] of Object.entries(passOn)) {
    process.on(received, () => {
      if (passed || process.platform === 'win32') return;
      passed = true;
      if (child.exitCode === null && child.signalCode === null) child.kill(sent);
    });
  }
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
  child.on('error', (err) => {
    console.error(`Não foi possível iniciar o servidor: ${err.message}`);
    process.exit(1);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await launch();
