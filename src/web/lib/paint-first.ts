/**
 * Shapes the document's HTML stream so that the first paint never waits for the JavaScript
 * (docs/performance-log.md §8 and §21 have the figures):
 *
 * 1. The `<link rel="modulepreload">` tags leave the `<head>`. React Router's `<Scripts />`
 *    renders one per module of the page and React 19 hoists them into the head, so on a slow
 *    connection the browser spent its bandwidth on the page's JavaScript before the
 *    stylesheet, the font and the LCP image.
 * 2. The app's module script (React Router's `<script type="module" async>` at the end of
 *    `<body>`, which imports the route modules and then the client entry that hydrates) starts
 *    once the browser has painted the page: it becomes a classic inline script that puts the
 *    same module script in its own place after the first frame: on the first `paint`
 *    performance entry or at the start of the frame after the first one (two
 *    `requestAnimationFrame`s: a browser that had no reason to draw yet is asked to, so the
 *    first paint itself never waits for this), whichever comes first; at once in a hidden tab,
 *    where nothing paints; after {@link START_AT_THE_LATEST_MS} at the latest.
 *    Without it, whether the first frame reached the screen before or after the ~45 modules
 *    had downloaded was a race: on a fast machine the modules often won, and Lighthouse's
 *    simulation then counts every one of them, over a 1.6 Mbps link, before the hero's
 *    heading (a home LCP twice as late: docs/performance-log.md §21). The page is rendered on the server, so the
 *    visitor reads it meanwhile; the element hydrated stays a `<script>` at the same place.
 *
 * The rest of the stream passes through untouched, byte for byte.
 */
export function paintFirst(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  // What has arrived and is not sent yet: the head until its end, then whatever may hold the
  // app's module script until that script's end.
  let pending = '';
  let stage: 'head' | 'body' | 'done' = 'head';

  const process = (final: boolean): string => {
    let out = '';
    if (stage === 'head') {
      const end = pending.indexOf('</head>');
      if (end === -1) {
        if (!final) return '';
        stage = 'done';
        out = stripModulePreloads(pending);
        pending = '';
        return out;
      }
      out = stripModulePreloads(pending.slice(0, end));
      pending = pending.slice(end);
      stage = 'body';
    }
    if (stage === 'body') {
      const start = pending.search(APP_MODULE_OPEN);
      if (start === -1) {
        // Keep only what could be the beginning of the tag.
        const keep = final ? 0 : Math.min(pending.length, OPEN_TAG_MAX);
        out += pending.slice(0, pending.length - keep);
        pending = pending.slice(pending.length - keep);
        return out;
      }
      const open = APP_MODULE_OPEN.exec(pending.slice(start));
      const contentStart = start + (open?.[0].length ?? 0);
      const end = pending.indexOf('</script>', contentStart);
      if (end === -1 || !open) {
        if (!final) {
          out += pending.slice(0, start);
          pending = pending.slice(start);
          return out;
        }
        stage = 'done';
        return out + pending;
      }
      out += pending.slice(0, start) + paintFirstScript(open[1] ?? '', pending.slice(contentStart, end));
      pending = pending.slice(end);
      stage = 'done';
    }
    out += pending;
    pending = '';
    return out;
  };

  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (stage === 'done') {
          controller.enqueue(chunk);
          return;
        }
        pending += decoder.decode(chunk, { stream: true });
        const out = process(false);
        if (out) controller.enqueue(encoder.encode(out));
      },
      flush(controller) {
        if (stage === 'done') return;
        pending += decoder.decode();
        const out = process(true);
        if (out) controller.enqueue(encoder.encode(out));
      },
    }),
  );
}

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

function stripModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '');
}

/** React Router's app module script, as React renders it (`nonce` first, when there is one). */
const APP_MODULE_OPEN = /<script((?: nonce="[^"]*")?) type="module" async="">/;
const OPEN_TAG_MAX = 120;

/** A hidden tab paints nothing until shown; a frame that never comes must not stall the page. */
const START_AT_THE_LATEST_MS = 1000;

/**
 * The classic script that replaces itself with the app's module script after the first paint.
 * `document.currentScript` is the script itself; the module's source travels as a JSON string
 * (with `<` escaped, so no `</script>` inside it can close the element early).
 */
function paintFirstScript(nonceAttribute: string, moduleSource: string): string {
  const source = JSON.stringify(moduleSource).replaceAll('<', '\\u003c');
  return (
    `<script${nonceAttribute}>(function(s,c){var d=0;function go(){if(d)return;d=1;` +
    `var m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=c;s.replaceWith(m)}` +
    `if(document.visibilityState!=="visible")return go();` +
    `try{new PerformanceObserver(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true})}catch(e){return go()}` +
    `requestAnimationFrame(function(){requestAnimationFrame(go)});` +
    `setTimeout(go,${START_AT_THE_LATEST_MS})})(document.currentScript,${source})`
  );
}
