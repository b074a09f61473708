import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import {
  ADMIN_LISTINGS_MESSAGES as M,
  MODERATION_REASON_MAX,
} from '#shared/contracts/admin-listings.constants.ts';
import { TextAreaField } from '../../components/forms/text-area-field.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { formErrorFrom } from '../../lib/form-errors.ts';

export interface ReasonRequest {
  /** The dialog's title ("Reprovar anúncio"). */
  title: string;
  /** The ad it is about, named under the title. */
  listingTitle: string;
  confirmLabel: string;
  hint: string;
  isRequired: boolean;
  /** The text the field starts with (the report queue's most common reason). */
  initialReason?: string;
  /** Runs the action; a failure is shown in the dialog, which then stays open. */
  onConfirm: (reason: string) => Promise<void>;
}

/**
 * The "Motivo" of a rejection or a deactivation (e-mailed to the advertiser): a modal with one
 * text area, checked here as the API checks it (required where it is, at most 500 characters).
 * Closed by the page once `onConfirm` succeeds.
 */
export function ReasonDialog({ request, onClose }: { request: ReasonRequest | null; onClose: () => void }) {
  return (
    <ModalDialog
      isOpen={request !== null}
      onClose={onClose}
      hasDescription
      className="fixed inset-x-4 top-1/2 mx-auto max-w-lg -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
    >
      {request ? <ReasonForm request={request} onClose={onClose} /> : null}
    </ModalDialog>
  );
}

function ReasonForm({ request, onClose }: { request: ReasonRequest; onClose: () => void }) {
  const [reason, setReason] = useState(request.initialReason ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (request.isRequired && text === '') return setFieldError(M.reasonRequired);
    if (text.length > MODERATION_REASON_MAX) return setFieldError(M.reasonTooLong);
    setFieldError(undefined);
    setFailure(null);
    setIsBusy(true);
    try {
      await request.onConfirm(text);
    } catch (error) {
      setFailure(
        formErrorFrom(error, {
          failed: 'Não foi possível concluir a operação. Tente de novo.',
          network: 'Não foi possível falar com o servidor.',
        }).message,
      );
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Dialog.Title className="text-xl font-semibold tracking-tight text-slate-900">
        {request.title}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-[15px] break-words text-slate-700">
        “{request.listingTitle}”
      </Dialog.Description>
      <TextAreaField
        label={request.isRequired ? 'Motivo *' : 'Motivo'}
        hint={request.hint}
        name="motivo"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={fieldError}
        maxLength={MODERATION_REASON_MAX}
        required={request.isRequired}
        className="mt-4"
      />
      {failure ? (
        <Alert tone="error" className="mt-4">
          {failure}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isBusy}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={isBusy}>
          {request.confirmLabel}
        </Button>
      </div>
    </form>
  );
}
