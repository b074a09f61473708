/**
 * Paths, limits and messages of image uploads (the ad's photos and "Minhas Imagens"), without
 * zod: the pages import these at load time (see contact.constants.ts for why zod stays out).
 * The zod schemas of the same calls are in media.contract.ts.
 */
export const MEDIA_API = {
  /** GET (own, paged: page, limit) and POST (multipart field `files`). */
  list: '/api/midias',
  upload: '/api/midias',
  /** DELETE: 409 while an ad uses it. */
  byId: (id: number) => `/api/midias/${id}`,
  /** POST (multipart field `files` → {urls, imagens}); DELETE with body {urls}. */
  listingImages: (listingId: number) => `/api/minha-conta/anuncios/${listingId}/imagens`,
} as const;

/** Spec 2 §5 "Image upload", §9 "Images". */
export const MEDIA_LIMITS = {
  /** Files per request, and photos per ad. */
  maxFiles: 12,
  maxFileBytes: 10 * 1024 * 1024,
  /** The file chooser's `accept` and the names shown to the user. */
  extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const,
  mimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const,
  accept: '.png,.jpg,.jpeg,.gif,.webp,image/png,image/jpeg,image/gif,image/webp',
  /** The multipart field holding the files. */
  field: 'files',
  /** The library's page size. */
  pageSize: 24,
} as const;

/** The derived files every upload is turned into (DESIGN.md §1 "images"); the original is never kept. */
export const IMAGE_OUTPUTS = {
  full: { width: 1000, height: 424, format: 'webp' },
  thumb: { width: 300, height: 127, format: 'webp' },
  og: { width: 1200, height: 630, format: 'jpeg' },
} as const;

export const MEDIA_MESSAGES = {
  tooManyFiles: `Envie no máximo ${MEDIA_LIMITS.maxFiles} imagens.`,
  tooManyForListing: `Cada anúncio pode ter no máximo ${MEDIA_LIMITS.maxFiles} imagens.`,
  tooLarge: 'Cada imagem pode ter no máximo 10 MB.',
  typeNotAccepted: 'Tipo de arquivo não aceito. Envie imagens PNG, JPG, JPEG, GIF ou WEBP.',
  /** A file whose bytes say image but which cannot be decoded (corrupt, truncated, polyglot). */
  unreadable: 'Não foi possível ler esta imagem. Envie outro arquivo.',
  tooManyPixels: 'Imagem grande demais em pixels. Envie uma foto de até 40 megapixels.',
  noFiles: 'Selecione ao menos uma imagem.',
  notMultipart: 'Envie as imagens como multipart/form-data no campo files.',
  badMultipart: 'Envio de imagens inválido ou interrompido. Tente novamente.',
  tooManyParts: 'Envio com partes demais. Envie apenas as imagens no campo files.',
  confirmRemove: 'Remover esta imagem?',
  inUse: 'Esta imagem está em uso em um ou mais anúncios. Remova-a dos anúncios antes de excluí-la.',
  notFound: 'Imagem não encontrada.',
  listingNotFound: 'Anúncio não encontrado.',
  noUrls: 'Informe as imagens a remover.',
  removed: 'Imagem removida.',
  uploaded: 'Imagens enviadas.',
  busy: 'Muitas imagens sendo processadas agora. Tente novamente em instantes.',
} as const;
