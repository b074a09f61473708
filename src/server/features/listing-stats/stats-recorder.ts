import type { StatKind } from '#shared/contracts/listing-stats.constants.ts';
import type { Clock } from '../../lib/clock.ts';
import { saoPauloDay } from '../../lib/periods.ts';
import { RecentMap } from '../../lib/recent-map.ts';
import type { DayIncrement, ListingStatsRepository } from './listing-stats.repository.ts';
import { visitorKey } from './visitor-keys.ts';

/**
 * Counting without slowing the page (ADR 024): an event is a Map entry in this process, and every
 * `flushMs` the batch is written in one transaction: the visitor keys not seen today, then one
 * increment per ad and day for the events whose key was new. Each process has its own batch; the
 * keys' primary key makes a visitor count once per ad, counter and day across processes.
 *
 * A stop writes the batch. A process killed without one loses at most `flushMs` of counting; a
 * database that is away keeps the batch in memory (up to MAX_PENDING events) for the next flush.
 */

/** Events kept between flushes; beyond this, new ones are dropped (and logged) until a flush. */
const MAX_PENDING = 100_000;
/** Keys this process already wrote today: a visitor's reload skips the database entirely. */
const RECENT_KEYS = 200_000;

interface PendingEvent {
  day: string;
  listingCode: number;
  kind: StatKind;
  /** The raw visitor (IP and user agent, or an account): in memory only, hashed at the flush. */
  visitor: string;
  /** The account that did it, if logged in: an advertiser's own visits are not counted. */
  viewerCode: number | null;
}

export interface StatsRecorder {
  /** Notes one event (no I/O). */
  record(event: { listingCode: number; kind: StatKind; visitor: string; viewerCode: number | null }): void;
  /** Writes the batch now (tests, the stop, the benchmark). */
  flush(): Promise<void>;
  start(): void;
  /** Stops the timer and writes the batch. */
  stop(): Promise<void>;
}

export function createStatsRecorder(opts: {
  repo: ListingStatsRepository;
  /** One transaction, with the repository over it: a batch's keys and counts commit together. */
  inTransaction: <T>(work: (repo: ListingStatsRepository) => Promise<T>) => Promise<T>;
  clock: Clock;
  flushMs: number;
  log: { warn(obj: object, msg?: string): void };
}): StatsRecorder {
  const { repo, clock, log } = opts;
  let pending = new Map<string, PendingEvent>();
  let dropped = 0;
  const salts = new Map<string, string>();
  const recentKeys = new RecentMap<string, true>(RECENT_KEYS);
  let timer: NodeJS.Timeout | undefined;

  async function saltOf(day: string): Promise<string> {
    let salt = salts.get(day);
    if (salt === undefined) {
      salt = await repo.saltOf(day);
      // Only the days of the batch at hand are worth keeping.
      if (salts.size > 2) salts.clear();
      salts.set(day, salt);
    }
    return salt;
  }

  async function write(batch: PendingEvent[]): Promise<void> {
    const owners = new Map(
      (await repo.ownersOf([...new Set(batch.map((e) => e.listingCode))])).map((o) => [o.listingCode, o]),
    );
    const keyed: { key: string; event: PendingEvent }[] = [];
    for (const event of batch) {
      const owner = owners.get(event.listingCode);
      if (!owner?.published || owner.advertiserCode === event.viewerCode) continue;
      const key = visitorKey(await saltOf(event.day), event.visitor, event.listingCode, event.kind);
      if (recentKeys.get(key) === undefined) keyed.push({ key, event });
    }
    if (keyed.length === 0) return;
    await opts.inTransaction(async (tx) => {
      const added = await tx.addNewKeys(keyed.map((k) => ({ key: k.key, day: k.event.day })));
      const increments = new Map<string, DayIncrement>();
      for (const { key, event } of keyed) {
        if (!added.has(key)) continue;
        const id = `${event.listingCode}|${event.day}`;
        let inc = increments.get(id);
        if (!inc) {
          inc = { listingCode: event.listingCode, day: event.day, counts: {} };
          increments.set(id, inc);
        }
        inc.counts[event.kind] = (inc.counts[event.kind] ?? 0) + 1;
      }
      await tx.addCounts([...increments.values()]);
    });
    for (const { key } of keyed) recentKeys.set(key, true);
  }

  async function flushOnce(): Promise<void> {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    try {
      await write([...batch.values()]);
    } catch (err) {
      // Back into the batch for the next flush (the database may be away for a while).
      for (const [id, event] of batch) {
        if (pending.size >= MAX_PENDING) break;
        if (!pending.has(id)) pending.set(id, event);
      }
      log.warn({ err, eventos: batch.size }, 'estatísticas: gravação adiada');
    }
    if (dropped > 0) {
      log.warn({ descartados: dropped }, 'estatísticas: eventos descartados (lote cheio)');
      dropped = 0;
    }
  }

  // One flush at a time (flushOnce never throws): a call during one runs after it, with what came meanwhile.
  let chain: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => (chain = chain.then(flushOnce));

  return {
    record({ listingCode, kind, visitor, viewerCode }) {
      const day = saoPauloDay(clock.now());
      const id = `${day}|${listingCode}|${kind}|${visitor}`;
      if (pending.has(id)) return;
      if (pending.size >= MAX_PENDING) {
        dropped += 1;
        return;
      }
      pending.set(id, { day, listingCode, kind, visitor, viewerCode });
    },
    flush,
    start() {
      if (timer) return;
      timer = setInterval(() => void flush(), opts.flushMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}
