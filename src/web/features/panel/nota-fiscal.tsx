import { FileCheck } from 'lucide-react';
import type { Invoice } from '#shared/contracts/checkouts.contract.ts';
import { invoiceNumberLabel } from './billing.ts';

/**
 * A paid invoice's nota fiscal de serviço on /painel/faturas (ASAAS_NFSE): the
 * link to its PDF at Asaas once issued, "Nota fiscal em emissão" before, nothing when none was
 * asked for (the free month, the sandbox, the setting off).
 */
export function NotaFiscalLink({ invoice }: { invoice: Invoice }) {
  const nota = invoice.notaFiscal;
  if (invoice.status !== 'paid' || !nota) return null;
  if (nota.status === 'emitida' && nota.url) {
    return (
      <a
        href={nota.url}
        rel="noreferrer"
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-teal-800 hover:underline"
      >
        <FileCheck aria-hidden="true" className="size-4" />
        Nota fiscal<span className="sr-only"> da fatura {invoiceNumberLabel(invoice.number)}</span>
      </a>
    );
  }
  return (
    <span className="text-sm text-slate-600">
      {nota.status === 'cancelada' ? 'Nota fiscal cancelada' : 'Nota fiscal em emissão'}
    </span>
  );
}
