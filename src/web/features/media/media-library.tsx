import { ImagePlus, Images, Trash2, Upload } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { MEDIA_LIMITS, MEDIA_MESSAGES as M } from '#shared/contracts/media.constants.ts';
import type { MediaItem, MediaListAnswer } from '#shared/contracts/media.contract.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import { formErrorFrom } from '../../lib/form-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { deleteMedia, uploadMedia } from './media-api.ts';
import { checkPickedFiles, LIBRARY_PHOTO_REFUSALS, type RefusedFile } from '../../lib/photo-files.ts';
import { formatBytes, inUseLabel } from './media-files.ts';

/** Uploads at once: a phone on 4G sends two files side by side, not twelve. */
const UPLOAD_CONCURRENCY = 2;

interface Upload {
  key: string;
  name: string;
  progress: number;
  status: 'waiting' | 'sending' | 'processing' | 'done' | 'error';
  message?: string;
}

const UPLOAD_FAILED = 'Não foi possível enviar esta imagem.';

/**
 * "Minhas Imagens" (spec 2 §2 "Local media"): the advertiser's images on the server,
 * reusable in ads. Upload several at once, each with its own progress bar; the files the rules
 * refuse (type, 10 MB, 12 at a time) are listed with the reason. Removing asks "Remover esta
 * imagem?"; the server refuses (409, its message shown) while an ad uses the image.
 */
export function MediaLibrary({
  answer,
  isLoading,
  onChanged,
  pageHref,
}: {
  answer: MediaListAnswer;
  isLoading: boolean;
  onChanged: () => void;
  pageHref: (page: number) => string;
}) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [toRemove, setToRemove] = useState<MediaItem | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const noticeRef = useRef<HTMLDivElement>(null);
  const isUploading = uploads.some(
    (u) => u.status === 'waiting' || u.status === 'sending' || u.status === 'processing',
  );

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  function patch(key: string, change: Partial<Upload>) {
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  }

  async function send(files: File[]) {
    const { accepted, refused: left } = await checkPickedFiles(files, {
      room: MEDIA_LIMITS.maxFiles,
      refusals: LIBRARY_PHOTO_REFUSALS,
    });
    setRefused(left);
    setNotice(null);
    if (accepted.length === 0) return;
    const batch = accepted.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}` }));
    setUploads(batch.map(({ file, key }) => ({ key, name: file.name, progress: 0, status: 'waiting' })));
    const queue = [...batch];
    let failed = 0;
    async function worker() {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { file, key } = next;
        patch(key, { status: 'sending' });
        try {
          await uploadMedia(file, (fraction) =>
            patch(key, { progress: fraction, status: fraction >= 1 ? 'processing' : 'sending' }),
          );
          patch(key, { progress: 1, status: 'done' });
        } catch (error) {
          failed += 1;
          patch(key, {
            status: 'error',
            message: formErrorFrom(error, { failed: UPLOAD_FAILED, network: UPLOAD_FAILED }).message,
          });
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(UPLOAD_CONCURRENCY, batch.length) }, worker));
    if (failed < batch.length) {
      setNotice(failed === 0 ? { tone: 'success', text: M.uploaded } : null);
      onChanged();
    }
  }

  async function remove(item: MediaItem) {
    setIsRemoving(true);
    try {
      await deleteMedia(createApiClient(), item.id);
      setNotice({ tone: 'success', text: M.removed });
      onChanged();
    } catch (error) {
      const inUse = error instanceof ApiError && error.status === 409;
      setNotice({
        tone: 'error',
        text: inUse
          ? (error.apiMessage ?? M.inUse)
          : formErrorFrom(error, {
              failed: 'Não foi possível remover a imagem.',
              network: 'Não foi possível remover a imagem.',
            }).message,
      });
    } finally {
      setIsRemoving(false);
      setToRemove(null);
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    if (!isUploading) void send(Array.from(event.dataTransfer.files));
  }

  const items = answer.data;
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="enviar-titulo"
        className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h2 id="enviar-titulo" className="text-lg font-semibold text-slate-900">
          Enviar imagens
        </h2>
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={onDrop}
          className={`mt-4 flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center ${
            isDragging ? 'border-teal-700 bg-teal-50' : 'border-slate-300 bg-slate-50'
          }`}
        >
          <Upload aria-hidden="true" className="size-8 text-teal-700" />
          <p className="text-[15px] text-slate-700">Arraste as imagens para cá ou escolha do seu aparelho.</p>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            multiple
            accept={MEDIA_LIMITS.accept}
            className="peer sr-only"
            aria-describedby={`${inputId}-regras`}
            disabled={isUploading}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              void send(files);
            }}
          />
          <label
            htmlFor={inputId}
            className={buttonClass(
              'primary',
              `cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-700 ${isUploading ? 'pointer-events-none opacity-70' : ''}`,
            )}
          >
            <ImagePlus aria-hidden="true" className="size-5" />
            Escolher imagens
          </label>
          <p id={`${inputId}-regras`} className="text-sm text-slate-600">
            Até {MEDIA_LIMITS.maxFiles} imagens por vez, PNG, JPG, JPEG, GIF ou WEBP, com até 10 MB cada.
          </p>
        </div>

        {refused.length > 0 ? (
          <Alert tone="error" title="Algumas imagens não foram enviadas:" className="mt-4">
            <ul className="list-disc space-y-0.5 pl-5">
              {refused.map((file, i) => (
                <li key={`${file.name}-${i}`}>
                  <span className="font-medium wrap-anywhere">{file.name}</span>: {file.reason}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}

        {uploads.length > 0 ? (
          <ul aria-label="Envios" className="mt-4 space-y-3">
            {uploads.map((upload) => (
              <UploadRow key={upload.key} upload={upload} />
            ))}
          </ul>
        ) : null}
      </section>

      {notice ? <Alert ref={noticeRef} tone={notice.tone} title={notice.text} /> : null}

      <section aria-labelledby="biblioteca-titulo" aria-busy={isLoading || undefined}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="biblioteca-titulo" className="text-lg font-semibold text-slate-900">
            Suas imagens
          </h2>
          {answer.total > 0 ? (
            <p className="text-sm text-slate-600">
              {answer.total} {answer.total === 1 ? 'imagem' : 'imagens'}
            </p>
          ) : null}
        </div>
        {isLoading ? (
          <MediaSkeleton />
        ) : items.length === 0 ? (
          <div className="mt-4 flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-10 text-center">
            <Images aria-hidden="true" className="size-10 text-slate-400" />
            <p className="text-lg font-medium text-slate-800">Você ainda não enviou imagens.</p>
            <p className="text-[15px] text-slate-600">
              Envie fotos uma vez e use-as em quantos anúncios quiser.
            </p>
            <Button variant="secondary" onClick={() => inputRef.current?.click()} disabled={isUploading}>
              <ImagePlus aria-hidden="true" className="size-5" />
              Enviar imagens
            </Button>
          </div>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((item) => (
              <MediaCard key={item.id} item={item} onRemove={() => setToRemove(item)} />
            ))}
          </ul>
        )}
        {answer.totalPages > 1 ? (
          <nav aria-label="Páginas" className="mt-6 flex items-center justify-between gap-3">
            {answer.page > 1 ? (
              <Link to={pageHref(answer.page - 1)} className={buttonClass('secondary')}>
                Anterior
              </Link>
            ) : (
              <span />
            )}
            <p className="text-sm text-slate-600">
              Página {answer.page} de {answer.totalPages}
            </p>
            {answer.page < answer.totalPages ? (
              <Link to={pageHref(answer.page + 1)} className={buttonClass('secondary')}>
                Próxima
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>

      <ModalDialog
        isOpen={toRemove !== null}
        onClose={() => (isRemoving ? undefined : setToRemove(null))}
        hasDescription
        className="fixed inset-x-4 top-1/2 mx-auto max-w-md -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
      >
        <Dialog.Title className="text-xl font-semibold tracking-tight text-slate-900">
          {M.confirmRemove}
        </Dialog.Title>
        <Dialog.Description className="mt-2 text-[15px] wrap-anywhere text-slate-700">
          {toRemove?.nome || 'A imagem'} será apagada do servidor.
          {toRemove && toRemove.emUso > 0 ? ` ${M.inUse}` : ''}
        </Dialog.Description>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setToRemove(null)} disabled={isRemoving}>
            Cancelar
          </Button>
          <Button
            onClick={() => toRemove && void remove(toRemove)}
            isLoading={isRemoving}
            loadingText="Removendo..."
          >
            Remover
          </Button>
        </div>
      </ModalDialog>
    </div>
  );
}

const STATUS_TEXT: Record<Upload['status'], string> = {
  waiting: 'Na fila',
  sending: 'Enviando',
  processing: 'Processando...',
  done: 'Enviada',
  error: 'Falhou',
};

function UploadRow({ upload }: { upload: Upload }) {
  const percent = Math.round(upload.progress * 100);
  const labelId = useId();
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="min-w-0 truncate font-medium text-slate-800">
          {upload.name}
        </span>
        <span className={upload.status === 'error' ? 'font-medium text-red-700' : 'text-slate-600'}>
          {STATUS_TEXT[upload.status]}
          {upload.status === 'sending' ? ` ${percent}%` : ''}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full transition-[width] ${upload.status === 'error' ? 'bg-red-600' : 'bg-teal-700'}`}
          style={{ width: `${upload.status === 'error' ? 100 : percent}%` }}
        />
      </div>
      {upload.message ? <p className="mt-1.5 text-sm text-red-700">{upload.message}</p> : null}
    </li>
  );
}

function MediaCard({ item, onRemove }: { item: MediaItem; onRemove: () => void }) {
  const inUse = inUseLabel(item.emUso);
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <img
        src={item.thumbUrl}
        srcSet={`${item.thumbUrl} 300w, ${item.url} 1000w`}
        sizes="(min-width: 1280px) 20rem, (min-width: 640px) 45vw, 92vw"
        width={300}
        height={127}
        loading="lazy"
        alt={item.nome || 'Imagem enviada'}
        className="aspect-[300/127] w-full bg-slate-100 object-cover"
      />
      <div className="space-y-1 p-3">
        <p className="truncate font-medium text-slate-900" title={item.nome}>
          {item.nome || 'Sem nome'}
        </p>
        <p className="text-sm text-slate-600">
          {item.largura}×{item.altura} · {formatBytes(item.bytes)} · {formatDate(item.criadoEm)}
        </p>
        <div className="flex items-center justify-between gap-2 pt-1">
          {inUse ? (
            <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
              {inUse}
            </span>
          ) : (
            <span className="text-sm text-slate-600">Não usada em anúncios</span>
          )}
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remover<span className="sr-only"> {item.nome}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

function MediaSkeleton() {
  return (
    <ul aria-hidden="true" className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <div className="aspect-[300/127] w-full animate-pulse bg-slate-200" />
          <div className="space-y-2 p-3">
            <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}
