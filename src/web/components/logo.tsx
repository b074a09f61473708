import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';

/**
 * From which width the tagline shows. The header's row has no room for it on the narrowest
 * phones (320 px), nor on phones when logged in (the account button joins Anunciar and the
 * menu): it wrapped to three lines at 360 px.
 */
const TAGLINE_FROM = {
  always: 'flex',
  phone: 'hidden min-[22.5rem]:flex',
  tablet: 'hidden sm:flex',
} as const;

/** The NC mark: a teal tile with the initials, the tagline beside it on two lines that never wrap. */
export function Logo({
  inverted = false,
  taglineFrom = 'always',
}: {
  inverted?: boolean;
  taglineFrom?: keyof typeof TAGLINE_FROM;
}) {
  return (
    <Link
      to={paths.home.getHref()}
      className="inline-flex min-h-11 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      aria-label="NC, página inicial"
    >
      <span
        aria-hidden="true"
        className={`grid size-10 place-items-center rounded-xl text-lg font-bold tracking-tight ${
          inverted ? 'bg-white text-teal-800' : 'bg-teal-700 text-white'
        }`}
      >
        NC
      </span>
      <span
        aria-hidden="true"
        className={`flex-col leading-tight whitespace-nowrap ${TAGLINE_FROM[taglineFrom]}`}
      >
        <span className={`text-[15px] font-semibold ${inverted ? 'text-white' : 'text-slate-900'}`}>
          Classificados
        </span>
        <span className={`text-[13px] ${inverted ? 'text-slate-300' : 'text-slate-600'}`}>
          do seu condomínio
        </span>
      </span>
    </Link>
  );
}
