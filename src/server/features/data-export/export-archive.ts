import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of the archive: bytes at hand, or a stream read as it is written. */
export type ArchiveEntry =
  { name: string; data: Uint8Array } | { name: string; stream: () => Promise<Readable | null> };

/**
 * Writes a ZIP to `file`, streamed (ADR 025: fflate's streaming Zip): the JSON deflated, the
 * photos (WebP, already compressed) stored as they are, one at a time, each read from the storage
 * while it is written, waiting for the disk when it lags; never the whole archive in memory. An
 * entry whose stream is null (a photo missing from the storage) is left out; answers the names
 * left out.
 */
export async function writeZip(file: string, entries: ArchiveEntry[]): Promise<{ missing: string[] }> {
  const out = createWriteStream(file);
  let failure: Error | undefined;
  const closed = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      failure = err;
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const drain = async () => {
    if (failure) throw failure;
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  const missing: string[] = [];
  try {
    for (const entry of entries) {
      if ('data' in entry) {
        const deflated = new ZipDeflate(entry.name, { level: 6 });
        zip.add(deflated);
        deflated.push(entry.data, true);
        await drain();
        continue;
      }
      const source = await entry.stream();
      if (!source) {
        missing.push(entry.name);
        continue;
      }
      const stored = new ZipPassThrough(entry.name);
      zip.add(stored);
      for await (const chunk of source) {
        stored.push(chunk as Uint8Array);
        await drain();
      }
      stored.push(new Uint8Array(0), true);
      await drain();
    }
    zip.end();
    if (failure) throw failure;
    await closed;
  } catch (error) {
    zip.terminate();
    out.destroy();
    throw error;
  }
  return { missing };
}
