import { Flag, Mail, MailWarning, Megaphone, Receipt, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { QUEUE_AGE_BUCKETS, type QueueAgeBucket } from '#shared/contracts/admin-overview.constants.ts';
import type { AdminSummary } from '#shared/contracts/admin-overview.contract.ts';
import { formatCents } from '#shared/lib/price.ts';
import { LoadFailedAlert } from '../../../components/ui/alert.tsx';
import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import { findAdminSummary } from '../../../features/admin-overview/admin-overview-api.ts';
import {
  compactCents,
  dayLabel,
  fullDayLabel,
  fullMonthLabel,
  monthLabel,
  waitedLabel,
} from '../../../features/admin-overview/chart-labels.ts';
import { BarTable, ColumnChart, formatCount } from '../../../features/admin-overview/charts.tsx';
import { createApiClient } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import type { Route } from './+types/dashboard';

const QUEUE_PATH = '/painel/admin/anuncios?status=pendente';

/**
 * /painel/admin (spec 2 §2 "Admin dashboard"): the spec's three counters (registered users,
 * pending ads, paid invoices), then what the team looks at every morning: open reports and
 * unanswered messages, the e-mails that could not be delivered, new ads and sign-ups per day,
 * revenue per month and how long the moderation queue has waited. Everything is drawn on the
 * server from one call.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  try {
    return { summary: await findAdminSummary(createApiClient({ context, request })) };
  } catch (error) {
    context.app.log.warn({ err: error }, 'painel/admin: resumo indisponível');
    return { summary: null };
  }
}

export const meta = () => [{ title: 'Administração | NC' }, { name: 'robots', content: 'noindex' }];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { summary } = loaderData;
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Administração</h1>
        <p className="mt-1 text-lg text-slate-600">Como está o NC hoje.</p>
      </div>
      {summary ? (
        <Overview summary={summary} />
      ) : (
        <LoadFailedAlert title="Não foi possível carregar os números do painel." />
      )}
    </div>
  );
}

const QUEUE_COLORS: Record<QueueAgeBucket, string> = {
  menosDeUmaHora: '#0f766e', // teal-700
  deUmaA24Horas: '#0f766e',
  deUmATresDias: '#b45309', // amber-700: waiting long
  maisDeTresDias: '#dc2626', // red-600: waiting too long
};

function Overview({ summary: s }: { summary: AdminSummary }) {
  const perDay = (rows: readonly { dia: string; total: number }[]) =>
    rows.map((r) => ({ label: dayLabel(r.dia), fullLabel: fullDayLabel(r.dia), value: r.total }));
  const queue = s.filaModeracao;
  return (
    <>
      <section aria-labelledby="contadores-titulo" className="space-y-4">
        <h2 id="contadores-titulo" className="sr-only">
          Contadores
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Counter
            icon={Users}
            label="Usuários cadastrados"
            value={s.usuariosCadastrados}
            link={{ to: '/painel/admin/usuarios', label: 'Ver usuários' }}
          />
          <Counter
            icon={Megaphone}
            label="Anúncios pendentes"
            value={s.anunciosPendentes}
            link={{ to: QUEUE_PATH, label: 'Abrir a fila de moderação' }}
            isMain
          />
          <Counter
            icon={Receipt}
            label="Faturas pagas"
            value={s.faturasPagas}
            link={{ to: '/painel/admin/faturas?status=paid', label: 'Ver faturas' }}
          />
        </dl>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Counter
            icon={Flag}
            label="Denúncias abertas"
            value={s.denunciasAbertas}
            link={{ to: '/painel/admin/denuncias', label: 'Ver denúncias' }}
            isCompact
          />
          <Counter
            icon={Mail}
            label="Contatos sem resposta"
            value={s.contatosSemResposta}
            link={{ to: '/painel/admin/contatos', label: 'Responder contatos' }}
            isCompact
          />
        </dl>
      </section>

      {s.emailsNaoEntregues.total > 0 && <UndeliveredEmails emails={s.emailsNaoEntregues} />}

      <section
        aria-labelledby="fila-titulo"
        className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="fila-titulo" className="text-lg font-semibold text-slate-900">
              Fila de moderação
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {queue.pendentes === 0 || !queue.maisAntigoDesde
                ? 'Nenhum anúncio aguardando moderação.'
                : `${queue.pendentes === 1 ? '1 anúncio aguardando' : `${formatCount(queue.pendentes)} anúncios aguardando`}; o mais antigo espera desde ${formatDate(queue.maisAntigoDesde)} (${waitedLabel(queue.maisAntigoDesde, s.geradoEm)}).`}
            </p>
          </div>
          <Link
            to={QUEUE_PATH}
            className="inline-flex min-h-11 items-center font-semibold text-teal-800 hover:underline"
          >
            Abrir a fila
          </Link>
        </div>
        <div className="mt-3">
          <BarTable
            caption="Anúncios pendentes por tempo de espera"
            labelHeader="Tempo de espera"
            valueHeader="Anúncios"
            bars={QUEUE_AGE_BUCKETS.map((b) => ({
              label: b.label,
              value: queue.faixas[b.key],
              color: QUEUE_COLORS[b.key],
            }))}
          />
        </div>
      </section>

      <div className="grid gap-6 xl:grid-cols-2">
        <ColumnChart
          id="anuncios-dia-titulo"
          title="Anúncios publicados por dia (30 dias)"
          points={perDay(s.anunciosPorDia)}
          color="#0f766e"
          labelHeader="Dia"
          valueHeader="Anúncios"
        />
        <ColumnChart
          id="cadastros-dia-titulo"
          title="Cadastros por dia (30 dias)"
          points={perDay(s.cadastrosPorDia)}
          color="#0369a1"
          labelHeader="Dia"
          valueHeader="Cadastros"
        />
      </div>
      <ColumnChart
        id="receita-mes-titulo"
        title="Receita por mês (12 meses)"
        points={s.receitaPorMes.map((m) => ({
          label: monthLabel(m.mes),
          fullLabel: fullMonthLabel(m.mes),
          value: m.centavos,
        }))}
        color="#047857"
        labelHeader="Mês"
        valueHeader="Receita"
        formatValue={formatCents}
        formatAxis={compactCents}
      />
    </>
  );
}

/**
 * The e-mails given up on after every delivery attempt (issue 32): shown only when there are
 * some, so the team can check the address or ask the person to request the e-mail again.
 */
function UndeliveredEmails({ emails }: { emails: AdminSummary['emailsNaoEntregues'] }) {
  const more = emails.total - emails.recentes.length;
  return (
    <section
      aria-labelledby="emails-titulo"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5"
    >
      <h2 id="emails-titulo" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <MailWarning aria-hidden="true" className="size-5 text-amber-800" />
        E-mails não entregues (7 dias)
      </h2>
      <p className="mt-1 text-slate-700">
        {emails.total === 1
          ? '1 e-mail não pôde ser entregue depois de todas as tentativas.'
          : `${formatCount(emails.total)} e-mails não puderam ser entregues depois de todas as tentativas.`}{' '}
        Confira o endereço e, se for o caso, peça à pessoa que solicite o e-mail de novo.
      </p>
      <div className="mt-3 overflow-x-auto rounded-lg border border-amber-200 bg-white">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">E-mails não entregues mais recentes</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Para
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Assunto
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Tentativas
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Última resposta do servidor
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Criado em
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {emails.recentes.map((e) => (
              <tr key={e.id}>
                <td className="px-3 py-2 break-all">{e.para}</td>
                <td className="px-3 py-2">{e.assunto}</td>
                <td className="px-3 py-2 tabular-nums">{e.tentativas}</td>
                <td className="px-3 py-2 break-words text-slate-600">{e.erro ?? '—'}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(e.criadoEm)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 && (
        <p className="mt-2 text-sm text-slate-600">
          {more === 1 ? 'E mais 1 e-mail.' : `E mais ${formatCount(more)} e-mails.`}
        </p>
      )}
    </section>
  );
}

function Counter({
  icon: Icon,
  label,
  value,
  link,
  isMain = false,
  isCompact = false,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  link: { to: string; label: string };
  isMain?: boolean;
  isCompact?: boolean;
}) {
  // dt and dd straight inside the div (a <dl> group); the link sits in a second dd.
  return (
    <div
      className={`rounded-xl border bg-white p-5 ${isMain ? 'border-teal-700 ring-1 ring-teal-700' : 'border-slate-200'}`}
    >
      <dt className="flex items-center gap-3 text-sm text-slate-600">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-teal-50 text-teal-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd
        className={`mt-2 font-semibold tracking-tight text-slate-900 tabular-nums ${isCompact ? 'text-2xl' : 'text-3xl'}`}
      >
        {formatCount(value)}
      </dd>
      <dd className="mt-1">
        <Link
          to={link.to}
          className="inline-flex min-h-11 items-center text-[15px] font-semibold text-teal-800 hover:underline"
        >
          {link.label}
        </Link>
      </dd>
    </div>
  );
}
