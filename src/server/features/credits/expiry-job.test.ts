import { describe, expect, it, vi } from 'vitest';
import type { JobHandler } from '../../lib/job-queue.ts';
import { scheduleExpiry } from './expiry-job.ts';

describe('expiry job', () => {
  function setup(expire: () => Promise<number[]>, warn: () => Promise<number[]>) {
    const handlers = new Map<string, JobHandler<unknown>>();
    const schedules: [string, string][] = [];
    const log = { info: vi.fn() };
    scheduleExpiry(
      {
        work: (queue, handler) => void handlers.set(queue, handler as JobHandler<unknown>),
        schedule: (queue, cron) => void schedules.push([queue, cron]),
      },
      { expire, warn, log },
    );
    const run = () => handlers.get('expiracao')!({}, { id: 'x', retryCount: 0, isLastAttempt: false });
    return { schedules, log, run };
  }

  it('is scheduled every minute, expires, then warns, and logs what it did', async () => {
    const order: string[] = [];
    const t = setup(
      async () => (order.push('expire'), [7]),
      async () => (order.push('warn'), [9]),
    );
    expect(t.schedules).toEqual([['expiracao', '* * * * *']]);
    await t.run();
    expect(order).toEqual(['expire', 'warn']);
    expect(t.log.info).toHaveBeenCalledWith({ anuncios: [7] }, 'anúncios expirados (inativos)');
    expect(t.log.info).toHaveBeenCalledWith({ anuncios: [9] }, 'avisos de expiração na fila de e-mails');
  });

  it('fails the run (so the queue retries it) when a step fails', async () => {
    const t = setup(
      () => Promise.reject(new Error('banco fora do ar')),
      async () => [],
    );
    await expect(t.run()).rejects.toThrow('banco fora do ar');
  });
});
