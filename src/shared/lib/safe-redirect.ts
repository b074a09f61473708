/**
 * A page on this site to return to after logging in (or signing up, then logging in), checked the
 * same way in the browser and on the server (the sign-up carries it into the confirmation link).
 */

/** A made-up origin to resolve paths against: anything that resolves elsewhere leaves the site. */
export const CHECK_ORIGIN = 'http://nc.invalid';

/** Pages a login must not return to (it would loop or show a form to a logged-in user). */
const ACCOUNT_PATHS = new Set([
  '/entrar',
  '/cadastro',
  '/esqueci-senha',
  '/recuperar-senha',
  '/redefinir-senha',
]);

/**
 * A path on this site to return to, or null. Refuses anything that could leave the site
 * (absolute URLs, `//host`, backslashes, control characters): the value comes from the query
 * string or an answer, so it is attacker-controlled (open redirect).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read "\" as "/" ("/\evil.com" is "//evil.com"); control characters are stripped by URL parsing.
  if (value.includes('\\') || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, CHECK_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== CHECK_ORIGIN || ACCOUNT_PATHS.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
