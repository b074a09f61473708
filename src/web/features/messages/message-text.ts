/**
 * Messages are plain text (no HTML rendered, links shown but not
 * auto-loaded). A message is cut into text and link pieces; the page renders the text as React
 * text (escaped) and the links as plain anchors: nothing is fetched or previewed.
 */
export type MessagePiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and bare "www." ones; anything else (javascript:, data:, mailto:) stays text.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;

// Punctuation that ends a sentence rather than the address ("Veja https://x.com/a.").
const TRAILING = /[.,;:!?'"]+$/;

/** The address as written, without the sentence's trailing punctuation or an unopened ")". */
function trimAddress(raw: string): string {
  let text = raw.replace(TRAILING, '');
  while (text.endsWith(')') && (text.match(/\(/g)?.length ?? 0) < (text.match(/\)/g)?.length ?? 0)) {
    text = text.slice(0, -1).replace(TRAILING, '');
  }
  return text;
}

export function splitMessage(content: string): MessagePiece[] {
  const pieces: MessagePiece[] = [];
  let last = 0;
  for (const match of content.matchAll(URL_PATTERN)) {
    const text = trimAddress(match[0]);
    const start = match.index;
    // "www." alone, or an address that was only punctuation after the scheme.
    if (!/^(?:https?:\/\/|www\.)[^./]/i.test(text)) continue;
    if (start > last) pieces.push({ kind: 'text', text: content.slice(last, start) });
    pieces.push({ kind: 'link', text, href: /^www\./i.test(text) ? `https://${text}` : text });
    last = start + text.length;
  }
  if (last < content.length) pieces.push({ kind: 'text', text: content.slice(last) });
  return pieces;
}
