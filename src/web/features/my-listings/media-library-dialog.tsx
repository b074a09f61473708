import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import type { MediaItem } from '#shared/contracts/media.contract.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ModalCloseButton, ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { findMyMedia } from './my-listings-api.ts';

/** "Minhas Imagens" (GET /api/midias): images already on the server, chosen by checkbox. */
export function MediaLibraryDialog({
  isOpen,
  onClose,
  room,
  chosenUrls,
  onChoose,
}: {
  isOpen: boolean;
  onClose: () => void;
  room: number;
  chosenUrls: string[];
  onChoose: (items: MediaItem[]) => void;
}) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onClose}
      className="fixed inset-x-2 top-4 bottom-4 mx-auto flex max-w-3xl flex-col overflow-hidden rounded-xl bg-white shadow-xl sm:inset-x-6"
    >
      {isOpen ? <MediaLibrary room={room} chosenUrls={chosenUrls} onChoose={onChoose} /> : null}
    </ModalDialog>
  );
}

function MediaLibrary({
  room,
  chosenUrls,
  onChoose,
}: {
  room: number;
  chosenUrls: string[];
  onChoose: (items: MediaItem[]) => void;
}) {
  const [state, setState] = useState<{ items: MediaItem[] | null; failed: boolean }>({
    items: null,
    failed: false,
  });
  const [selected, setSelected] = useState<number[]>([]);
  useEffect(() => {
    let isCurrent = true;
    findMyMedia(createApiClient())
      .then((page) => {
        if (isCurrent) setState({ items: page.data, failed: false });
      })
      .catch(() => {
        if (isCurrent) setState({ items: [], failed: true });
      });
    return () => {
      isCurrent = false;
    };
  }, []);
  const available = (state.items ?? []).filter((m) => !chosenUrls.includes(m.url));
  return (
    <>
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3">
        <Dialog.Title className="text-lg font-semibold text-slate-900">Minhas Imagens</Dialog.Title>
        <ModalCloseButton className="-mr-2" />
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-4" aria-busy={state.items === null}>
        {state.items === null ? (
          <p className="text-slate-600">Carregando imagens...</p>
        ) : state.failed ? (
          <p role="alert" className="text-red-700">
            Não foi possível carregar suas imagens. Tente de novo.
          </p>
        ) : available.length === 0 ? (
          <p className="text-slate-600">Nenhuma imagem disponível em Minhas Imagens.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {available.map((item) => {
              const isChecked = selected.includes(item.id);
              const isFull = !isChecked && selected.length >= room;
              return (
                <li key={item.id}>
                  <label className="block cursor-pointer rounded-lg border border-slate-200 p-1 has-checked:border-teal-700 has-checked:ring-2 has-checked:ring-teal-700">
                    <img
                      src={item.thumbUrl}
                      alt=""
                      width={300}
                      height={127}
                      className="aspect-[300/127] w-full rounded bg-slate-100 object-cover"
                    />
                    <span className="mt-1 flex items-center gap-2 text-sm text-slate-700">
                      <input
                        type="checkbox"
                        checked={isChecked}
                        disabled={isFull}
                        className="size-5 accent-teal-700"
                        onChange={() =>
                          setSelected((s) => (isChecked ? s.filter((id) => id !== item.id) : [...s, item.id]))
                        }
                      />
                      <span className="truncate">{item.nome}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-200 px-5 py-3">
        <Dialog.Close className={buttonClass('secondary')}>Cancelar</Dialog.Close>
        <Button
          disabled={selected.length === 0}
          onClick={() => onChoose((state.items ?? []).filter((m) => selected.includes(m.id)))}
        >
          Adicionar {selected.length > 0 ? selected.length : ''}
        </Button>
      </div>
    </>
  );
}
