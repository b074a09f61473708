import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { IMAGE_OUTPUTS, MEDIA_MESSAGES } from '#shared/contracts/media.constants.ts';
import { AppError } from './app-error.ts';

/**
 * Uploaded pictures → the three files the site shows (DESIGN.md §1 "images"; reference
 * stack-notes §9, security A1.6): WebP 1000x424 (the ad's picture), WebP 300x127 (cards and
 * thumbnails) and a 1200x630 JPEG (og:image). The original is never kept. Steps, each a refusal
 * with a Portuguese message (400) before any work the next one costs:
 *
 * 1. The type by magic bytes, not by name or Content-Type: PNG, JPEG, GIF or WebP. Our own check
 *    of four signatures rather than the `file-type` package: four fixed prefixes are all we accept,
 *    and the package (ESM, a dozen dependencies, hundreds of formats) would only say "not one of
 *    them" for everything else (SVG, HTML, PDF, HEIC...).
 * 2. Polyglots: a file that is also HTML/SVG/script or also a second image (a PNG signature
 *    inside a JPEG/GIF/WebP, bytes after a PNG's IEND) is refused. Re-encoding would drop such a
 *    payload anyway; refusing says plainly that the file is not a plain picture.
 * 3. The header only (sharp's metadata, no decoding): the decoder must agree with the magic
 *    bytes, and width x height must be at most MAX_PIXELS, so a 10,000 x 10,000 "pixel bomb"
 *    (a 100 kB PNG that would decode to 400 MB) is refused without decoding it.
 * 4. Decoding (`limitInputPixels` again, `failOn: 'error'`: corrupt or truncated data refused),
 *    auto-rotation by the EXIF orientation, then the outputs. sharp writes no metadata unless
 *    asked (`withMetadata`/`keepExif`, never called here): no EXIF (GPS), no ICC, no XMP.
 *
 * Work is bounded: at most `concurrency` pictures decode at once (IMAGE_CONCURRENCY), the rest
 * wait in a queue of at most `maxQueue`; beyond it a 503 "try again" rather than the process
 * running out of memory under a burst.
 */

/** 40 megapixels: more than any phone camera's 4:3 photo at full size (48 MP sensors save 12 MP). */
const MAX_PIXELS = 40_000_000;

export type ImageType = 'png' | 'jpeg' | 'gif' | 'webp';

interface ProcessedImage {
  /** WebP 1000x424. */
  full: Buffer;
  /** WebP 300x127. */
  thumb: Buffer;
  /** JPEG 1200x630. */
  og: Buffer;
  /** The picture's size after auto-rotation. */
  width: number;
  height: number;
  /** What the bytes said it was. */
  sourceType: ImageType;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type the first bytes announce, or null. */
export function detectImageType(buf: Buffer): ImageType | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 6) {
    const head = buf.toString('latin1', 0, 6);
    if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  }
  if (
    buf.length >= 12 &&
    buf.toString('latin1', 0, 4) === 'RIFF' &&
    buf.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** Markup a browser sniffing the file could run, anywhere in it (compared lower-cased). */
const MARKUP = ['<html', '<script', '<svg', '<?php', '<!doctype', '<body', '<iframe', '<object', '<embed'];
const LONGEST_MARKUP = Math.max(...MARKUP.map((m) => m.length));

/**
 * Walks the file's `<` bytes (about one in 256 of compressed data) and reads the few bytes after
 * each, rather than turning a 10 MB upload into lower-cased strings while it waits for the queue.
 */
function hasMarkup(buf: Buffer): boolean {
  for (let i = buf.indexOf(0x3c); i !== -1; i = buf.indexOf(0x3c, i + 1)) {
    const head = buf.toString('latin1', i, i + LONGEST_MARKUP).toLowerCase();
    if (MARKUP.some((m) => head.startsWith(m))) return true;
  }
  return false;
}

/** True when the file is also something else besides the picture its first bytes announce. */
function isPolyglot(buf: Buffer, type: ImageType): boolean {
  if (hasMarkup(buf)) return true;
  if (type !== 'png') return buf.indexOf(PNG_SIGNATURE, 1) !== -1;
  // A PNG ends with its IEND chunk (length 0, type, CRC: 12 bytes); anything after it is smuggled.
  const iend = buf.lastIndexOf('IEND', undefined, 'latin1');
  return iend === -1 || buf.length > iend + 8 || buf.indexOf(PNG_SIGNATURE, 1) !== -1;
}

function refuse(message: string): never {
  throw new AppError('VALIDATION', message);
}

/** Checks steps 1-3 on the header alone; answers the type. */
async function inspect(buf: Buffer): Promise<ImageType> {
  const type = detectImageType(buf);
  if (!type) refuse(MEDIA_MESSAGES.typeNotAccepted);
  if (isPolyglot(buf, type)) refuse(MEDIA_MESSAGES.typeNotAccepted);
  let meta: Metadata;
  try {
    meta = await sharp(buf, { limitInputPixels: false }).metadata();
  } catch {
    refuse(MEDIA_MESSAGES.unreadable);
  }
  if (meta.format !== type) refuse(MEDIA_MESSAGES.typeNotAccepted);
  if (!meta.width || !meta.height) refuse(MEDIA_MESSAGES.unreadable);
  if (meta.width * meta.height > MAX_PIXELS) refuse(MEDIA_MESSAGES.tooManyPixels);
  return type;
}

/**
 * Decodes once, auto-rotated, flattened on white (a transparent PNG's og:image is a JPEG),
 * shrunk to the smallest size that still covers both 1200x630 and 1000x424 (JPEG shrink-on-load
 * makes a 12 MP photo cheap), and crops the three outputs from that.
 */
async function render(buf: Buffer, sourceType: ImageType): Promise<ProcessedImage> {
  const { full, thumb, og } = IMAGE_OUTPUTS;
  let decoded: { data: Buffer; info: OutputInfo };
  let oriented: { width: number; height: number };
  try {
    const image = sharp(buf, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const meta = await image.metadata();
    oriented = meta.autoOrient;
    decoded = await image
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .resize({ width: og.width, height: og.height, fit: 'outside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    refuse(MEDIA_MESSAGES.unreadable);
  }
  const raw = {
    raw: { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels },
  };
  const crop = (w: number, h: number) =>
    sharp(decoded.data, raw).resize(w, h, { fit: 'cover', position: sharp.strategy.attention });
  const [fullBuf, thumbBuf, ogBuf] = await Promise.all([
    crop(full.width, full.height).webp({ quality: 80 }).toBuffer(),
    crop(thumb.width, thumb.height).webp({ quality: 75 }).toBuffer(),
    crop(og.width, og.height).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
  ]);
  return {
    full: fullBuf,
    thumb: thumbBuf,
    og: ogBuf,
    width: oriented.width,
    height: oriented.height,
    sourceType,
  };
}

export interface ImagePipeline {
  /** Refuses (AppError 400 / 503) or answers the three outputs. */
  process(buf: Buffer): Promise<ProcessedImage>;
  /** Pictures being processed and waiting now (tests, health). */
  load(): { running: number; queued: number };
}

export function createImagePipeline(opts: { concurrency: number; maxQueue?: number }): ImagePipeline {
  const maxQueue = opts.maxQueue ?? 48;
  let running = 0;
  const queue: (() => void)[] = [];

  async function slot(): Promise<void> {
    if (running < opts.concurrency) {
      running += 1;
      return;
    }
    if (queue.length >= maxQueue) throw new AppError('UNAVAILABLE', MEDIA_MESSAGES.busy);
    // The finishing job hands its slot over (running stays the same).
    await new Promise<void>((resolve) => queue.push(resolve));
  }
  function release() {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    async process(buf) {
      // The cheap checks run outside the queue: a refused file never waits for a slot.
      const type = await inspect(buf);
      await slot();
      try {
        return await render(buf, type);
      } finally {
        release();
      }
    },
    load: () => ({ running, queued: queue.length }),
  };
}
