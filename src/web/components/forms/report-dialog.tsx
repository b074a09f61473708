import { CircleAlert } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  REPORT_DETAILS_MAX,
  REPORT_MESSAGES as M,
  REPORT_REASON_LABELS,
  type ReportReason,
} from '#shared/contracts/reports.constants.ts';
import { formErrorFrom, type FormError } from '../../lib/form-errors.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { ModalCloseButton, ModalDialog } from '../ui/modal-dialog.tsx';
import { TextAreaField } from './text-area-field.tsx';

/** What one report dialog ("Denunciar anúncio", "Denunciar conversa") asks and sends. */
export interface ReportDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** Under the title: what is reported and who reads it. */
  description: ReactNode;
  reasons: readonly ReportReason[];
  /** The message when "Outro" comes without details. */
  detailsRequiredMessage: string;
  /** The details' hint when "Outro" is picked. */
  otherHint: string;
  /** Sends the report; answers the thanks to show. */
  send: (reason: ReportReason, details: string) => Promise<string>;
}

interface ReportValues {
  motivo: ReportReason | '';
  detalhes: string;
}

/**
 * A report: the reason as radio buttons and the details (required with "Outro"), checked as the
 * API checks them, then the thanks. Nothing typed is cleared on an error.
 */
export function ReportDialog({ isOpen, onClose, ...form }: ReportDialogProps) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onClose}
      hasDescription
      className="fixed inset-x-2 top-1/2 mx-auto max-h-[calc(100dvh-2rem)] max-w-lg -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl sm:inset-x-6"
    >
      <ReportForm {...form} onClose={onClose} />
    </ModalDialog>
  );
}

function ReportForm({
  title,
  description,
  reasons,
  detailsRequiredMessage,
  otherHint,
  send,
  onClose,
}: Omit<ReportDialogProps, 'isOpen'>) {
  const [failure, setFailure] = useState<FormError | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const reasonErrorId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ReportValues>({ defaultValues: { motivo: '', detalhes: '' } });
  const reason = useWatch({ control, name: 'motivo' });

  async function onSubmit({ motivo, detalhes }: ReportValues) {
    if (motivo === '') return;
    setFailure(null);
    try {
      setThanks(await send(motivo, detalhes.trim()));
    } catch (error) {
      setFailure(
        formErrorFrom(error, {
          failed: 'Não foi possível enviar a denúncia. Tente de novo.',
          network: 'Não foi possível enviar a denúncia.',
        }),
      );
    }
  }

  if (thanks) {
    return (
      <>
        <Dialog.Title className="text-xl font-semibold tracking-tight text-slate-900">
          Denúncia enviada
        </Dialog.Title>
        <Dialog.Description asChild>
          <div className="mt-3">
            <Alert tone="success">{thanks}</Alert>
          </div>
        </Dialog.Description>
        <div className="mt-6 flex justify-end">
          <Button onClick={onClose}>Fechar</Button>
        </div>
      </>
    );
  }

  const reasonError = errors.motivo?.message;
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <div className="flex items-start justify-between gap-4">
        <Dialog.Title className="text-xl font-semibold tracking-tight text-slate-900">{title}</Dialog.Title>
        <ModalCloseButton className="-mt-2 -mr-2" />
      </div>
      <Dialog.Description className="mt-1 text-[15px] break-words text-slate-700">
        {description}
      </Dialog.Description>

      <fieldset
        className="mt-4"
        aria-describedby={reasonError ? reasonErrorId : undefined}
        aria-invalid={reasonError ? true : undefined}
      >
        <legend className="mb-1.5 text-[15px] font-medium text-slate-800">Motivo *</legend>
        <div className="space-y-1">
          {reasons.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50"
            >
              <input
                type="radio"
                value={value}
                {...register('motivo', { validate: (picked) => picked !== '' || M.reasonRequired })}
                className="size-5 accent-teal-700"
              />
              <span className="text-base text-slate-900">{REPORT_REASON_LABELS[value]}</span>
            </label>
          ))}
        </div>
        {reasonError ? (
          <p id={reasonErrorId} className="mt-1.5 flex items-center gap-1.5 text-sm text-red-700">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {reasonError}
          </p>
        ) : null}
      </fieldset>

      <TextAreaField
        {...register('detalhes', {
          validate: (value, values) => {
            const text = value.trim();
            if (values.motivo === 'outro' && text === '') return detailsRequiredMessage;
            return text.length <= REPORT_DETAILS_MAX || M.detailsTooLong;
          },
        })}
        label={reason === 'outro' ? 'Detalhes *' : 'Detalhes'}
        hint={reason === 'outro' ? otherHint : 'Opcional. Ajuda a equipe a entender o problema.'}
        error={errors.detalhes?.message}
        maxLength={REPORT_DETAILS_MAX}
        className="mt-4"
      />

      {failure ? (
        <Alert tone="error" title={failure.message} className="mt-4">
          {failure.hint}
        </Alert>
      ) : null}

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={isSubmitting} loadingText="Enviando...">
          Enviar denúncia
        </Button>
      </div>
    </form>
  );
}
