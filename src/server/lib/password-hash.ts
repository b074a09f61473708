import { hash, parseOptions, verify } from '@node-rs/argon2';

/**
 * Password storage: argon2id with the OWASP / ASVS Appendix C parameters (m=19456 KiB, t=2,
 * p=1; reference A2), stored as the PHC string `$argon2id$v=19$m=19456,t=2,p=1$...`. The
 * hashing runs on libuv's thread pool, off the event loop. Passwords are hashed exactly as
 * typed (no trimming, no case change, no truncation: v5:6.2.8).
 */
export interface PasswordHashParams {
  memoryCost: number;
  timeCost: number;
}

const OWASP_ARGON2: PasswordHashParams = { memoryCost: 19_456, timeCost: 2 };

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, unusable under isolatedModules). */
const ARGON2ID = 2;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a malformed hash; never throws for bad input. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of one verification on nothing, so an unknown e-mail answers a login in
   * the same time as a wrong password (reference A1.2 check 1).
   */
  verifyDummy(password: string): Promise<void>;
  /** The stored hash was made with other parameters: rehash it after a successful login. */
  needsRehash(passwordHash: string): boolean;
}

export function createPasswordHasher(params: PasswordHashParams = OWASP_ARGON2): PasswordHasher {
  const options = {
    algorithm: ARGON2ID,
    memoryCost: params.memoryCost,
    timeCost: params.timeCost,
    parallelism: 1,
  };
  let dummy: Promise<string> | undefined;
  const self: PasswordHasher = {
    hash: (password) => hash(password, options),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    async verifyDummy(password) {
      dummy ??= hash('dummy password for unknown accounts', options);
      await self.verify(await dummy, password);
    },
    needsRehash(passwordHash) {
      try {
        const p = parseOptions(passwordHash);
        return (
          (p.algorithm as number) !== ARGON2ID ||
          p.memoryCost !== params.memoryCost ||
          p.timeCost !== params.timeCost ||
          p.parallelism !== 1
        );
      } catch {
        return true;
      }
    },
  };
  return self;
}
