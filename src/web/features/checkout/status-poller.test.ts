import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { startStatusPoller, type PollUpdate } from './status-poller.ts';

const POLL_MS = 3_000;

function run(answers: (() => Promise<unknown>)[]) {
  const updates: PollUpdate[] = [];
  const fetchStatus = vi.fn(() => (answers.shift() ?? (() => Promise.resolve({ status: 'pending' })))());
  const poller = startStatusPoller({ fetchStatus, onUpdate: (u) => updates.push(u), pollMs: POLL_MS });
  return { updates, fetchStatus, poller };
}

const ok = (body: unknown) => () => Promise.resolve(body);
const fail = (status: number) => () =>
  Promise.reject(new ApiError('GET', '/api/checkouts/status', status, null));

describe('startStatusPoller (spec 2 §4 "Payment")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks at once, then every 3 s while waiting, and stops on paid', async () => {
    const { updates, fetchStatus } = run([
      ok({ status: 'pending', canSimulate: true }),
      ok({ status: 'pending', canSimulate: true }),
      ok({ status: 'paid', canSimulate: false }),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(updates).toEqual([{ state: 'aguardando', canSimulate: true, isSessionExpired: false }]);
    await vi.advanceTimersByTimeAsync(POLL_MS - 1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(updates.at(-1)).toEqual({ state: 'pago', canSimulate: false, isSessionExpired: false });
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('stops on cancelled', async () => {
    const { updates, fetchStatus } = run([ok({ status: 'cancelled' })]);
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(updates.map((u) => u.state)).toEqual(['cancelado']);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('shows the error when a query fails, a bad body too, and carries on', async () => {
    const { updates } = run([fail(500), ok('<html>'), fail(401), ok({ status: 'paid' })]);
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(updates).toEqual([
      { state: 'erro', canSimulate: false, isSessionExpired: false },
      { state: 'erro', canSimulate: false, isSessionExpired: false },
      { state: 'erro', canSimulate: false, isSessionExpired: true },
      { state: 'pago', canSimulate: false, isSessionExpired: false },
    ]);
  });

  it('asks now on pollNow, never two at a time, nothing after stop', async () => {
    let release: (value: unknown) => void = () => undefined;
    const { updates, fetchStatus, poller } = run([
      ok({ status: 'pending' }),
      () => new Promise((resolve) => (release = resolve)),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    poller.pollNow();
    poller.pollNow(); // one is already out
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    poller.stop();
    release({ status: 'paid' });
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(updates).toHaveLength(1);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
  });
});
