import { MEDIA_API, MEDIA_LIMITS } from '#shared/contracts/media.constants.ts';
import type { MediaListAnswer, MediaUploadAnswer } from '#shared/contracts/media.contract.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { uploadWithProgress } from '../../lib/upload-with-progress.ts';

/** The "Minhas Imagens" calls (GET/POST/DELETE /api/midias). */

/** GET /api/midias?page=&limit=: the advertiser's images, newest first. */
export function findMedia(api: ApiClient, page: number): Promise<MediaListAnswer> {
  return api.get(MEDIA_API.list, { query: { page, limit: MEDIA_LIMITS.pageSize } });
}

/** DELETE /api/midias/{id}: 409 while an ad uses the image (its message says so). */
export function deleteMedia(api: ApiClient, id: number): Promise<{ message: string }> {
  return api.delete(MEDIA_API.byId(id));
}

/** POST /api/midias with one file, reporting its progress. */
export function uploadMedia(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<MediaUploadAnswer> {
  return uploadWithProgress(MEDIA_API.upload, file, onProgress, signal);
}
