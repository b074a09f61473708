import { MEDIA_LIMITS } from '#shared/contracts/media.constants.ts';
import { ApiError, NetworkError } from './api-client.ts';

/**
 * POSTs one file to `url` as multipart (field `files`, as the upload routes read it), answering
 * the parsed JSON. XMLHttpRequest, not fetch: only it reports the upload's progress, which the
 * panel shows per file. Failures are the api-client's errors, so the same messages apply (the
 * server's Portuguese reason for a refused file).
 */
export function uploadWithProgress<T>(
  url: string,
  file: Blob & { name?: string },
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
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
        resolve(body as T);
      } else {
        reject(new ApiError('POST', url, xhr.status, body));
      }
    };
    xhr.onerror = () => reject(new NetworkError('POST', url, false));
    xhr.onabort = () => reject(new NetworkError('POST', url, true));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(MEDIA_LIMITS.field, file, file.name ?? 'imagem');
    xhr.send(form);
  });
}
