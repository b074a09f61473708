import { ChevronDown, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ADMIN_OVERVIEW_MESSAGES as M,
  CONTACT_REPLY_MAX,
} from '#shared/contracts/admin-overview.constants.ts';
import type { ContactMessage, ContactReplyAnswer } from '#shared/contracts/admin-overview.contract.ts';
import { TextAreaField } from '../../components/forms/text-area-field.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { replyToContactMessage } from './admin-overview-api.ts';

const TIME = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});
const when = (iso: string) => `${formatDate(iso)} às ${TIME.format(new Date(iso))}`;

/** The reply's own check, the API's words, before anything is sent. */
export function replyError(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return M.replyRequired;
  if (trimmed.length > CONTACT_REPLY_MAX) return M.replyTooLong;
  return undefined;
}

function StatusBadge({ message }: { message: ContactMessage }) {
  return message.status === 'respondida' ? (
    <span className="inline-flex items-center rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
      Respondida
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
      Pendente
    </span>
  );
}

/** The team's reply as stored, with who sent it and when. */
export function ReplyQuote({ message }: { message: ContactMessage }) {
  if (!message.resposta || !message.respondidaEm) return null;
  return (
    <div className="rounded-lg border-l-4 border-teal-700 bg-teal-50 px-4 py-3">
      <p className="text-sm font-medium text-teal-900">
        Resposta enviada em {when(message.respondidaEm)}
        {message.respondidaPor ? ` por ${message.respondidaPor.nome}` : ''}
      </p>
      <p className="mt-1 whitespace-pre-wrap text-slate-900">{message.resposta}</p>
    </div>
  );
}

/**
 * One message of /contato: subject, sender and date at a glance; the full text, and the reply
 * or the reply form, behind "Ler mensagem" (a <details>: keyboard and screen readers for free).
 * The card's content: the list draws the `<li>`.
 */
export function ContactMessageItem({
  message,
  onReplied,
}: {
  message: ContactMessage;
  /** After the API stored the reply (or said another admin had answered first). */
  onReplied: (answer: ContactReplyAnswer | null) => void;
}) {
  return (
    <details className="group">
      <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-start justify-between gap-3 rounded-xl p-4 focus-visible:outline-2 focus-visible:outline-teal-700 [&::-webkit-details-marker]:hidden">
        {/* Spans: a summary holds phrasing content only. */}
        <span className="block min-w-0">
          <span className="block font-semibold break-words text-slate-900">{message.assunto}</span>
          <span className="block text-sm break-words text-slate-600">
            {message.nome} · {message.email} · {when(message.recebidaEm)}
          </span>
        </span>
        <span className="flex items-center gap-2">
          <StatusBadge message={message} />
          <ChevronDown
            aria-hidden="true"
            className="size-5 text-slate-500 transition-transform group-open:rotate-180"
          />
          <span className="sr-only">Ler mensagem</span>
        </span>
      </summary>
      <div className="space-y-4 border-t border-slate-200 p-4">
        <p className="whitespace-pre-wrap text-slate-900">{message.mensagem}</p>
        <p className="text-sm text-slate-600">
          Responder para{' '}
          <a href={`mailto:${message.email}`} className="font-medium text-teal-800 underline">
            {message.email}
          </a>
        </p>
        {message.status === 'respondida' ? (
          <ReplyQuote message={message} />
        ) : (
          <ReplyForm message={message} onReplied={onReplied} />
        )}
      </div>
    </details>
  );
}

function ReplyForm({
  message,
  onReplied,
}: {
  message: ContactMessage;
  onReplied: (answer: ContactReplyAnswer | null) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { resposta: '' } });
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit({ resposta }: { resposta: string }) {
    setFailure(null);
    try {
      onReplied(await replyToContactMessage(createApiClient(), message.id, resposta.trim()));
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        // Another admin answered first: the list shows their reply once reloaded.
        onReplied(null);
        return;
      }
      setFailure(
        err instanceof ApiError && err.apiMessage
          ? err.apiMessage
          : 'Não foi possível enviar a resposta. Verifique sua conexão e tente de novo.',
      );
    }
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      aria-label={`Responder a ${message.nome}`}
      className="space-y-3"
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextAreaField
        {...register('resposta', { validate: (text) => replyError(text) ?? true })}
        label="Resposta"
        error={errors.resposta?.message}
        hint={`Vai por e-mail para ${message.email}. Até ${CONTACT_REPLY_MAX.toLocaleString('pt-BR')} caracteres.`}
        maxLength={CONTACT_REPLY_MAX}
      />
      <Button type="submit" isLoading={isSubmitting} loadingText="Enviando...">
        <Send aria-hidden="true" className="size-5" />
        Enviar resposta
      </Button>
    </form>
  );
}
