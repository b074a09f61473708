import { MessagesSquare } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import {
  MESSAGE_LIMITS,
  MESSAGES_API,
  MESSAGES_MESSAGES as M,
} from '#shared/contracts/messages.constants.ts';
import { Field, inputClass } from '../../components/forms/field.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ModalCloseButton, ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { formErrorFrom, type FormError } from '../../lib/form-errors.ts';

/** The part of POST /api/mensagens's answer the dialog uses. */
interface Sent {
  id: number;
  message: string;
}

/**
 * The first (or next) message to the advertiser about this listing, loaded on demand
 * by SendMessageButton: a text with its 2000-character counter, then "Ver conversa", the thread
 * in the panel. The API's Portuguese message shows on an error (own listing, blocked, too many
 * messages), and the text stays.
 */
export function MessageComposerDialog({
  isOpen,
  onClose,
  listingCode,
  advertiserName,
  title,
}: {
  isOpen: boolean;
  onClose: () => void;
  listingCode: number;
  advertiserName: string;
  title: string;
}) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onClose}
      hasDescription
      className="fixed inset-x-2 top-1/2 mx-auto max-h-[calc(100dvh-2rem)] max-w-lg -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl sm:inset-x-6"
    >
      <Composer listingCode={listingCode} advertiserName={advertiserName} title={title} onClose={onClose} />
    </ModalDialog>
  );
}

function Composer({
  listingCode,
  advertiserName,
  title,
  onClose,
}: {
  listingCode: number;
  advertiserName: string;
  title: string;
  onClose: () => void;
}) {
  const [failure, setFailure] = useState<FormError | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const {
    register,
    handleSubmit,
    control: formControl,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { conteudo: '' } });
  const text = useWatch({ control: formControl, name: 'conteudo' });
  const error = errors.conteudo?.message;

  async function onSubmit({ conteudo }: { conteudo: string }) {
    setFailure(null);
    try {
      setSent(
        await createApiClient().post<Sent>(MESSAGES_API.list, {
          anuncio: listingCode,
          conteudo: conteudo.trim(),
        }),
      );
    } catch (err) {
      setFailure(
        formErrorFrom(err, {
          failed: 'Não foi possível enviar a mensagem. Tente de novo.',
          network: 'Não foi possível enviar a mensagem.',
        }),
      );
    }
  }

  if (sent) {
    return (
      <>
        <Dialog.Title className="text-xl font-semibold tracking-tight text-slate-900">
          Mensagem enviada
        </Dialog.Title>
        <Dialog.Description asChild>
          <div className="mt-3">
            <Alert tone="success">
              {sent.message || M.sent} A resposta de {advertiserName} aparece em Mensagens, no seu painel.
            </Alert>
          </div>
        </Dialog.Description>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Fechar
          </Button>
          <Link to={`/painel/mensagens?c=${sent.id}`} className={buttonClass('primary')}>
            <MessagesSquare aria-hidden="true" className="size-5" />
            Ver conversa
          </Link>
        </div>
      </>
    );
  }

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <div className="flex items-start justify-between gap-4">
        <Dialog.Title className="text-xl font-semibold tracking-tight text-slate-900">
          Enviar mensagem
        </Dialog.Title>
        <ModalCloseButton className="-mt-2 -mr-2" />
      </div>
      <Dialog.Description className="mt-1 text-[15px] break-words text-slate-700">
        Para {advertiserName}, sobre “{title}”. A resposta chega em Mensagens, no seu painel.
      </Dialog.Description>

      <Field
        label="Sua mensagem"
        className="mt-4"
        error={error}
        hint={
          <span className="flex justify-end">
            {text.length}/{MESSAGE_LIMITS.maxLength}
          </span>
        }
      >
        {(control) => (
          <textarea
            {...control}
            {...register('conteudo', {
              validate: (value) => {
                const content = value.trim();
                if (content === '') return M.empty;
                return content.length <= MESSAGE_LIMITS.maxLength || M.tooLong;
              },
            })}
            rows={5}
            maxLength={MESSAGE_LIMITS.maxLength}
            placeholder="Olá! Tenho interesse no seu anúncio."
            className={`${inputClass} resize-y ${error ? 'border-red-600' : 'border-slate-300'}`}
          />
        )}
      </Field>

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
          Enviar
        </Button>
      </div>
    </form>
  );
}
