import { TriangleAlert, UserX } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ACCOUNT_DATA_MESSAGES as M } from '#shared/contracts/account-data.constants.ts';
import { PasswordField } from '../../components/forms/password-field.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { fieldErrorsFrom } from '../../lib/field-errors.ts';
import { formErrorFrom } from '../../lib/form-errors.ts';
import { deleteMyAccount } from './account-data-api.ts';

/** Where the browser lands once the account is gone (a page that needs no session). */
const ACCOUNT_DELETED_HREF = '/conta-excluida';

const dangerButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-red-600 px-5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-70';

/** Exactly what happens, in the dialog and nowhere else vaguer (issue 36 item 3). */
function WhatHappens() {
  return (
    <div className="space-y-3 text-[15px] text-slate-700">
      <p>Isto não pode ser desfeito. Ao excluir sua conta:</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>você sai de todos os aparelhos em que estiver conectado;</li>
        <li>seus anúncios saem do site e são apagados, com as fotos e as imagens que você enviou;</li>
        <li>seus favoritos, suas buscas salvas e a inscrição na newsletter são apagados;</li>
        <li>
          nas conversas, quem falou com você continua vendo as mensagens, com o seu nome trocado por
          &quot;Usuário removido&quot;;
        </li>
        <li>seus tickets de suporte ficam sem o que você escreveu;</li>
        <li>as faturas ficam guardadas por 5 anos, como a lei fiscal exige.</li>
      </ul>
      <p>
        Você recebe um e-mail confirmando e pode criar uma nova conta com o mesmo e-mail quando quiser. Quer
        uma cópia dos seus dados antes? Use &quot;Preparar meus dados&quot; acima.
      </p>
    </div>
  );
}

function DeleteForm({ onClose }: { onClose: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ senha: string }>({ defaultValues: { senha: '' } });

  async function onSubmit(values: { senha: string }) {
    setFailure(null);
    try {
      await deleteMyAccount(createApiClient(), values.senha);
      // A full load: every cached page of the session goes with it.
      window.location.assign(ACCOUNT_DELETED_HREF);
    } catch (error) {
      const onField = fieldErrorsFrom(error, { senha: 'senha' } as const).senha;
      if (onField) {
        setError('senha', { type: 'server', message: onField }, { shouldFocus: true });
        return;
      }
      setFailure(
        formErrorFrom(error, {
          failed: 'Não foi possível excluir sua conta agora. Tente de novo em instantes.',
          network: 'Não foi possível falar com o servidor.',
        }).message,
      );
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Dialog.Title className="flex items-center gap-2 text-xl font-semibold tracking-tight text-slate-900">
        <TriangleAlert aria-hidden="true" className="size-6 text-red-600" />
        Excluir minha conta
      </Dialog.Title>
      <Dialog.Description asChild>
        <div className="mt-3">
          <WhatHappens />
        </div>
      </Dialog.Description>
      <PasswordField
        {...register('senha', { required: M.passwordRequired })}
        label="Sua senha"
        hint="Para confirmar que é você."
        autoComplete="current-password"
        error={errors.senha?.message}
        required
        className="mt-5"
      />
      {failure ? (
        <Alert tone="error" className="mt-4">
          {failure}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          Cancelar
        </Button>
        <button type="submit" className={dangerButton} disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Excluindo...' : 'Excluir minha conta'}
        </button>
      </div>
    </form>
  );
}

/** "Excluir minha conta" (issue 36 item 3): a button that opens the dialog with the password. */
export function DeleteAccountSection() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <section
      aria-labelledby="excluir-conta-titulo"
      className="rounded-xl border border-red-200 bg-white p-5 sm:p-6"
    >
      <h2 id="excluir-conta-titulo" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <UserX aria-hidden="true" className="size-5 text-red-600" />
        Excluir minha conta
      </h2>
      <p className="mt-1 text-slate-700">
        Apaga sua conta, seus anúncios e o que você guardou aqui. Antes de confirmar, mostramos exatamente o
        que acontece.
      </p>
      <button type="button" className={`${dangerButton} mt-4`} onClick={() => setIsOpen(true)}>
        Excluir minha conta
      </button>
      <ModalDialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        hasDescription
        className="fixed inset-x-2 top-1/2 mx-auto max-h-[calc(100dvh-2rem)] max-w-lg -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl sm:inset-x-6"
      >
        {isOpen ? <DeleteForm onClose={() => setIsOpen(false)} /> : null}
      </ModalDialog>
    </section>
  );
}
