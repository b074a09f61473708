import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { ModalCloseButton, ModalDialog } from '../ui/modal-dialog.tsx';
import { primaryButton, secondaryButton } from './buttons.ts';
import {
  acceptAll,
  makeChoice,
  rejectAll,
  type ConsentChoice,
  type OptionalCategory,
} from '../../lib/consent.ts';

const CATEGORY_TEXTS: { key: OptionalCategory | 'necessarios'; title: string; text: string }[] = [
  {
    key: 'necessarios',
    title: 'Necessários',
    text: 'Mantêm você conectado, protegem os formulários e guardam esta escolha e os favoritos que você marcar. Sem eles o site não funciona, por isso ficam sempre ativos.',
  },
  {
    key: 'preferencias',
    title: 'Preferências',
    text: 'Lembram escolhas que facilitam a próxima visita, como os últimos filtros de busca. Desligadas, apagamos o que foi guardado.',
  },
  {
    key: 'analiticos',
    title: 'Analíticos',
    text: 'Contam visitas e mostram quais páginas são mais úteis, de forma agregada, para melhorarmos o site. Hoje a NC não usa nenhum.',
  },
  {
    key: 'marketing',
    title: 'Marketing',
    text: 'Ajudam a mostrar anúncios da NC mais relevantes para você em outros sites. Hoje a NC não usa nenhum.',
  },
];

/**
 * The preferences dialog (ModalDialog): Esc or a click on the backdrop closes it without storing
 * anything, and focus returns to whatever opened it (the banner's button, the footer link,
 * /cookies). Its content mounts on each opening, so the switches start from the stored choice.
 */
export default function PreferencesDialog({
  isOpen,
  initial,
  onClose,
  onSave,
}: {
  isOpen: boolean;
  initial: ConsentChoice | null;
  onClose: () => void;
  onSave: (choice: ConsentChoice) => void;
}) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onClose}
      hasDescription
      className="fixed top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl"
    >
      <PreferencesForm initial={initial} onSave={onSave} />
    </ModalDialog>
  );
}

function PreferencesForm({
  initial,
  onSave,
}: {
  initial: ConsentChoice | null;
  onSave: (choice: ConsentChoice) => void;
}) {
  const id = useId();
  const [optional, setOptional] = useState<Record<OptionalCategory, boolean>>({
    preferencias: initial?.categories.preferencias ?? false,
    analiticos: initial?.categories.analiticos ?? false,
    marketing: initial?.categories.marketing ?? false,
  });

  return (
    <>
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
        <Dialog.Title className="text-xl font-semibold tracking-tight">Preferências de cookies</Dialog.Title>
        <ModalCloseButton className="-mr-2" />
      </div>
      <div className="max-h-[60vh] overflow-y-auto px-6 py-4">
        <Dialog.Description className="text-sm text-slate-700">
          Escolha quais cookies opcionais a NC pode usar. Você pode mudar de ideia quando quiser, pelo link
          &quot;Preferências de cookies&quot; no rodapé.
        </Dialog.Description>
        <ul className="mt-4 space-y-3">
          {CATEGORY_TEXTS.map((category) => {
            const inputId = `${id}-${category.key}`;
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
    </>
  );
}
