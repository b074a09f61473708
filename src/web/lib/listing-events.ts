import type { PageEventKind } from '#shared/contracts/listing-stats.constants.ts';

/**
 * LISTING_STATS_API.event, written out: importing that module here would put it on every page
 * with a listing card, and make it a chunk of its own once the panel imports it too (the JS
 * budget). listing-events.test.ts checks the two agree.
 */
export const listingEventPath = (listingCode: number) => `/api/anuncios/${listingCode}/eventos`;

/**
 * Tells the advertiser's statistics (ADR 024) what a visitor did on a listing: a view, a
 * WhatsApp click, the map, a site or social link, a favourite. Fire and forget: `keepalive` lets
 * it leave while the browser follows the link, and a failure never reaches the visitor. No cookie
 * or id is sent; the server counts a visitor once per day by a hash it cannot trace back.
 */
export function sendListingEvent(listingCode: number, tipo: PageEventKind): void {
  fetch(listingEventPath(listingCode), {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tipo }),
  }).catch(() => undefined);
}
