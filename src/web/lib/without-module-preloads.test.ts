import { describe, expect, it } from 'vitest';
import { withoutModulePreloads } from './without-module-preloads.ts';

async function run(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(withoutModulePreloads(source)).text();
}

describe('withoutModulePreloads', () => {
  it('drops module preloads from the head, keeps every other tag, even split across chunks', async () => {
    const html = await run([
      '<!DOCTYPE html><html><head><link rel="preload" as="image" href="/a.jpg"/><link rel="modu',
      'lepreload" href="/assets/entry.js"/><link rel="stylesheet" href="/app.css"/>',
      '<link rel="modulepreload" href="/assets/chunk-é.js" crossorigin=""/></he',
      'ad><body><p>olá</p>',
      '<script type="module">import("/assets/entry.js")</script></body></html>',
    ]);
    expect(html).toBe(
      '<!DOCTYPE html><html><head><link rel="preload" as="image" href="/a.jpg"/>' +
        '<link rel="stylesheet" href="/app.css"/></head><body><p>olá</p>' +
        '<script type="module">import("/assets/entry.js")</script></body></html>',
    );
  });

  it('leaves the body alone, even text that looks like a preload tag', async () => {
    const body =
      '<body><pre>&lt;link rel="modulepreload"&gt;</pre><link rel="modulepreload" href="/x.js"/></body>';
    expect(await run(['<html><head></head>', body])).toBe(`<html><head></head>${body}`);
  });

  it('still answers when the document has no head end', async () => {
    expect(await run(['<p>só isto', '<link rel="modulepreload" href="/x.js"/></p>'])).toBe('<p>só isto</p>');
  });
});
