import { MailCheck } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import {
  EMAIL_CHANGE_API,
  EMAIL_CHANGE_CONFIRM_HOURS,
  EMAIL_CHANGE_MESSAGES as M,
} from '#shared/contracts/email-change.constants.ts';
import { EmailField } from '../../components/forms/email-field.tsx';
import { PasswordField } from '../../components/forms/password-field.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalCloseButton, ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { formErrorFrom, type FormError } from '../../lib/form-errors.ts';
import { useFocusWhen } from '../../lib/use-focus-when.ts';

/*
 * "Alterar e-mail" in /painel/configuracoes (issue 36 item 4): the new address and the current
 * password in a modal; the API mails a link to the new address, and the e-mail changes only
 * when that link is opened (/confirmar-email). Until then the settings keep the current e-mail and
 * say which address is waiting for its confirmation.
 */

interface EmailChangeValues {
  novoEmail: string;
  senha: string;
}

interface Requested {
  ok: true;
  message: string;
  email: string;
}

/** POST /api/usuarios/email/alterar (types only: zod stays out of the page). */
function requestEmailChange(body: EmailChangeValues): Promise<Requested> {
  return createApiClient().post<Requested>(EMAIL_CHANGE_API.request, body);
}

/** The button beside the read-only e-mail, its modal, and the pending address once asked. */
export function EmailChange({ currentEmail }: { currentEmail: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  return (
    <div className="sm:col-span-2">
      <Button variant="secondary" type="button" onClick={() => setIsOpen(true)} className="w-full sm:w-auto">
        Alterar e-mail
      </Button>
      {pending ? (
        <p role="status" className="mt-3 flex items-start gap-2 text-[15px] text-slate-700">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
          <span>
            Aguardando a confirmação de <strong className="font-semibold break-all">{pending}</strong>: abra o
            link que enviamos para esse endereço em até {EMAIL_CHANGE_CONFIRM_HOURS} horas.
          </span>
        </p>
      ) : null}
      <ModalDialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        hasDescription
        className="fixed top-1/2 left-1/2 max-h-[90vh] w-[min(94vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6"
      >
        {/* Mounted only while open: each opening starts empty. */}
        <EmailChangeForm
          currentEmail={currentEmail}
          onRequested={setPending}
          onClose={() => setIsOpen(false)}
        />
      </ModalDialog>
    </div>
  );
}

function EmailChangeForm({
  currentEmail,
  onRequested,
  onClose,
}: {
  currentEmail: string;
  onRequested: (email: string) => void;
  onClose: () => void;
}) {
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<FormError | null>(null);
  const alertRef = useFocusWhen<HTMLDivElement>(formError);
  const sentRef = useFocusWhen<HTMLDivElement>(sent);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailChangeValues>({ defaultValues: { novoEmail: '', senha: '' } });

  async function send(values: EmailChangeValues) {
    setFormError(null);
    try {
      const answer = await requestEmailChange(values);
      setSent(answer.message);
      onRequested(answer.email);
    } catch (error) {
      // A wrong password, the same or a taken address: under its field. Anything else: above.
      if (!applyFieldErrors(error, ['novoEmail', 'senha'], setError)) {
        setFormError(
          formErrorFrom(error, {
            failed: 'Não foi possível pedir a troca do e-mail. Tente de novo.',
            network: 'Não foi possível pedir a troca do e-mail.',
          }),
        );
      }
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The modal is drawn in a portal, but React sends its submit up the component tree: the
    // settings form around the button must not hear it.
    event.stopPropagation();
    void handleSubmit(send)(event);
  }

  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <Dialog.Title className="text-lg font-semibold text-slate-900">Alterar e-mail</Dialog.Title>
        <ModalCloseButton className="-mt-2 -mr-2" />
      </div>
      {sent ? (
        <div className="mt-4 space-y-4">
          <Dialog.Description className="sr-only">Pedido de troca de e-mail enviado.</Dialog.Description>
          <Alert ref={sentRef} tone="success" title="Confira a caixa de entrada do novo e-mail">
            {sent}
          </Alert>
          <div className="flex justify-end">
            <Button type="button" onClick={onClose}>
              Fechar
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-2 space-y-4">
          <Dialog.Description className="text-[15px] text-slate-600">
            Seu e-mail atual é <strong className="font-semibold break-all">{currentEmail}</strong>. Vamos
            enviar um link para o novo endereço; a troca só acontece quando você abrir esse link. O e-mail
            atual recebe um aviso, com um jeito de desfazer a troca por 7 dias.
          </Dialog.Description>
          {formError ? (
            <Alert ref={alertRef} tone="error" title={formError.message}>
              {formError.hint}
            </Alert>
          ) : null}
          <EmailField
            label="Novo e-mail"
            autoComplete="email"
            maxLength={254}
            error={errors.novoEmail?.message}
            {...register('novoEmail', {
              validate: (value) => value.trim() !== '' || M.newEmailRequired,
            })}
          />
          <PasswordField
            label="Senha atual"
            autoComplete="current-password"
            hint="Para sua segurança, confirme que é você."
            error={errors.senha?.message}
            {...register('senha', { validate: (value) => value !== '' || M.passwordRequired })}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" type="button" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" isLoading={isSubmitting} loadingText="Enviando...">
              Enviar link de confirmação
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
