import { ArrowRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { USER_MENU_LINKS } from '../../components/layouts/user-menu.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { paths } from '#shared/paths.ts';
import { accountTypeLabel, firstName, roleLabel } from '../../lib/viewer.ts';
import { usePanel } from '../../features/panel/panel-context.ts';

export const meta = () => [{ title: 'Meu painel | NC' }, { name: 'robots', content: 'noindex' }];

/** /painel: a first landing page (the dashboard of spec 2 §2 is a later issue). */
export default function PanelDashboard() {
  const { viewer } = usePanel();
  const [searchParams] = useSearchParams();
  // Spec 2 §4: a free plan that could not be activated lands here with ?ativacao={slug}.
  const failedActivation = searchParams.get('ativacao');
  const sections = USER_MENU_LINKS.filter((link) => link.to !== paths.panel.getHref());
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Olá, {firstName(viewer.name, viewer.email)}!
        </h1>
        <p className="mt-2 text-lg text-slate-600">Este é o seu painel na NC.</p>
      </div>

      {failedActivation ? (
        <Alert tone="info" title="Não foi possível ativar o plano agora.">
          Tente de novo em alguns minutos. Se continuar, fale com a gente pela página de contato.
        </Alert>
      ) : null}

      <section
        aria-labelledby="conta-titulo"
        className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h2 id="conta-titulo" className="text-lg font-semibold text-slate-900">
          Sua conta
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Item label="Nome" value={viewer.name} />
          <Item label="E-mail" value={viewer.email} />
          <Item label="Tipo de conta" value={accountTypeLabel(viewer.tipo)} />
          <Item label="Perfil" value={roleLabel(viewer.role)} />
        </dl>
      </section>

      <section aria-labelledby="atalhos-titulo">
        <h2 id="atalhos-titulo" className="text-lg font-semibold text-slate-900">
          Atalhos
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {sections.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-16 items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-semibold text-slate-800 transition hover:border-slate-300 hover:shadow-md"
              >
                <Icon aria-hidden="true" className="size-6 text-teal-700" />
                <span className="flex-1">{label}</span>
                <ArrowRight aria-hidden="true" className="size-4 text-slate-500" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-medium wrap-anywhere text-slate-900">{value}</dd>
    </div>
  );
}
