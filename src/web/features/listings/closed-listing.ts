import type { MetaDescriptor } from 'react-router';
import type { ListingType } from '#shared/constants.ts';
import { formatDate } from '../../lib/format.ts';

/** What the page of a sold or ended listing shows (ADR 023), cut from the API's answer in the loader. */
export interface ClosedListingData {
  codigo: number;
  titulo: string;
  tipo: ListingType;
  desfecho: 'vendido' | 'encerrado';
  /** ISO 8601. */
  encerradoEm: string;
}

/** The badge and the sentence before the date, of each outcome. */
export const CLOSED_OUTCOMES = {
  vendido: { badge: 'Vendido', sentence: 'Este anúncio foi marcado como vendido em' },
  encerrado: { badge: 'Encerrado', sentence: 'Este anúncio foi encerrado pelo anunciante em' },
} as const;

/** "Este anúncio foi marcado como vendido em 12/06/2027." (the date in Brasília time). */
export function closedSentence(closed: Pick<ClosedListingData, 'desfecho' | 'encerradoEm'>): string {
  return `${CLOSED_OUTCOMES[closed.desfecho].sentence} ${formatDate(closed.encerradoEm)}.`;
}

/** `/anuncios?tipo=2`: the search of the listing's type ("Buscar anúncios parecidos"). */
export function similarSearchHref(tipo: ListingType): string {
  return `/anuncios?tipo=${tipo}`;
}

/**
 * The head of a closed listing's page: its title, what happened, and `noindex` (the page is
 * gone in 30 days, and it has no canonical address of its own).
 */
export function closedListingMeta(closed: ClosedListingData): MetaDescriptor[] {
  return [
    { title: `${closed.titulo} | ${CLOSED_OUTCOMES[closed.desfecho].badge} | NC` },
    { name: 'description', content: closedSentence(closed) },
    { name: 'robots', content: 'noindex' },
  ];
}
