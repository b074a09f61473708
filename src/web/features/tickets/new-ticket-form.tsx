import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TICKET_LIMITS as L, TICKET_MESSAGES as M } from '#shared/contracts/tickets.constants.ts';
import type { Ticket } from '#shared/contracts/tickets.contract.ts';
import { TextAreaField } from '../../components/forms/text-area-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { formErrorFrom, type FormError } from '../../lib/form-errors.ts';
import { useFocusWhen } from '../../lib/use-focus-when.ts';
import { openTicket } from './tickets-api.ts';

const FAILED = {
  failed: 'Não foi possível abrir o ticket. Tente de novo.',
  network: 'Não foi possível abrir o ticket.',
};

/** "Abrir ticket": Assunto and Mensagem, both required after trimming (spec 2 §5 "Tickets"). */
export function NewTicketForm({ onOpened }: { onOpened: (ticket: Ticket) => void }) {
  const [error, setError] = useState<FormError | null>(null);
  const errorRef = useFocusWhen<HTMLDivElement>(error);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { assunto: '', mensagem: '' } });
  const filled = (message: string) => (value: string) => value.trim() !== '' || message;

  async function onSubmit(values: { assunto: string; mensagem: string }) {
    setError(null);
    try {
      const ticket = await openTicket(createApiClient(), {
        assunto: values.assunto.trim(),
        mensagem: values.mensagem.trim(),
      });
      reset();
      onOpened(ticket);
    } catch (err) {
      setError(formErrorFrom(err, FAILED));
    }
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      aria-labelledby="abrir-ticket"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="abrir-ticket" className="text-lg font-semibold text-slate-900">
        Abrir ticket
      </h2>
      {error ? (
        <Alert ref={errorRef} tone="error" title={error.message}>
          {error.hint}
        </Alert>
      ) : null}
      <TextField
        {...register('assunto', { validate: filled(M.subjectRequired) })}
        label="Assunto"
        error={errors.assunto?.message}
        maxLength={L.subject}
      />
      <TextAreaField
        {...register('mensagem', { validate: filled(M.messageRequired) })}
        label="Mensagem"
        error={errors.mensagem?.message}
        maxLength={L.message}
        rows={5}
      />
      <Button type="submit" isLoading={isSubmitting} loadingText="Enviando...">
        Abrir ticket
      </Button>
    </form>
  );
}
