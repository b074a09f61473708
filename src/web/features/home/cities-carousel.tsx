import { Building2, ChevronLeft, ChevronRight, MapPin } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { CAROUSEL, type CityCondominiums } from './cities.ts';

/**
 * Cities with condominiums (spec 1 §2 Home, §9: 4 cities per slide). An APG carousel: a region
 * with previous/next buttons, slides labelled "1 de 2", and the arrow keys move between slides
 * when focus is inside. Hidden slides are `hidden`, so Tab never lands on an invisible link.
 */
export function CitiesCarousel({ cities }: { cities: CityCondominiums[] }) {
  const id = useId();
  const slides: CityCondominiums[][] = [];
  for (let i = 0; i < cities.length; i += CAROUSEL.perSlide)
    slides.push(cities.slice(i, i + CAROUSEL.perSlide));
  const [current, setCurrent] = useState(0);
  const count = slides.length;
  const go = (index: number) => setCurrent(((index % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    }
  };

  if (count === 0) return null;
  return (
    <section
      aria-roledescription="carrossel"
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
      className="page-container"
    >
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-slate-900">
            Cidades com condomínios na NC
          </h2>
          <p className="mt-1 text-slate-600">Escolha seu condomínio e veja o que os vizinhos oferecem.</p>
        </div>
        <div className="flex items-center gap-2">
          <Link
            to="/condominios"
            className="mr-2 inline-flex min-h-11 items-center font-semibold text-teal-700 hover:text-teal-800 hover:underline"
          >
            Todos os condomínios
          </Link>
          {count > 1 ? (
            <>
              <button
                type="button"
                aria-controls={`${id}-slides`}
                aria-label="Cidades anteriores"
                onClick={() => go(current - 1)}
                className="grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                aria-controls={`${id}-slides`}
                aria-label="Próximas cidades"
                onClick={() => go(current + 1)}
                className="grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </>
          ) : null}
        </div>
      </div>
      <div id={`${id}-slides`} aria-live="polite">
        {slides.map((slide, index) => (
          <div
            key={slide[0]?.key ?? index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} de ${count}`}
            hidden={index !== current}
          >
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {slide.map((city) => (
                <li key={city.key} className="min-w-0 rounded-xl border border-slate-200 bg-white p-5">
                  <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                    <MapPin aria-hidden="true" className="size-5 text-teal-700" />
                    {city.cidade} <span className="font-normal text-slate-600">- {city.uf}</span>
                  </h3>
                  <ul className="mt-3 space-y-1">
                    {city.condominios.map((c) => (
                      <li key={c.id}>
                        <Link
                          to={`/condominios/${c.id}`}
                          className="flex min-h-9 items-center gap-2 text-[15px] text-slate-700 hover:text-teal-800 hover:underline"
                        >
                          <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                          <span className="truncate">{c.nome}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                  <Link
                    to={`/condominios?cidade=${encodeURIComponent(city.cidade)}&uf=${city.uf}`}
                    className="mt-3 inline-flex min-h-9 items-center text-sm font-semibold text-teal-700 hover:underline"
                  >
                    Ver condomínios<span className="sr-only"> de {city.cidade}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="mt-4 flex justify-center gap-2">
          {slides.map((slide, index) => (
            <button
              key={slide[0]?.key ?? index}
              type="button"
              aria-label={`Mostrar cidades ${index + 1} de ${count}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => go(index)}
              className="grid size-11 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              <span
                aria-hidden="true"
                className={`block size-2.5 rounded-full ${index === current ? 'bg-teal-700' : 'bg-slate-300'}`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
