import { CircleAlert } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { MESSAGES_MESSAGES } from '#shared/contracts/messages.constants.ts';
import {
  CONVERSATION_REPORT_REASONS,
  REPORT_DETAILS_MAX,
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  type ReportReason,
} from '#shared/contracts/reports.constants.ts';
import { TextAreaField } from '../../components/forms/text-area-field.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalCloseButton, ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { formErrorFrom, type FormError } from '../../lib/form-errors.ts';
import { reportConversation } from './messages-api.ts';

/**
 * "Denunciar conversa" (issue 22): the reason as radio buttons and the details (required with
 * "Outro"), as the listing report dialog asks; the report reaches the admins' queue of
 * conversation reports (issue 33), about the other party.
 * Nothing typed is cleared on an error.
 */
export function ReportConversationDialog({
  conversationId,
  otherName,
  isOpen,
  onClose,
}: {
  conversationId: number;
  otherName: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onClose}
      hasDescription
      className="fixed inset-x-2 top-1/2 mx-auto max-h-[calc(100dvh-2rem)] max-w-lg -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl sm:inset-x-6"
    >
      <ReportForm conversationId={conversationId} otherName={otherName} onClose={onClose} />
    </ModalDialog>
  );
}

function ReportForm({
  conversationId,
  otherName,
  onClose,
}: {
  conversationId: number;
  otherName: string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});
  const [failure, setFailure] = useState<FormError | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const reasonErrorId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const text = details.trim();
    const found = {
      reason: reason ? undefined : REPORT_MESSAGES.reasonRequired,
      details:
        reason === 'outro' && text === ''
          ? MESSAGES_MESSAGES.reportDetailsRequired
          : text.length > REPORT_DETAILS_MAX
            ? REPORT_MESSAGES.detailsTooLong
            : undefined,
    };
    setErrors(found);
    if (found.reason || found.details || !reason) return;
    setFailure(null);
    setIsBusy(true);
    try {
      const answer = await reportConversation(createApiClient(), conversationId, reason, text);
      setSentMessage(answer.message || MESSAGES_MESSAGES.reported);
    } catch (error) {
      setFailure(
        formErrorFrom(error, {
          failed: 'Não foi possível enviar a denúncia. Tente de novo.',
          network: 'Não foi possível enviar a denúncia.',
        }),
      );
    } finally {
      setIsBusy(false);
    }
  }

  if (sentMessage) {
    return (
      <>
        <Dialog.Title className="text-xl font-semibold tracking-tight text-slate-900">
          Denúncia enviada
        </Dialog.Title>
        <Dialog.Description asChild>
          <div className="mt-3">
            <Alert tone="success">{sentMessage}</Alert>
          </div>
        </Dialog.Description>
        <div className="mt-6 flex justify-end">
          <Button onClick={onClose}>Fechar</Button>
        </div>
      </>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="flex items-start justify-between gap-4">
        <Dialog.Title className="text-xl font-semibold tracking-tight text-slate-900">
          Denunciar conversa
        </Dialog.Title>
        <ModalCloseButton className="-mt-2 -mr-2" />
      </div>
      <Dialog.Description className="mt-1 text-[15px] break-words text-slate-700">
        O que há de errado na conversa com {otherName}? A equipe do NC Classificados lê as mensagens
        denunciadas e toma as medidas necessárias.
      </Dialog.Description>

      <fieldset
        className="mt-4"
        aria-describedby={errors.reason ? reasonErrorId : undefined}
        aria-invalid={errors.reason ? true : undefined}
      >
        <legend className="mb-1.5 text-[15px] font-medium text-slate-800">Motivo *</legend>
        <div className="space-y-1">
          {CONVERSATION_REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50"
            >
              <input
                type="radio"
                name="motivo"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-5 accent-teal-700"
              />
              <span className="text-base text-slate-900">{REPORT_REASON_LABELS[value]}</span>
            </label>
          ))}
        </div>
        {errors.reason ? (
          <p id={reasonErrorId} className="mt-1.5 flex items-center gap-1.5 text-sm text-red-700">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {errors.reason}
          </p>
        ) : null}
      </fieldset>

      <TextAreaField
        label={reason === 'outro' ? 'Detalhes *' : 'Detalhes'}
        hint={
          reason === 'outro' ? 'Conte o que aconteceu.' : 'Opcional. Ajuda a equipe a entender o problema.'
        }
        name="detalhes"
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        error={errors.details}
        maxLength={REPORT_DETAILS_MAX}
        className="mt-4"
      />

      {failure ? (
        <Alert tone="error" title={failure.message} className="mt-4">
          {failure.hint}
        </Alert>
      ) : null}

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isBusy}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={isBusy} loadingText="Enviando...">
          Enviar denúncia
        </Button>
      </div>
    </form>
  );
}
