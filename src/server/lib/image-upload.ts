import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '#shared/contracts/media.constants.ts';
import type { FileStorage } from '../adapters/storage/index.ts';
import type { RateLimitSetting } from '../env.ts';
import { AppError } from './app-error.ts';
import type { ImagePipeline } from './image-pipeline.ts';

/**
 * The upload of a batch of pictures, shared by the ad's photos and the media library: each file
 * of the multipart field `files` is read (10 MB at most, @fastify/multipart's limit, 413
 * beyond), processed (image-pipeline.ts) and its three outputs stored under
 * `{folder}/{uuid}-1000.webp`, `-300.webp`, `-og.jpg`. The batch is all or nothing: when a file
 * is refused or anything fails, the files already stored are deleted before the error goes on,
 * so a failed upload leaves no orphan files. The caller records the result in the database and
 * calls `discard` if that fails.
 */

/**
 * Upload requests per user, the ad's photos and the library together (security A1.6: a user
 * sending hundreds a minute is a 429). Each request carries up to 12 pictures; an ad needs one
 * or two requests, so 60 in 10 minutes never stops a person.
 */
export const UPLOADS_PER_USER: RateLimitSetting = { max: 60, windowMs: 10 * 60_000 };
/** The limiter's name: one bucket per user for both upload routes. */
export const UPLOADS_LIMIT_NAME = 'envio-imagens-usuario';

export interface StoredImage {
  /** `{folder}/{uuid}`: the three files' common prefix. */
  key: string;
  keys: [string, string, string];
  url: string;
  thumbUrl: string;
  ogUrl: string;
  /** The three files' bytes together. */
  bytes: number;
  width: number;
  height: number;
  /** The name on the sender's device, without any path, at most 200 characters. */
  originalName: string;
}

const FIELDS = new Set([MEDIA_LIMITS.field, `${MEDIA_LIMITS.field}[]`]);

// eslint-disable-next-line no-control-regex -- control characters are exactly what goes.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The last path segment of a client's file name, printable characters only. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base.replace(CONTROL_CHARACTERS, '').trim().slice(0, 200);
}

export interface UploadDeps {
  storage: FileStorage;
  pipeline: ImagePipeline;
}

/**
 * A failure while reading the body: @fastify/multipart's own errors (limits: 413) go on as they
 * are; anything else from the parser (a malformed or cut body) is the client's doing, a 400.
 */
function parseError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (typeof (error as { statusCode?: unknown }).statusCode === 'number') return error;
  return new AppError('VALIDATION', MEDIA_MESSAGES.badMultipart);
}

/** Refused file → the same error, naming the file's position (`files.2`) for the form. */
function withField(error: unknown, index: number): unknown {
  if (error instanceof AppError && !error.errors) {
    return new AppError(error.code, error.message, [
      { field: `${MEDIA_LIMITS.field}.${index}`, message: error.message },
    ]);
  }
  return error;
}

/**
 * Stores the request's pictures under `folder`. `maxFiles` (at most 12) is how many this call
 * may take: more → 400 `tooMany` (the request limit of 12 is @fastify/multipart's, 413).
 */
export async function storeUploadedImages(
  req: FastifyRequest,
  deps: UploadDeps,
  opts: { folder: string; maxFiles: number; tooMany: string },
): Promise<StoredImage[]> {
  if (!req.isMultipart()) throw new AppError('VALIDATION', MEDIA_MESSAGES.notMultipart);
  const stored: StoredImage[] = [];
  try {
    let index = 0;
    const parts = req.files();
    for (;;) {
      const next = await parts.next().catch((error: unknown) => Promise.reject(parseError(error)));
      if (next.done) break;
      const part: MultipartFile = next.value;
      if (!FIELDS.has(part.fieldname)) {
        part.file.resume();
        continue;
      }
      if (index >= opts.maxFiles) throw new AppError('VALIDATION', opts.tooMany);
      const buf = await part.toBuffer().catch((error: unknown) => Promise.reject(parseError(error)));
      try {
        stored.push(await storeOne(deps, opts.folder, buf, cleanFileName(part.filename)));
      } catch (error) {
        throw withField(error, index);
      }
      index += 1;
    }
    if (stored.length === 0) throw new AppError('VALIDATION', MEDIA_MESSAGES.noFiles);
    return stored;
  } catch (error) {
    await discardImages(deps.storage, stored, req.log);
    throw error;
  }
}

async function storeOne(
  deps: UploadDeps,
  folder: string,
  buf: Buffer,
  originalName: string,
): Promise<StoredImage> {
  const image = await deps.pipeline.process(buf);
  const key = `${folder}/${randomUUID()}`;
  const keys: StoredImage['keys'] = [`${key}-1000.webp`, `${key}-300.webp`, `${key}-og.jpg`];
  const writes = await Promise.allSettled([
    deps.storage.put(keys[0], image.full, 'image/webp'),
    deps.storage.put(keys[1], image.thumb, 'image/webp'),
    deps.storage.put(keys[2], image.og, 'image/jpeg'),
  ]);
  const failed = writes.find((w) => w.status === 'rejected');
  if (failed) {
    await deps.storage.delete(keys).catch(() => undefined);
    throw failed.reason;
  }
  return {
    key,
    keys,
    url: deps.storage.publicUrl(keys[0]),
    thumbUrl: deps.storage.publicUrl(keys[1]),
    ogUrl: deps.storage.publicUrl(keys[2]),
    bytes: image.full.length + image.thumb.length + image.og.length,
    width: image.width,
    height: image.height,
    originalName,
  };
}

/** Deletes stored pictures; a failure is logged (the caller's error is the one that matters). */
export async function discardImages(
  storage: FileStorage,
  images: readonly StoredImage[],
  log: { warn(obj: object, msg?: string): void },
): Promise<void> {
  if (images.length === 0) return;
  try {
    await storage.delete(images.flatMap((i) => i.keys));
  } catch (err) {
    log.warn({ err, keys: images.map((i) => i.key) }, 'falha ao apagar imagens de um envio recusado');
  }
}
