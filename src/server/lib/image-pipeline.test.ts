import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES } from '#shared/contracts/media.constants.ts';
import {
  gifImage,
  hasGpsTag,
  HTML_AS_JPG,
  jpegImage,
  jpegPngPolyglot,
  jpegWithGps,
  pixelBomb,
  pngImage,
  pngWithTrailingHtml,
  SVG,
  truncatedJpeg,
  webpImage,
} from '../test/image-fixtures.ts';
import { AppError } from './app-error.ts';
import { createImagePipeline, detectImageType } from './image-pipeline.ts';

const pipeline = createImagePipeline({ concurrency: 2 });

async function refusal(buf: Buffer | Promise<Buffer>): Promise<AppError> {
  const error = await pipeline.process(await buf).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('image pipeline', () => {
  it('detects the four accepted types by their first bytes only', async () => {
    expect(detectImageType(await pngImage(4, 4))).toBe('png');
    expect(detectImageType(await jpegImage(4, 4))).toBe('jpeg');
    expect(detectImageType(await gifImage())).toBe('gif');
    expect(detectImageType(await webpImage())).toBe('webp');
    expect(detectImageType(SVG)).toBeNull();
    expect(detectImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });

  it('makes WebP 1000x424, WebP 300x127 and JPEG 1200x630 from each accepted type', async () => {
    for (const input of [await jpegImage(), await pngImage(), await gifImage(), await webpImage()]) {
      const out = await pipeline.process(input);
      const [full, thumb, og] = await Promise.all(
        [out.full, out.thumb, out.og].map((b) => sharp(b).metadata()),
      );
      expect([full?.format, full?.width, full?.height]).toEqual(['webp', 1000, 424]);
      expect([thumb?.format, thumb?.width, thumb?.height]).toEqual(['webp', 300, 127]);
      expect([og?.format, og?.width, og?.height]).toEqual(['jpeg', 1200, 630]);
    }
  });

  it('rotates by the EXIF orientation and drops every metadata block (GPS in, absent out)', async () => {
    const input = await jpegWithGps(800, 600);
    const inMeta = await sharp(input).metadata();
    expect(hasGpsTag(inMeta.exif)).toBe(true);
    expect(inMeta.orientation).toBe(6);

    const out = await pipeline.process(input);
    expect([out.width, out.height]).toEqual([600, 800]);
    for (const buf of [out.full, out.thumb, out.og]) {
      const meta = await sharp(buf).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(buf.includes(Buffer.from('TestPhone'))).toBe(false);
    }
  });

  it('refuses SVG, HTML named .jpg and polyglots as not accepted', async () => {
    for (const input of [SVG, HTML_AS_JPG, await jpegPngPolyglot(), await pngWithTrailingHtml()]) {
      const error = await refusal(input);
      expect([error.status, error.message]).toEqual([400, MEDIA_MESSAGES.typeNotAccepted]);
    }
  });

  it('refuses a 10,000 x 10,000 pixel bomb from its header, without decoding it', async () => {
    const bomb = await pixelBomb();
    const before = process.memoryUsage().rss;
    const error = await refusal(bomb);
    expect([error.status, error.message]).toEqual([400, MEDIA_MESSAGES.tooManyPixels]);
    // Decoding it would take 300 MB.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a truncated file whose magic bytes are right', async () => {
    const error = await refusal(truncatedJpeg());
    expect([error.status, error.message]).toEqual([400, MEDIA_MESSAGES.unreadable]);
  });

  it('bounds the work: at most `concurrency` at once, a full queue answers 503', async () => {
    const bounded = createImagePipeline({ concurrency: 1, maxQueue: 2 });
    const input = await jpegImage(1600, 1200);
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, bounded.load().running);
    }, 1);
    const jobs = Array.from({ length: 3 }, () => bounded.process(input));
    // Let the three pass their header checks and take the slot or queue up (waiting for that,
    // not a fixed time: on a loaded machine 50 ms was sometimes too short).
    for (let i = 0; i < 1_000; i++) {
      const { running, queued } = bounded.load();
      if (running + queued === 3) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const fourth = await bounded.process(input).then(
      () => null,
      (e: unknown) => e as AppError,
    );
    expect(fourth?.status).toBe(503);
    expect(fourth?.message).toBe(MEDIA_MESSAGES.busy);
    await Promise.all(jobs);
    clearInterval(sampler);
    expect(peak).toBe(1);
    expect(bounded.load()).toEqual({ running: 0, queued: 0 });
  });
});
