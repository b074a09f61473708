import { createHash, randomBytes } from 'node:crypto';

/**
 * Opaque secrets for sessions and e-mail links: 32 bytes from the CSPRNG (256 bits, above the
 * 128 of ASVS v5:11.5.1), base64url so they travel in URLs and headers unchanged. The database
 * keeps only `hashToken(token)`: a leaked table grants nothing. SHA-256 without salt is enough
 * here because the input is random, not a password.
 */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Hex SHA-256 of a token, the form stored and looked up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
