import fs from 'node:fs';

/**
 * The local list of common passwords refused for new passwords (ASVS v5:6.2.4; no external
 * call). Loaded once, on first use.
 */
let list: Set<string> | undefined;

function load(): Set<string> {
  const text = fs.readFileSync(new URL('./data/common-passwords.txt', import.meta.url), 'utf8');
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
}

export function isCommonPassword(password: string): boolean {
  list ??= load();
  return list.has(password.trim().toLowerCase());
}
