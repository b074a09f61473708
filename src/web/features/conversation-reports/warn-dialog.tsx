import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import {
  CONVERSATION_REPORT_MESSAGES as M,
  DEFAULT_WARNING_TEXT,
  WARNING_TEXT_MAX,
} from '#shared/contracts/reports.constants.ts';
import { TextAreaField } from '../../components/forms/text-area-field.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { formErrorFrom } from '../../lib/form-errors.ts';

/** Whom the warning goes to, and what sends it (a failure is shown in the dialog, which stays open). */
export interface WarnRequest {
  name: string;
  onConfirm: (text: string) => Promise<void>;
}

/**
 * "Advertir" of a conversation report (issue 33): the warning e-mailed to the reported user,
 * starting from the standard text, which the admin may change. Checked here as the API checks it.
 */
export function WarnDialog({ request, onClose }: { request: WarnRequest | null; onClose: () => void }) {
  return (
    <ModalDialog
      isOpen={request !== null}
      onClose={onClose}
      hasDescription
      className="fixed inset-x-2 top-1/2 mx-auto max-h-[calc(100dvh-2rem)] max-w-lg -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl sm:inset-x-6"
    >
      {request ? <WarnForm request={request} onClose={onClose} /> : null}
    </ModalDialog>
  );
}

function WarnForm({ request, onClose }: { request: WarnRequest; onClose: () => void }) {
  const [text, setText] = useState(DEFAULT_WARNING_TEXT);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') return setFieldError(M.warningRequired);
    if (trimmed.length > WARNING_TEXT_MAX) return setFieldError(M.warningTooLong);
    setFieldError(undefined);
    setFailure(null);
    setIsBusy(true);
    try {
      await request.onConfirm(trimmed);
    } catch (error) {
      setFailure(
        formErrorFrom(error, {
          failed: 'Não foi possível enviar a advertência. Tente de novo.',
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
        Advertir {request.name}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-[15px] break-words text-slate-700">
        A advertência vai por e-mail para {request.name}. Quem denunciou não é identificado. A denúncia fica
        resolvida.
      </Dialog.Description>
      <TextAreaField
        label="Texto da advertência *"
        hint="Você pode usar o texto padrão ou escrever o seu."
        name="mensagem"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={fieldError}
        maxLength={WARNING_TEXT_MAX}
        rows={6}
        required
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
        <Button type="submit" isLoading={isBusy} loadingText="Enviando...">
          Enviar advertência
        </Button>
      </div>
    </form>
  );
}
