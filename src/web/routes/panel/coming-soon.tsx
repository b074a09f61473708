import { Construction } from 'lucide-react';
import { data, Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { findSessionUser } from '../../features/accounts/session.server.ts';
import { comingSoonPage } from '../../features/panel/panel-nav.ts';
import type { Route } from './+types/coming-soon';

// /painel/* until later issues: the pages of spec 2 §2's panel route table say they are coming;
// any other path is a real 404, and so are the admin pages for anyone but an admin.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const section = comingSoonPage(params['*'] ?? '');
  if (!section) throw data(null, { status: 404 });
  if (section.isAdmin) {
    // The layout's loader has checked the session; the role is asked for here too, since a
    // child's loader runs beside its layout's, not after it.
    const user = await findSessionUser(context, request);
    if (user?.role !== 'ADMIN') throw data(null, { status: 404 });
  }
  return { section };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.section.title ?? 'Painel'} | NC` },
  { name: 'robots', content: 'noindex' },
];

export default function PanelComingSoon({ loaderData }: Route.ComponentProps) {
  const { section } = loaderData;
  return (
    <div className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-6 text-center sm:p-10">
      <Construction aria-hidden="true" className="mx-auto size-10 text-teal-700" strokeWidth={1.5} />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{section.title}</h1>
      <p className="mt-3 text-base text-slate-600">{section.description}</p>
      <p className="mt-3 text-base text-slate-600">Esta parte do painel chega em breve.</p>
      <Link to={paths.panel.getHref()} className={buttonClass('primary', 'mt-6')}>
        Voltar para o painel
      </Link>
    </div>
  );
}
