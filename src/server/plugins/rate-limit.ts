import rateLimitPlugin, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '#shared/contracts/users.contract.ts';
import type { RateLimitSetting } from '../env.ts';
import { AppError } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';

/**
 * Rate limits on the account endpoints (reference A1.7; ADR 005), on @fastify/rate-limit's
 * counters with two changes:
 * - the store reads the app's Clock, so tests move time instead of waiting. It is in memory
 *   (one process, DESIGN.md §6); more processes need the plugin's Redis store instead;
 * - limits are built with `createRateLimit` and applied by our own hooks, because the plugin's
 *   route hook runs once per request and these routes need two counters (per IP and per
 *   e-mail), one of which counts only failures.
 * A limited request gets 429 `{ message, code: 'RATE_LIMITED' }` with Retry-After.
 */

type StoreCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** Fixed-window counters in a Map; the oldest keys are dropped beyond MAX_KEYS. */
const MAX_KEYS = 20_000;

function createClockStore(clock: Clock) {
  return class ClockStore {
    private readonly windows = new Map<string, { count: number; start: number }>();

    incr(key: string, cb: StoreCallback, timeWindow: number): void {
      const now = clock.now().getTime();
      let entry = this.windows.get(key);
      if (!entry || entry.start + timeWindow <= now) {
        this.windows.delete(key);
        entry = { count: 0, start: now };
        this.windows.set(key, entry);
        this.prune(now, timeWindow);
      }
      entry.count += 1;
      cb(null, { current: entry.count, ttl: entry.start + timeWindow - now });
    }

    read(key: string, cb: StoreCallback, timeWindow: number): void {
      const now = clock.now().getTime();
      const entry = this.windows.get(key);
      if (!entry || entry.start + timeWindow <= now) cb(null, { current: 0, ttl: 0 });
      else cb(null, { current: entry.count, ttl: entry.start + timeWindow - now });
    }

    child(): ClockStore {
      return new ClockStore();
    }

    private prune(now: number, timeWindow: number) {
      if (this.windows.size <= MAX_KEYS) return;
      for (const [key, e] of this.windows) if (e.start + timeWindow <= now) this.windows.delete(key);
      for (const key of this.windows.keys()) {
        if (this.windows.size <= MAX_KEYS) break;
        this.windows.delete(key);
      }
    }
  };
}

export async function registerRateLimit(app: FastifyInstance, clock: Clock): Promise<void> {
  await app.register(rateLimitPlugin, { global: false, store: createClockStore(clock) });
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
