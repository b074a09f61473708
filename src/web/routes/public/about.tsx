import { Eye, HandHeart, Handshake, Home, ShieldCheck, Target, Users } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../features/institutional/page-header.tsx';
import { pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/about';

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.app.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Quem somos | NC',
    description:
      'A NC aproxima moradores e negócios do mesmo condomínio: missão, visão e valores de um classificado feito para vizinhos.',
    path: '/quem-somos',
    publicUrl: loaderData?.publicUrl ?? 'http://localhost',
  });

const VALUES = [
  {
    icon: ShieldCheck,
    title: 'Confiança em primeiro lugar',
    text: 'Cada anúncio passa por moderação antes de aparecer, e quem anuncia mostra quem é. Preferimos crescer devagar a publicar o que não inspira confiança.',
  },
  {
    icon: Home,
    title: 'Perto de casa',
    text: 'O melhor serviço muitas vezes está no bloco ao lado. Valorizamos o comércio local e o trabalho de quem mora no condomínio.',
  },
  {
    icon: Users,
    title: 'Simples para todo mundo',
    text: 'Textos claros, letras legíveis e poucos passos. Se a dona Maria do 302 não consegue usar, ainda não está pronto.',
  },
  {
    icon: Handshake,
    title: 'Negócio direto, sem intermediário',
    text: 'A NC não cobra comissão sobre vendas: o contato e o combinado acontecem direto entre vizinhos.',
  },
  {
    icon: HandHeart,
    title: 'Respeito aos seus dados',
    text: 'Pedimos só o necessário, explicamos para que serve e seguimos a LGPD. Você decide o que mostrar no seu anúncio.',
  },
];

/** /quem-somos (spec 1 §2): mission, vision and values. */
export default function About() {
  return (
    <>
      <PageHeader
        title="Quem somos"
        lead="A NC nasceu de uma ideia simples: quem mora perto pode resolver muita coisa junto. Somos o classificado dos condomínios brasileiros, onde vizinhos e pequenos negócios se encontram."
        crumbs={[{ label: 'Início', to: '/' }, { label: 'Quem somos' }]}
        tone="bg-teal-50"
      />
      <div className="page-container space-y-14 py-12">
        <div className="grid gap-6 md:grid-cols-2">
          <section
            aria-labelledby="missao"
            className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8"
          >
            <span className="grid size-12 place-items-center rounded-xl bg-teal-700 text-white">
              <Target aria-hidden="true" className="size-6" />
            </span>
            <h2 id="missao" className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">
              Missão
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-slate-700">
              Aproximar moradores e negócios do mesmo condomínio e da mesma região, para que encontrar um
              serviço de confiança, vender o que se produz em casa ou divulgar uma facilidade seja tão fácil
              quanto bater na porta do vizinho.
            </p>
          </section>
          <section
            aria-labelledby="visao"
            className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8"
          >
            <span className="grid size-12 place-items-center rounded-xl bg-amber-500 text-slate-900">
              <Eye aria-hidden="true" className="size-6" />
            </span>
            <h2 id="visao" className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">
              Visão
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-slate-700">
              Ser o primeiro lugar onde cada morador procura o que precisa perto de casa, em todos os
              condomínios do Brasil, fortalecendo a economia do bairro e a convivência entre vizinhos.
            </p>
          </section>
        </div>

        <section aria-labelledby="valores">
          <h2 id="valores" className="text-2xl font-semibold tracking-tight text-slate-900">
            Valores
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-slate-200 bg-white p-5">
                <Icon aria-hidden="true" className="size-6 text-teal-700" />
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="para-quem" className="rounded-2xl bg-slate-50 p-6 sm:p-10">
          <h2 id="para-quem" className="text-2xl font-semibold tracking-tight text-slate-900">
            Para quem é a NC
          </h2>
          <div className="mt-4 grid gap-6 text-slate-700 md:grid-cols-2">
            <p>
              <strong className="font-semibold text-slate-900">Para moradores</strong>, que querem achar a
              manicure do prédio, o eletricista que já atende o condomínio, a marmita caseira da torre B ou a
              aula particular para os filhos, sem sair de perto de casa.
            </p>
            <p>
              <strong className="font-semibold text-slate-900">Para quem empreende</strong>, seja autônomo ou
              empresa com escritório no prédio comercial, e quer ser encontrado por quem está a poucos metros.
              O cadastro é gratuito e os planos cabem no bolso.
            </p>
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              to="/como-funciona"
              className="inline-flex min-h-11 items-center rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800"
            >
              Saiba como funciona
            </Link>
            <Link
              to="/contato"
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50"
            >
              Fale com a gente
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
