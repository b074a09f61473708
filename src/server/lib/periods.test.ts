import { describe, expect, it } from 'vitest';
import { addDays, lastDays, lastMonths, saoPauloDay, zeroFilled } from './periods.ts';

describe('dashboard periods', () => {
  it('takes the Brasília day of an instant, not the UTC one', () => {
    expect(saoPauloDay(new Date('2026-01-15T02:59:00Z'))).toBe('2026-01-14');
    expect(saoPauloDay(new Date('2026-01-15T03:00:00Z'))).toBe('2026-01-15');
  });

  it('moves days across months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('lists the last N days and months, oldest first, ending with the given day', () => {
    const days = lastDays('2026-01-15', 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2025-12-17');
    expect(days.at(-1)).toBe('2026-01-15');
    expect(lastMonths('2026-01-15', 12)).toEqual([
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
  });

  it('fills the missing keys with zero, in the keys order, ignoring rows outside them', () => {
    expect(
      zeroFilled(
        ['a', 'b', 'c'],
        [
          { key: 'c', value: 3 },
          { key: 'a', value: 1 },
          { key: 'z', value: 9 },
        ],
      ),
    ).toEqual([
      { key: 'a', value: 1 },
      { key: 'b', value: 0 },
      { key: 'c', value: 3 },
    ]);
  });
});
