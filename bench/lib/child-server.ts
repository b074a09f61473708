/**
 * The servers under test run as child processes (bench/server.ts, bench/floor-server.ts), so
 * the load generator and the server never share an event loop. Each prints
 * `BENCH_LISTENING <port>` once it listens.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_FLAGS, SERVER_ENV } from '../../scripts/start.mjs';

const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcess[] = [];

/**
 * Node flags and environment of the app's process, as `npm start` runs it (scripts/start.mjs
 * says why each is there). The benchmark's own process runs the search layer as the app does,
 * so it runs with the same flags (the bench:search script, and bench/run.ts).
 */
export const APP_NODE_FLAGS: readonly string[] = NODE_FLAGS;
export const APP_ENV: Readonly<Record<string, string>> = SERVER_ENV;

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
          ...APP_ENV,
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
