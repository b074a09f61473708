import { describe, expect, it } from 'vitest';
import { paintFirst } from './paint-first.ts';

async function run(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(paintFirst(source)).text();
}

/** Splits a string at every given position. */
function splitAt(text: string, positions: number[]): string[] {
  const cuts = [0, ...positions, text.length];
  return cuts.slice(1).map((end, i) => text.slice(cuts[i], end));
}

const MODULE_SOURCE =
  'import * as route0 from "/assets/root.js";\nwindow.x = 1 < 2 && "<!--";\nimport("/assets/entry.js");';

/** Runs the classic script that replaced the module one, in a fake document; returns what it inserted. */
function runPaintFirstScript(html: string, { visible = true, paints = true } = {}) {
  const script = /<script nonce="abc">(\(function\(s,c\).*?)<\/script>/s.exec(html)?.[1];
  if (!script) throw new Error('sem o script de pintura');
  const inserted: { type: string; nonce: string; textContent: string }[] = [];
  const current = { nonce: 'abc', replaceWith: (m: (typeof inserted)[number]) => inserted.push(m) };
  const timers: (() => void)[] = [];
  let observerCallback: (() => void) | undefined;
  const document = {
    currentScript: current,
    visibilityState: visible ? 'visible' : 'hidden',
    createElement: () => ({ type: '', nonce: '', textContent: '' }),
  };
  class PerformanceObserver {
    constructor(private readonly callback: (list: unknown, observer: { disconnect(): void }) => void) {}
    observe() {
      observerCallback = () => this.callback({}, { disconnect() {} });
    }
  }
  const setTimeout = (fn: () => void) => timers.push(fn);
  let frameCallbacks: (() => void)[] = [];
  const requestAnimationFrame = (fn: () => void) => frameCallbacks.push(fn);
  new Function('document', 'PerformanceObserver', 'setTimeout', 'requestAnimationFrame', script)(
    document,
    PerformanceObserver,
    setTimeout,
    requestAnimationFrame,
  );
  return {
    inserted,
    paint: () => paints && observerCallback?.(),
    timeout: () => timers.forEach((fn) => fn()),
    frame: () => {
      const callbacks = frameCallbacks;
      frameCallbacks = [];
      callbacks.forEach((fn) => fn());
    },
  };
}

describe('paintFirst', () => {
  it('drops module preloads from the head, keeps every other tag, even split across chunks', async () => {
    const html = await run([
      '<!DOCTYPE html><html><head><link rel="preload" as="image" href="/a.jpg"/><link rel="modu',
      'lepreload" href="/assets/entry.js"/><link rel="stylesheet" href="/app.css"/>',
      '<link rel="modulepreload" href="/assets/chunk-é.js" crossorigin=""/></he',
      'ad><body><p>olá</p></body></html>',
    ]);
    expect(html).toBe(
      '<!DOCTYPE html><html><head><link rel="preload" as="image" href="/a.jpg"/>' +
        '<link rel="stylesheet" href="/app.css"/></head><body><p>olá</p></body></html>',
    );
  });

  it('leaves the rest of the body alone, even text that looks like a preload tag', async () => {
    const body =
      '<body><pre>&lt;link rel="modulepreload"&gt;</pre><link rel="modulepreload" href="/x.js"/></body>';
    expect(await run(['<html><head></head>', body])).toBe(`<html><head></head>${body}`);
  });

  it('still answers when the document has no head end', async () => {
    expect(await run(['<p>só isto', '<link rel="modulepreload" href="/x.js"/></p>'])).toBe('<p>só isto</p>');
  });

  const page =
    '<html><head><title>NC</title></head><body><h1>Olá</h1>' +
    '<script nonce="abc">window.__ctx = {};</script>' +
    `<script nonce="abc" type="module" async="">${MODULE_SOURCE}</script>` +
    '<script nonce="abc">window.__ctx.done = true;</script></body></html>';

  it('turns the app module script into one that starts it after the first paint, split anywhere', async () => {
    const whole = await run([page]);
    expect(whole).not.toContain('type="module" async');
    expect(
      whole.startsWith(
        '<html><head><title>NC</title></head><body><h1>Olá</h1><script nonce="abc">window.__ctx = {};</script>',
      ),
    ).toBe(true);
    expect(
      whole.endsWith('</script><script nonce="abc">window.__ctx.done = true;</script></body></html>'),
    ).toBe(true);
    // The module's source travels without a "<", so nothing in it can close the element early.
    expect(whole).not.toContain('1 < 2');
    expect(whole.match(/<\/script>/g)).toHaveLength(3);
    const moduleStart = page.indexOf('type="module"');
    for (const positions of [
      [moduleStart - 3],
      [moduleStart + 5],
      [moduleStart + 40],
      [page.indexOf('</script>', moduleStart + 60) + 4],
      [10, moduleStart, moduleStart + 30, page.length - 20],
    ]) {
      expect(await run(splitAt(page, positions))).toBe(whole);
    }
  });

  it('starts the same module script, with the nonce, once the page has painted', async () => {
    const started = runPaintFirstScript(await run([page]));
    expect(started.inserted).toHaveLength(0);
    started.paint();
    expect(started.inserted).toEqual([{ type: 'module', nonce: 'abc', textContent: MODULE_SOURCE }]);
    started.timeout();
    expect(started.inserted).toHaveLength(1);
  });

  it('starts it at the start of the second frame when no paint is reported before', async () => {
    const started = runPaintFirstScript(await run([page]), { paints: false });
    started.frame();
    expect(started.inserted).toHaveLength(0);
    started.frame();
    expect(started.inserted).toHaveLength(1);
  });

  it('starts it after a second when neither a paint nor a frame comes, and at once in a hidden tab', async () => {
    const html = await run([page]);
    const noPaint = runPaintFirstScript(html, { paints: false });
    noPaint.paint();
    expect(noPaint.inserted).toHaveLength(0);
    noPaint.timeout();
    expect(noPaint.inserted).toHaveLength(1);
    expect(runPaintFirstScript(html, { visible: false }).inserted).toHaveLength(1);
  });
});
