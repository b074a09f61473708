import { MEDIA_MESSAGES as M } from '#shared/contracts/media.constants.ts';
import type { MediaItem, MediaListAnswer } from '#shared/contracts/media.contract.ts';
import type { FileStorage } from '../../adapters/storage/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { StoredImage } from '../../lib/image-upload.ts';
import type { MediaRepository, MediaRow } from './media.repository.ts';

/**
 * "Minhas Imagens": an advertiser's uploaded pictures, reusable in ads. Only the
 * derived files are stored (image-pipeline.ts); an image an ad uses cannot be deleted (409).
 */

type Log = { warn(obj: object, msg?: string): void };

/** A foreign-key violation (23503) from node-postgres or PGlite, possibly wrapped by Drizzle. */
function isForeignKeyViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23503') return true;
  }
  return false;
}

function toItem(row: MediaRow, uses: number): MediaItem {
  return {
    id: row.id,
    url: row.url,
    thumbUrl: row.thumbUrl,
    ogUrl: row.ogUrl,
    nome: row.originalName,
    bytes: row.bytes,
    largura: row.width,
    altura: row.height,
    criadoEm: row.createdAt.toISOString(),
    emUso: uses,
  };
}

/** The three files of an image, from its key prefix (image-upload.ts names them). */
const filesOf = (key: string) => [`${key}-1000.webp`, `${key}-300.webp`, `${key}-og.jpg`];

/** Where an owner's uploads go in the storage. */
export const mediaFolder = (owner: number) => `midias/${owner}`;

export function createMediaService(deps: { repo: MediaRepository; storage: FileStorage; log: Log }) {
  const { repo, storage } = deps;
  return {
    async list(owner: number, q: { page: number; limit: number }): Promise<MediaListAnswer> {
      const { rows, total } = await repo.list(owner, q);
      return {
        data: rows.map((r) => toItem(r.row, r.uses)),
        page: q.page,
        totalPages: Math.ceil(total / q.limit),
        total,
      };
    },

    /** Records the stored pictures; on failure their files are deleted before the error goes on. */
    async record(owner: number, images: StoredImage[]): Promise<MediaItem[]> {
      try {
        const rows = await repo.insertMany(
          images.map((i) => ({
            userCode: owner,
            key: i.key,
            url: i.url,
            thumbUrl: i.thumbUrl,
            ogUrl: i.ogUrl,
            originalName: i.originalName,
            bytes: i.bytes,
            width: Math.min(i.width, 32_767),
            height: Math.min(i.height, 32_767),
          })),
        );
        return rows.map((r) => toItem(r, 0));
      } catch (error) {
        await storage.delete(images.flatMap((i) => i.keys)).catch((err: unknown) => {
          deps.log.warn({ err }, 'falha ao apagar imagens não registradas');
        });
        throw error;
      }
    },

    /** Deletes the owner's image and its files; 404 for anyone else's, 409 while an ad uses it. */
    async remove(owner: number, id: number): Promise<void> {
      let result: Awaited<ReturnType<MediaRepository['deleteOwned']>>;
      try {
        result = await repo.deleteOwned(owner, id);
      } catch (error) {
        // An ad took it between the check and the delete: the RESTRICT key refused.
        if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', M.inUse);
        throw error;
      }
      if (result.outcome !== 'deleted') {
        throw result.outcome === 'missing' ? notFound(M.notFound) : new AppError('CONFLICT', M.inUse);
      }
      // The row is gone; a file left behind is only wasted space, never a broken page.
      const { key } = result.row;
      await storage.delete(filesOf(key)).catch((err: unknown) => {
        deps.log.warn({ err, key }, 'falha ao apagar os arquivos de uma imagem removida');
      });
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
