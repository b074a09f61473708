import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { LISTING_TYPE_STYLES } from '../../components/listing-type-style.ts';

/** Spec 1 §9: the loading overlay gives up after 8 s even if the image never answers. */
const IMAGE_OVERLAY_FALLBACK_MS = 8000;

const MAIN_SIZES = '(min-width: 1024px) 760px, 100vw';

/**
 * The gallery (spec 1 §2): the main picture with a 'Carregando...' overlay until it loads, fails
 * or 8 s pass, and thumbnails to switch it. The first picture is the page's LCP: preloaded with
 * high priority; the thumbnails load lazily.
 */
export function ListingGallery({
  images,
  title,
  tipo,
}: {
  images: { src: string; thumb: string }[];
  title: string;
  tipo: 1 | 2 | 3 | 4;
}) {
  const [index, setIndex] = useState(0);
  const [isLoading, setIsLoading] = useState(images.length > 0);
  const imgRef = useRef<HTMLImageElement>(null);
  const current = images[index];
  const first = images[0];

  // React 19 puts this <link rel="preload"> in the server-rendered <head>.
  if (first) {
    preload(first.src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: first.thumb !== first.src ? `${first.thumb} 300w, ${first.src} 1000w` : undefined,
      imageSizes: first.thumb !== first.src ? MAIN_SIZES : undefined,
    });
  }

  useEffect(() => {
    if (!current) return;
    // The server-rendered image may have finished before hydration attached onLoad.
    if (imgRef.current?.complete) {
      setIsLoading(false);
      return;
    }
    setIsLoading(true);
    const timer = setTimeout(() => setIsLoading(false), IMAGE_OVERLAY_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [current]);

  if (!current) {
    const style = LISTING_TYPE_STYLES[tipo];
    const Icon = style.icon;
    return (
      <div className={`grid aspect-[1000/424] w-full place-items-center rounded-xl ${style.soft}`}>
        <Icon aria-hidden="true" className="size-16 opacity-70" strokeWidth={1.25} />
        <span className="sr-only">Anúncio sem fotos</span>
      </div>
    );
  }

  return (
    <div>
      <div className="relative overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
        <img
          ref={imgRef}
          key={current.src}
          src={current.src}
          srcSet={current.thumb !== current.src ? `${current.thumb} 300w, ${current.src} 1000w` : undefined}
          sizes={current.thumb !== current.src ? MAIN_SIZES : undefined}
          width={1000}
          height={424}
          alt={images.length > 1 ? `${title}: foto ${index + 1} de ${images.length}` : title}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding="async"
          onLoad={() => setIsLoading(false)}
          onError={() => setIsLoading(false)}
          className="aspect-[1000/424] w-full object-cover"
        />
        {isLoading ? (
          <div
            role="status"
            className="absolute inset-0 grid place-items-center bg-slate-100/60 backdrop-blur-[1px]"
            data-testid="gallery-overlay"
          >
            <span className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-800 shadow">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-teal-700" />
              Carregando...
            </span>
          </div>
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul aria-label="Fotos do anúncio" className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <li key={image.src} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Ver foto ${i + 1} de ${images.length}`}
                aria-current={i === index ? 'true' : undefined}
                className={`block overflow-hidden rounded-lg ring-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${
                  i === index ? 'ring-teal-700' : 'ring-transparent hover:ring-slate-300'
                }`}
              >
                <img
                  src={image.thumb}
                  width={96}
                  height={41}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="aspect-[421/179] w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
