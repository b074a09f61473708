import { Construction } from 'lucide-react';
import { data, Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { paths } from '#shared/paths.ts';
import { PANEL_SECTIONS } from '../../features/panel/panel-context.ts';
import { planSlugParam } from '../../features/accounts/redirects.ts';
import type { Route } from './+types/coming-soon';

// /painel/* until the panel issue: the pages the user menu links to (and the payment fallback of
// spec 2 §4, /painel/pagamento?plano=) say they are coming; any other path is a 404.
export function loader({ params, request }: Route.LoaderArgs) {
  const key = (params['*'] ?? '').split('/')[0] ?? '';
  const section = PANEL_SECTIONS[key];
  if (!section) throw data(null, { status: 404 });
  const plano = key === 'pagamento' ? planSlugParam(new URL(request.url).searchParams.get('plano')) : null;
  return { section, plano };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.section.title ?? 'Painel'} | NC` },
  { name: 'robots', content: 'noindex' },
];

export default function PanelComingSoon({ loaderData }: Route.ComponentProps) {
  const { section, plano } = loaderData;
  return (
    <div className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-6 text-center sm:p-10">
      <Construction aria-hidden="true" className="mx-auto size-10 text-teal-700" strokeWidth={1.5} />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{section.title}</h1>
      <p className="mt-3 text-base text-slate-600">{section.description}</p>
      {plano ? (
        <p className="mt-3 text-base text-slate-700">
          Plano escolhido: <strong>{plano}</strong>
        </p>
      ) : null}
      <p className="mt-3 text-base text-slate-600">Esta parte do painel chega em breve.</p>
      <Link to={paths.panel.getHref()} className={buttonClass('primary', 'mt-6')}>
        Voltar para o painel
      </Link>
    </div>
  );
}
