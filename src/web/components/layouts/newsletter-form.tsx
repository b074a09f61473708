import { CircleAlert, CircleCheck, Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { NEWSLETTER_API } from '#shared/contracts/newsletter.constants.ts';
import { RATE_LIMITED_TEXT } from '../../lib/form-errors.ts';
import { EmailField } from '../forms/email-field.tsx';
import { ApiError, createApiClient, NetworkError } from '../../lib/api-client.ts';

const api = createApiClient();
const TIMEOUT_MS = 15_000;
const EMAIL_REQUIRED = 'Informe seu e-mail.';
const FAILED = 'Não foi possível fazer a inscrição agora. Tente de novo em instantes.';
const NETWORK = 'Sem resposta do servidor. Verifique sua conexão com a internet e tente de novo.';

type Result = { kind: 'ok' | 'error'; message: string } | null;

/** The message shown for a failed subscription: the API's text (400, 409, 422, 429) or ours. */
export function newsletterErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return error.apiMessage ?? RATE_LIMITED_TEXT;
    if (error.status >= 400 && error.status < 500 && error.status !== 404) return error.apiMessage ?? FAILED;
    return FAILED;
  }
  if (error instanceof NetworkError) return NETWORK;
  return FAILED;
}

/**
 * The footer's newsletter box (spec 1 §2 footer): POST /api/newsletter { email }; the API
 * answers with its own message (a confirmation e-mail is on its way), shown as it comes.
 */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [isSending, setIsSending] = useState(false);
  const [result, setResult] = useState<Result>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      setResult({ kind: 'error', message: EMAIL_REQUIRED });
      return;
    }
    setIsSending(true);
    setResult(null);
    try {
      const answer = await api.post<{ message?: string }>(
        NEWSLETTER_API.subscribe,
        { email: value },
        { signal: AbortSignal.timeout(TIMEOUT_MS) },
      );
      setResult({
        kind: 'ok',
        message: answer?.message ?? 'Inscrição recebida! Verifique seu e-mail para confirmar.',
      });
      setEmail('');
    } catch (error) {
      setResult({ kind: 'error', message: newsletterErrorMessage(error) });
    } finally {
      setIsSending(false);
    }
  };

  const messageId = `${id}-mensagem`;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={`${id}-titulo`} className="max-w-md">
      <h2 id={`${id}-titulo`} className="text-sm font-semibold text-white">
        Novidades da NC
      </h2>
      <p className="mt-1 text-sm text-slate-300">
        Anúncios novos e dicas no seu e-mail, no máximo uma vez por semana.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <EmailField
          id={`${id}-email`}
          label="Endereço para receber a newsletter"
          isLabelHidden
          tone="dark"
          leading={<Mail aria-hidden="true" className="size-5" />}
          className="flex-1"
          name="email"
          placeholder="seu@email.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          // The message under the button, not a field error, describes it (it may be a success).
          aria-invalid={result?.kind === 'error' ? true : undefined}
          aria-describedby={result ? messageId : undefined}
        />
        <button
          type="submit"
          disabled={isSending}
          className="inline-flex h-11 items-center justify-center rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-400 disabled:opacity-70"
        >
          {isSending ? 'Enviando...' : 'Inscrever'}
        </button>
      </div>
      <div aria-live="polite" id={messageId}>
        {result ? (
          <p
            role={result.kind === 'error' ? 'alert' : 'status'}
            className={`mt-2 flex items-start gap-2 text-sm ${result.kind === 'error' ? 'text-red-300' : 'text-emerald-300'}`}
          >
            {result.kind === 'error' ? (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            {result.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
