/**
 * The servers under test run as child processes (bench/server.ts, bench/floor-server.ts), so
 * the load generator and the server never share an event loop. Each prints
 * `BENCH_LISTENING <port>` once it listens.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcess[] = [];

/**
 * Node flags of the app's process, as `npm start` runs it (package.json). The benchmark's own
 * process runs the search layer as the app does, so it runs with them too (the bench:search
 * script, and bench/run.ts).
 *
 * - A young generation of 16 MB from the start. V8 starts it at 1-4 MB and shrinks it again when
 *   idle: a process serving sub-millisecond searches then paused ~1 ms for a scavenge every
 *   ~25 ms (--trace-gc), one search in 20-30.
 * - An old generation allowed 128 MB before its first full collection. V8 counts the Buffers
 *   allocated since the last full collection (each socket read, each compressed response: tens
 *   of KB a request) against the old generation's limit, which it set at ~58 MB for a live heap
 *   of ~33 MB (the match index's arrays are outside it). That room ran out every
 *   ~100 requests, though the old generation did not grow: a full mark-compact every ~0.25 s,
 *   each a 2-6 ms pause plus ~14 ms of marking steps (--trace-gc-verbose). With 128 MB, one in
 *   16,000 requests.
 */
export const APP_NODE_FLAGS = ['--min-semi-space-size=16', '--initial-old-space-size=128'];

export function startChildServer(
  script: string,
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...APP_NODE_FLAGS, '--import', 'tsx', path.join(BENCH_DIR, script)],
      {
        cwd: path.dirname(BENCH_DIR),
        env: {
          ...process.env,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          DATABASE_URL: databaseUrl,
          PORT: '0',
          ...extraEnv,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    children.push(child);
    const timer = setTimeout(() => reject(new Error(`${script} não respondeu em 120 s`)), 120_000);
    let buffer = '';
    child.stdout!.on('data', (d: Buffer) => {
      buffer += d.toString();
      const m = /BENCH_LISTENING (\d+)/.exec(buffer);
      if (m) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${m[1]}`, child });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} saiu com código ${code} antes de escutar`));
    });
  });
}

/** Process ids of the children started so far (the CPU-noise meter leaves them out). */
export function childPids(): number[] {
  return children.map((c) => c.pid ?? -1);
}

export function stopChildServers(): void {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
}
