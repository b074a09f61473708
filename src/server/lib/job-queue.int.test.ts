import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { createJobQueue, type JobInfo, type JobQueue } from './job-queue.ts';

const log = { warn: () => undefined, error: () => undefined };

describe('job queue (pg-boss over the portal database)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const queues: JobQueue[] = [];
  const queue = (o: Parameters<typeof createJobQueue>[0]['policies'] = {}) => {
    const q = createJobQueue({ database, log, pollMs: 50, policies: o });
    queues.push(q);
    return q;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const q of queues) await q.stop(1_000);
    await database.drop();
  });

  it('sends a job only when the transaction that sent it commits', async () => {
    const q = queue();
    const seen: unknown[] = [];
    q.work<{ n: number }>('email', async (data) => {
      seen.push(data.n);
    });
    await database.db
      .transaction(async (tx) => {
        await q.send(tx, 'email', { n: 1 });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await q.send(tx, 'email', { n: 2 });
      // A statement after the send, in the same transaction, still works.
      await tx.execute(sql`select 1`);
    });
    await q.drain();
    expect(seen).toEqual([2]);
    expect((await q.counts()).email).toMatchObject({ completed: 1 });
  });

  it('retries a failed job and marks it failed after the last attempt', async () => {
    const q = queue({ email: { retryLimit: 2, retryDelay: 0, retryBackoff: false } });
    const attempts: JobInfo[] = [];
    q.work<{ kind: string }>('email', async (data, job) => {
      attempts.push(job);
      if (data.kind === 'always' || job.retryCount === 0) throw new Error('recusado');
    });
    await q.send(database.db, 'email', { kind: 'once' });
    await q.drain();
    expect(attempts.map((a) => a.retryCount)).toEqual([0, 1]);
    attempts.length = 0;
    await q.send(database.db, 'email', { kind: 'always' });
    await q.drain();
    expect(attempts.map((a) => [a.retryCount, a.isLastAttempt])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ]);
    expect((await q.counts()).email).toMatchObject({ failed: 1 });
  });

  it('runs each job once with two workers on one database', async () => {
    const runs = new Map<number, number>();
    const handler = async (data: { n: number }) => {
      await new Promise((r) => setTimeout(r, 1));
      runs.set(data.n, (runs.get(data.n) ?? 0) + 1);
    };
    const a = queue();
    const b = queue();
    a.work('asaas-evento', handler, { concurrency: 4 });
    b.work('asaas-evento', handler, { concurrency: 4 });
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < 60; n++) await a.send(tx, 'asaas-evento', { n });
    });
    await Promise.all([a.start(), b.start()]);
    for (let i = 0; i < 200 && runs.size < 60; i++) await new Promise((r) => setTimeout(r, 50));
    await Promise.all([a.stop(), b.stop()]);
    expect(runs.size).toBe(60);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  });

  it('sends a scheduled job once per minute across processes', async () => {
    let runs = 0;
    const handler = async () => {
      runs++;
    };
    const a = queue();
    const b = queue();
    for (const q of [a, b]) {
      q.work('expiracao', handler);
      q.schedule('expiracao', '* * * * *');
    }
    // The earlier tests' started queues looked at the (then empty) schedules moments ago; pg-boss
    // looks again only 30 s after the last look. Forget that look, as on a quiet system.
    await database.db.execute(sql`update pgboss.version set cron_on = null`);
    await Promise.all([a.start(), b.start()]);
    for (let i = 0; i < 300 && runs === 0; i++) await new Promise((r) => setTimeout(r, 50));
    // Both processes' timekeepers looked at this minute; one job came of it.
    await new Promise((r) => setTimeout(r, 1_500));
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toBe(1);
  });

  it('starts even with the database away, and keeps trying in the background', async () => {
    const away = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/ninguem' });
    const warnings: string[] = [];
    const q = createJobQueue({
      database: away,
      log: { warn: (_o, msg) => void warnings.push(msg ?? ''), error: () => undefined },
    });
    q.schedule('expiracao', '* * * * *');
    const started = Date.now();
    await q.start();
    expect(warnings).toEqual(['fila de tarefas não iniciou (banco indisponível?): nova tentativa em 5 s']);
    await q.stop(1_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    await away.close();
  });
});
