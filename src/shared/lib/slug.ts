/**
 * URL slug: accents removed, lower case, words joined by single hyphens.
 * "Bolo de Cenoura, com Cobertura!" -> "bolo-de-cenoura-com-cobertura"; "Açaí & Cia" -> "acai-cia".
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
