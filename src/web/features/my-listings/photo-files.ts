/**
 * The photos the user picks (spec 2 §5/§9 "Image upload"): up to 12 per ad, png/jpg/jpeg/gif/webp,
 * 10 MB each. The server checks again by magic bytes; this only spares a useless upload and says
 * why a file was left out.
 */

export const MAX_PHOTOS = 12;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
export const PHOTO_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,image/png,image/jpeg,image/gif,image/webp';

export interface PickedFile {
  name: string;
  size: number;
}

export interface RefusedFile {
  name: string;
  reason: string;
}

export const PHOTO_REFUSALS = {
  type: 'Formato não aceito (use PNG, JPG, JPEG, GIF ou WEBP).',
  size: 'Arquivo maior que 10 MB.',
  limit: `Limite de ${MAX_PHOTOS} imagens por anúncio atingido.`,
} as const;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Splits picked files into the accepted ones (in order, up to the room left) and the refused, with reasons. */
export function checkPickedFiles<F extends PickedFile>(
  files: readonly F[],
  alreadyChosen: number,
): { accepted: F[]; refused: RefusedFile[] } {
  const accepted: F[] = [];
  const refused: RefusedFile[] = [];
  for (const file of files) {
    if (!(EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
      refused.push({ name: file.name, reason: PHOTO_REFUSALS.type });
    } else if (file.size > MAX_PHOTO_BYTES) {
      refused.push({ name: file.name, reason: PHOTO_REFUSALS.size });
    } else if (alreadyChosen + accepted.length >= MAX_PHOTOS) {
      refused.push({ name: file.name, reason: PHOTO_REFUSALS.limit });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, refused };
}
