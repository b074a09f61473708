import { MEDIA_LIMITS, MEDIA_MESSAGES } from '#shared/contracts/media.constants.ts';

/**
 * The files picked for "Minhas Imagens" (spec 2 §5/§9 "Image upload"): up to 12 at a time,
 * png/jpg/jpeg/gif/webp, 10 MB each. The server checks again (by the bytes, not the name); this
 * spares a useless upload and says, per file, why it was left out.
 */

export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

export interface RefusedFile {
  name: string;
  reason: string;
}

const EXTENSIONS: readonly string[] = MEDIA_LIMITS.extensions;
const MIME_TYPES: readonly string[] = MEDIA_LIMITS.mimeTypes;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Splits picked files into the accepted ones (in order, at most 12) and the refused, with reasons. */
export function checkPickedFiles<F extends PickedFile>(
  files: readonly F[],
): { accepted: F[]; refused: RefusedFile[] } {
  const accepted: F[] = [];
  const refused: RefusedFile[] = [];
  for (const file of files) {
    // The browser's type when it gives one (an .svg renamed .png still says image/svg+xml).
    const typeOk =
      EXTENSIONS.includes(extensionOf(file.name)) && (file.type === '' || MIME_TYPES.includes(file.type));
    if (!typeOk) refused.push({ name: file.name, reason: MEDIA_MESSAGES.typeNotAccepted });
    else if (file.size > MEDIA_LIMITS.maxFileBytes)
      refused.push({ name: file.name, reason: MEDIA_MESSAGES.tooLarge });
    else if (accepted.length >= MEDIA_LIMITS.maxFiles)
      refused.push({ name: file.name, reason: MEDIA_MESSAGES.tooManyFiles });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** 1536 -> "1,5 KB"; 2_500_000 -> "2,4 MB" (pt-BR decimals). */
export function formatBytes(bytes: number): string {
  const format = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} KB`;
  return `${format(bytes / (1024 * 1024))} MB`;
}

/** "Em uso em 1 anúncio" / "Em uso em 3 anúncios", or null when unused. */
export function inUseLabel(count: number): string | null {
  if (count <= 0) return null;
  return `Em uso em ${count} ${count === 1 ? 'anúncio' : 'anúncios'}`;
}

/** The library's page from `?pagina=` (1 when absent or not a positive number). */
export function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('pagina'));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}
