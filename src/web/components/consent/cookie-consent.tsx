import { Cookie } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { bannerPrimaryButton, bannerSecondaryButton } from './buttons.ts';
import {
  acceptAll,
  OPEN_PREFERENCES_EVENT,
  openCookiePreferences,
  readChoice,
  rejectAll,
  saveChoice,
  type ConsentChoice,
} from '../../lib/consent.ts';

// The banner is on every page; the preferences dialog (and Radix Dialog with it) loads only when
// first opened, so pages that never open it do not carry its JavaScript.
const PreferencesDialog = lazy(() => import('./preferences-dialog.tsx'));

/**
 * The cookie banner of every page and the preferences dialog (spec 2 "Cookie consent"). Rendered
 * only after hydration (the choice lives in localStorage, unknown to the server), so the server
 * HTML and the first client render agree.
 */
export function CookieConsent() {
  // undefined: not read yet (server, first render); null: no stored choice.
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  // Once opened, the dialog stays mounted (closed) so Radix can hand focus back on each closing.
  const [hasOpenedDialog, setHasOpenedDialog] = useState(false);
  const openDialog = () => {
    setHasOpenedDialog(true);
    setIsDialogOpen(true);
  };

  useEffect(() => {
    // Reading storage must wait for the browser; one state update after mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChoice(readChoice());
    const onOpen = () => {
      setHasOpenedDialog(true);
      setIsDialogOpen(true);
    };
    window.addEventListener(OPEN_PREFERENCES_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_PREFERENCES_EVENT, onOpen);
  }, []);

  const store = (next: ConsentChoice) => {
    saveChoice(next);
    setChoice(next);
    setIsDialogOpen(false);
  };

  return (
    <>
      {choice === null ? (
        // The spacer lets the end of the page scroll clear of the fixed banner.
        <div aria-hidden="true" className="h-48 sm:h-44 md:h-28" />
      ) : null}
      {choice === null ? (
        <section
          aria-labelledby="cookies-banner-titulo"
          className="fixed inset-x-0 bottom-0 z-1050 border-t border-slate-200 bg-white shadow-[0_-8px_30px_rgba(15,23,42,0.12)]"
        >
          <div className="page-container flex flex-col gap-3 py-3 sm:gap-4 sm:py-4 md:flex-row md:items-center md:justify-between">
            <div className="flex gap-3">
              <Cookie aria-hidden="true" className="mt-0.5 hidden size-6 shrink-0 text-teal-700 sm:block" />
              <div>
                <h2 id="cookies-banner-titulo" className="font-semibold text-slate-900">
                  Sua privacidade
                </h2>
                <p className="mt-1 max-w-3xl text-sm text-slate-700">
                  Usamos cookies necessários para o site funcionar e, só com a sua permissão, cookies para
                  lembrar preferências e entender o uso do site. Saiba mais na{' '}
                  <Link to="/cookies" className="font-medium text-teal-700 underline underline-offset-2">
                    Política de Cookies
                  </Link>
                  .
                </p>
              </div>
            </div>
            <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap md:shrink-0">
              <button type="button" className={bannerSecondaryButton} onClick={openDialog}>
                Preferências
              </button>
              <button type="button" className={bannerSecondaryButton} onClick={() => store(rejectAll())}>
                Rejeitar todos
              </button>
              <button type="button" className={bannerPrimaryButton} onClick={() => store(acceptAll())}>
                Aceitar todos
              </button>
            </div>
          </div>
        </section>
      ) : null}
      {hasOpenedDialog ? (
        <Suspense fallback={null}>
          <PreferencesDialog
            isOpen={isDialogOpen}
            initial={choice ?? null}
            onClose={() => setIsDialogOpen(false)}
            onSave={store}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** A button that opens the preferences dialog from anywhere (footer, /cookies). */
export function CookiePreferencesButton({
  className,
  children,
}: {
  className?: string;
  children?: ReactNode;
}) {
  return (
    <button type="button" className={className} onClick={openCookiePreferences}>
      {children ?? 'Preferências de cookies'}
    </button>
  );
}
