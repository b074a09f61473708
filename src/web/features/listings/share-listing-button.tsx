import { Share2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';

// The fallback panel is fetched when first wanted (pointer over or focus on the button, or the
// first click), not with the page: most phones use their share sheet, and the page's entry
// JavaScript stays within budget (e2e/public/js-budget.spec.ts).
const loadSharePanel = () => import('./share-panel.tsx');
const SharePanel = lazy(() => loadSharePanel().then((m) => ({ default: m.SharePanel })));

const noopSubscribe = () => () => undefined;
const browserCanShare = () => typeof navigator.share === 'function';
// Known only in the browser: the server renders the button as the panel's toggle.
const serverCannotShare = () => false;

/**
 * "Compartilhar": the system's share sheet (Web Share API) where the browser has one;
 * elsewhere a small panel with WhatsApp and "Copiar link" (share-panel.tsx). Esc or a click
 * outside closes the panel; Esc returns focus to the button.
 */
export function ShareListingButton({ title, url }: { title: string; url: string }) {
  const hasWebShare = useSyncExternalStore(noopSubscribe, browserCanShare, serverCannotShare);
  const [isOpen, setIsOpen] = useState(false);
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
    setIsOpen((open) => !open);
  };

  const preloadPanel = () => {
    if (!hasWebShare) void loadSharePanel();
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
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        aria-expanded={hasWebShare ? undefined : isOpen}
        aria-controls={hasWebShare ? undefined : panelId}
        className="inline-flex min-h-12 items-center gap-2 rounded-full bg-white px-4 font-medium text-slate-800 shadow-sm ring-1 ring-slate-200 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 max-[359px]:px-3"
      >
        <Share2 aria-hidden="true" className="size-5" />
        <span className="max-[359px]:sr-only">Compartilhar</span>
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <SharePanel id={panelId} title={title} url={url} />
        </Suspense>
      ) : null}
    </div>
  );
}
