import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './password-hash.ts';

describe('password hashing', () => {
  const hasher = createPasswordHasher();

  it('uses argon2id with the OWASP parameters and a per-hash salt', async () => {
    const a = await hasher.hash('uma senha qualquer');
    const b = await hasher.hash('uma senha qualquer');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await hasher.verify(a, 'uma senha qualquer')).toBe(true);
    expect(await hasher.verify(a, 'uma senha qualquer ')).toBe(false);
    expect(hasher.needsRehash(a)).toBe(false);
  });

  it('flags hashes made with other parameters and survives malformed ones', async () => {
    const cheap = await createPasswordHasher({ memoryCost: 4096, timeCost: 1 }).hash('x');
    expect(hasher.needsRehash(cheap)).toBe(true);
    expect(hasher.needsRehash('não é um hash')).toBe(true);
    expect(await hasher.verify('não é um hash', 'x')).toBe(false);
    await expect(hasher.verifyDummy('qualquer')).resolves.toBeUndefined();
  });
});
