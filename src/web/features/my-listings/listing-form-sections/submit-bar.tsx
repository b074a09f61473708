import type { MyListing } from '#shared/contracts/my-listings.contract.ts';
import { REVISION_MESSAGES } from '#shared/contracts/my-listings.constants.ts';
import { SelectField } from '../../../components/forms/select-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { Busy } from '../use-listing-draft.ts';

/**
 * The end of the form: the status choice (an ad being edited), what a save of a published ad
 * sends to review (ADR 018), Salvar and, until the ad is published, Publicar.
 */
export function SubmitBar({
  listing,
  status,
  onStatusChange,
  busy,
  onPublish,
}: {
  listing: MyListing | null;
  status: 'publicado' | 'inativo';
  onStatusChange: (status: 'publicado' | 'inativo') => void;
  busy: Busy;
  onPublish: () => void;
}) {
  const isBusy = busy !== null;
  const isPublished = listing?.statusANUNCIO === 'publicado' || listing?.statusANUNCIO === 'pendente';
  return (
    <>
      {listing ? (
        <SelectField
          label="Situação"
          name="statusANUNCIO"
          className="max-w-xs"
          value={status}
          hint={
            status === 'publicado' && !isPublished
              ? 'Use Publicar para enviar o anúncio (usa um crédito).'
              : undefined
          }
          onChange={(event) => onStatusChange(event.target.value === 'inativo' ? 'inativo' : 'publicado')}
        >
          <option value="publicado">Publicado</option>
          <option value="inativo">Inativo</option>
        </SelectField>
      ) : null}

      {listing?.edicaoComAnalise ? (
        <p id="aviso-analise" className="text-[15px] text-slate-700">
          {REVISION_MESSAGES.beforeSave}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          type="submit"
          variant="secondary"
          isLoading={busy === 'save'}
          loadingText="Salvando..."
          disabled={isBusy}
          aria-describedby={listing?.edicaoComAnalise ? 'aviso-analise' : undefined}
        >
          {listing ? 'Salvar' : 'Salvar rascunho'}
        </Button>
        {!isPublished ? (
          <Button
            onClick={onPublish}
            isLoading={busy === 'publish' || (busy === 'upload' && !listing)}
            loadingText={busy === 'upload' ? 'Enviando fotos...' : 'Publicando...'}
            disabled={isBusy}
          >
            Publicar
          </Button>
        ) : null}
      </div>
    </>
  );
}
