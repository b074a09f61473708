import { CONTACT_LIMITS } from '#shared/contracts/contact.constants.ts';
import type { ContactForm as ContactFormValues, ContactRequest } from '#shared/contracts/contact.contract.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField } from '../../../components/forms/email-field.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { TextAreaField } from '../../../components/forms/text-area-field.tsx';
import { paths, TICKET_PAGES } from '#shared/paths.ts';
import { createApiClient } from '../../../lib/api-client.ts';
import { formErrorFrom, type FormError } from '../../../lib/form-errors.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useFocusWhen } from '../../../lib/use-focus-when.ts';
import { sendContactMessage } from '../contact-api.ts';

const FAILED = 'Não foi possível enviar sua mensagem. Tente de novo em instantes.';
const NETWORK = 'Sem resposta do servidor: sua mensagem não foi enviada.';
const EMPTY: ContactFormValues = { nome: '', email: '', assunto: '', mensagem: '' };

/**
 * zodResolver over the API's own schema, loaded on the first validation (a submit): zod and the
 * contract do not fit in the page's entry JavaScript (the JS budget, e2e/public/js-budget.spec.ts;
 * sizes in docs/performance-log.md, "Where the code's numbers come from"), so they come as a chunk of
 * their own when the visitor first sends the form.
 */
const contactResolver = lazyResolver<ContactFormValues, unknown, ContactRequest>(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('#shared/contracts/contact.contract.ts')]).then(
    ([{ zodResolver }, { ContactRequestSchema }]) => zodResolver(ContactRequestSchema),
  ),
);

/**
 * The /contato form (spec 1 §2; ours is wired): checked in the browser with the API's own
 * schema, sent to POST /api/contato, then a confirmation in place of the form. Errors from the
 * server (400 per field, 429, others) and a missing answer keep what was typed.
 */
export function ContactForm() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [ticketId, setTicketId] = useState<number | null>(null);
  const [formError, setFormError] = useState<FormError | null>(null);
  const alertRef = useFocusWhen<HTMLDivElement>(formError ?? sentMessage);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactRequest>({
    resolver: contactResolver,
    defaultValues: EMPTY,
  });

  async function onSubmit(values: ContactRequest) {
    setFormError(null);
    try {
      const answer = await sendContactMessage(createApiClient(), values);
      reset(EMPTY);
      setSentMessage(answer.message);
      setTicketId(answer.ticket ?? null);
    } catch (error) {
      const failure = formErrorFrom(error, { failed: FAILED, network: NETWORK });
      setFormError(failure);
      const fieldErrors = (error as { body?: { errors?: { field: string; message: string }[] } }).body
        ?.errors;
      for (const e of fieldErrors ?? []) {
        if (e.field in EMPTY) setError(e.field as keyof ContactFormValues, { message: e.message });
      }
    }
  }

  if (sentMessage) {
    return (
      <div className="space-y-4">
        <Alert ref={alertRef} tone="success" title="Mensagem enviada">
          {sentMessage}
          {ticketId !== null ? (
            <>
              {' '}
              <Link
                to={TICKET_PAGES.user(ticketId)}
                className="font-semibold text-teal-800 underline underline-offset-4"
              >
                Ver o ticket #{ticketId}
              </Link>
            </>
          ) : null}
        </Alert>
        <Button variant="secondary" onClick={() => setSentMessage(null)}>
          Enviar outra mensagem
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Formulário de contato"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="space-y-5"
    >
      {formError ? (
        <Alert ref={alertRef} tone="error" title={formError.message}>
          {formError.hint}
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Nome"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          error={errors.nome?.message}
          {...register('nome')}
        />
        <EmailField error={errors.email?.message} {...register('email')} />
      </div>
      <TextField
        label="Assunto"
        maxLength={CONTACT_LIMITS.subject}
        error={errors.assunto?.message}
        {...register('assunto')}
      />
      <TextAreaField
        label="Mensagem"
        rows={6}
        maxLength={CONTACT_LIMITS.messageMax}
        hint={`Entre ${CONTACT_LIMITS.messageMin} e ${CONTACT_LIMITS.messageMax} caracteres.`}
        error={errors.mensagem?.message}
        {...register('mensagem')}
      />
      <p className="text-sm text-slate-600">
        Usamos seus dados só para responder a esta mensagem, como explica a nossa{' '}
        <Link to={paths.privacy.getHref()} className="font-medium text-teal-800 underline underline-offset-2">
          Política de Privacidade
        </Link>
        .
      </p>
      <Button type="submit" isLoading={isSubmitting} loadingText="Enviando..." className="w-full sm:w-auto">
        Enviar mensagem
      </Button>
    </form>
  );
}
