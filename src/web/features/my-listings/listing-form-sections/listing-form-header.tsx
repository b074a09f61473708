import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { MyListing } from '#shared/contracts/my-listings.contract.ts';
import { MY_LISTINGS_MESSAGES as M, REVISION_MESSAGES } from '#shared/contracts/my-listings.constants.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { ListingRunLine } from '../listing-run-line.tsx';

/**
 * The trail, the title, until when the ad is on the air (with Renovar when it is renewable),
 * where the ad's edit under review stands and, without credits, how to get one.
 */
export function ListingFormHeader({
  listing,
  creditCount,
  now,
}: {
  listing: MyListing | null;
  creditCount: number;
  now: string;
}) {
  return (
    <>
      <nav aria-label="Trilha de navegação">
        <ol className="flex flex-wrap items-center gap-1 text-[15px] text-slate-600">
          <li>
            <Link to="/painel" className="underline-offset-4 hover:underline">
              Minha Conta
            </Link>
          </li>
          <ChevronRight aria-hidden="true" className="size-4" />
          <li>
            <Link to="/painel/anuncios" className="underline-offset-4 hover:underline">
              Meus Anúncios
            </Link>
          </li>
          <ChevronRight aria-hidden="true" className="size-4" />
          <li aria-current="page" className="font-medium text-slate-900">
            {listing ? 'Editar' : 'Novo'}
          </li>
        </ol>
      </nav>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {listing ? 'Editar anúncio' : 'Novo anúncio'}
      </h1>
      {listing ? <ListingRunLine listing={listing} now={now} className="-mt-3" /> : null}

      <RevisionNotice revision={listing?.alteracao ?? null} />
      {creditCount === 0 ? (
        <Alert tone="info" title="Você não tem créditos para publicar.">
          Salve o anúncio como rascunho e{' '}
          <Link to={M.plansPath} className="font-semibold underline underline-offset-4">
            contrate um plano
          </Link>{' '}
          para publicá-lo.
        </Alert>
      ) : null}
    </>
  );
}

/** Where the ad's latest edit under review stands (ADR 018): waiting, or refused with the reason. */
function RevisionNotice({ revision }: { revision: MyListing['alteracao'] }) {
  if (!revision) return null;
  if (revision.status === 'pendente') {
    return (
      <Alert tone="info" title={REVISION_MESSAGES.pending}>
        {REVISION_MESSAGES.pendingNotice}
      </Alert>
    );
  }
  return (
    <Alert tone="info" title={REVISION_MESSAGES.rejected}>
      {REVISION_MESSAGES.rejectedNotice}
      {revision.motivo ? ` Motivo: ${revision.motivo}` : null}
    </Alert>
  );
}
