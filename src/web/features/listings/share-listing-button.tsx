import { Copy, MessageCircle, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { whatsappShareLink } from './listing-detail-helpers.ts';

const itemClass =
  'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700';

const noopSubscribe = () => () => undefined;
const browserCanShare = () => typeof navigator.share === 'function';
// Known only in the browser: the server renders the button as the panel's toggle.
const serverCannotShare = () => false;

/**
 * "Compartilhar" (issue 23): the system's share sheet (Web Share API) where the browser has one;
 * elsewhere a small panel with WhatsApp and "Copiar link". Esc or a click outside closes the
 * panel; Esc returns focus to the button.
 */
export function ShareListingButton({ title, url }: { title: string; url: string }) {
  const hasWebShare = useSyncExternalStore(noopSubscribe, browserCanShare, serverCannotShare);
  const [isOpen, setIsOpen] = useState(false);
  const [status, setStatus] = useState<{ text: string; isError: boolean } | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const onShare = async () => {
    if (hasWebShare) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is no failure; anything else (not allowed here) opens the panel.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setStatus(null);
    setIsOpen((open) => !open);
  };

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus({ text: 'Link copiado', isError: false });
    } catch {
      setStatus({
        text: 'Não foi possível copiar. Copie o endereço na barra do navegador.',
        isError: true,
      });
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.stopPropagation();
          setIsOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        onClick={() => void onShare()}
        aria-expanded={hasWebShare ? undefined : isOpen}
        aria-controls={hasWebShare ? undefined : panelId}
        className="inline-flex min-h-12 items-center gap-2 rounded-full bg-white px-4 font-medium text-slate-800 shadow-sm ring-1 ring-slate-200 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 max-[359px]:px-3"
      >
        <Share2 aria-hidden="true" className="size-5" />
        <span className="max-[359px]:sr-only">Compartilhar</span>
      </button>
      {isOpen ? (
        <div
          id={panelId}
          className="absolute top-full right-0 z-20 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <ul aria-label="Compartilhar o anúncio">
            <li>
              <a
                href={whatsappShareLink(title, url)}
                target="_blank"
                rel="noopener noreferrer"
                className={itemClass}
              >
                <MessageCircle aria-hidden="true" className="size-5 text-emerald-700" />
                WhatsApp
              </a>
            </li>
            <li>
              <button type="button" onClick={() => void onCopy()} className={itemClass}>
                <Copy aria-hidden="true" className="size-5 text-slate-600" />
                Copiar link
              </button>
            </li>
          </ul>
          {/* In place before any text, so screen readers announce what is written into it. */}
          <p
            role="status"
            className={`px-3 text-sm ${status?.isError ? 'text-red-700' : 'text-emerald-800'} ${status ? 'py-1' : ''}`}
          >
            {status?.text}
          </p>
        </div>
      ) : null}
    </div>
  );
}
