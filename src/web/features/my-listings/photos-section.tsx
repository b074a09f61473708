import { ImagePlus, Images } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '#shared/contracts/media.constants.ts';
import { MAX_LISTING_IMAGES as MAX_PHOTOS } from '#shared/contracts/my-listings.constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { checkPickedFiles, LISTING_PHOTO_REFUSALS, type RefusedFile } from '../../lib/photo-files.ts';
import { moveAnnouncement, moveItem } from './listing-form-values.ts';
import { MediaLibraryDialog } from './media-library-dialog.tsx';
import { photoKey, photoName, type Photo } from './listing-photo.ts';
import { PhotoTile } from './photo-tile.tsx';

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
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.key}
              photo={photo}
              index={index}
              count={photos.length}
              isUploading={isUploading}
              onMove={move}
              onRemove={() => setToRemove(photo)}
              onDragStart={() => {
                dragFrom.current = index;
              }}
              onDrop={onDrop(index)}
            />
          ))}
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
