import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';

export interface DrawerProps {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A side drawer on Radix Dialog (BRAND: dialogs and drawers on Radix primitives): modal, the rest
 * of the page is hidden from assistive technology and focus stays inside, Esc or a click on the
 * backdrop closes it, focus returns to the element that opened it (the drawer has no Radix
 * Trigger: the page opens it). Nothing is rendered while closed. The z-index keeps it above
 * Leaflet's panes and controls (up to 1000), as the native top layer did. Loaded on first open
 * (drawer.tsx).
 */
export function DrawerDialog({ title, isOpen, onClose, children, footer }: DrawerProps) {
  const openerRef = useRef<HTMLElement | null>(null);

  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        {/* The backdrop. Not Dialog.Overlay: its scroll lock injects a <style> element that the CSP
            (style-src 'self') refuses; the page behind may scroll, as with the native dialog. */}
        <div aria-hidden="true" className="fixed inset-0 z-1100 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            // Focus has not moved yet: this is the button that opened the drawer.
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            openerRef.current?.focus();
            openerRef.current = null;
          }}
          className="fixed inset-y-0 right-0 z-1100 flex h-dvh max-h-dvh w-full max-w-md flex-col bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Fechar"
              className="grid size-11 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-5">{children}</div>
          {footer ? <div className="border-t border-slate-200 px-5 py-4">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
