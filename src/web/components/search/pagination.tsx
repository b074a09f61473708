import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

const linkClass =
  'inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';
const disabledClass =
  'inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-200 bg-slate-50 px-4 font-semibold text-slate-500';

/** 'Anterior' / 'Próxima' with 'página X de Y' (spec 1 §2). Links, so paging works without JavaScript. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav
      aria-label="Paginação"
      className="mt-10 flex items-center justify-between gap-3 sm:justify-center sm:gap-6"
    >
      {hasPrevious ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={linkClass}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          Anterior
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          Anterior
        </span>
      )}
      <p className="text-sm text-slate-700" aria-live="polite">
        página {page} de {totalPages}
      </p>
      {hasNext ? (
        <Link to={hrefFor(page + 1)} rel="next" className={linkClass}>
          Próxima
          <ChevronRight aria-hidden="true" className="size-5" />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          Próxima
          <ChevronRight aria-hidden="true" className="size-5" />
        </span>
      )}
    </nav>
  );
}
