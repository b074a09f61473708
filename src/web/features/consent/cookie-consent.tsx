import { Cookie, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  acceptAll,
  makeChoice,
  OPEN_PREFERENCES_EVENT,
  readChoice,
  rejectAll,
  saveChoice,
  type ConsentChoice,
  type OptionalCategory,
} from './consent.ts';

const CATEGORY_TEXTS: { key: OptionalCategory | 'necessarios'; title: string; text: string }[] = [
  {
    key: 'necessarios',
    title: 'Necessários',
    text: 'Mantêm você conectado, protegem os formulários e guardam esta escolha. Sem eles o site não funciona, por isso ficam sempre ativos.',
  },
  {
    key: 'preferencias',
    title: 'Preferências',
    text: 'Lembram escolhas que facilitam a próxima visita, como os últimos filtros de busca.',
  },
  {
    key: 'analiticos',
    title: 'Analíticos',
    text: 'Contam visitas e mostram quais páginas são mais úteis, de forma agregada, para melhorarmos o site.',
  },
  {
    key: 'marketing',
    title: 'Marketing',
    text: 'Ajudam a mostrar anúncios da NC mais relevantes para você em outros sites.',
  },
];

const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';
const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

/**
 * The cookie banner of every page and the preferences dialog (spec 2 "Cookie consent"). Rendered
 * only after hydration (the choice lives in localStorage, unknown to the server), so the server
 * HTML and the first client render agree.
 */
export function CookieConsent() {
  // undefined: not read yet (server, first render); null: no stored choice.
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined);
  const [isDialogOpen, setIsDialogOpen] = useState(false);

  useEffect(() => {
    // Reading storage must wait for the browser; one state update after mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChoice(readChoice());
    const onOpen = () => setIsDialogOpen(true);
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
        <div aria-hidden="true" className="h-48 md:h-28" />
      ) : null}
      {choice === null ? (
        <section
          aria-labelledby="cookies-banner-titulo"
          className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-8px_30px_rgba(15,23,42,0.12)]"
        >
          <div className="page-container flex flex-col gap-4 py-4 md:flex-row md:items-center md:justify-between">
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
            <div className="flex flex-wrap gap-2 md:shrink-0">
              <button type="button" className={secondaryButton} onClick={() => setIsDialogOpen(true)}>
                Preferências
              </button>
              <button type="button" className={secondaryButton} onClick={() => store(rejectAll())}>
                Rejeitar todos
              </button>
              <button type="button" className={primaryButton} onClick={() => store(acceptAll())}>
                Aceitar todos
              </button>
            </div>
          </div>
        </section>
      ) : null}
      {isDialogOpen ? (
        <PreferencesDialog initial={choice ?? null} onClose={() => setIsDialogOpen(false)} onSave={store} />
      ) : null}
    </>
  );
}

/**
 * A modal <dialog> opened with showModal(): the browser traps focus, Esc closes it and the page
 * behind is inert. Focus returns to whatever opened it.
 */
function PreferencesDialog({
  initial,
  onClose,
  onSave,
}: {
  initial: ConsentChoice | null;
  onClose: () => void;
  onSave: (choice: ConsentChoice) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [optional, setOptional] = useState<Record<OptionalCategory, boolean>>({
    preferencias: initial?.categories.preferencias ?? false,
    analiticos: initial?.categories.analiticos ?? false,
    marketing: initial?.categories.marketing ?? false,
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    return () => opener?.focus?.();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
        <h2 id={titleId} className="text-xl font-semibold tracking-tight">
          Preferências de cookies
        </h2>
        <button
          type="button"
          aria-label="Fechar"
          onClick={onClose}
          className="-mr-2 grid size-11 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="max-h-[60vh] overflow-y-auto px-6 py-4">
        <p className="text-sm text-slate-700">
          Escolha quais cookies opcionais a NC pode usar. Você pode mudar de ideia quando quiser, pelo link
          &quot;Preferências de cookies&quot; no rodapé.
        </p>
        <ul className="mt-4 space-y-3">
          {CATEGORY_TEXTS.map((category) => {
            const inputId = `${titleId}-${category.key}`;
            const isNecessary = category.key === 'necessarios';
            return (
              <li key={category.key} className="rounded-xl border border-slate-200 p-4">
                <div className="flex items-center justify-between gap-4">
                  <label htmlFor={inputId} className="font-semibold">
                    {category.title}
                    {isNecessary ? (
                      <span className="ml-2 text-sm font-normal text-slate-600">(sempre ativos)</span>
                    ) : null}
                  </label>
                  <input
                    id={inputId}
                    type="checkbox"
                    role="switch"
                    aria-describedby={`${inputId}-texto`}
                    checked={isNecessary ? true : optional[category.key as OptionalCategory]}
                    disabled={isNecessary}
                    onChange={(e) => setOptional((o) => ({ ...o, [category.key]: e.target.checked }))}
                    className="size-5 shrink-0 accent-teal-700"
                  />
                </div>
                <p id={`${inputId}-texto`} className="mt-1 text-sm text-slate-600">
                  {category.text}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-6 py-4">
        <button type="button" className={secondaryButton} onClick={() => onSave(rejectAll())}>
          Rejeitar todos
        </button>
        <button type="button" className={secondaryButton} onClick={() => onSave(makeChoice(optional))}>
          Salvar preferências
        </button>
        <button type="button" className={primaryButton} onClick={() => onSave(acceptAll())}>
          Aceitar todos
        </button>
      </div>
    </dialog>
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
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new Event(OPEN_PREFERENCES_EVENT))}
    >
      {children ?? 'Preferências de cookies'}
    </button>
  );
}
