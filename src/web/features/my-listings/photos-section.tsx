import { ArrowDown, ArrowUp, ImagePlus, Images, Star, Trash2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import type { MediaItem } from '#shared/contracts/media.contract.ts';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '#shared/contracts/media.constants.ts';
import { MAX_LISTING_IMAGES as MAX_PHOTOS } from '#shared/contracts/my-listings.constants.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ModalCloseButton, ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { moveAnnouncement, moveItem } from './listing-form-values.ts';
import { findMyMedia } from './my-listings-api.ts';
import { checkPickedFiles, LISTING_PHOTO_REFUSALS, type RefusedFile } from '../../lib/photo-files.ts';

/** A photo of the form: already the ad's, chosen from "Minhas Imagens", or a file not sent yet. */
export type Photo =
  | { key: string; kind: 'stored' | 'media'; url: string; thumb: string }
  | { key: string; kind: 'local'; file: File; preview: string; progress: number | null; error?: string };

let nextKey = 0;
export const photoKey = () => `foto-${++nextKey}`;

function photoName(photo: Photo, index: number): string {
  return photo.kind === 'local' ? photo.file.name : `Imagem ${index + 1}`;
}

/**
 * The ad's photos (spec 2 §2/§5): up to 12, the first is the cover. Reordered by dragging or by
 * the move buttons (announced in an aria-live region), removed after "Remover esta imagem?",
 * picked from the device (the refused listed with the reason) or from "Minhas Imagens". Files
 * not sent yet show their progress bar while being sent.
 */
export function PhotosSection({
  photos,
  onChange,
  onRemoveStored,
  isUploading,
  onUpload,
  canUpload,
}: {
  photos: Photo[];
  /** The new list, or how to change the latest one (after an await, the list may have moved on). */
  onChange: (change: Photo[] | ((photos: Photo[]) => Photo[])) => void;
  /** Removes one of the ad's stored images on the server; resolves false when it failed. */
  onRemoveStored: (url: string) => Promise<boolean>;
  isUploading: boolean;
  onUpload: () => void;
  /** False on a new ad: files are sent once it is saved. */
  canUpload: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [toRemove, setToRemove] = useState<Photo | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const [isLibraryOpen, setIsLibraryOpen] = useState(false);
  const dragFrom = useRef<number | null>(null);
  const pendingCount = photos.filter((p) => p.kind === 'local').length;

  async function pick(files: File[]) {
    // The files' first bytes are read before any of them is shown (no broken "Capa").
    const { accepted, refused: left } = await checkPickedFiles(files, {
      room: MAX_PHOTOS - photos.length,
      refusals: LISTING_PHOTO_REFUSALS,
    });
    setRefused(left);
    if (accepted.length === 0) return;
    const added = accepted.map((file): Photo => ({
      key: photoKey(),
      kind: 'local',
      file,
      preview: URL.createObjectURL(file),
      progress: null,
    }));
    onChange((list) => [...list, ...added]);
    setAnnouncement(
      accepted.length === 1 ? '1 imagem adicionada.' : `${accepted.length} imagens adicionadas.`,
    );
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= photos.length || from === to) return;
    const next = moveItem(photos, from, to);
    onChange(next);
    const moved = photos[from];
    if (moved) setAnnouncement(moveAnnouncement(photoName(moved, from), to + 1, next.length));
  }

  async function confirmRemove() {
    const photo = toRemove;
    if (!photo) return;
    if (photo.kind === 'stored') {
      setIsRemoving(true);
      const ok = await onRemoveStored(photo.url);
      setIsRemoving(false);
      if (!ok) {
        setToRemove(null);
        return;
      }
    }
    if (photo.kind === 'local') URL.revokeObjectURL(photo.preview);
    const index = photos.indexOf(photo);
    onChange(photos.filter((p) => p !== photo));
    setAnnouncement(`${photoName(photo, index)} removida.`);
    setToRemove(null);
  }

  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragFrom.current !== null) move(dragFrom.current, index);
    dragFrom.current = null;
  };

  return (
    <section
      aria-labelledby="fotos-titulo"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="fotos-titulo" className="text-xl font-semibold text-slate-900">
          Fotos
        </h2>
        <p className="mt-1 text-[15px] text-slate-600">
          Até {MAX_PHOTOS} imagens PNG, JPG, JPEG, GIF ou WEBP de até 10 MB cada. A primeira é a capa do
          anúncio; arraste ou use as setas para mudar a ordem.
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={MEDIA_LIMITS.accept}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="fotos-arquivos"
          onChange={(event) => {
            void pick(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <Button
          variant="secondary"
          onClick={() => inputRef.current?.click()}
          disabled={photos.length >= MAX_PHOTOS || isUploading}
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          Escolher fotos
        </Button>
        <Button
          variant="secondary"
          onClick={() => setIsLibraryOpen(true)}
          disabled={photos.length >= MAX_PHOTOS || isUploading}
        >
          <Images aria-hidden="true" className="size-5" />
          Minhas Imagens
        </Button>
        {canUpload && pendingCount > 0 ? (
          <Button onClick={onUpload} isLoading={isUploading} loadingText="Enviando fotos...">
            Enviar {pendingCount === 1 ? '1 foto' : `${pendingCount} fotos`}
          </Button>
        ) : null}
      </div>
      {!canUpload && pendingCount > 0 ? (
        <p className="text-[15px] text-slate-700">
          As fotos escolhidas serão enviadas quando o anúncio for salvo.
        </p>
      ) : null}
      {refused.length > 0 ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-[15px] text-red-900"
        >
          <p className="font-semibold">Algumas imagens não foram adicionadas:</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                {file.name}: {file.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite" role="status">
        {announcement}
      </p>
      {photos.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-slate-600">
          Nenhuma foto ainda.
        </p>
      ) : (
        <ol
          className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
          aria-label="Fotos do anúncio, em ordem"
        >
          {photos.map((photo, index) => {
            const name = photoName(photo, index);
            return (
              <li
                key={photo.key}
                draggable={!isUploading}
                onDragStart={(event) => {
                  dragFrom.current = index;
                  event.dataTransfer.effectAllowed = 'move';
                }}
                onDragOver={(event) => event.preventDefault()}
                onDrop={onDrop(index)}
                data-testid="foto"
                data-nome={name}
                className="cursor-grab overflow-hidden rounded-lg border border-slate-200 bg-slate-50 active:cursor-grabbing"
              >
                <div className="relative">
                  <img
                    src={photo.kind === 'local' ? photo.preview : photo.thumb}
                    alt={name}
                    width={300}
                    height={127}
                    className="aspect-[300/127] w-full bg-slate-200 object-cover"
                  />
                  {index === 0 ? (
                    <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-teal-700 px-2 py-0.5 text-sm font-semibold text-white">
                      <Star aria-hidden="true" className="size-3.5" />
                      Capa
                    </span>
                  ) : null}
                </div>
                <div className="space-y-2 p-2">
                  <p className="truncate text-sm text-slate-700" title={name}>
                    {index + 1}. {name}
                    {photo.kind === 'local' ? <span className="text-slate-600"> (não enviada)</span> : null}
                  </p>
                  {photo.kind === 'local' && photo.progress !== null ? (
                    <progress
                      max={100}
                      value={Math.round(photo.progress * 100)}
                      aria-label={`Envio de ${name}`}
                      className="h-2 w-full accent-teal-700"
                    />
                  ) : null}
                  {photo.kind === 'local' && photo.error ? (
                    <p className="text-sm font-medium text-red-700">{photo.error}</p>
                  ) : null}
                  <div className="flex flex-wrap gap-1">
                    <IconButton
                      label={`Mover ${name} para cima`}
                      disabled={index === 0 || isUploading}
                      onClick={() => move(index, index - 1)}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </IconButton>
                    <IconButton
                      label={`Mover ${name} para baixo`}
                      disabled={index === photos.length - 1 || isUploading}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </IconButton>
                    {index > 0 ? (
                      <IconButton
                        label={`Usar ${name} como capa`}
                        disabled={isUploading}
                        onClick={() => move(index, 0)}
                      >
                        <Star aria-hidden="true" className="size-4" />
                      </IconButton>
                    ) : null}
                    <IconButton
                      label={`Remover ${name}`}
                      disabled={isUploading}
                      onClick={() => setToRemove(photo)}
                      className="text-red-700 hover:bg-red-50"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </IconButton>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <ConfirmDialog
        isOpen={toRemove !== null}
        title={MEDIA_MESSAGES.confirmRemove}
        confirmLabel="Remover"
        isBusy={isRemoving}
        onClose={() => setToRemove(null)}
        onConfirm={() => void confirmRemove()}
      />
      <MediaLibraryDialog
        isOpen={isLibraryOpen}
        onClose={() => setIsLibraryOpen(false)}
        room={MAX_PHOTOS - photos.length}
        chosenUrls={photos.flatMap((p) => (p.kind === 'local' ? [] : [p.url]))}
        onChoose={(items) => {
          onChange([
            ...photos,
            ...items.map((m): Photo => ({ key: photoKey(), kind: 'media', url: m.url, thumb: m.thumbUrl })),
          ]);
          setAnnouncement(
            items.length === 1 ? '1 imagem adicionada.' : `${items.length} imagens adicionadas.`,
          );
          setIsLibraryOpen(false);
        }}
      />
    </section>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  className = 'text-teal-800 hover:bg-teal-50',
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={`grid size-11 place-items-center rounded-lg focus-visible:outline-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:opacity-40 ${className}`}
    >
      {children}
    </button>
  );
}

/** "Minhas Imagens" (GET /api/midias): images already on the server, chosen by checkbox. */
function MediaLibraryDialog({
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
