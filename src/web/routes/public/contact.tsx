import { Clock, Mail, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../features/institutional/page-header.tsx';
import { paths } from '#shared/paths.ts';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { RESPONSE_TIME, SOCIAL_LINKS, SUPPORT_HOURS } from '../../features/contact/contact-info.ts';
import { pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/contact';

// /contato (spec 1 §2): contact details, social links and the form (ours is wired: the message
// is stored and e-mailed to the team).
export function loader({ context }: Route.LoaderArgs) {
  // PUBLIC_CONTACT_EMAIL is in the server's env (src/server/env.ts, always set there); the web's
  // structural view of it (lib/load-context.ts) names only what every page needs.
  const env = context.app.env as typeof context.app.env & { PUBLIC_CONTACT_EMAIL: string };
  return { publicUrl: env.PUBLIC_URL, contactEmail: env.PUBLIC_CONTACT_EMAIL };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Contato | NC',
    description:
      'Fale com a equipe da NC: dúvidas sobre anúncios, planos, parcerias com condomínios ou sugestões. Respondemos em até 2 dias úteis.',
    path: paths.contact.getHref(),
    publicUrl: loaderData?.publicUrl ?? 'http://localhost',
  });

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  const { contactEmail } = loaderData;
  return (
    <>
      <PageHeader
        title="Fale com a gente"
        crumbs={[{ label: 'Início', to: paths.home.getHref() }, { label: 'Contato' }]}
        lead={
          <>
            Dúvidas sobre anúncios e planos, uma parceria com o seu condomínio ou uma sugestão para a NC:
            escreva para nós. Antes, vale olhar a{' '}
            <Link
              to={paths.help.getHref()}
              className="font-medium text-teal-800 underline underline-offset-2"
            >
              central de ajuda
            </Link>
            , onde estão as respostas mais pedidas.
          </>
        }
      />

      <div className="page-container grid gap-10 py-10 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="contato-form-titulo">
          <h2
            id="contato-form-titulo"
            className="mb-5 flex items-center gap-2 text-xl font-semibold text-slate-900"
          >
            <MessageSquareText aria-hidden="true" className="size-5 text-teal-700" />
            Envie sua mensagem
          </h2>
          <ContactForm />
        </section>

        <aside aria-label="Outros canais" className="space-y-8">
          <section aria-labelledby="contato-canais">
            <h2 id="contato-canais" className="text-lg font-semibold text-slate-900">
              Atendimento
            </h2>
            <ul className="mt-3 space-y-3 text-slate-700">
              <li className="flex items-start gap-2">
                <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
                <a
                  href={`mailto:${contactEmail}`}
                  className="font-medium break-all text-teal-800 underline underline-offset-2"
                >
                  {contactEmail}
                </a>
              </li>
              <li className="flex items-start gap-2">
                <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
                <span>
                  {SUPPORT_HOURS}. {RESPONSE_TIME}
                </span>
              </li>
            </ul>
          </section>
          <section aria-labelledby="contato-redes">
            <h2 id="contato-redes" className="text-lg font-semibold text-slate-900">
              Redes sociais
            </h2>
            <ul className="mt-3 space-y-2">
              {SOCIAL_LINKS.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center gap-2 font-medium text-teal-800 underline underline-offset-2"
                  >
                    {s.name}
                    <span className="text-slate-600 no-underline">{s.handle}</span>
                    <span className="sr-only">(abre em nova aba)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </>
  );
}
