import { describe, expect, it } from 'vitest';
import { summaryWeek } from './weekly-summary.ts';

describe('summaryWeek', () => {
  it('is the last full week, Monday to Sunday in Brasília, whatever the day of the run', () => {
    const week = {
      from: '2026-04-06',
      to: '2026-04-12',
      previousFrom: '2026-03-30',
      sentSince: '2026-04-13',
    };
    // The scheduled run: Monday 08:00 in Brasília (11:00 UTC).
    expect(summaryWeek(new Date('2026-04-13T11:00:00Z'))).toEqual(week);
    // Any time until Sunday 23:59 in Brasília (Monday 02:59 UTC) sums up the same week.
    expect(summaryWeek(new Date('2026-04-13T03:00:00Z'))).toEqual(week);
    expect(summaryWeek(new Date('2026-04-20T02:59:00Z'))).toEqual(week);
    // Sunday 23:30 in Brasília is still the week before.
    expect(summaryWeek(new Date('2026-04-13T02:30:00Z')).from).toBe('2026-03-30');
  });

  it('crosses months and years', () => {
    expect(summaryWeek(new Date('2026-01-01T12:00:00Z'))).toEqual({
      from: '2025-12-22',
      to: '2025-12-28',
      previousFrom: '2025-12-15',
      sentSince: '2025-12-29',
    });
  });
});
