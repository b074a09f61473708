import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client.ts';

/**
 * Durable background work on pg-boss (docs/decisions/016-durable-jobs.md): jobs are rows of the
 * database the portal already uses (schema `pgboss`, migrations 0031 and 0032), PostgreSQL or PGlite alike.
 *
 * - A job is sent through a connection, usually the transaction of the change that causes it, so
 *   it exists exactly when that change commits.
 * - Workers fetch due jobs with `FOR UPDATE SKIP LOCKED`: one job runs in one process at a time,
 *   however many processes share the database.
 * - A failed job is retried with its queue's backoff; after the last attempt it stays `failed`.
 * - A process that dies mid-job leaves it `active` until its expiry; the maintenance pass of any
 *   process then hands it back for another attempt (at least once: handlers are idempotent).
 * - Scheduled jobs (cron) are sent once per minute slot across all processes (pg-boss'
 *   timekeeper and a singleton key), then run like any other job.
 */

interface RetryPolicy {
  /** Attempts after the first. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) at each one when `retryBackoff`. */
  retryDelay: number;
  retryBackoff: boolean;
  /** A job running longer than this is taken as lost (its process died) and retried. */
  expireInSeconds: number;
}

/**
 * The queues (created by migration 0031) and their retries. E-mail: 10 retries from 10 s,
 * doubling, cover about six hours of a mail server that refuses. Webhook events: an Asaas
 * payment re-fetched for hours; notas fiscais: scheduled at Asaas for hours. The expiry runs every minute anyway: one retry is enough.
 */
const QUEUE_POLICIES = {
  email: { retryLimit: 10, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  'asaas-evento': { retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  expiracao: { retryLimit: 1, retryDelay: 30, retryBackoff: false, expireInSeconds: 300 },
  // A nota fiscal scheduled at Asaas (ADR 019): like a webhook event, for hours of Asaas away.
  'nota-fiscal': { retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 },
  // The nightly payment reconciliation (ADR 011): a few retries over an hour of Asaas away.
  conciliacao: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 900 },
  // The statistics' daily clean-up (ADR 024): deletes yesterday's salt and visitor keys; the
  // next day's run would do it anyway.
  estatisticas: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 600 },
  // The weekly summary e-mails (ADR 024): queued per user by one run; a run is idempotent per week.
  'resumo-semanal': { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 900 },
  // The saved searches' alerts (issue 36): a run sends what is due; the next run catches up anyway.
  alertas: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 900 },
  // A user's data export (issue 36): the ZIP is rebuilt from scratch on a retry.
  'exportacao-dados': { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 900 },
} as const satisfies Record<string, RetryPolicy>;

export type QueueName = keyof typeof QUEUE_POLICIES;
const QUEUE_NAMES = Object.keys(QUEUE_POLICIES) as QueueName[];

/** What a handler knows of the job it runs. */
export interface JobInfo {
  id: string;
  /** Attempts before this one. */
  retryCount: number;
  /** True when a failure now is final (the job ends `failed`). */
  isLastAttempt: boolean;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

/** Jobs per queue and state (`created`, `retry`, `active`, `completed`, `failed`, ...). */
type QueueCounts = Record<QueueName, Record<string, number>>;

export interface JobQueue {
  /** Sends a job through `conn`: a transaction (sent only if it commits) or the database. */
  send(conn: Db, queue: QueueName, data: object): Promise<void>;
  /** Who runs a queue's jobs, and how many at once in this process. Call before `start`. */
  work<T>(queue: QueueName, handler: JobHandler<T>, opts?: { concurrency?: number }): void;
  /** A job sent to `queue` at every match of `cron` (UTC), once across all processes. Before `start`. */
  schedule(queue: QueueName, cron: string): void;
  /** Starts the maintenance, the schedules and this process's workers. */
  start(): Promise<void>;
  /**
   * Runs every job due now in this process, until none is left (tests; `npm run jobs:run`).
   * Jobs waiting for a retry later are left for later.
   */
  drain(): Promise<void>;
  /**
   * Stops fetching, lets running jobs finish (up to `timeoutMs`), and hands back those still
   * running for another attempt.
   */
  stop(timeoutMs?: number): Promise<void>;
  counts(): Promise<QueueCounts>;
}

export interface JobQueueOptions {
  database: Database;
  log: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
  /** How often an idle worker looks for jobs. */
  pollMs?: number;
  /** How often one process fails jobs past their expiry and prunes old ones (pg-boss maintenance). */
  maintenanceIntervalSeconds?: number;
  /** Replaces queues' retry policies (tests: short delays). */
  policies?: Partial<Record<QueueName, Partial<RetryPolicy>>>;
  /** Told of every job this process ran: done, failed with a retry to come, or failed for good. */
  onJobFinished?: (queue: QueueName, outcome: JobOutcome) => void;
}

export type JobOutcome = 'completed' | 'retry' | 'failed';

interface Worker {
  queue: QueueName;
  handler: JobHandler<unknown>;
  concurrency: number;
}

export function createJobQueue(opts: JobQueueOptions): JobQueue {
  const { log } = opts;
  const pollMs = opts.pollMs ?? 1_000;
  const workers: Worker[] = [];
  const schedules: { queue: QueueName; cron: string }[] = [];
  const policy = (queue: QueueName): RetryPolicy => ({ ...QUEUE_POLICIES[queue], ...opts.policies?.[queue] });
  const executor = clientExecutor(opts.database);
  const newBoss = () => {
    const b = new PgBoss({
      db: executor,
      migrate: false,
      maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 60,
      // Finished jobs leave the job table after an hour and the archive after a week.
      archiveCompletedAfterSeconds: 3_600,
      deleteAfterDays: 7,
    });
    // pg-boss reports its own failures (maintenance, cron) as events; without a listener an
    // 'error' event would throw.
    b.on('error', (err) => log.warn({ err }, 'fila de tarefas: erro interno do pg-boss'));
    return b;
  };
  /** Sends, fetches, completes and fails: plain statements, never started. */
  const boss = newBoss();
  /**
   * The maintenance and the schedules, started by `start()`. A new one for each attempt: a
   * pg-boss whose start failed (the database away) never starts again.
   */
  let supervisor: PgBoss | undefined;

  let started = false;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let stopping: AbortController | undefined;
  const loops: Promise<void>[] = [];
  /** Jobs running in this process, by id, with their queue. */
  const running = new Map<string, { queue: QueueName; done: Promise<void> }>();

  /** Fetches up to `max` due jobs of a worker's queue and runs them; how many it ran. */
  async function runBatch(w: Worker, max: number): Promise<number> {
    const jobs = await boss.fetch<unknown>(w.queue, { batchSize: max, includeMetadata: true });
    await Promise.all(jobs.map((job) => runJob(w, job)));
    return jobs.length;
  }

  function runJob(w: Worker, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const info = { id: job.id, retryCount: job.retryCount, isLastAttempt: job.retryCount >= job.retryLimit };
    const done = (async () => {
      try {
        await w.handler(job.data, info);
        await boss.complete(w.queue, job.id);
        opts.onJobFinished?.(w.queue, 'completed');
      } catch (err) {
        opts.onJobFinished?.(w.queue, info.isLastAttempt ? 'failed' : 'retry');
        const message = err instanceof Error ? err.message : String(err);
        // Only the error's kind in the log: a mail server's message may carry an address. The
        // whole message stays with the job in the database.
        const kind = (err as { code?: unknown }).code ?? (err instanceof Error ? err.name : 'erro');
        log.warn(
          {
            fila: w.queue,
            tarefa: job.id,
            tentativa: job.retryCount + 1,
            final: info.isLastAttempt,
            motivo: String(kind),
          },
          'tarefa falhou',
        );
        // If this fails too (the database is down), the job stays active until its expiry and is
        // then retried by the maintenance pass.
        await boss.fail(w.queue, job.id, { message: message.slice(0, 500) }).catch(() => undefined);
      } finally {
        running.delete(job.id);
      }
    })();
    running.set(job.id, { queue: w.queue, done });
    return done;
  }

  async function loop(w: Worker, signal: AbortSignal) {
    while (!signal.aborted) {
      let ran = 0;
      try {
        ran = await runBatch(w, w.concurrency);
      } catch (err) {
        log.warn({ err, fila: w.queue }, 'fila de tarefas: busca falhou');
      }
      if (ran === 0 && !signal.aborted) await sleep(pollMs, undefined, { signal }).catch(() => undefined);
    }
  }

  return {
    async send(conn, queue, data) {
      const p = policy(queue);
      await boss.send(queue, data, {
        retryLimit: p.retryLimit,
        retryDelay: p.retryDelay,
        retryBackoff: p.retryBackoff,
        expireInSeconds: p.expireInSeconds,
        db: drizzleExecutor(conn),
      });
    },
    work(queue, handler, o) {
      workers.push({ queue, handler: handler as JobHandler<unknown>, concurrency: o?.concurrency ?? 1 });
    },
    schedule(queue, cron) {
      schedules.push({ queue, cron });
    },
    async start() {
      if (started) return;
      started = true;
      const attempt = async () => {
        const next = newBoss();
        try {
          // Schedules first: the timekeeper looks at them as soon as it starts.
          for (const s of schedules) {
            const p = policy(s.queue);
            await next.schedule(
              s.queue,
              s.cron,
              {},
              { tz: 'UTC', retryLimit: p.retryLimit, expireInSeconds: p.expireInSeconds },
            );
          }
          await next.start();
        } catch (err) {
          await next.stop({ graceful: false, close: false }).catch(() => undefined);
          throw err;
        }
        if (stopped) return void (await next.stop({ graceful: false, close: false }));
        supervisor = next;
        stopping = new AbortController();
        for (const w of workers) loops.push(loop(w, stopping.signal));
      };
      // The database away at start (an outage, a restart) must not keep the portal from
      // serving what it can: the queue tries again every 5 s in the background.
      const retry = (err: unknown) => {
        log.warn({ err }, 'fila de tarefas não iniciou (banco indisponível?): nova tentativa em 5 s');
        retryTimer = setTimeout(() => {
          if (!stopped) attempt().catch(retry);
        }, 5_000);
        retryTimer.unref();
      };
      await attempt().catch(retry);
    },
    async drain() {
      for (;;) {
        let ran = 0;
        for (const w of workers) ran += await runBatch(w, 50);
        if (ran === 0) return;
      }
    },
    async stop(timeoutMs = 10_000) {
      stopped = true;
      clearTimeout(retryTimer);
      stopping?.abort();
      await Promise.all(loops);
      const cancelDeadline = new AbortController();
      const deadline = sleep(timeoutMs, 'timeout' as const, { signal: cancelDeadline.signal }).catch(
        () => 'done' as const,
      );
      const finished = Promise.all([...running.values()].map((r) => r.done)).then(() => 'done' as const);
      const outcome = await Promise.race([finished, deadline]);
      cancelDeadline.abort();
      if (outcome === 'timeout') {
        // Still running: handed back now rather than at their expiry. Their handlers may still
        // finish before the process exits; a second run is harmless (handlers are idempotent).
        for (const [id, r] of running)
          await boss.fail(r.queue, id, { message: 'processo encerrado' }).catch(() => undefined);
      }
      await supervisor?.stop({ graceful: false, close: false });
      supervisor = undefined;
    },
    async counts() {
      const { rows } = await executor.executeSql(
        'select name, state::text as state, count(*)::int as n from pgboss.job group by 1, 2',
        [],
      );
      const counts = Object.fromEntries(QUEUE_NAMES.map((q) => [q, {}])) as QueueCounts;
      for (const r of rows as { name: string; state: string; n: number }[]) {
        if (r.name in counts) counts[r.name as QueueName][r.state] = Number(r.n);
      }
      return counts;
    },
  };
}

/**
 * pg-boss' own statements (fetch, complete, maintenance, its locked multi-statement commands)
 * over the driver's client: node-postgres' pool, or PGlite, where a text without parameters may
 * hold several statements and goes through `exec`.
 */
function clientExecutor(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = client as { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client as {
    query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
    exec(text: string): Promise<{ rows: unknown[] }[]>;
  };
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** pg-boss' insert over a Drizzle connection, so a job joins the caller's transaction. */
function drizzleExecutor(conn: Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = (await conn.execute(positionalSql(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/**
 * A statement written with `$1`, `$2`, ... as Drizzle SQL, each value a bound parameter (a
 * `$n` used twice is bound twice). `sql.param` keeps an array one parameter (a bare array in a
 * Drizzle template becomes a list).
 */
function positionalSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks = parts.map((part, i) =>
    i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`,
  );
  return sql.join(chunks);
}
