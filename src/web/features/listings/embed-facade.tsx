import { ExternalLink, MapPin, Play, type LucideIcon } from 'lucide-react';
import { useState } from 'react';

/**
 * A third-party frame (map or video) loaded only when asked: the page stays fast, nothing is
 * fetched from Google/YouTube/OpenStreetMap without a click (LGPD), and with no connection the
 * reader sees a tidy box with a link instead of a broken frame.
 */
export function EmbedFacade({
  kind,
  src,
  title,
  openHref,
  className,
  onOpen,
}: {
  kind: 'map' | 'video';
  src: string;
  title: string;
  /** Where 'Abrir em nova aba' leads (the video's page; the map itself). */
  openHref: string;
  className: string;
  /** Told when the reader opens it, here or in a new tab (the map's statistics, ADR 024). */
  onOpen?: () => void;
}) {
  const [isLoaded, setIsLoaded] = useState(false);
  const Icon: LucideIcon = kind === 'video' ? Play : MapPin;
  if (isLoaded) {
    return (
      <div className={className}>
        <iframe
          src={src}
          title={title}
          loading="lazy"
          allow={
            kind === 'video' ? 'accelerometer; encrypted-media; gyroscope; picture-in-picture' : undefined
          }
          allowFullScreen={kind === 'video'}
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full"
        />
      </div>
    );
  }
  return (
    <div
      className={`${className} flex flex-col items-center justify-center gap-4 p-6 text-center ${
        kind === 'video'
          ? 'bg-slate-900 text-white'
          : 'bg-linear-to-br from-teal-50 to-slate-50 text-slate-800'
      }`}
    >
      <button
        type="button"
        onClick={() => {
          onOpen?.();
          setIsLoaded(true);
        }}
        className={`inline-flex min-h-12 items-center gap-2 rounded-full px-6 font-semibold shadow focus-visible:outline-2 focus-visible:outline-offset-2 ${
          kind === 'video'
            ? 'bg-white text-slate-900 hover:bg-slate-100 focus-visible:outline-white'
            : 'bg-teal-700 text-white hover:bg-teal-800 focus-visible:outline-teal-700'
        }`}
      >
        <Icon aria-hidden="true" className="size-5" />
        {kind === 'video' ? 'Assistir ao vídeo' : 'Ver mapa'}
      </button>
      <a
        href={openHref}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onOpen}
        className={`inline-flex min-h-11 items-center gap-1.5 text-sm font-medium underline underline-offset-4 ${
          kind === 'video' ? 'text-slate-100' : 'text-teal-800'
        }`}
      >
        Abrir em nova aba
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </div>
  );
}
