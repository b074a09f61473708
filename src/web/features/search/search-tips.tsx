import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router';

/** The link to the search help (/ajuda#busca: OU, NÃO, quotes, synonyms), shown near search boxes and empty results. */
export function SearchTips({ className = 'mt-2' }: { className?: string }) {
  return (
    <p className={`text-sm ${className}`}>
      <Link
        to="/ajuda#busca"
        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-teal-800 underline-offset-4 hover:underline"
      >
        <Lightbulb aria-hidden="true" className="size-4" />
        Dicas de busca
      </Link>
    </p>
  );
}
