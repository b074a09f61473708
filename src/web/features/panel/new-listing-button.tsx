import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { CHECKOUT_MESSAGES } from '#shared/contracts/checkouts.constants.ts';
import { buttonClass } from '../../components/ui/button.tsx';

const NEW_LISTING = '/painel/anuncios/novo';

/**
 * "Novo anúncio" (spec 2 §2 dashboard): a link with credits; without, a disabled button that
 * stays focusable (aria-disabled) so its tooltip, the reason, shows on hover and keyboard focus.
 */
export function NewListingButton({ isEnabled }: { isEnabled: boolean }) {
  if (isEnabled) {
    return (
      <Link to={NEW_LISTING} className={buttonClass('primary')}>
        <Plus aria-hidden="true" className="size-5" />
        Novo anúncio
      </Link>
    );
  }
  return (
    <span className="group relative ml-auto inline-flex">
      <button
        type="button"
        aria-disabled="true"
        aria-describedby="novo-anuncio-dica"
        onClick={(event) => event.preventDefault()}
        className={buttonClass('primary', 'cursor-not-allowed bg-slate-400! text-white hover:bg-slate-400!')}
      >
        <Plus aria-hidden="true" className="size-5" />
        Novo anúncio
      </button>
      <span
        id="novo-anuncio-dica"
        role="tooltip"
        className="pointer-events-none absolute top-full right-0 z-10 mt-2 w-64 rounded-lg bg-slate-900 px-3 py-2 text-sm text-white opacity-0 shadow-lg transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
      >
        {CHECKOUT_MESSAGES.noCredits}
      </span>
    </span>
  );
}
