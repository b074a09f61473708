import type { ListingImagesUploadAnswer } from '#shared/contracts/media.contract.ts';
import { MEDIA_API } from '#shared/contracts/media.constants.ts';
import { uploadWithProgress } from '../../lib/upload-with-progress.ts';

/** Sends one photo to POST /api/minha-conta/anuncios/{id}/imagens, reporting its progress. */
export function uploadListingPhoto(
  listingId: number,
  file: Blob & { name?: string },
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ListingImagesUploadAnswer> {
  return uploadWithProgress(MEDIA_API.listingImages(listingId), file, onProgress, signal);
}
