import { Building2, Camera, MessageCircle, Search, UserPlus, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { FaqAccordion } from '../../features/institutional/faq-accordion.tsx';
import { HOW_IT_WORKS_FAQ } from '../../features/institutional/faqs.tsx';
import { PageHeader } from '../../features/institutional/page-header.tsx';
import { pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/how-it-works';

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.app.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Como funciona | NC',
    description:
      'Como encontrar serviços e produtos no seu condomínio e como anunciar para seus vizinhos na NC, passo a passo.',
    path: '/como-funciona',
    publicUrl: loaderData?.publicUrl ?? 'http://localhost',
  });

const RESIDENT_STEPS = [
  {
    icon: Search,
    title: 'Busque perto de você',
    text: 'Procure pelo nome do seu condomínio ou pelo endereço e filtre por tipo e categoria.',
  },
  {
    icon: Building2,
    title: 'Escolha com calma',
    text: 'Veja fotos, preço, horários e quem está anunciando. Guarde nos favoritos o que interessar.',
  },
  {
    icon: MessageCircle,
    title: 'Fale direto com o vizinho',
    text: 'Chame no WhatsApp com uma mensagem pronta ou ligue. O combinado é entre vocês, sem taxa.',
  },
];

const ADVERTISER_STEPS = [
  {
    icon: UserPlus,
    title: 'Crie sua conta grátis',
    text: 'Cadastre-se como pessoa (CPF) ou empresa (CNPJ) e confirme seu e-mail.',
  },
  {
    icon: Wallet,
    title: 'Escolha um plano',
    text: 'Planos anuais, semestrais ou trimestrais. Cada anúncio usa uma vaga do plano.',
  },
  {
    icon: Camera,
    title: 'Publique seu anúncio',
    text: 'Título, descrição, fotos e contatos. Depois de uma revisão rápida, ele aparece para toda a região.',
  },
];

function Steps({ id, title, steps }: { id: string; title: string; steps: typeof RESIDENT_STEPS }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      <ol className="mt-6 grid gap-4 md:grid-cols-3">
        {steps.map(({ icon: Icon, title: stepTitle, text }, index) => (
          <li key={stepTitle} className="relative rounded-xl border border-slate-200 bg-white p-5">
            <div className="flex items-center gap-3">
              <span className="grid size-10 place-items-center rounded-full bg-teal-700 font-semibold text-white">
                {index + 1}
              </span>
              <Icon aria-hidden="true" className="size-6 text-teal-700" />
            </div>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{stepTitle}</h3>
            <p className="mt-1 text-slate-700">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /como-funciona (spec 1 §2): steps for residents and advertisers, FAQ of 8, one open at a time. */
export default function HowItWorks() {
  return (
    <>
      <PageHeader
        title="Como funciona"
        lead="Na NC, vizinhos encontram o que precisam e quem empreende é encontrado por quem está perto. Veja como é simples dos dois lados."
        crumbs={[{ label: 'Início', to: '/' }, { label: 'Como funciona' }]}
        tone="bg-teal-50"
      />
      <div className="page-container space-y-14 py-12">
        <Steps id="para-moradores" title="Para quem procura" steps={RESIDENT_STEPS} />
        <Steps id="para-anunciantes" title="Para quem anuncia" steps={ADVERTISER_STEPS} />
        <div className="flex flex-wrap gap-3">
          <Link
            to="/anunciar"
            className="inline-flex min-h-11 items-center rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800"
          >
            Ver planos e anunciar
          </Link>
          <Link
            to="/"
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Buscar no meu condomínio
          </Link>
        </div>
        <section aria-labelledby="perguntas" className="max-w-3xl">
          <h2 id="perguntas" className="text-2xl font-semibold tracking-tight text-slate-900">
            Perguntas frequentes
          </h2>
          <div className="mt-6">
            <FaqAccordion items={HOW_IT_WORKS_FAQ} />
          </div>
        </section>
      </div>
    </>
  );
}
