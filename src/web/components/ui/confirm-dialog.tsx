import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { ModalDialog } from './modal-dialog.tsx';

/**
 * A yes/no question in a modal ("Remover este anúncio?", "Remover esta imagem?"): the title is
 * the question, the confirm button says what happens; Esc, the backdrop or Cancelar say no.
 */
export function ConfirmDialog({
  isOpen,
  title,
  confirmLabel,
  dismissLabel = 'Cancelar',
  onConfirm,
  onClose,
  isBusy = false,
  children,
  extraAction,
}: {
  isOpen: boolean;
  title: string;
  confirmLabel: string;
  /** The "no" button: another word when the question is itself about cancelling. */
  dismissLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  isBusy?: boolean;
  children?: ReactNode;
  /** A second way forward (the "Publicar sem enviar" of the photo dialog). */
  extraAction?: ReactNode;
}) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onClose}
      hasDescription={Boolean(children)}
      className="fixed inset-x-4 top-1/2 mx-auto max-w-md -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
    >
      <Dialog.Title className="text-xl font-semibold tracking-tight text-slate-900">{title}</Dialog.Title>
      {children ? (
        <Dialog.Description asChild>
          <div className="mt-2 text-[15px] text-slate-700">{children}</div>
        </Dialog.Description>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isBusy}>
          {dismissLabel}
        </Button>
        {extraAction}
        <Button onClick={onConfirm} isLoading={isBusy}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
