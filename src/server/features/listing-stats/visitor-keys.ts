import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import type { StatKind } from '#shared/contracts/listing-stats.constants.ts';

/**
 * Who did something on a listing page, without keeping who (ADR 024, the way Plausible counts):
 * the key of one visitor, ad, counter and day is a hash of the day's random salt, the IP and user
 * agent (or the account, for what only accounts do), the ad and the counter. The salt lives apart
 * from the keys and is deleted after its day, so no key can be traced back to an address.
 */

/** A visitor of the page: the client's IP and user agent, as one string to hash. */
export function pageVisitor(ip: string, userAgent: string): string {
  return `ip:${ip}\nua:${userAgent}`;
}

/** An account, for what only an account does (starting a conversation). */
export function accountVisitor(userCode: number): string {
  return `conta:${userCode}`;
}

/**
 * A person's browser, not a crawler, a link preview or a script: a user agent is needed, and
 * isbot's maintained list of bot patterns must not match it (a headless browser included).
 */
export function isPersonAgent(userAgent: string | undefined): userAgent is string {
  return userAgent !== undefined && userAgent.trim() !== '' && !isbot(userAgent);
}

/** The key (hex, 16 bytes of SHA-256) of one visitor, ad, counter and day under the day's salt. */
export function visitorKey(saltHex: string, visitor: string, listingCode: number, kind: StatKind): string {
  return createHash('sha256')
    .update(Buffer.from(saltHex, 'hex'))
    .update(`\n${visitor}\n${listingCode}\n${kind}`)
    .digest()
    .subarray(0, 16)
    .toString('hex');
}
