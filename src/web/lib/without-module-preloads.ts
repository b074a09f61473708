/**
 * Drops the `<link rel="modulepreload">` tags from the document's `<head>`.
 *
 * React Router's `<Scripts />` renders one per module of the page, and React 19 hoists them
 * into `<head>`, so on a slow connection the browser spends its bandwidth on the page's
 * JavaScript before the stylesheet, the font and the LCP image, and Lighthouse's mobile profile
 * scored the pages well under its target (the figures: docs/performance.md §8). The pages are
 * rendered on the server, so content comes first; the modules still load as soon as the
 * inline module script at the end of `<body>` imports them. Only the head is rewritten: the
 * rest of the stream passes through untouched, byte for byte.
 */
export function withoutModulePreloads(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let head = '';
  let headDone = false;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (headDone) {
          controller.enqueue(chunk);
          return;
        }
        head += decoder.decode(chunk, { stream: true });
        const end = head.indexOf('</head>');
        if (end === -1) return;
        headDone = true;
        controller.enqueue(encoder.encode(stripModulePreloads(head.slice(0, end)) + head.slice(end)));
        head = '';
      },
      flush(controller) {
        if (!headDone) controller.enqueue(encoder.encode(stripModulePreloads(head + decoder.decode())));
      },
    }),
  );
}

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

function stripModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '');
}
