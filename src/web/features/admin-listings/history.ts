import type { AuditEntry } from '#shared/contracts/audit.contract.ts';

/** How the history names the recorded fields (the audit's own keys and the ANUNCIO fields). */
const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  destaque: 'Destaque',
  motivo: 'Motivo',
  titulo: 'Título',
  anunciante: 'Anunciante',
  denunciasAbertas: 'Denúncias abertas',
  denunciasResolvidas: 'Denúncias resolvidas',
  suspensoPorBloqueio: 'Fora do ar pelo bloqueio do anunciante',
  tituloANUNCIO: 'Título',
  subtituloANUNCIO: 'Subtítulo',
  descricaoANUNCIO: 'Descrição',
  precoANUNCIO: 'Preço',
  tipoANUNCIO: 'Tipo',
  tiposTransacaoANUNCIO: 'Transações',
  condicaoANUNCIO: 'Condição',
  categoriaANUNCIO: 'Categoria',
  subcategoriaANUNCIO: 'Subcategoria',
  condominiosANUNCIO: 'Condomínios',
  horariosANUNCIO: 'Horários',
  mapaUrlANUNCIO: 'Mapa',
  youtubeUrlANUNCIO: 'Vídeo',
  imagensANUNCIO: 'Imagens',
  proposta: 'Alteração proposta',
};

const MAX_VALUE = 80;

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (Array.isArray(value))
    return value.length === 0 ? '—' : `${value.length} ${value.length === 1 ? 'item' : 'itens'}`;
  if (typeof value === 'object') return 'alterado';
  const text = String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/**
 * One line per field an admin action changed: "Status: pendente → publicado", or the value alone
 * when the field only has a before or an after ("Motivo: Fotos de outro produto").
 */
export function changeLines(entry: Pick<AuditEntry, 'antes' | 'depois'>): string[] {
  const before = entry.antes ?? {};
  const after = entry.depois ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => {
    const label = FIELD_LABELS[key] ?? key;
    const hasBefore = key in before;
    const hasAfter = key in after;
    if (hasBefore && hasAfter) {
      if (JSON.stringify(before[key]) === JSON.stringify(after[key])) return [];
      return [`${label}: ${show(before[key])} → ${show(after[key])}`];
    }
    const value = hasAfter ? after[key] : before[key];
    if (value === null || value === undefined) return [];
    return [`${label}: ${show(value)}`];
  });
}
