import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '#shared/paths.ts';

/**
 * The detail's not-found state (spec 1 §2): 'Item não encontrado' with 'Voltar', and the API's
 * 'Anúncio não encontrado.'. The loader's 404 keeps the real status; a 410 (a sold or ended
 * listing after its 30 days, ADR 023) gives its own title and message.
 */
export function ListingNotFound({
  title = 'Item não encontrado',
  message,
}: {
  title?: string;
  message?: string;
}) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <div className="mb-6 grid size-20 place-items-center rounded-full bg-slate-100">
        <SearchX aria-hidden="true" className="size-10 text-teal-700" strokeWidth={1.5} />
      </div>
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{message ?? 'Anúncio não encontrado.'}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <button
          type="button"
          onClick={() => {
            if (window.history.length > 1) void navigate(-1);
            else void navigate(paths.listings.getHref());
          }}
          className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          Voltar
        </button>
        <Link
          to={paths.listings.getHref()}
          className="inline-flex min-h-12 items-center font-semibold text-teal-800 underline-offset-4 hover:underline"
        >
          Ver todos os anúncios
        </Link>
      </div>
    </div>
  );
}
