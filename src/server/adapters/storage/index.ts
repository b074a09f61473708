import type { Env } from '../../env.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import type { FileStorage } from './storage.ts';

export type { FileStorage } from './storage.ts';
export { PRIVATE_PREFIX } from './storage.ts';

/**
 * S3 when S3_BUCKET is set (env.ts requires S3_PUBLIC_URL with it), UPLOADS_DIR otherwise. The
 * AWS SDK is loaded only then: it is large, and a disk-only portal never needs it.
 */
export async function createFileStorage(env: Env): Promise<FileStorage> {
  if (env.S3_BUCKET && env.S3_PUBLIC_URL) {
    const { createS3Storage } = await import('./s3-storage.ts');
    return createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalDiskStorage(env.UPLOADS_DIR);
}
