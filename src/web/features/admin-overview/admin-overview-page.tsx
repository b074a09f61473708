import { Flag, Mail, Megaphone, Receipt, Users } from 'lucide-react';
import { Link } from 'react-router';
import { QUEUE_AGE_BUCKETS, type QueueAgeBucket } from '#shared/contracts/admin-overview.constants.ts';
import type { AdminSummary } from '#shared/contracts/admin-overview.contract.ts';
import type { ReconciliationOverview } from '#shared/contracts/reconciliation.contract.ts';
import { formatCents } from '#shared/lib/price.ts';
import { LoadFailedAlert } from '../../components/ui/alert.tsx';
import { formatDate } from '../../lib/format.ts';
import {
  compactCents,
  dayLabel,
  fullDayLabel,
  fullMonthLabel,
  monthLabel,
  waitedLabel,
} from './chart-labels.ts';
import { BarTable, ColumnChart, formatCount } from './charts.tsx';
import { Counter, UndeliveredEmails } from './overview-cards.tsx';
import { ReconciliationCard } from './reconciliation-card.tsx';

const QUEUE_PATH = '/painel/admin/anuncios?status=pendente';

/**
 * The admin's overview: the counters, the undelivered e-mails when there are some, the
 * moderation queue's waiting times and the charts; a failed summary shows its alert instead.
 * Then the payment reconciliation's card, with its own error state.
 */
export function AdminOverviewPage({
  summary,
  reconciliation,
}: {
  summary: AdminSummary | null;
  reconciliation: ReconciliationOverview | null;
}) {
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
      <ReconciliationCard overview={reconciliation} />
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
