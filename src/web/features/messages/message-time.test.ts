import { describe, expect, it } from 'vitest';
import {
  dayKey,
  formatClock,
  formatDay,
  formatFullTime,
  formatListTime,
  groupByDay,
} from './message-time.ts';

// 26/11/2026 10:00 in Brasília (UTC-3).
const NOW = new Date('2026-11-26T13:00:00Z');

describe('message times (Brasília)', () => {
  it('keys a day by the Brasília calendar, not UTC', () => {
    expect(dayKey('2026-11-27T02:30:00Z')).toBe('2026-11-26');
    expect(dayKey('2026-11-27T03:30:00Z')).toBe('2026-11-27');
  });

  it('names today, yesterday and older days', () => {
    expect(formatDay('2026-11-26T03:10:00Z', NOW)).toBe('Hoje');
    expect(formatDay('2026-11-26T02:59:00Z', NOW)).toBe('Ontem');
    expect(formatDay('2026-11-24T12:00:00Z', NOW)).toBe('24/11/2026');
  });

  it('shows the clock for today in the list, else the day', () => {
    expect(formatListTime('2026-11-26T12:05:00Z', NOW)).toBe('09:05');
    expect(formatListTime('2026-11-25T12:05:00Z', NOW)).toBe('Ontem');
    expect(formatListTime('2026-10-01T12:05:00Z', NOW)).toBe('01/10/2026');
  });

  it('writes the full moment', () => {
    expect(formatClock('2026-11-26T17:42:00Z')).toBe('14:42');
    expect(formatFullTime('2026-11-26T17:42:00Z')).toBe('26/11/2026 às 14:42');
  });

  it('groups consecutive messages by day', () => {
    const messages = [
      { id: 1, enviadaEm: '2026-11-25T12:00:00Z' },
      { id: 2, enviadaEm: '2026-11-26T02:00:00Z' },
      { id: 3, enviadaEm: '2026-11-26T12:00:00Z' },
    ];
    expect(groupByDay(messages)).toEqual([
      { day: '2026-11-25', items: [messages[0], messages[1]] },
      { day: '2026-11-26', items: [messages[2]] },
    ]);
  });
});
