import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';

const PARTIAL_MATCH_NOTICE = 'Nenhum anúncio tem todas as palavras; mostrando os que têm alguma delas';

/**
 * What the search did with the words typed (ListingsPage.correspondencia and .sugestao): that
 * the results have only some of them, and a spelling that finds listings. The suggestion is a
 * link the user chooses to follow; what they typed stays as it is.
 */
export function SearchNotice({
  correspondencia,
  sugestao,
  suggestionHref,
}: {
  correspondencia: 'todas' | 'algumas';
  sugestao: string | null;
  suggestionHref: (q: string) => string;
}) {
  if (correspondencia === 'todas' && !sugestao) return null;
  return (
    <div className="space-y-2">
      {correspondencia === 'algumas' ? <Alert tone="info">{PARTIAL_MATCH_NOTICE}</Alert> : null}
      {sugestao ? (
        <p role="status" className="text-[15px] text-slate-800">
          Você quis dizer:{' '}
          <Link
            to={suggestionHref(sugestao)}
            className="inline-flex min-h-11 items-center font-semibold text-teal-700 underline underline-offset-4 hover:text-teal-800"
          >
            {sugestao}
          </Link>
          ?
        </p>
      ) : null}
    </div>
  );
}
