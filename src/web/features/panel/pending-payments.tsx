import { CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';
import type { Checkout } from '#shared/contracts/checkouts.contract.ts';
import { formatCents } from '#shared/lib/price.ts';
import { paths } from '#shared/paths.ts';
import { QrCode } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Alert, LoadFailedAlert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { cancelPendingPayment } from './billing-api.ts';

const PENDING_LOAD_FAILED = 'Não foi possível carregar os pagamentos pendentes.';

/** "15/01/2026 às 12:30", in Brasília time like every date of the site. */
const TIME = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});
const untilLabel = (iso: string) => `${formatDate(iso)} às ${TIME.format(new Date(iso))}`;

type Notice = { tone: 'success' | 'error'; message: string };

/**
 * The pending payments of /painel/faturas: each PIX charge still waiting, with "Pagar
 * agora" (back to its payment page, the same QR code) and "Cancelar" (after a confirmation; the
 * server cancels it at the gateway). Nothing is shown when there is none.
 */
export function PendingPayments({ items, failed }: { items: readonly Checkout[]; failed: boolean }) {
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState<Checkout | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // The cancelled row (and its button) goes away: the keyboard lands on the outcome.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  async function cancel(item: Checkout) {
    setBusy(true);
    setNotice(null);
    let outcome: Notice;
    try {
      await cancelPendingPayment(createApiClient(), item.checkoutId);
      outcome = { tone: 'success', message: M.cancelled };
    } catch (error) {
      // The server's own words (409: paid meanwhile, already cancelled; 503: try again).
      const message = error instanceof ApiError ? (error.apiMessage ?? M.generic) : M.generic;
      outcome = { tone: 'error', message };
    }
    setBusy(false);
    // The dialog closes (handing the focus back to its row) and the list is read again before the
    // outcome shows and takes the focus: the cancelled row and its button are gone by then.
    setConfirming(null);
    await revalidator.revalidate();
    setNotice(outcome);
  }

  if (failed) return <LoadFailedAlert title={PENDING_LOAD_FAILED} />;
  if (items.length === 0 && !notice) return null;
  return (
    <section aria-labelledby="pendentes-titulo" className="space-y-3">
      <h2 id="pendentes-titulo" className="text-xl font-semibold tracking-tight text-slate-900">
        Pagamentos pendentes
      </h2>
      {notice ? (
        <Alert ref={noticeRef} tone={notice.tone}>
          {notice.message}
        </Alert>
      ) : null}
      {items.length > 0 ? (
        <ul className="space-y-3">
          {items.map((item) => (
            <li
              key={item.checkoutId}
              className="flex flex-col gap-4 rounded-xl border border-amber-300 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 gap-3">
                <QrCode aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-700" />
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    Plano {item.planName}: {formatCents(item.amountCents)}
                  </p>
                  <p className="text-sm text-slate-700">
                    PIX gerado em {formatDate(item.createdAt)}
                    {item.expiresAt ? `, código válido até ${untilLabel(item.expiresAt)}` : ''}
                  </p>
                </div>
              </div>
              <div className="flex flex-col gap-2 sm:flex-row sm:shrink-0">
                <Link
                  to={paths.panelPayment.getHref({
                    plano: item.planSlug,
                    m: 'pix',
                    id: String(item.checkoutId),
                  })}
                  className={buttonClass('primary')}
                >
                  Pagar agora<span className="sr-only"> o plano {item.planName}</span>
                </Link>
                <Button variant="secondary" onClick={() => setConfirming(item)}>
                  Cancelar<span className="sr-only"> o pagamento do plano {item.planName}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        isOpen={confirming !== null}
        title="Cancelar este pagamento?"
        confirmLabel="Cancelar pagamento"
        dismissLabel="Manter"
        isBusy={isBusy}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) void cancel(confirming);
        }}
      >
        O código PIX do plano {confirming?.planName} deixará de valer. Você pode gerar outro quando quiser.
      </ConfirmDialog>
    </section>
  );
}
