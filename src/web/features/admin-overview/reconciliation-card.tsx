import { CheckCheck, Scale } from 'lucide-react';
import type { Ref } from 'react';
import { FINDING_KIND_LABELS } from '#shared/contracts/reconciliation.constants.ts';
import type { ReconciliationOverview } from '#shared/contracts/reconciliation.contract.ts';
import { formatCents } from '#shared/lib/price.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { RowAction } from '../../components/ui/row-action.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { useRowAction, type RowActionNotice } from '../../lib/use-row-action.ts';
import { resolveReconciliationFinding } from './admin-overview-api.ts';

const TIME = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});
const when = (iso: string) => `${formatDate(iso)} às ${TIME.format(new Date(iso))}`;
const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

/**
 * "Conciliação de pagamentos" on /painel/admin: the nightly comparison of the gateway's payments
 * with the checkouts (ADR 011). The last run's time and the open findings, each with "Marcar como
 * resolvida"; an empty state when there are none; an error state when it could not be loaded.
 */
export function ReconciliationCard({ overview }: { overview: ReconciliationOverview | null }) {
  const { run, busyId, notice, noticeRef } = useRowAction();
  return (
    <ReconciliationCardView
      overview={overview}
      busyId={busyId}
      notice={notice}
      noticeRef={noticeRef}
      onResolve={(id) =>
        run(id, async () => {
          await resolveReconciliationFinding(createApiClient(), id);
          return 'Divergência marcada como resolvida.';
        })
      }
    />
  );
}

/** The card's markup, without the browser's state (tests render it). */
export function ReconciliationCardView({
  overview,
  busyId = null,
  notice = null,
  noticeRef,
  onResolve = () => undefined,
}: {
  overview: ReconciliationOverview | null;
  busyId?: number | null;
  notice?: RowActionNotice | null;
  noticeRef?: Ref<HTMLDivElement>;
  onResolve?: (findingId: number) => void;
}) {
  return (
    <section
      aria-labelledby="conciliacao-titulo"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="conciliacao-titulo" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Scale aria-hidden="true" className="size-5 text-teal-800" />
        Conciliação de pagamentos
      </h2>
      {overview === null ? (
        <div className="mt-3">
          <Alert tone="error" title="Não foi possível carregar a conciliação de pagamentos.">
            Tente de novo em alguns instantes.
          </Alert>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            {overview.ultima
              ? `Última conciliação em ${when(overview.ultima.terminadaEm)}: ${overview.ultima.pagamentos} pagamento(s) comparado(s), ${overview.ultima.corrigidos} confirmado(s) por ela.`
              : 'A conciliação ainda não rodou. Ela roda toda noite às 03:30.'}
          </p>
          {notice ? (
            <Alert ref={noticeRef} tone={notice.tone} className="mt-3">
              {notice.message}
            </Alert>
          ) : null}
          {overview.abertas.length === 0 ? (
            <p className="mt-3 flex items-center gap-2 text-slate-700">
              <CheckCheck aria-hidden="true" className="size-5 text-teal-700" />
              Nenhuma divergência na última conciliação.
            </p>
          ) : (
            <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200">
              <table className="w-full min-w-[44rem] text-left text-sm">
                <caption className="sr-only">Divergências abertas da conciliação de pagamentos</caption>
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Divergência
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Compra
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Pagamento
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Valor aqui
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Valor no serviço de pagamentos
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      <span className="sr-only">Ações</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 text-slate-800">
                  {overview.abertas.map((f) => (
                    <tr key={f.id}>
                      <td className="px-3 py-2">
                        {FINDING_KIND_LABELS[f.tipo]}
                        {f.statusGateway ? (
                          <span className="block text-slate-600">Situação: {f.statusGateway}</span>
                        ) : null}
                      </td>
                      <td className="px-3 py-2 tabular-nums">{f.checkoutId ?? '—'}</td>
                      <td className="px-3 py-2 break-all">{f.pagamentoId ?? '—'}</td>
                      <td className="px-3 py-2 tabular-nums">{money(f.valorCheckoutCentavos)}</td>
                      <td className="px-3 py-2 tabular-nums">{money(f.valorGatewayCentavos)}</td>
                      <td className="px-3 py-2 text-right">
                        <RowAction
                          icon={CheckCheck}
                          label="Marcar como resolvida"
                          name={`a divergência ${f.pagamentoId ?? `da compra ${f.checkoutId ?? f.id}`}`}
                          disabled={busyId === f.id}
                          onClick={() => onResolve(f.id)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
