import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { formErrorFrom } from '../../lib/form-errors.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { TextAreaField } from './text-area-field.tsx';

/** What a one-text dialog asks for and does ("Motivo" of a rejection, a warning's text). */
export interface TextDialogRequest {
  title: string;
  /** Under the title: what the text is about, or where it goes. */
  description: ReactNode;
  label: string;
  hint: string;
  /** The field's name (the API's, so tests and autofill read the same). */
  name: string;
  initialText?: string;
  rows?: number;
  maxLength: number;
  /** The message for an empty text; without one the text may be empty. */
  requiredMessage?: string;
  tooLongMessage: string;
  confirmLabel: string;
  loadingText?: string;
  /** Shown when the server refused without a message of its own. */
  failedText: string;
  /** Runs the action with the trimmed text; a failure is shown in the dialog, which stays open. */
  onConfirm: (text: string) => Promise<void>;
}

/**
 * A modal with one text area, checked as the API checks it (required where it is, a maximum
 * length), whose confirm runs the caller's action. Closed by the caller once that succeeds.
 */
export function TextDialog({ request, onClose }: { request: TextDialogRequest | null; onClose: () => void }) {
  return (
    <ModalDialog
      isOpen={request !== null}
      onClose={onClose}
      hasDescription
      className="fixed inset-x-2 top-1/2 mx-auto max-h-[calc(100dvh-2rem)] max-w-lg -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl sm:inset-x-6"
    >
      {request ? <TextForm request={request} onClose={onClose} /> : null}
    </ModalDialog>
  );
}

function TextForm({ request, onClose }: { request: TextDialogRequest; onClose: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Record<string, string>>({ defaultValues: { [request.name]: request.initialText ?? '' } });

  async function onSubmit(values: Record<string, string>) {
    setFailure(null);
    try {
      await request.onConfirm((values[request.name] ?? '').trim());
    } catch (error) {
      setFailure(
        formErrorFrom(error, {
          failed: request.failedText,
          network: 'Não foi possível falar com o servidor.',
        }).message,
      );
    }
  }

  const field = register(request.name, {
    validate: (value) => {
      const text = value.trim();
      if (text === '' && request.requiredMessage) return request.requiredMessage;
      return text.length <= request.maxLength || request.tooLongMessage;
    },
  });
  const isRequired = request.requiredMessage !== undefined;
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Dialog.Title className="text-xl font-semibold tracking-tight text-slate-900">
        {request.title}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-[15px] break-words text-slate-700">
        {request.description}
      </Dialog.Description>
      <TextAreaField
        {...field}
        label={isRequired ? `${request.label} *` : request.label}
        hint={request.hint}
        error={errors[request.name]?.message}
        maxLength={request.maxLength}
        rows={request.rows}
        required={isRequired}
        className="mt-4"
      />
      {failure ? (
        <Alert tone="error" className="mt-4">
          {failure}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={isSubmitting} loadingText={request.loadingText}>
          {request.confirmLabel}
        </Button>
      </div>
    </form>
  );
}
