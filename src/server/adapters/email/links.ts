const LINK_RE = /https?:\/\/[^\s<>"')]+/g;

/** The absolute links of a message, from its text version, in order, without repeats. */
export function extractLinks(text: string | null): string[] {
  return [...new Set(text?.match(LINK_RE) ?? [])];
}
