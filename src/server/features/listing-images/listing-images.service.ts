import { MEDIA_LIMITS, MEDIA_MESSAGES as M } from '#shared/contracts/media.constants.ts';
import type { ListingImagesUploadAnswer } from '#shared/contracts/media.contract.ts';
import type { FileStorage } from '../../adapters/storage/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { discardImages, type StoredImage } from '../../lib/image-upload.ts';
import { statusAfterEdit } from '../my-listings/my-listings.service.ts';
import type { ImageRow, ListingImagesRepository } from './listing-images.repository.ts';

/**
 * An ad's own photos (spec 2 §7 "Own ads": POST/DELETE .../{id}/imagens). Files live under
 * `anuncios/{codigo}/` in the storage, so deleting an ad removes its folder
 * (`removeListingFiles`); images taken from the media library (`midia` set) are the library's
 * files and stay. At most 12 photos per ad. A new photo moves the ad as a save with one does
 * (my-listings' `statusAfterEdit`, ADR 018: a published ad under AD_MODERATION=pre goes back to
 * `pendente`); removing one needs no review and the ad stays on the site.
 */

type Log = { warn(obj: object, msg?: string): void };

/** Where an ad's own photos go in the storage. */
const listingFolder = (code: number) => `anuncios/${code}`;

export function createListingImagesService(deps: {
  repo: ListingImagesRepository;
  storage: FileStorage;
  moderation: 'pre' | 'post';
  log: Log;
}) {
  const { repo, storage } = deps;
  const max = MEDIA_LIMITS.maxFiles;

  /** The files of removed rows that are the ad's own (not a media-library image's). */
  function ownFiles(rows: ImageRow[]): string[] {
    return rows
      .filter((r) => r.mediaId === null)
      .flatMap((r) => [r.url, r.thumbUrl, r.ogUrl])
      .flatMap((url) => {
        const key = url ? storage.keyFromUrl(url) : null;
        return key ? [key] : [];
      });
  }

  return {
    /**
     * Adds the uploaded pictures after the ad's current ones. `store` reads and stores the
     * request's files, at most the number given; whatever fails after it, its files are deleted.
     */
    async add(
      owner: number,
      code: number,
      store: (opts: { folder: string; maxFiles: number; tooMany: string }) => Promise<StoredImage[]>,
    ): Promise<ListingImagesUploadAnswer> {
      const ad = await repo.findOwned(repo.db, owner, code);
      if (!ad) throw notFound(M.listingNotFound);
      const room = max - (await repo.images(repo.db, code)).length;
      if (room <= 0) throw new AppError('VALIDATION', M.tooManyForListing);
      const stored = await store({
        folder: listingFolder(code),
        maxFiles: room,
        tooMany: M.tooManyForListing,
      });
      try {
        const rows = await repo.inTransaction(async (tx) => {
          // Checked again under the ad's lock: two uploads at once cannot pass 12 together.
          const locked = await repo.findOwned(tx, owner, code, true);
          if (!locked) throw notFound(M.listingNotFound);
          const current = await repo.images(tx, code);
          if (current.length + stored.length > max) throw new AppError('VALIDATION', M.tooManyForListing);
          const start = current.reduce((m, r) => Math.max(m, r.position + 1), 0);
          const inserted = await repo.insert(
            tx,
            stored.map((s, i) => ({
              listingCode: code,
              url: s.url,
              thumbUrl: s.thumbUrl,
              ogUrl: s.ogUrl,
              position: start + i,
            })),
          );
          const status = statusAfterEdit(locked.status, deps.moderation, { isPhotoAdded: true });
          if (status !== locked.status) await repo.setStatus(tx, code, status);
          return inserted;
        });
        const ordered = rows.sort((a, b) => a.position - b.position);
        return {
          urls: ordered.map((r) => r.url),
          imagens: ordered.map((r) => ({
            urlIMAGEM: r.url,
            urlThumbIMAGEM: r.thumbUrl,
            urlOgIMAGEM: r.ogUrl ?? '',
          })),
        };
      } catch (error) {
        await discardImages(storage, stored, deps.log);
        throw error;
      }
    },

    /** Removes the ad's images with these URLs, and their files unless they are the library's. */
    async remove(owner: number, code: number, urls: string[]): Promise<{ removed: number; urls: string[] }> {
      const { removed, left } = await repo.inTransaction(async (tx) => {
        if (!(await repo.findOwned(tx, owner, code, true))) throw notFound(M.listingNotFound);
        const deleted = await repo.deleteByUrls(tx, code, [...new Set(urls)]);
        return { removed: deleted, left: await repo.images(tx, code) };
      });
      const keys = ownFiles(removed);
      if (keys.length > 0) {
        await storage.delete(keys).catch((err: unknown) => {
          deps.log.warn({ err, listing: code }, 'falha ao apagar os arquivos de imagens removidas');
        });
      }
      return { removed: removed.length, urls: left.map((r) => r.url) };
    },

    /**
     * Deletes an ad's own photo files (its `anuncios/{codigo}/` folder), for my-listings after the
     * ad is deleted. The media library's files are elsewhere and stay.
     */
    async removeListingFiles(code: number): Promise<void> {
      await storage.deletePrefix(`${listingFolder(code)}/`);
    },
  };
}

export type ListingImagesService = ReturnType<typeof createListingImagesService>;
