import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TICKET_AUTHOR_LABELS, TICKET_MESSAGES as M } from '#shared/contracts/tickets.constants.ts';
import type { Ticket } from '#shared/contracts/tickets.contract.ts';
import { TextAreaField } from '../../components/forms/text-area-field.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { formErrorFrom, type FormError } from '../../lib/form-errors.ts';
import { useFocusWhen } from '../../lib/use-focus-when.ts';
import { closeTicket, replyToTicket } from './tickets-api.ts';
import { formatDateTime, TicketStatusBadge } from './ticket-status.tsx';

const FAILED = { failed: 'Não foi possível enviar. Tente de novo.', network: 'Não foi possível enviar.' };

/**
 * One ticket's thread, its reply box and "Fechar" (hidden once closed). `side` is who reads it:
 * the owner sees "Você" and "Equipe NC"; the team sees the user's name and "Equipe NC". The
 * messages are plain text (React escapes them; line breaks kept). After a write the page loads
 * its data again (`onChanged`), so list and thread show what the server has.
 */
export function TicketThread({
  ticket,
  side,
  backHref,
  onChanged,
}: {
  ticket: Ticket;
  side: 'user' | 'admin';
  /** The list's address (the phone layout shows either the list or the thread). */
  backHref: string;
  onChanged: () => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ defaultValues: { mensagem: '' } });
  const [error, setError] = useState<FormError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'reply' | 'close' | null>(null);
  const errorRef = useFocusWhen<HTMLDivElement>(error);
  const isClosed = ticket.status === 'closed';
  const author = (from: 'user' | 'admin') =>
    from === 'admin'
      ? TICKET_AUTHOR_LABELS.admin
      : side === 'user'
        ? TICKET_AUTHOR_LABELS.user
        : ticket.usuario.nome;

  async function act(kind: 'reply' | 'close', call: () => Promise<Ticket>, done: string) {
    setBusy(kind);
    setError(null);
    setNotice(null);
    try {
      await call();
      setNotice(done);
      if (kind === 'reply') reset();
      onChanged();
    } catch (err) {
      setError(formErrorFrom(err, FAILED));
    } finally {
      setBusy(null);
    }
  }

  const onSubmit = ({ mensagem }: { mensagem: string }) =>
    act('reply', () => replyToTicket(createApiClient(), ticket.id, mensagem.trim()), M.replied);

  return (
    <section
      aria-labelledby="ticket-titulo"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <Link
        to={backHref}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md text-[15px] font-semibold text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700 lg:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Voltar para a lista
      </Link>
      <header className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="ticket-titulo" className="text-xl font-semibold tracking-tight text-slate-900">
            {ticket.assunto}
          </h2>
          <TicketStatusBadge status={ticket.status} />
        </div>
        <p className="text-sm text-slate-600">
          Ticket #{ticket.id}, aberto em {formatDateTime(ticket.criadoEm)}
          {side === 'admin' ? ` por ${ticket.usuario.nome} (${ticket.usuario.email})` : ''}
        </p>
      </header>

      <ol aria-label="Mensagens" className="space-y-3">
        {ticket.mensagens.map((m) => (
          <li
            key={m.id}
            className={`rounded-lg border px-4 py-3 ${
              m.from === 'admin'
                ? 'border-teal-200 bg-teal-50 sm:ml-8'
                : 'border-slate-200 bg-slate-50 sm:mr-8'
            }`}
          >
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className={`font-semibold ${m.from === 'admin' ? 'text-teal-900' : 'text-slate-900'}`}>
                {author(m.from)}
              </span>
              <time dateTime={m.createdAt} className="text-slate-600">
                {formatDateTime(m.createdAt)}
              </time>
            </p>
            <p className="mt-1.5 text-[15px] leading-relaxed wrap-break-word whitespace-pre-wrap text-slate-800">
              {m.body}
            </p>
          </li>
        ))}
      </ol>

      {error ? (
        <Alert ref={errorRef} tone="error" title={error.message}>
          {error.hint}
        </Alert>
      ) : null}
      {notice ? <Alert tone="success" title={notice} /> : null}

      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="space-y-3">
        <TextAreaField
          {...register('mensagem', { validate: (value) => value.trim() !== '' || M.replyRequired })}
          label={isClosed ? 'Responder (reabre o ticket)' : 'Responder'}
          error={errors.mensagem?.message}
          maxLength={5000}
          rows={4}
        />
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            isLoading={busy === 'reply'}
            loadingText="Enviando..."
            disabled={busy !== null}
          >
            Enviar
          </Button>
          {isClosed ? null : (
            <Button
              variant="secondary"
              isLoading={busy === 'close'}
              loadingText="Fechando..."
              disabled={busy !== null}
              onClick={() => void act('close', () => closeTicket(createApiClient(), ticket.id), M.closed)}
            >
              Fechar
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
