import { Gift, Lock, Mail, Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import type { Plan } from '#shared/contracts/plans.contract.ts';
import { paths } from '#shared/paths.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { PageHeader } from '../../features/institutional/page-header.tsx';
import { PlanSections } from '../../features/plans/plan-sections.tsx';
import { findPlans, findUsedTrials } from '../../features/plans/plans-api.ts';
import {
  isTrial,
  kindOf,
  plansOrDefaults,
  subscribeAction,
  type Subscriber,
} from '../../features/plans/plans.ts';
import { SubscribeButton } from '../../features/plans/subscribe-button.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { ONE_AD_ON_THE_AIR_RULE } from '../../lib/plan-rule.ts';
import { pageMeta } from '../../lib/seo.ts';
import { useViewer } from '../../lib/viewer.ts';
import type { Route } from './+types/advertise';

const TITLE = 'Anuncie aqui | NC';
const DESCRIPTION =
  'Anuncie para os moradores dos condomínios da sua região: planos para pessoas físicas e empresas, com 1 mês grátis para começar.';

// /anunciar (spec 2 §2 "Public plans page"): server-rendered, the same for every visitor (the
// subscribe buttons follow the viewer of the root loader). A failed or empty plans call shows the
// built-in plans of spec 2 §9, and the log keeps the cause (spec 2 §8).
export async function loader({ context, request }: Route.LoaderArgs) {
  const env = context.app.env as typeof context.app.env & { PUBLIC_CONTACT_EMAIL: string };
  const api = createApiClient({ context, request });
  const [plans, usedTrials] = await Promise.all([
    findPlans(api).catch((error: unknown) => {
      context.app.log.warn({ err: error }, 'anunciar: planos indisponíveis, usando os planos padrão');
      return null;
    }),
    // A logged-in user's used free month is shown disabled, with the reason (null: a visitor).
    findUsedTrials(api).catch((error: unknown) => {
      context.app.log.warn({ err: error }, 'anunciar: uso do mês grátis indisponível');
      return null;
    }),
  ]);
  return {
    plans: plansOrDefaults(plans),
    usedTrials,
    publicUrl: env.PUBLIC_URL,
    contactEmail: env.PUBLIC_CONTACT_EMAIL,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: TITLE,
    description: DESCRIPTION,
    path: paths.advertise.getHref(),
    publicUrl: loaderData?.publicUrl ?? 'http://localhost',
  });

export default function AdvertiseRoute({ loaderData }: Route.ComponentProps) {
  const { plans, usedTrials, contactEmail } = loaderData;
  const viewer = useViewer();
  const subscriber: Subscriber = viewer ? { tipo: viewer.tipo, usedTrials: usedTrials ?? [] } : null;
  return (
    <>
      <PageHeader
        title="Anuncie para seus vizinhos"
        icon={<Megaphone aria-hidden="true" className="size-8 text-teal-700" />}
        crumbs={[{ label: 'Início', to: paths.home.getHref() }, { label: 'Anuncie aqui' }]}
        lead="Escolha um plano, publique seu anúncio e seja encontrado por quem mora nos condomínios da sua região. Cada anúncio utiliza 1 unidade do seu plano."
      />
      <div className="page-container space-y-12 py-10 sm:py-12">
        <TrialBanner plans={plans} subscriber={subscriber} />
        <div>
          {/* No icon: lucide's Info is the Alert's, and one more route using it would split it into a
              chunk of its own on every page (the js-budget journey). */}
          <p className="mb-6 text-[15px] text-slate-700">{ONE_AD_ON_THE_AIR_RULE}</p>
          <PlanSections plans={plans} subscriber={subscriber} />
        </div>
        <HighlightNote contactEmail={contactEmail} />
      </div>
    </>
  );
}

/** The free one-month trial (spec 2 §2, §9): for a visitor, a sign-up per type; else their own. */
function TrialBanner({ plans, subscriber }: { plans: readonly Plan[]; subscriber: Subscriber }) {
  const trials = plans.filter((p) => isTrial(p));
  if (trials.length === 0) return null;
  const own = subscriber ? trials.find((p) => kindOf(p.tipoUsuario) === kindOf(subscriber.tipo)) : null;
  return (
    <section
      aria-labelledby="mes-gratis-titulo"
      className="flex flex-col gap-5 rounded-2xl bg-teal-800 px-6 py-8 text-white sm:px-10 md:flex-row md:items-center md:justify-between"
    >
      <div className="flex gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-amber-500 text-slate-900">
          <Gift aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h2 id="mes-gratis-titulo" className="text-2xl font-semibold tracking-tight">
            Experimente 1 mês grátis
          </h2>
          <p className="mt-1 text-lg text-teal-50">
            Publique seu primeiro anúncio sem pagar nada por 30 dias. Uma vez por conta, sem cartão.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        {subscriber === null ? (
          trials.map((plan) => (
            <Link
              key={plan.slug}
              to={paths.register.getHref({ plano: plan.slug })}
              className="inline-flex min-h-12 items-center rounded-lg bg-white px-5 font-semibold text-teal-800 transition-colors hover:bg-teal-50"
            >
              {kindOf(plan.tipoUsuario) === 'pj'
                ? 'Começar grátis como empresa'
                : 'Começar grátis como pessoa física'}
            </Link>
          ))
        ) : own ? (
          <OwnTrialButton plan={own} subscriber={subscriber} />
        ) : null}
      </div>
    </section>
  );
}

/** A logged-in user's own free month: its button, or why it is disabled (used already). */
function OwnTrialButton({ plan, subscriber }: { plan: Plan; subscriber: Subscriber }) {
  const action = subscribeAction(plan, subscriber);
  const reasonId = 'mes-gratis-motivo';
  return (
    <div className="w-full sm:w-72">
      {action.kind === 'blocked' ? (
        <p id={reasonId} className="mb-3 flex gap-2 text-[15px] font-medium text-white">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {action.reason}
        </p>
      ) : null}
      <SubscribeButton
        plan={plan}
        action={action}
        label="Começar grátis"
        isHighlighted={false}
        reasonId={reasonId}
      />
    </div>
  );
}

/** Spec 2 §2: to advertise in highlighted spaces, e-mail the team. */
function HighlightNote({ contactEmail }: { contactEmail: string }) {
  return (
    <section
      aria-labelledby="espacos-titulo"
      className="flex flex-col gap-4 rounded-xl border border-amber-200 bg-amber-50 p-6 sm:flex-row sm:items-center"
    >
      <Mail aria-hidden="true" className="size-8 shrink-0 text-amber-800" />
      <div className="flex-1">
        <h2 id="espacos-titulo" className="text-lg font-semibold text-slate-900">
          Quer aparecer nos espaços de destaque?
        </h2>
        <p className="mt-1 text-[15px] text-slate-700">
          Banners na página inicial e nas buscas são negociados à parte. Escreva para{' '}
          <a
            href={`mailto:${contactEmail}`}
            className="font-semibold text-teal-800 underline underline-offset-2"
          >
            {contactEmail}
          </a>{' '}
          e conte o que você quer divulgar.
        </p>
      </div>
      <a
        href={`mailto:${contactEmail}?subject=${encodeURIComponent('Anunciar em espaços de destaque')}`}
        className={buttonClass('secondary', 'shrink-0')}
      >
        Enviar e-mail
      </a>
    </section>
  );
}
