import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';

/**
 * A modal on Radix Dialog (BRAND: dialogs and drawers on Radix primitives), opened by the page
 * rather than by a Radix Trigger: focus stays inside, Esc or a click on the backdrop closes it,
 * and focus returns to whatever element opened it. Nothing is rendered while closed. The z-index
 * keeps it above Leaflet's panes and controls (up to 1000), as the native top layer did.
 * `className` places and sizes the box; the children bring a `Dialog.Title`.
 */
export function ModalDialog({
  isOpen,
  onClose,
  className,
  hasDescription = false,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  className: string;
  /** Whether the children bring a `Dialog.Description` (Radix then links it; else none). */
  hasDescription?: boolean;
  children: ReactNode;
}) {
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
          {...(hasDescription ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            // Focus has not moved yet: this is the element that opened the dialog.
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onEscapeKeyDown={(event) => {
            // An open suggestion list inside (a Combobox's) takes this Esc; the next one closes the
            // dialog. Radix hears the key before the field does, so the list is still open here.
            const target = event.target;
            if (
              target instanceof HTMLElement &&
              target.getAttribute('role') === 'combobox' &&
              target.getAttribute('aria-expanded') === 'true'
            )
              event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            openerRef.current?.focus();
            openerRef.current = null;
          }}
          className={`z-1100 focus:outline-none ${className}`}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The "Fechar" button of a ModalDialog's header (44 px target, an X icon); `className` places it. */
export function ModalCloseButton({ className = '' }: { className?: string }) {
  return (
    <Dialog.Close
      aria-label="Fechar"
      className={`grid size-11 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700 ${className}`}
    >
      <X aria-hidden="true" className="size-5" />
    </Dialog.Close>
  );
}
