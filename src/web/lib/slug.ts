/**
 * The spec's slug (spec 1 §2, listing detail): accents and punctuation removed, lower case,
 * words joined with hyphens. Used only when a listing has no slugANUNCIO.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
