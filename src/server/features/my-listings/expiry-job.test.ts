import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPIRY_INTERVAL_MS, startExpiryJob } from './expiry-job.ts';

describe('expiry job', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const log = { info: vi.fn(), error: vi.fn() };

  it('runs every minute until stopped, and logs what expired', async () => {
    const expire = vi.fn(async () => [7]);
    const job = startExpiryJob({ expire, log });
    expect(expire).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(EXPIRY_INTERVAL_MS);
    expect(expire).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith({ anuncios: [7] }, 'anúncios expirados (inativos)');
    await vi.advanceTimersByTimeAsync(EXPIRY_INTERVAL_MS * 2);
    expect(expire).toHaveBeenCalledTimes(3);
    await job.stop();
    await vi.advanceTimersByTimeAsync(EXPIRY_INTERVAL_MS * 3);
    expect(expire).toHaveBeenCalledTimes(3);
  });

  it('skips a run while the previous one is in flight; stop waits for it; a failure is logged, not thrown', async () => {
    let finish: (codes: number[]) => void = () => {};
    const expire = vi.fn(() => new Promise<number[]>((resolve) => (finish = resolve)));
    const job = startExpiryJob({ expire, log, intervalMs: 10 });
    void job.runOnce();
    await vi.advanceTimersByTimeAsync(30);
    expect(expire).toHaveBeenCalledTimes(1);
    const stopped = job.stop();
    finish([]);
    await stopped;

    const failing = startExpiryJob({
      expire: () => Promise.reject(new Error('banco fora')),
      log,
      intervalMs: 10,
    });
    await failing.runOnce();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'expiração de anúncios falhou',
    );
    await failing.stop();
  });

  it('warns after expiring, every run; a failed expiry does not stop the warnings, nor the reverse', async () => {
    const order: string[] = [];
    const expire = vi.fn(async () => (order.push('expire'), []));
    const warn = vi.fn(async () => (order.push('warn'), [9]));
    const job = startExpiryJob({ expire, warn, log });
    await vi.advanceTimersByTimeAsync(EXPIRY_INTERVAL_MS);
    expect(order).toEqual(['expire', 'warn']);
    expect(log.info).toHaveBeenCalledWith({ anuncios: [9] }, 'avisos de expiração enviados');
    await job.stop();

    const broken = startExpiryJob({
      expire: () => Promise.reject(new Error('banco fora')),
      warn,
      log,
    });
    await broken.runOnce();
    expect(warn).toHaveBeenCalledTimes(2);
    await broken.stop();

    const warnFails = startExpiryJob({ expire, warn: () => Promise.reject(new Error('smtp')), log });
    await warnFails.runOnce();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'avisos de expiração falharam',
    );
    await warnFails.runOnce();
    expect(expire).toHaveBeenCalledTimes(3);
    await warnFails.stop();
  });
});
