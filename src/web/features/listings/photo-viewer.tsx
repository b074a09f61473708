import { useMemo, useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { ListingImagePlaceholder } from '../../components/listing-card.tsx';

/**
 * The full-screen photo viewer, yet-another-react-lightbox (ADR 012): swipe on touch,
 * arrow keys, Esc, a modal dialog that keeps focus inside and makes the page inert. Loaded by
 * the gallery on first open, so the detail page's entry JavaScript stays within its budget, and
 * mounted only while open.
 */
export function PhotoViewer({
  images,
  title,
  tipo,
  index,
  onClose,
}: {
  images: { src: string; alt: string }[];
  title: string;
  tipo: 1 | 2 | 3 | 4;
  index: number;
  /** Called with the photo on screen once the viewer has closed. */
  onClose: (index: number) => void;
}) {
  const [current, setCurrent] = useState(index);
  // The same array from render to render: the library goes back to `index` when `slides` changes.
  const slides = useMemo(() => images.map((image) => ({ src: image.src, alt: image.alt })), [images]);
  const hasMany = images.length > 1;
  const noButton = () => null;
  return (
    <Lightbox
      open
      index={index}
      // Called once the closing animation ends; the photo on screen goes back to the gallery.
      close={() => onClose(current)}
      slides={slides}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
      on={{
        view: ({ index: shown }) => setCurrent(shown),
      }}
      labels={{
        Previous: 'Foto anterior',
        Next: 'Próxima foto',
        Close: 'Fechar',
        Lightbox: `Fotos: ${title}`,
        'Photo gallery': 'Fotos do anúncio',
        Carousel: 'carrossel',
        Slide: 'foto',
        '{index} of {total}': '{index} de {total}',
      }}
      render={{
        buttonPrev: hasMany ? undefined : noButton,
        buttonNext: hasMany ? undefined : noButton,
        // A photo that fails shows the same placeholder as the page, not a broken-image icon.
        iconError: () => (
          <ListingImagePlaceholder tipo={tipo} className="h-48 w-72 max-w-[80vw] rounded-xl" />
        ),
        controls: () =>
          hasMany ? (
            <p
              aria-hidden="true"
              className="absolute top-3 left-4 rounded-full bg-black/60 px-3 py-1 text-base font-medium text-white"
            >
              {current + 1} de {images.length}
            </p>
          ) : null,
      }}
    />
  );
}
