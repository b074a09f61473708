import { Expand, LoaderCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { ListingImagePlaceholder, useImageFailed } from '../../components/listing-card.tsx';

/** Spec 1 §9: the loading overlay gives up after 8 s even if the image never answers. */
const IMAGE_OVERLAY_FALLBACK_MS = 8000;

const MAIN_SIZES = '(min-width: 1024px) 760px, 100vw';

// The viewer and its library are fetched when first wanted (pointer over or focus on the photo,
// or the first open), not with the page: its entry JavaScript stays within budget
// (e2e/public/js-budget.spec.ts).
const loadPhotoViewer = () => import('./photo-viewer.tsx');
const PhotoViewer = lazy(() => loadPhotoViewer().then((m) => ({ default: m.PhotoViewer })));

/** "Título: foto 2 de 5", or the title alone for a single photo. */
const photoAlt = (title: string, i: number, count: number) =>
  count > 1 ? `${title}: foto ${i + 1} de ${count}` : title;

/**
 * The gallery (spec 1 §2): the main picture with a 'Carregando...' overlay until it loads, fails
 * or 8 s pass, and thumbnails to switch it. The first picture is the page's LCP: preloaded with
 * high priority; the thumbnails load lazily. Tapping the picture opens the full-screen viewer;
 * a picture that fails to load gives way to the type's placeholder.
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
  const [isViewerOpen, setIsViewerOpen] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const current = images[index];
  const first = images[0];
  const viewerImages = useMemo(
    () => images.map((image, i) => ({ src: image.src, alt: photoAlt(title, i, images.length) })),
    [images, title],
  );
  const {
    hasFailed: hasMainFailed,
    checkOnMount: checkMain,
    onError: onMainError,
  } = useImageFailed(current?.src);

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
    // The server-rendered image may have finished (or failed) before hydration attached onLoad.
    if (imgRef.current?.complete) {
      setIsLoading(false);
      return;
    }
    setIsLoading(true);
    const timer = setTimeout(() => setIsLoading(false), IMAGE_OVERLAY_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [current]);

  if (!current) {
    return (
      <ListingImagePlaceholder
        tipo={tipo}
        label="Anúncio sem fotos"
        className="aspect-[1000/424] w-full rounded-xl"
        iconClassName="size-16"
      />
    );
  }

  const alt = photoAlt(title, index, images.length);
  return (
    <div>
      <div className="relative overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
        {hasMainFailed ? (
          <ListingImagePlaceholder
            tipo={tipo}
            label={`${alt} (foto indisponível)`}
            className="aspect-[1000/424] w-full"
            iconClassName="size-16"
          />
        ) : (
          <>
            <img
              ref={(img) => {
                imgRef.current = img;
                checkMain(img);
              }}
              key={current.src}
              src={current.src}
              srcSet={
                current.thumb !== current.src ? `${current.thumb} 300w, ${current.src} 1000w` : undefined
              }
              sizes={current.thumb !== current.src ? MAIN_SIZES : undefined}
              width={1000}
              height={424}
              alt={alt}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
              onLoad={() => setIsLoading(false)}
              onError={() => {
                setIsLoading(false);
                onMainError();
              }}
              className="aspect-[1000/424] w-full object-cover"
            />
            {/* Over the photo rather than around it: the photo stays an image with its own alt. */}
            <button
              ref={openRef}
              type="button"
              onClick={() => setIsViewerOpen(true)}
              onPointerEnter={() => void loadPhotoViewer()}
              onFocus={() => void loadPhotoViewer()}
              aria-label={
                images.length > 1 ? `Ampliar foto ${index + 1} de ${images.length}` : 'Ampliar foto'
              }
              className="group absolute inset-0 cursor-zoom-in focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-teal-700"
            >
              <span className="absolute right-3 bottom-3 grid size-11 place-items-center rounded-full bg-white/90 text-slate-800 shadow ring-1 ring-slate-200 group-hover:bg-white">
                <Expand aria-hidden="true" className="size-5" />
              </span>
            </button>
          </>
        )}
        {isLoading && !hasMainFailed ? (
          <div
            role="status"
            className="pointer-events-none absolute inset-0 grid place-items-center bg-slate-100/60 backdrop-blur-[1px]"
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
                <Thumbnail src={image.thumb} tipo={tipo} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {isViewerOpen ? (
        <Suspense fallback={null}>
          <PhotoViewer
            images={viewerImages}
            title={title}
            tipo={tipo}
            index={index}
            onClose={(shown) => {
              setIsViewerOpen(false);
              // The gallery shows the photo last seen, and focus goes back to it.
              setIndex(shown);
              openRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function Thumbnail({ src, tipo }: { src: string; tipo: 1 | 2 | 3 | 4 }) {
  const { hasFailed, checkOnMount, onError } = useImageFailed(src);
  if (hasFailed) {
    return <ListingImagePlaceholder tipo={tipo} className="aspect-[421/179] w-24" iconClassName="size-5" />;
  }
  return (
    <img
      ref={checkOnMount}
      src={src}
      width={96}
      height={41}
      alt=""
      loading="lazy"
      decoding="async"
      onError={onError}
      className="aspect-[421/179] w-24 object-cover"
    />
  );
}
