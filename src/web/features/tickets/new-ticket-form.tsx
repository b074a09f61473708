import { useState, type FormEvent } from 'react';
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
  const [assunto, setAssunto] = useState('');
  const [mensagem, setMensagem] = useState('');
  const [errors, setErrors] = useState<{ assunto?: string; mensagem?: string }>({});
  const [error, setError] = useState<FormError | null>(null);
  const [busy, setBusy] = useState(false);
  const errorRef = useFocusWhen<HTMLDivElement>(error);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = { assunto: assunto.trim(), mensagem: mensagem.trim() };
    const found = {
      assunto: input.assunto ? undefined : M.subjectRequired,
      mensagem: input.mensagem ? undefined : M.messageRequired,
    };
    setErrors(found);
    if (found.assunto || found.mensagem) return;
    setBusy(true);
    setError(null);
    try {
      const ticket = await openTicket(createApiClient(), input);
      setAssunto('');
      setMensagem('');
      onOpened(ticket);
    } catch (err) {
      setError(formErrorFrom(err, FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
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
        label="Assunto"
        name="assunto"
        value={assunto}
        onChange={(e) => setAssunto(e.target.value)}
        error={errors.assunto}
        maxLength={L.subject}
      />
      <TextAreaField
        label="Mensagem"
        name="mensagem"
        value={mensagem}
        onChange={(e) => setMensagem(e.target.value)}
        error={errors.mensagem}
        maxLength={L.message}
        rows={5}
      />
      <Button type="submit" isLoading={busy} loadingText="Enviando...">
        Abrir ticket
      </Button>
    </form>
  );
}
