import { MEDIA_API, MEDIA_LIMITS } from '#shared/contracts/media.constants.ts';
import type { MediaListAnswer, MediaUploadAnswer } from '#shared/contracts/media.contract.ts';
import { ApiError, NetworkError, type ApiClient } from '../../lib/api-client.ts';

/** The "Minhas Imagens" calls (issue 20: GET/POST/DELETE /api/midias). */

/** GET /api/midias?page=&limit=: the advertiser's images, newest first. */
export function findMedia(api: ApiClient, page: number): Promise<MediaListAnswer> {
  return api.get(MEDIA_API.list, { query: { page, limit: MEDIA_LIMITS.pageSize } });
}

/** DELETE /api/midias/{id}: 409 while an ad uses the image (its message says so). */
export function deleteMedia(api: ApiClient, id: number): Promise<{ message: string }> {
  return api.delete(MEDIA_API.byId(id));
}

/**
 * POST /api/midias with one file (multipart field `files`). XMLHttpRequest, not fetch: only it
 * reports the upload's progress, shown per file. Failures are the api-client's errors, so the
 * same messages apply (the server's Portuguese reason for a refused file).
 */
export function uploadMedia(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<MediaUploadAnswer> {
  const url = MEDIA_API.upload;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as MediaUploadAnswer);
      } else {
        reject(new ApiError('POST', url, xhr.status, body));
      }
    };
    xhr.onerror = () => reject(new NetworkError('POST', url, false));
    xhr.onabort = () => reject(new NetworkError('POST', url, true));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(MEDIA_LIMITS.field, file, file.name);
    xhr.send(form);
  });
}
