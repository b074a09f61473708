import type { MyListing } from '#shared/contracts/my-listings.contract.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { CLOSING_CONSEQUENCE, CLOSING_TEXTS, type ClosingKind } from './closing-actions.ts';

/**
 * The question before "Marcar como vendido" or "Encerrar" (ADR 023): the ad, and what happens to
 * it and to its credit. Neither can be undone, so the advertiser confirms.
 */
export function ClosingDialog({
  pending,
  isBusy,
  onClose,
  onConfirm,
}: {
  pending: { kind: ClosingKind; listing: MyListing } | null;
  isBusy: boolean;
  onClose: () => void;
  onConfirm: (kind: ClosingKind, listing: MyListing) => void;
}) {
  const texts = CLOSING_TEXTS[pending?.kind ?? 'end'];
  return (
    <ConfirmDialog
      isOpen={pending !== null}
      title={texts.question}
      confirmLabel={texts.confirm}
      isBusy={isBusy}
      onClose={onClose}
      onConfirm={() => {
        if (pending) onConfirm(pending.kind, pending.listing);
      }}
    >
      <p className="font-medium break-words text-slate-900">“{pending?.listing.tituloANUNCIO}”</p>
      <p className="mt-2">{CLOSING_CONSEQUENCE}</p>
    </ConfirmDialog>
  );
}
