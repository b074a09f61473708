import { describe, expect, it } from 'vitest';
import { endingSoonLabel, renewHref, runOf, soonestEnding, type LiveListing } from './listing-run.ts';

const DAY = 86_400_000;
const NOW = new Date('2027-11-01T12:00:00.000Z');
/** A credit ending `days` (may be fractional or negative) after NOW. */
const endingIn = (days: number) => ({
  checkoutId: 9,
  endsAt: new Date(NOW.getTime() + days * DAY).toISOString(),
});

describe('runOf', () => {
  it('is none, never renewable, without a credit (or with an unreadable end)', () => {
    expect(runOf(null, NOW)).toEqual({ kind: 'none', endsAt: null, renewable: false, daysLeft: 0 });
    expect(runOf({ checkoutId: 1, endsAt: 'not a date' }, NOW).kind).toBe('none');
  });

  it('is live, not renewable, far from the end', () => {
    const run = runOf(endingIn(200), NOW);
    expect(run).toEqual({ kind: 'live', endsAt: endingIn(200).endsAt, renewable: false, daysLeft: 200 });
  });

  it('warns from 7 days before the end: 7 days is ending, a minute more is live', () => {
    expect(runOf(endingIn(7), NOW).kind).toBe('ending');
    expect(runOf(endingIn(7), NOW).daysLeft).toBe(7);
    expect(runOf(endingIn(7 + 1 / 1440), NOW).kind).toBe('live');
    expect(runOf(endingIn(0.5), NOW)).toMatchObject({ kind: 'ending', daysLeft: 0 });
  });

  it('is ended from the end itself on (the server expires a credit whose end is <= now)', () => {
    expect(runOf(endingIn(0), NOW)).toMatchObject({ kind: 'ended', daysLeft: 0, renewable: true });
    expect(runOf(endingIn(1 / 1440), NOW).kind).toBe('ending');
    expect(runOf(endingIn(-3), NOW).kind).toBe('ended');
  });

  it('is renewable from 30 days before the end until less than 30 days after it', () => {
    expect(runOf(endingIn(30 + 1 / 1440), NOW).renewable).toBe(false);
    expect(runOf(endingIn(30), NOW)).toMatchObject({ kind: 'live', renewable: true });
    expect(runOf(endingIn(8), NOW)).toMatchObject({ kind: 'live', renewable: true });
    expect(runOf(endingIn(-29.99), NOW)).toMatchObject({ kind: 'ended', renewable: true });
    expect(runOf(endingIn(-30), NOW)).toMatchObject({ kind: 'ended', renewable: false });
    expect(runOf(endingIn(-400), NOW).renewable).toBe(false);
  });

  it('takes the clock as an ISO string too (the loaders hand it over so)', () => {
    expect(runOf(endingIn(3), NOW.toISOString())).toMatchObject({ kind: 'ending', daysLeft: 3 });
  });
});

describe('endingSoonLabel / renewHref', () => {
  it('says how long is left in words', () => {
    expect(endingSoonLabel(0)).toBe('termina em menos de 1 dia');
    expect(endingSoonLabel(1)).toBe('falta 1 dia');
    expect(endingSoonLabel(6)).toBe('faltam 6 dias');
  });

  it('links to the renewal page of the ad', () => {
    expect(renewHref(41)).toBe('/painel/anuncios/41/renovar');
  });
});

describe('soonestEnding', () => {
  const ad = (code: number, days: number | null): LiveListing => ({
    codigoANUNCIO: code,
    tituloANUNCIO: `Anúncio ${code}`,
    credito: days === null ? null : endingIn(days),
  });

  it('orders by end (an ended one first), the ads without a credit last, and keeps `count`', () => {
    const ads = [ad(1, 90), ad(2, null), ad(3, 5), ad(4, -2), ad(5, null), ad(6, 40), ad(7, 200)];
    expect(soonestEnding(ads, 5).map((a) => a.codigoANUNCIO)).toEqual([4, 3, 6, 1, 7]);
    expect(soonestEnding(ads, 10).map((a) => a.codigoANUNCIO)).toEqual([4, 3, 6, 1, 7, 2, 5]);
    expect(soonestEnding([], 5)).toEqual([]);
  });

  it('keeps only what the card shows (not the whole ad)', () => {
    const whole = { ...ad(1, 3), descricaoANUNCIO: 'Longa descrição' } as LiveListing;
    expect(soonestEnding([whole], 5)).toEqual([ad(1, 3)]);
  });
});
