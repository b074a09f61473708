import { LifeBuoy, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { FaqAccordion } from '../../features/institutional/faq-accordion.tsx';
import { HELP_FAQ } from '../../features/institutional/faqs.tsx';
import { PageHeader } from '../../features/institutional/page-header.tsx';
import { SearchHelp } from '../../features/institutional/search-help.tsx';
import { pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/help';

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.app.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Ajuda | NC',
    description:
      'Respostas rápidas sobre cadastro, senha, anúncios, busca e privacidade na NC, e como falar com a nossa equipe.',
    path: '/ajuda',
    publicUrl: loaderData?.publicUrl ?? 'http://localhost',
  });

/** /ajuda (spec 1 §2): help FAQ, how to search (#busca) and a link to /contato. */
export default function Help() {
  return (
    <>
      <PageHeader
        title="Central de ajuda"
        lead="Tire suas dúvidas sobre a conta, os anúncios, a busca e a sua privacidade."
        crumbs={[{ label: 'Início', to: '/' }, { label: 'Ajuda' }]}
        icon={
          <span className="hidden size-14 shrink-0 place-items-center rounded-2xl bg-teal-700 text-white sm:grid">
            <LifeBuoy aria-hidden="true" className="size-7" />
          </span>
        }
      />
      <div className="page-container grid gap-10 py-12 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-12">
          <section aria-labelledby="duvidas">
            <h2 id="duvidas" className="text-2xl font-semibold tracking-tight text-slate-900">
              Dúvidas frequentes
            </h2>
            <div className="mt-6">
              <FaqAccordion items={HELP_FAQ} />
            </div>
            <p className="mt-6 text-slate-700">
              Quer entender a NC do começo? Veja{' '}
              <Link to="/como-funciona" className="font-medium text-teal-700 underline">
                como funciona
              </Link>
              .
            </p>
          </section>
          <SearchHelp />
        </div>
        <aside
          aria-labelledby="fale-conosco"
          className="h-fit rounded-2xl border border-slate-200 bg-slate-50 p-6"
        >
          <Mail aria-hidden="true" className="size-7 text-teal-700" />
          <h2 id="fale-conosco" className="mt-3 text-xl font-semibold text-slate-900">
            Não achou a resposta?
          </h2>
          <p className="mt-2 text-slate-700">
            Escreva para a nossa equipe. Respondemos em até 2 dias úteis, de segunda a sexta.
          </p>
          <Link
            to="/contato"
            className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800"
          >
            Falar com a equipe
          </Link>
        </aside>
      </div>
    </>
  );
}
