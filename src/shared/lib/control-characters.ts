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
 */
export function findControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findControlCharacter(item, path === '' ? String(i) : `${path}.${i}`);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findControlCharacter(item, path === '' ? key : `${path}.${key}`);
      if (found !== null) return found;
    }
  }
  return null;
}
