import type { Checkout, Invoice } from '#shared/contracts/checkouts.contract.ts';
import { findInvoices, findPendingPayments } from '../../features/panel/billing-api.ts';
import { isWorthLogging, onlyPaidParam } from '../../features/panel/billing.ts';
import { InvoicesPage } from '../../features/panel/invoices-page.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import type { Route } from './+types/invoices';

/**
 * /painel/faturas (spec 2 §2 "Invoices"): the user's invoices, all or only the paid ones
 * (`?status=paid`, so the filter is in the address: shareable and server-rendered), each paid one
 * with its PDF receipt and, with ASAAS_NFSE, its nota fiscal. A failed call shows the spec's
 * "Erro ao carregar faturas" (spec 2 §8).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const isOnlyPaid = onlyPaidParam(new URL(request.url).searchParams);
  // The PIX charges still waiting to be paid, read beside the invoices; either may fail alone.
  const pendingCall = findPendingPayments(createApiClient({ context, request })).then(
    (answer) => ({ pending: answer.items, pendingFailed: false }),
    (error: unknown) => {
      if (isWorthLogging(error))
        context.app.log.warn({ err: error }, 'painel/faturas: pendentes indisponíveis');
      return { pending: [] as Checkout[], pendingFailed: true };
    },
  );
  try {
    const answer = await findInvoices(createApiClient({ context, request }), isOnlyPaid ? 'paid' : undefined);
    return { isOnlyPaid, invoices: answer.items, failed: false, ...(await pendingCall) };
  } catch (error) {
    if (isWorthLogging(error)) context.app.log.warn({ err: error }, 'painel/faturas: faturas indisponíveis');
    return { isOnlyPaid, invoices: [] as Invoice[], failed: true, ...(await pendingCall) };
  }
}

export const meta = () => [{ title: 'Faturas | NC' }, { name: 'robots', content: 'noindex' }];

export default function PanelInvoices({ loaderData }: Route.ComponentProps) {
  return <InvoicesPage {...loaderData} />;
}
