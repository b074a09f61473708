/**
 * The photos the user picks (spec 2 §5/§9 "Image upload"): up to 12 per ad, png/jpg/jpeg/gif/webp,
 * 10 MB each. A file's first bytes must be a PNG, JPEG, GIF or WebP signature as well as its name
 * (issue 33 item 8: a PDF renamed .jpg became a broken cover until the upload refused it), read
 * here when the file is picked, before any preview. The server checks again, by the same
 * signatures and by decoding; this only spares a useless upload and says why a file was left out.
 */

export const MAX_PHOTOS = 12;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
export const PHOTO_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,image/png,image/jpeg,image/gif,image/webp';

/** A picked file: its name, size and bytes (a File is one). */
export interface PickedFile extends Blob {
  name: string;
}

export interface RefusedFile {
  name: string;
  reason: string;
}

export const PHOTO_REFUSALS = {
  type: 'Formato não aceito (use PNG, JPG, JPEG, GIF ou WEBP).',
  content: 'O arquivo não é uma imagem PNG, JPG, GIF ou WEBP, apesar do nome. Escolha uma foto.',
  size: 'Arquivo maior que 10 MB.',
  limit: `Limite de ${MAX_PHOTOS} imagens por anúncio atingido.`,
} as const;

type ImageType = 'png' | 'jpeg' | 'gif' | 'webp';

/** Bytes a signature needs: RIFF....WEBP is the longest. */
const HEAD_BYTES = 12;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The image type a file's first bytes announce (the server's signatures, lib/image-pipeline.ts), or null. */
export function imageTypeOf(head: Uint8Array): ImageType | null {
  if (head.length >= 8 && PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 6 && ['GIF87a', 'GIF89a'].includes(ascii(head, 0, 6))) return 'gif';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  return null;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Why a file cannot be a photo from its name and size alone, or null. */
function refusalByName(file: PickedFile): string | null {
  if (!(EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return PHOTO_REFUSALS.type;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_REFUSALS.size;
  return null;
}

/** True when the file starts like a picture; a file that cannot be read is not one. */
async function startsLikeImage(file: PickedFile): Promise<boolean> {
  try {
    return imageTypeOf(new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer())) !== null;
  } catch {
    return false;
  }
}

/**
 * Splits picked files into the accepted ones (in order, up to the room left) and the refused, in
 * the order picked, with reasons: the name's extension, the size, the first bytes, then the room.
 */
export async function checkPickedFiles<F extends PickedFile>(
  files: readonly F[],
  alreadyChosen: number,
): Promise<{ accepted: F[]; refused: RefusedFile[] }> {
  const reasons = await Promise.all(
    files.map(async (file) => {
      const byName = refusalByName(file);
      if (byName) return byName;
      return (await startsLikeImage(file)) ? null : PHOTO_REFUSALS.content;
    }),
  );
  const accepted: F[] = [];
  const refused: RefusedFile[] = [];
  files.forEach((file, index) => {
    const reason =
      reasons[index] ?? (alreadyChosen + accepted.length >= MAX_PHOTOS ? PHOTO_REFUSALS.limit : null);
    if (reason) refused.push({ name: file.name, reason });
    else accepted.push(file);
  });
  return { accepted, refused };
}
