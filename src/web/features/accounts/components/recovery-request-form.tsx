import { zodResolver } from '@hookform/resolvers/zod';
import type {
  ForgotPasswordFormSchema,
  RecoverPasswordRequestSchema,
} from '#shared/contracts/users.contract.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField } from '../../../components/forms/email-field.tsx';
import { createApiClient } from '../../../lib/api-client.ts';
import { formErrorFrom, type FormError } from '../../../lib/form-errors.ts';
import { requestPasswordRecovery } from '../accounts-api.ts';
import { ACCOUNT_TEXTS } from '../texts.ts';
import { useFocusWhen } from '../../../lib/use-focus-when.ts';

type Schema = typeof ForgotPasswordFormSchema | typeof RecoverPasswordRequestSchema;
interface Values {
  email: string;
}

/**
 * "Send me a recovery link" (spec 1 §2 /esqueci-senha and /recuperar-senha). The answer is the
 * same for known and unknown e-mails (no enumeration); the two pages differ only in their
 * required-field message, which comes with their schema.
 */
export function RecoveryRequestForm({ schema }: { schema: Schema }) {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [formError, setFormError] = useState<FormError | null>(null);
  const alertRef = useFocusWhen<HTMLDivElement>(formError ?? sentMessage);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  async function onSubmit({ email }: Values) {
    setFormError(null);
    try {
      const answer = await requestPasswordRecovery(createApiClient(), email);
      setSentMessage(answer.message);
    } catch (error) {
      setFormError(
        formErrorFrom(error, {
          failed: ACCOUNT_TEXTS.recoveryFailed,
          network: ACCOUNT_TEXTS.recoveryFailedNetwork,
        }),
      );
    }
  }

  if (sentMessage) {
    return (
      <div className="space-y-4">
        <Alert ref={alertRef} tone="success">
          {sentMessage}
        </Alert>
        <p className="text-[15px] text-slate-600">
          O link vale por 1 hora. Não chegou? Confira a caixa de spam ou peça de novo em alguns minutos.
        </p>
        <Button variant="secondary" onClick={() => setSentMessage(null)} className="w-full">
          Enviar para outro e-mail
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-5">
      {formError ? (
        <Alert ref={alertRef} tone="error" title={formError.message}>
          {formError.hint}
        </Alert>
      ) : null}
      <EmailField label="E-mail do cadastro" error={errors.email?.message} {...register('email')} />
      <Button
        type="submit"
        isLoading={isSubmitting}
        loadingText={ACCOUNT_TEXTS.submitting}
        className="w-full"
      >
        Enviar link de recuperação
      </Button>
    </form>
  );
}
