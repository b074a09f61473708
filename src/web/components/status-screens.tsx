import { ArrowLeft, CloudOff, RotateCw, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';

/** The spec's page-not-found screen ('Oops! Page not found', spec 1 §2), also used for absent listings. */
export function NotFoundScreen({ message }: { message?: string }) {
  return (
    <StatusLayout icon={<SearchX aria-hidden="true" className="size-10 text-teal-700" strokeWidth={1.5} />}>
      <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">Erro 404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
        Oops! Page not found
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        {message ?? 'Não encontramos esta página. Confira o endereço ou volte para o início.'}
      </p>
      <HomeLink />
    </StatusLayout>
  );
}

/** Any other failure: what happened and what to do (BRAND.md "Voice"). */
export function ErrorScreen({ status, details }: { status?: number; details?: string }) {
  return (
    <StatusLayout
      icon={<TriangleAlert aria-hidden="true" className="size-10 text-red-600" strokeWidth={1.5} />}
    >
      {status ? (
        <p className="text-sm font-semibold tracking-wide text-red-700 uppercase">Erro {status}</p>
      ) : null}
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
        Algo deu errado
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        Não foi possível carregar esta página agora. Tente de novo em instantes; se continuar, fale com a
        gente pela página de contato.
      </p>
      <HomeLink />
      {details ? (
        <pre className="mt-8 max-w-full overflow-x-auto rounded-lg bg-slate-900 p-4 text-left text-xs text-slate-100">
          {details}
        </pre>
      ) : null}
    </StatusLayout>
  );
}

export const UNAVAILABLE_MESSAGE =
  'O NC está temporariamente fora do ar. Tente novamente em alguns instantes.';

/**
 * The database is out (status 503): say it is temporary and offer to try again,
 * instead of a page with whole sections silently missing.
 */
export function UnavailableScreen() {
  return (
    <StatusLayout icon={<CloudOff aria-hidden="true" className="size-10 text-amber-700" strokeWidth={1.5} />}>
      <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">Erro 503</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
        Estamos fora do ar por instantes
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        {UNAVAILABLE_MESSAGE} Seus dados estão seguros; nada do que você fez se perdeu.
      </p>
      {/* A plain link to the same address: works before and without JavaScript. */}
      <a
        href=""
        className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <RotateCw aria-hidden="true" className="size-5" />
        Tentar de novo
      </a>
    </StatusLayout>
  );
}

function StatusLayout({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <div className="mb-6 grid size-20 place-items-center rounded-full bg-slate-100">{icon}</div>
      {children}
    </div>
  );
}

function HomeLink() {
  return (
    <Link
      to={paths.home.getHref()}
      className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
      Voltar para o início
    </Link>
  );
}
