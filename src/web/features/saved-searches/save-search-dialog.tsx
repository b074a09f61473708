import { CircleCheck } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SavedSearchPage } from '#shared/contracts/saved-searches.constants.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { createSavedSearch } from './saved-searches-api.ts';
import { SavedSearchForm } from './saved-search-form.tsx';

export const SAVED_SEARCHES_PAGE = '/painel/buscas-salvas';

/**
 * "Salvar busca" (issue 36 item 1): the name (prefilled from the search) and how often to e-mail
 * the new ads; then a confirmation with the way to the saved searches. Its own chunk: the search
 * pages load it on the first click.
 */
export function SaveSearchDialog({
  page,
  query,
  suggestedName,
  onClose,
}: {
  page: SavedSearchPage;
  query: string;
  suggestedName: string;
  onClose: () => void;
}) {
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <ModalDialog
      isOpen
      onClose={onClose}
      hasDescription
      className="fixed inset-x-2 top-1/2 mx-auto max-h-[calc(100dvh-2rem)] max-w-lg -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl sm:inset-x-6"
    >
      {saved ? (
        <div>
          <Dialog.Title className="flex items-center gap-2 text-xl font-semibold tracking-tight text-slate-900">
            <CircleCheck aria-hidden="true" className="size-6 text-teal-700" />
            Busca salva
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-[15px] text-slate-700">{saved}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to={SAVED_SEARCHES_PAGE} className={buttonClass('secondary')}>
              Ver buscas salvas
            </Link>
            <Button onClick={onClose}>Continuar buscando</Button>
          </div>
        </div>
      ) : (
        <SavedSearchForm
          title="Salvar busca"
          description="Guardamos o texto e todos os filtros desta busca e avisamos você por e-mail quando surgirem anúncios novos."
          initial={{ nome: suggestedName.slice(0, 80), frequencia: 'imediata' }}
          submitLabel="Salvar busca"
          onClose={onClose}
          onSubmit={async (values) => {
            const answer = await createSavedSearch(createApiClient(), {
              ...values,
              pagina: page,
              consulta: query,
            });
            setSaved(answer.message);
          }}
          failureExtra={(code) =>
            code === 'CONFLICT' ? (
              <>
                {' '}
                <Link to={SAVED_SEARCHES_PAGE} className="font-semibold underline">
                  Abrir buscas salvas
                </Link>
              </>
            ) : null
          }
        />
      )}
    </ModalDialog>
  );
}
