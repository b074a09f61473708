import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../lib/clock.ts';
import type { DayIncrement, ListingStatsRepository } from './listing-stats.repository.ts';
import { createStatsRecorder } from './stats-recorder.ts';

/** The batching (ADR 024) over an in-memory repository: merging, and keeping a batch the database refused. */
function fakeRepo(opts: { failWrites: number }) {
  let failures = opts.failWrites;
  const keys = new Set<string>();
  const increments: DayIncrement[] = [];
  const repo = {
    saltOf: async () => 'ab'.repeat(32),
    ownersOf: async (codes: readonly number[]) =>
      codes.map((listingCode) => ({ listingCode, advertiserCode: 1, published: true })),
    addNewKeys: async (batch: readonly { key: string }[]) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('banco fora do ar');
      }
      const added = new Set<string>();
      for (const { key } of batch) {
        if (keys.has(key)) continue;
        added.add(key);
        keys.add(key);
      }
      return added;
    },
    addCounts: async (rows: readonly DayIncrement[]) => {
      increments.push(...rows);
    },
  } as unknown as ListingStatsRepository;
  return { repo, increments };
}

const visitor = (n: number) => `ip:203.0.113.${n}\nua:Firefox`;

describe('the statistics recorder', () => {
  it('writes one increment per ad and day, each visitor once', async () => {
    const { repo, increments } = fakeRepo({ failWrites: 0 });
    const log = { warn: vi.fn() };
    const r = createStatsRecorder({
      repo,
      inTransaction: (w) => w(repo),
      clock: createManualClock(),
      flushMs: 1_000,
      log,
    });
    for (const n of [1, 1, 2, 3])
      r.record({ listingCode: 7, kind: 'visualizacao', visitor: visitor(n), viewerCode: null });
    r.record({ listingCode: 7, kind: 'whatsapp', visitor: visitor(1), viewerCode: null });
    r.record({ listingCode: 8, kind: 'visualizacao', visitor: visitor(1), viewerCode: null });
    await r.flush();
    expect(increments).toEqual([
      { listingCode: 7, day: '2026-01-15', counts: { visualizacao: 3, whatsapp: 1 } },
      { listingCode: 8, day: '2026-01-15', counts: { visualizacao: 1 } },
    ]);
  });

  it('keeps a batch the database refused and writes it at the next flush', async () => {
    const { repo, increments } = fakeRepo({ failWrites: 1 });
    const log = { warn: vi.fn() };
    const r = createStatsRecorder({
      repo,
      inTransaction: (w) => w(repo),
      clock: createManualClock(),
      flushMs: 1_000,
      log,
    });
    r.record({ listingCode: 7, kind: 'visualizacao', visitor: visitor(1), viewerCode: null });
    await r.flush();
    expect(increments).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ eventos: 1 }),
      'estatísticas: gravação adiada',
    );
    r.record({ listingCode: 7, kind: 'visualizacao', visitor: visitor(2), viewerCode: null });
    await r.stop();
    expect(increments).toEqual([{ listingCode: 7, day: '2026-01-15', counts: { visualizacao: 2 } }]);
  });

  it("drops the owner's own visits", async () => {
    const { repo, increments } = fakeRepo({ failWrites: 0 });
    const r = createStatsRecorder({
      repo,
      inTransaction: (w) => w(repo),
      clock: createManualClock(),
      flushMs: 1_000,
      log: { warn: vi.fn() },
    });
    r.record({ listingCode: 7, kind: 'visualizacao', visitor: visitor(1), viewerCode: 1 });
    await r.flush();
    expect(increments).toEqual([]);
  });
});
