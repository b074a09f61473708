import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertValidKey, assertValidPrefix, keyUnder, type FileStorage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** A non-AWS service (MinIO, R2, ...); AWS itself when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where the objects are served from (a CDN or the bucket's public address), no trailing `/` needed. */
  publicUrl: string;
  forcePathStyle: boolean;
}

/** DeleteObjects takes at most 1,000 keys per call. */
const DELETE_BATCH = 1000;

/**
 * An S3-compatible bucket (`@aws-sdk/client-s3`). Checksums only when an operation requires
 * them: since SDK 3.729 the default CRC32 headers are refused by R2 and broke MinIO and B2
 * (stack-notes §9). A PutObject is atomic on S3: the object appears whole or not at all.
 */
export function createS3Storage(opts: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    forcePathStyle: opts.forcePathStyle,
    ...(opts.accessKeyId && opts.secretAccessKey
      ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const prefix = opts.publicUrl.endsWith('/') ? opts.publicUrl : `${opts.publicUrl}/`;
  async function deleteKeys(keys: readonly string[]) {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      const answer = await client.send(
        new DeleteObjectsCommand({
          Bucket: opts.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      // A missing key is not an error on S3; anything else listed here is.
      const failed = (answer.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
      if (failed.length > 0) {
        throw new Error(`S3 DeleteObjects falhou para ${failed.length} objeto(s): ${failed[0]?.Code ?? ''}`);
      }
    }
  }
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertValidKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: opts.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          // Names are content-unique (a UUID per upload): cached for good, like /uploads/.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async putFile(key, file, contentType) {
      assertValidKey(key);
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket: opts.bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
          // A private file (a data export): never kept by a cache on the way.
          CacheControl: 'private, no-store',
        }),
      );
    },
    async read(key) {
      assertValidKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: opts.bucket, Key: key }));
        const body = answer.Body;
        if (!body) return null;
        return body instanceof Readable ? body : Readable.from(body as AsyncIterable<Uint8Array>);
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(keys) {
      keys.forEach(assertValidKey);
      if (keys.length > 0) await deleteKeys(keys);
    },
    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: opts.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
        if (keys.length > 0) await deleteKeys(keys);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    publicUrl(key) {
      assertValidKey(key);
      return `${prefix}${key}`;
    },
    keyFromUrl(url) {
      return keyUnder(prefix, url);
    },
  };
}
