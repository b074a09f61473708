/**
 * Paths, statuses, page sizes and messages of the advertiser's own ads (spec 2 §2 "Panel
 * my-ads", "Ad form", §4 "Ad status", §5 "Ad form", §7 "Own ads"), without zod: the
 * pages import these at load time (see contact.constants.ts). The zod schemas of the same calls
 * are in my-listings.contract.ts.
 */
export const MY_LISTINGS_API = {
  list: '/api/minha-conta/anuncios',
  create: '/api/minha-conta/anuncios',
  one: (id: number) => `/api/minha-conta/anuncios/${id}`,
  publish: (id: number) => `/api/minha-conta/anuncios/${id}/publicar`,
  inactivate: (id: number) => `/api/minha-conta/anuncios/${id}/inativar`,
  /** POST: a Produto sold (ADR 023). */
  sold: (id: number) => `/api/minha-conta/anuncios/${id}/vendido`,
  /** POST: ended by its owner (ADR 023). */
  end: (id: number) => `/api/minha-conta/anuncios/${id}/encerrar`,
  duplicate: (id: number) => `/api/minha-conta/anuncios/${id}/duplicar`,
  /** Helper D2's endpoints (multipart field `files` -> {urls}; DELETE with body {urls}). */
  images: (id: number) => `/api/minha-conta/anuncios/${id}/imagens`,
} as const;

/**
 * Ad statuses (spec 2 §4). New ads are `rascunho`. `vendido` (a Produto sold) and `encerrado`
 * (ended by its owner) are final: the ad left the site and its credit went back to the owner
 * (ADR 023).
 */
export const MY_LISTING_STATUSES = [
  'rascunho',
  'pendente',
  'publicado',
  'reprovado',
  'inativo',
  'vendido',
  'encerrado',
] as const;
export type MyListingStatus = (typeof MY_LISTING_STATUSES)[number];

/** The only statuses the owner may choose on the edit form (spec 2 §4). */
export const OWNER_STATUS_CHOICES = ['publicado', 'inativo'] as const;

/**
 * Label and colour of each status in the panel list (spec 2 §4: publicado green, pendente
 * yellow, reprovado red, others grey).
 */
export const MY_LISTING_STATUS_LABELS: Record<
  MyListingStatus,
  { label: string; color: 'green' | 'yellow' | 'red' | 'grey' }
> = {
  rascunho: { label: 'Rascunho', color: 'grey' },
  pendente: { label: 'Pendente', color: 'yellow' },
  publicado: { label: 'Publicado', color: 'green' },
  reprovado: { label: 'Reprovado', color: 'red' },
  inativo: { label: 'Inativo', color: 'grey' },
  vendido: { label: 'Vendido', color: 'grey' },
  encerrado: { label: 'Encerrado', color: 'grey' },
};

/** Page sizes (spec 2 §7, §9): the list shows 10; the ad form fetches up to 50. */
export const MY_LISTINGS_PAGE_SIZES = { list: 10, form: 50, max: 50 } as const;

/** Portuguese names of the required fields, in the order the message lists them (spec 2 §5). */
export const REQUIRED_FIELD_LABELS = {
  tituloANUNCIO: 'título',
  descricaoANUNCIO: 'descrição',
  categoriaANUNCIO: 'categoria',
  tipoANUNCIO: 'tipo',
} as const;

/**
 * The fields an edit of a published ad submits to review under pre-moderation (ADR 018), with
 * their names as the form and the admin's comparison show them. Every other field (price,
 * opening hours, condition, transaction types, condominiums, the photos' order) applies at once.
 */
export const REVIEWED_FIELD_LABELS = {
  tituloANUNCIO: 'Título',
  subtituloANUNCIO: 'Subtítulo',
  descricaoANUNCIO: 'Descrição',
  tipoANUNCIO: 'Tipo',
  categoriaANUNCIO: 'Categoria',
  subcategoriaANUNCIO: 'Subcategoria',
  mapaUrlANUNCIO: 'Mapa',
  youtubeUrlANUNCIO: 'Vídeo',
} as const;
export type ReviewedField = keyof typeof REVIEWED_FIELD_LABELS;

/** The states of an edit under review, as the panel shows them (ADR 018). */
export const REVISION_MESSAGES = {
  /** The badge on the ad and in "Meus anúncios". */
  pending: 'Alteração em análise',
  rejected: 'Alteração não aprovada',
  /** Shown on the form of a published ad before saving. */
  beforeSave:
    'Este anúncio está no ar. Preço, horários, condição, tipos de transação, condomínios e a ordem ou a remoção de fotos mudam assim que você salvar. Mudanças no título, subtítulo, descrição, tipo, categoria, mapa ou vídeo passam por análise: até serem aprovadas, o anúncio continua no ar como está. Fotos novas levam o anúncio de volta à moderação, e ele sai do ar até ser aprovado.',
  /** After a save that left reviewed fields waiting. */
  savedForReview:
    'Alterações salvas. O que precisa de análise foi enviado à moderação; enquanto isso, o anúncio continua no ar com a versão aprovada.',
  /** On the form while an edit waits. */
  pendingNotice:
    'Sua última alteração está em análise. O anúncio continua no ar com a versão aprovada até a moderação responder.',
  /** On the form after an edit was rejected; followed by the reason when there is one. */
  rejectedNotice: 'Sua última alteração não foi aprovada e o anúncio continua no ar como estava.',
} as const;

/** Messages the server answers and the pages show; the spec's exactly, the rest ours. */
export const MY_LISTINGS_MESSAGES = {
  /** Followed by the missing fields' names, comma-separated (REQUIRED_FIELD_LABELS). */
  requiredFields: 'Preencha os campos obrigatórios: ',
  confirmRemove: 'Remover este anúncio?',
  empty: 'Comece já a criar seu anúncio',
  previewTitle: 'Pré-visualização pública',
  breadcrumb: 'Minha Conta > Meus Anúncios > Editar',
  /** 422 of publicar without a credit; the form links to /painel/planos. */
  noCredit: 'Você não possui créditos disponíveis para publicar. Adquira um plano para continuar.',
  /** 422 of publicar with a checkoutId that is not one of the user's valid, unused credits. */
  creditNotAvailable: 'O crédito escolhido não está disponível. Escolha outro plano ou adquira um novo.',
  /** 422 of publicar with an incomplete profile; followed by the missing fields, comma-separated. */
  incompleteProfile: 'Finalize seu cadastro para continuar. Campos faltantes: ',
  notFound: 'Anúncio não encontrado.',
  categoryMismatch: 'A categoria escolhida não pertence ao tipo do anúncio.',
  subcategoryMismatch: 'A subcategoria escolhida não pertence à categoria do anúncio.',
  condominiumNotFound: 'Condomínio não encontrado.',
  categoryNotFound: 'Categoria não encontrada.',
  mapUrl:
    'Cole o link de um lugar do Google Maps (https://www.google.com/maps/place/...) ou o endereço de incorporação (https://www.google.com/maps/embed?...).',
  /** A maps.app.goo.gl / goo.gl/maps share link: it says where it leads only when followed. */
  mapShortLink:
    'Link curto do Google Maps não aceito: abra-o no navegador e cole aqui o endereço completo (https://www.google.com/maps/place/...), ou use Compartilhar > Incorporar um mapa.',
  videoUrl: 'Informe um endereço do YouTube válido.',
  imageNotAllowed: 'Uma das imagens informadas não pertence a este anúncio nem às suas imagens.',
  tooManyImages: 'O anúncio pode ter no máximo 12 imagens.',
  alreadyPublished: 'Este anúncio já está publicado ou aguardando moderação.',
  cannotInactivate: 'Somente anúncios publicados ou pendentes podem ser inativados.',
  // Vendido and Encerrar (ADR 023).
  cannotSell: 'Só um anúncio de produto publicado, em análise ou inativo pode ser marcado como vendido.',
  cannotEnd:
    'Só um anúncio publicado, em análise, inativo ou reprovado pode ser encerrado. Um rascunho pode ser removido.',
  closedForGood:
    'Este anúncio foi encerrado e não volta ao ar. Para anunciar de novo, duplique-o e publique a cópia.',
  removed: 'Anúncio removido.',
  /** The duplicate carries text, condominiums and hours; photos are not copied. */
  duplicated: 'Anúncio duplicado como rascunho (as imagens não são copiadas).',
  plansPath: '/painel/planos',
  noPendingRevision: 'Este anúncio não tem alteração aguardando análise.',
  revisionAdNotLive:
    'Este anúncio não está mais no ar; a alteração segue com ele quando for editado ou publicado de novo.',
} as const;

/** Up to 12 images per ad (spec 2 §5, §9). */
export const MAX_LISTING_IMAGES = 12;
