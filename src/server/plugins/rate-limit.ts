import rateLimitPlugin, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '#shared/contracts/users.contract.ts';
import type { RateLimitSetting } from '../env.ts';
import { AppError } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';

/**
 * Rate limits on the account endpoints (reference A1.7; ADR 005), on @fastify/rate-limit's
 * counters with two changes:
 * - our own store (below): every count lives until its window ends, and it reads the app's
 *   Clock, so tests move time instead of waiting. In memory: one process (DESIGN.md §6);
 * - limits are built with `createRateLimit` and applied by our own hooks, because the plugin's
 *   route hook runs once per request and these routes need two counters (per IP and per
 *   e-mail), one of which counts only failures.
 * A limited request gets 429 `{ message, code: 'RATE_LIMITED' }` with Retry-After.
 */

/** Live counters kept at most (see createWindowStore). */
const MAX_KEYS = 500_000;

type StoreCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Fixed-window counters that are never dropped before their window ends. The
 * earlier store, like the plugin's own (an LRU of 5,000 keys), evicted the oldest keys past a
 * cap: 20,010 requests from 2,001 addresses flushed a blocked e-mail's count and let it through
 * again. Here expired counters are swept (at most once a second, when a window opens), and a
 * live one is only ever removed by its window's end. Past `maxKeys` live counters (a memory
 * bound reached only by a flood of distinct keys within one window; docs/performance-log.md §12)
 * new keys of a limiter share one overflow counter: a flood makes newcomers wait, it never frees
 * anyone.
 */
export function createWindowStore(clock: Clock, maxKeys = MAX_KEYS) {
  const windows = new Map<string, { count: number; end: number }>();
  let nextSweep = 0;

  const sweep = (now: number) => {
    if (now < nextSweep) return;
    nextSweep = now + 1_000;
    for (const [key, w] of windows) if (w.end <= now) windows.delete(key);
  };
  const overflowKey = (key: string) => `${key.slice(0, key.indexOf(':') + 1)}*excedente*`;

  return class WindowStore {
    /** Live counters, for tests and diagnostics. */
    static size = () => windows.size;

    incr(key: string, cb: StoreCallback, timeWindow: number): void {
      const now = clock.now().getTime();
      let entry = windows.get(key);
      if (!entry || entry.end <= now) {
        sweep(now);
        if (!windows.has(key) && windows.size >= maxKeys) key = overflowKey(key);
        entry = windows.get(key);
        if (!entry || entry.end <= now) {
          entry = { count: 0, end: now + timeWindow };
          windows.set(key, entry);
        }
      }
      entry.count += 1;
      cb(null, { current: entry.count, ttl: entry.end - now });
    }

    read(key: string, cb: StoreCallback): void {
      const now = clock.now().getTime();
      let entry = windows.get(key);
      if (!entry && windows.size >= maxKeys) entry = windows.get(overflowKey(key));
      if (!entry || entry.end <= now) cb(null, { current: 0, ttl: 0 });
      else cb(null, { current: entry.count, ttl: entry.end - now });
    }

    child(): WindowStore {
      return new WindowStore();
    }
  };
}

/**
 * With `redisUrl` the counters live in Redis (the plugin's own store: one key per counter,
 * expiring with its window), shared by every process; Redis must not evict them early (no
 * `maxmemory-policy` of the allkeys-* kind on that database). If Redis cannot be reached, a
 * request is let through and the failure logged, rather than refusing every login (skipOnError).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  clock: Clock,
  redisUrl?: string,
): Promise<void> {
  if (!redisUrl) {
    await app.register(rateLimitPlugin, { global: false, store: createWindowStore(clock) });
    return;
  }
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
    // Fail fast while Redis is away instead of queueing requests behind it.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  let warned = false;
  redis.on('error', (err: Error) => {
    if (!warned) app.log.warn({ err }, 'Redis dos limites de requisições indisponível');
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  // Counts made before the connection is up would be lost (no offline queue): wait for it a
  // little at start-up, and start anyway if Redis does not answer (logged above).
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 3_000);
    redis.once('ready', done);
    redis.once('error', done);
  });
  await app.register(rateLimitPlugin, { global: false, redis, nameSpace: 'nc-limite:', skipOnError: true });
}

/** The client address as the limits see it (IPv6 grouped by /64, like the plugin's default). */
export const clientKey = (req: FastifyRequest): string => normalizeIP(req.ip, 64);

export interface Limiter {
  /** Counts this request; 429 when the bucket is over its limit. No key: not limited. */
  hit(req: FastifyRequest, reply: FastifyReply, key: string | undefined): Promise<void>;
  /** 429 when the bucket is full, without counting (for limits that count only failures). */
  check(req: FastifyRequest, reply: FastifyReply, key: string | undefined): Promise<void>;
  /** Counts one event (a failure) without checking. */
  count(req: FastifyRequest, key: string | undefined): Promise<void>;
}

export function createLimiter(app: FastifyInstance, name: string, setting: RateLimitSetting): Limiter {
  const keys = new WeakMap<FastifyRequest, string>();
  const limit = app.createRateLimit({
    max: setting.max,
    timeWindow: setting.windowMs,
    keyGenerator: (req) => `${name}:${keys.get(req) ?? ''}`,
  });
  const apply = async (req: FastifyRequest, key: string, increment: boolean) => {
    keys.set(req, key);
    return limit(req, { increment });
  };
  const refuse = (reply: FastifyReply, ttlInSeconds: number): never => {
    reply.header('retry-after', String(Math.max(1, ttlInSeconds)));
    throw new AppError('RATE_LIMITED', ACCOUNT_MESSAGES.rateLimited);
  };
  return {
    async hit(req, reply, key) {
      if (key === undefined) return;
      const r = await apply(req, key, true);
      if (!r.isAllowed && r.isExceeded) refuse(reply, r.ttlInSeconds);
    },
    async check(req, reply, key) {
      if (key === undefined) return;
      const r = await apply(req, key, false);
      if (!r.isAllowed && r.remaining === 0) refuse(reply, r.ttlInSeconds);
    },
    async count(req, key) {
      if (key === undefined) return;
      await apply(req, key, true);
    },
  };
}
