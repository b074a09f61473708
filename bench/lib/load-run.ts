import type autocannon from 'autocannon';

/** The value at percentile `p` of `sorted` (nearest rank); NaN for no values. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** What one autocannon run measured, from every response's own latency. */
export interface LoadRun {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Responses per HTTP status. */
  statuses: Record<string, number>;
}

/**
 * Runs an autocannon instance to its end, recording each response's latency and status (its own
 * histogram rounds to whole milliseconds, too coarse for sub-millisecond routes).
 */
export async function recordLoadRun(instance: ReturnType<typeof autocannon>): Promise<LoadRun> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  const non2xx = Object.entries(statuses)
    .filter(([s]) => !s.startsWith('2'))
    .reduce((n, [, c]) => n + c, 0);
  return {
    rps: latencies.length / result.duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
    requests: latencies.length,
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
  };
}
