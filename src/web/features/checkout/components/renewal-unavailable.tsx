import { CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';
import { paths } from '#shared/paths.ts';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';

/**
 * /painel/anuncios/{id}/renovar for an ad that cannot be renewed (issue 35): the ad, the server's
 * reason (a free month, ended too long ago, a plan no longer sold...) and where to go instead. A
 * renewable ad never shows this page: its loader goes straight to the payment.
 */
export function RenewalUnavailable({ titulo, motivo }: { titulo: string; motivo: string | null }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Renovar anúncio</h1>
        <p className="mt-2 text-lg font-medium wrap-break-word text-slate-700">{titulo}</p>
      </div>
      <Alert tone="info" title={motivo ?? M.generic} />
      <div className="flex flex-wrap gap-3">
        <Link to={paths.panelPlans.getHref()} className={buttonClass('primary')}>
          Ver planos
        </Link>
        <Link to={paths.panelListings.getHref()} className={buttonClass('secondary')}>
          Meus anúncios
        </Link>
      </div>
    </div>
  );
}
