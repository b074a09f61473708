import type { StatKind } from '#shared/contracts/listing-stats.constants.ts';

/**
 * The counters, their pt-BR labels and the contact actions, as in
 * `#shared/contracts/listing-stats.constants.ts` (STAT_KINDS, STAT_LABELS, CONTACT_KINDS). A copy
 * on purpose: the listing page's favourite button imports that module, so a panel page importing
 * it too would move it out of that chunk into one of its own, one more file on every public page
 * (the JS budget). listing-stats.test.tsx checks that the copy matches.
 */
export const STAT_KINDS = [
  'visualizacao',
  'whatsapp',
  'mapa',
  'site',
  'redes',
  'favorito',
  'conversa',
] as const satisfies readonly StatKind[];

export const STAT_LABELS: Record<StatKind, string> = {
  visualizacao: 'Visualizações',
  whatsapp: 'Cliques no WhatsApp',
  mapa: 'Mapa aberto',
  site: 'Cliques no site',
  redes: 'Cliques nas redes sociais',
  favorito: 'Favoritados',
  conversa: 'Conversas iniciadas',
};

export const CONTACT_KINDS = ['whatsapp', 'mapa', 'site', 'redes'] as const satisfies readonly StatKind[];
