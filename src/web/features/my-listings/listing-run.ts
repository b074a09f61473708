import type { MyListing } from '#shared/contracts/my-listings.contract.ts';

/**
 * An ad's run (issue 35): it is on the air until the end of the credit it holds. The panel shows
 * that end ("No ar até …", "Encerrado em …"), warns when it is near, and offers "Renovar" around
 * it. The rules are here, pure, so the list, the edit page and the dashboard agree.
 */

const DAY_MS = 86_400_000;
/** Ends within this many days: shown in the warning tone. */
const ENDING_SOON_DAYS = 7;
/** Renewable from this many days before the end until this many days after it. */
const RENEWABLE_DAYS = 30;

type RunKind = 'none' | 'live' | 'ending' | 'ended';

export interface ListingRun {
  /** none: no credit; live: on the air; ending: within ENDING_SOON_DAYS; ended: the end passed. */
  kind: RunKind;
  /** The credit's end (ISO), null without one. */
  endsAt: string | null;
  /** True while the end is at most RENEWABLE_DAYS ahead or less than RENEWABLE_DAYS behind. */
  renewable: boolean;
  /** Whole days left (rounded down) while live or ending; 0 otherwise. */
  daysLeft: number;
}

const NO_RUN: ListingRun = { kind: 'none', endsAt: null, renewable: false, daysLeft: 0 };

/**
 * The run of an ad holding `credito` at `now`. The end itself counts as ended (the server
 * expires a credit whose end is <= now); 7 days ahead is still "ending", 30 days ahead still
 * renewable, exactly 30 days behind no longer.
 */
export function runOf(credito: MyListing['credito'], now: Date | string): ListingRun {
  if (!credito) return NO_RUN;
  const end = new Date(credito.endsAt).getTime();
  const at = new Date(now).getTime();
  if (Number.isNaN(end) || Number.isNaN(at)) return NO_RUN;
  const left = end - at;
  const kind: RunKind = left <= 0 ? 'ended' : left <= ENDING_SOON_DAYS * DAY_MS ? 'ending' : 'live';
  return {
    kind,
    endsAt: credito.endsAt,
    renewable: left <= RENEWABLE_DAYS * DAY_MS && left > -RENEWABLE_DAYS * DAY_MS,
    daysLeft: left > 0 ? Math.floor(left / DAY_MS) : 0,
  };
}

/** The words that say an end is near, so the warning is never colour alone. */
export function endingSoonLabel(daysLeft: number): string {
  if (daysLeft < 1) return 'termina em menos de 1 dia';
  return daysLeft === 1 ? 'falta 1 dia' : `faltam ${daysLeft} dias`;
}

/** Where an ad is renewed (the renewal page, issue 35). */
export function renewHref(codigoANUNCIO: number): string {
  return `/painel/anuncios/${codigoANUNCIO}/renovar`;
}

/** An ad as the dashboard's "Anúncios no ar" card needs it. */
export type LiveListing = Pick<MyListing, 'codigoANUNCIO' | 'tituloANUNCIO' | 'credito'>;

/**
 * The `count` ads ending soonest: by the credit's end, an ended one first; ads without a credit
 * (no end) last, in the order given.
 */
export function soonestEnding(listings: readonly LiveListing[], count: number): LiveListing[] {
  const endOf = (l: LiveListing) => {
    const end = l.credito ? new Date(l.credito.endsAt).getTime() : Number.NaN;
    return Number.isNaN(end) ? Number.POSITIVE_INFINITY : end;
  };
  return listings
    .map((l, i) => ({ l, i, end: endOf(l) }))
    .sort((a, b) => (a.end === b.end ? a.i - b.i : a.end < b.end ? -1 : 1))
    .slice(0, count)
    .map(({ l }) => ({ codigoANUNCIO: l.codigoANUNCIO, tituloANUNCIO: l.tituloANUNCIO, credito: l.credito }));
}
