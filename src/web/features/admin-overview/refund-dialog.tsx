import { CHECKOUT_MESSAGES as M, REFUND_REASON_MAX } from '#shared/contracts/checkouts.constants.ts';
import { TextDialog } from '../../components/forms/text-dialog.tsx';

/** The invoice to refund, and what refunds it (a failure is shown in the dialog, which stays open). */
export interface RefundRequest {
  /** "Nº 000123". */
  numberLabel: string;
  payerName: string;
  amount: string;
  onConfirm: (reason: string) => Promise<void>;
}

/**
 * "Estornar" of a paid invoice: the reason (required, kept with the invoice and in the audit log)
 * and what the refund does, said before it is done.
 */
export function RefundDialog({ request, onClose }: { request: RefundRequest | null; onClose: () => void }) {
  return (
    <TextDialog
      onClose={onClose}
      request={
        request && {
          title: `Estornar a fatura ${request.numberLabel}?`,
          description: `${request.amount} voltam para ${request.payerName} pelo serviço de pagamentos. O crédito do plano é cancelado, o anúncio que o usa sai do ar e o anunciante recebe um e-mail. Não dá para desfazer.`,
          label: 'Motivo do estorno',
          hint: 'Fica registrado na fatura e na auditoria.',
          name: 'motivo',
          rows: 4,
          maxLength: REFUND_REASON_MAX,
          requiredMessage: M.refundReasonRequired,
          tooLongMessage: M.refundReasonTooLong,
          confirmLabel: 'Estornar',
          loadingText: 'Estornando...',
          failedText: 'Não foi possível estornar a fatura. Tente de novo.',
          onConfirm: request.onConfirm,
        }
      }
    />
  );
}
