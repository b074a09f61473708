import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ListingCard } from '../../components/listing-card.tsx';
import { LISTING_TYPE_STYLES } from '../../components/listing-type-style.ts';
import type { ListingCardData } from '../../lib/listing-cards.ts';
import { boxClass, boxTitleClass } from './listing-detail-styles.ts';

export interface ListingSidebarData {
  categories: { codigo: number; nome: string }[];
  highlights: ListingCardData[];
}

/** The detail's side column: the categories of the listing's type and the week's highlights. */
export function ListingSidebar({ tipo, sidebar }: { tipo: 1 | 2 | 3 | 4; sidebar: ListingSidebarData }) {
  const type = LISTING_TYPE_STYLES[tipo];
  return (
    <aside aria-label="Mais anúncios" className="space-y-8">
      {sidebar.categories.length > 0 ? (
        <section aria-labelledby="categorias-titulo" className={boxClass}>
          <h2 id="categorias-titulo" className={boxTitleClass}>
            Categorias de {type.name.toLowerCase()}
          </h2>
          <ul className="mt-3 space-y-1">
            {sidebar.categories.map((c) => (
              <li key={c.codigo}>
                <Link
                  to={`/anuncios?tipo=${tipo}&categoria=${c.codigo}`}
                  className="flex min-h-11 items-center justify-between gap-2 rounded-lg px-2 text-slate-700 hover:bg-slate-50 hover:text-teal-800"
                >
                  {c.nome}
                  <ArrowRight aria-hidden="true" className="size-4 text-slate-400" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {sidebar.highlights.length > 0 ? (
        <section aria-labelledby="destaques-titulo">
          <h2 id="destaques-titulo" className={`${boxTitleClass} mb-3`}>
            Destaques
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            {sidebar.highlights.map((h) => (
              <li key={h.codigo}>
                <ListingCard listing={h} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  );
}
