import { describe, expect, it } from 'vitest';
import {
  compactCents,
  dayLabel,
  fullDayLabel,
  fullMonthLabel,
  monthLabel,
  niceCeiling,
  waitedLabel,
} from './chart-labels.ts';

describe('chart labels', () => {
  it('rounds the axis top up so that its half is a whole number too (2 for an empty chart)', () => {
    expect([0, 1, 3, 7, 10, 11, 26, 180, 501, 14990].map(niceCeiling)).toEqual([
      2, 2, 4, 8, 10, 20, 40, 200, 600, 20000,
    ]);
  });

  it('writes days and months in pt-BR', () => {
    expect(dayLabel('2026-01-05')).toBe('05/01');
    expect(fullDayLabel('2026-01-05')).toBe('05/01/2026');
    expect(monthLabel('2026-03')).toBe('mar/26');
    expect(fullMonthLabel('2025-12')).toBe('dezembro de 2025');
  });

  it('says how long the oldest ad has waited in its largest whole unit', () => {
    const now = '2026-01-15T12:00:00.000Z';
    expect(waitedLabel('2026-01-15T11:59:30.000Z', now)).toBe('há 0 minutos');
    expect(waitedLabel('2026-01-15T11:59:00.000Z', now)).toBe('há 1 minuto');
    expect(waitedLabel('2026-01-15T10:30:00.000Z', now)).toBe('há 1 hora');
    expect(waitedLabel('2026-01-14T11:00:00.000Z', now)).toBe('há 1 dia');
    expect(waitedLabel('2026-01-11T12:00:00.000Z', now)).toBe('há 4 dias');
  });

  it('shortens amounts for the revenue axis', () => {
    expect(compactCents(0)).toBe('R$\u00a00');
    expect(compactCents(120_000)).toBe('R$\u00a01,2\u00a0mil');
  });
});
