/**
 * Control characters that no text field of the portal accepts: NUL (PostgreSQL cannot store it
 * in text: "invalid byte sequence 0x00") and the other C0 controls and DEL, which no keyboard
 * types and which only serve to smuggle or corrupt. Tab, line feed and carriage return stay
 * (a message has lines).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * The dotted path of the first string inside `value` (strings, arrays and plain objects, as
 * parsed from JSON or a query string) that holds a control character; null when there is none.
 * Walked with a stack of its own rather than by recursion: a JSON body nested 5,000 levels deep
 * overflowed the call stack and answered 500. Depth first, in order, so the
 * path named is the first one a reader of the JSON would meet.
 */
export function findControlCharacter(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) return path;
      continue;
    }
    const entries = Array.isArray(current)
      ? current.map((item, i) => [String(i), item] as const)
      : current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)
        ? Object.entries(current)
        : [];
    // Reversed onto the stack, so the first entry is the next one taken.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      pending.push([item, path === '' ? key : `${path}.${key}`]);
    }
  }
  return null;
}
