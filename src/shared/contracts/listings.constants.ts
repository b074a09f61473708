/**
 * Constants of the public listings without zod: the pages import these at load time (see
 * contact.constants.ts), and zod must stay out of their JavaScript (the js-budget journeys).
 */

/** How long a sold or ended ad's page still says so before answering 410 (ADR 023). */
export const CLOSED_LISTING_DAYS = 30;
export const LISTING_GONE = 'Este anúncio não está mais disponível.';
