import { MEDIA_LIMITS, MEDIA_MESSAGES } from '#shared/contracts/media.constants.ts';

/**
 * The one check of the pictures a user picks, for an ad's photos and for "Minhas Imagens" (spec 2
 * §5/§9 "Image upload"), on the shared limits: png/jpg/jpeg/gif/webp by name and by the browser's
 * type when it gives one (an .svg renamed .png still says image/svg+xml), 10 MB each, a PNG,
 * JPEG, GIF or WebP signature in the first bytes (a PDF renamed .jpg became a broken cover until
 * the upload refused it), and the room left. The server checks again, by the same signatures and
 * by decoding; this only spares a useless upload and says, per file, why it was left out.
 */

/** A picked file: its name, size, type and bytes (a File is one). */
interface PickedFile extends Blob {
  name: string;
}

export interface RefusedFile {
  name: string;
  reason: string;
}

/** What each page says for each refusal (the two pages word them differently). */
interface PhotoRefusals {
  type: string;
  content: string;
  size: string;
  limit: string;
}

/** The ad form's photos. */
export const LISTING_PHOTO_REFUSALS: PhotoRefusals = {
  type: 'Formato não aceito (use PNG, JPG, JPEG, GIF ou WEBP).',
  content: 'O arquivo não é uma imagem PNG, JPG, GIF ou WEBP, apesar do nome. Escolha uma foto.',
  size: 'Arquivo maior que 10 MB.',
  limit: `Limite de ${MEDIA_LIMITS.maxFiles} imagens por anúncio atingido.`,
};

/** "Minhas Imagens": the server's own messages, the content one too (it answers a renamed file so). */
export const LIBRARY_PHOTO_REFUSALS: PhotoRefusals = {
  type: MEDIA_MESSAGES.typeNotAccepted,
  content: MEDIA_MESSAGES.typeNotAccepted,
  size: MEDIA_MESSAGES.tooLarge,
  limit: MEDIA_MESSAGES.tooManyFiles,
};

type ImageType = 'png' | 'jpeg' | 'gif' | 'webp';

/** Bytes a signature needs: RIFF....WEBP is the longest. */
const HEAD_BYTES = 12;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EXTENSIONS: readonly string[] = MEDIA_LIMITS.extensions;
const MIME_TYPES: readonly string[] = MEDIA_LIMITS.mimeTypes;

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

/** Why a file cannot be a picture from its name, type and size alone, or null. */
function refusalByName(file: PickedFile, refusals: PhotoRefusals): string | null {
  const isTypeAccepted =
    EXTENSIONS.includes(extensionOf(file.name)) && (file.type === '' || MIME_TYPES.includes(file.type));
  if (!isTypeAccepted) return refusals.type;
  if (file.size > MEDIA_LIMITS.maxFileBytes) return refusals.size;
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
 * Splits picked files into the accepted ones (in order, up to `room`) and the refused, in the
 * order picked, with the page's reasons: the name and type, the size, the first bytes, then the
 * room. The bytes are read before anything is shown (no broken "Capa").
 */
export async function checkPickedFiles<F extends PickedFile>(
  files: readonly F[],
  { room, refusals }: { room: number; refusals: PhotoRefusals },
): Promise<{ accepted: F[]; refused: RefusedFile[] }> {
  const reasons = await Promise.all(
    files.map(async (file) => {
      const byName = refusalByName(file, refusals);
      if (byName) return byName;
      return (await startsLikeImage(file)) ? null : refusals.content;
    }),
  );
  const accepted: F[] = [];
  const refused: RefusedFile[] = [];
  files.forEach((file, index) => {
    const reason = reasons[index] ?? (accepted.length >= room ? refusals.limit : null);
    if (reason) refused.push({ name: file.name, reason });
    else accepted.push(file);
  });
  return { accepted, refused };
}
