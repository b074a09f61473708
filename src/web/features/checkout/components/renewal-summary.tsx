import { CalendarClock } from 'lucide-react';
import { formatDate } from '../../../lib/format.ts';
import type { PaymentRenewal } from '../renewal.ts';

/**
 * Above the payment methods when the payment renews an ad (issue 35): which ad, until when it is
 * on the site now (or when it ended) and until when it will be once paid.
 */
export function RenewalSummary({ renewal }: { renewal: PaymentRenewal }) {
  const { titulo, fimAtual, isEnded, novoFim } = renewal;
  return (
    <section
      aria-labelledby="renovacao-titulo"
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="renovacao-titulo" className="text-sm font-medium text-slate-600">
        Renovação do anúncio
      </h2>
      <p className="mt-1 text-xl font-semibold wrap-break-word text-slate-900">{titulo}</p>
      <ul className="mt-3 space-y-1 text-slate-700">
        {fimAtual ? (
          <li>{isEnded ? `Encerrado em ${formatDate(fimAtual)}` : `No ar até ${formatDate(fimAtual)}`}</li>
        ) : null}
        {novoFim ? (
          <li className="flex items-start gap-2 font-semibold text-emerald-800">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{`Com a renovação: no ar até ${formatDate(novoFim)}`}</span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
