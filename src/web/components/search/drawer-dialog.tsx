import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { ModalCloseButton, ModalDialog } from '../ui/modal-dialog.tsx';

export interface DrawerProps {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/** A side drawer: the modal (ModalDialog) as a panel at the right edge. Loaded on first open (drawer.tsx). */
export function DrawerDialog({ title, isOpen, onClose, children, footer }: DrawerProps) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onClose}
      className="fixed inset-y-0 right-0 flex h-dvh max-h-dvh w-full max-w-md flex-col bg-white shadow-2xl"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
        <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
        <ModalCloseButton />
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-5">{children}</div>
      {footer ? <div className="border-t border-slate-200 px-5 py-4">{footer}</div> : null}
    </ModalDialog>
  );
}
