import { ArrowDown, ArrowUp, Star, Trash2 } from 'lucide-react';
import type { DragEvent, ReactNode } from 'react';
import { photoName, type Photo } from './listing-photo.ts';

/**
 * One of the ad's photos in its list: the picture ("Capa" on the first), its name, the progress
 * or the failure of its upload, and the buttons that move it, make it the cover or remove it.
 */
export function PhotoTile({
  photo,
  index,
  count,
  isUploading,
  onMove,
  onRemove,
  onDragStart,
  onDrop,
}: {
  photo: Photo;
  index: number;
  count: number;
  isUploading: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDrop: (event: DragEvent) => void;
}) {
  const name = photoName(photo, index);
  return (
    <li
      draggable={!isUploading}
      onDragStart={(event) => {
        onDragStart();
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
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
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </IconButton>
          <IconButton
            label={`Mover ${name} para baixo`}
            disabled={index === count - 1 || isUploading}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </IconButton>
          {index > 0 ? (
            <IconButton
              label={`Usar ${name} como capa`}
              disabled={isUploading}
              onClick={() => onMove(index, 0)}
            >
              <Star aria-hidden="true" className="size-4" />
            </IconButton>
          ) : null}
          <IconButton
            label={`Remover ${name}`}
            disabled={isUploading}
            onClick={onRemove}
            className="text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </IconButton>
        </div>
      </div>
    </li>
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
