/**
 * The advertiser's social networks and links, in the spec's display order (whatsapp,
 * instagram, facebook, linkedin, tiktok, site, linktree, twitter or X): the order of `redes` in
 * a listing's detail (GET /api/anuncios/{id}) and of the links the detail page shows. Zod-free,
 * so the browser bundle imports it without zod.
 */
export const SOCIAL_NETWORKS = [
  'whatsapp',
  'instagram',
  'facebook',
  'linkedin',
  'tiktok',
  'site',
  'linktree',
  'twitter',
] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
