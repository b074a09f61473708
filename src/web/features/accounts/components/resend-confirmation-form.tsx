import { zodResolver } from '@hookform/resolvers/zod';
import { ResendConfirmationRequestSchema } from '#shared/contracts/users.contract.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField } from '../../../components/forms/email-field.tsx';
import { createApiClient } from '../../../lib/api-client.ts';
import { formErrorFrom, type FormError } from '../../../lib/form-errors.ts';
import { resendConfirmation } from '../accounts-api.ts';
import { ACCOUNT_TEXTS } from '../texts.ts';
import { useFocusWhen } from '../../../lib/use-focus-when.ts';

type Values = z.input<typeof ResendConfirmationRequestSchema>;
type Request = z.output<typeof ResendConfirmationRequestSchema>;

/** The confirmation page's "resend by e-mail" form (spec 1 §2 /confirmar, spec 2 §5). */
export function ResendConfirmationForm({
  defaultEmail,
  onSent,
}: {
  defaultEmail: string;
  onSent: () => void;
}) {
  const [formError, setFormError] = useState<FormError | null>(null);
  const alertRef = useFocusWhen<HTMLDivElement>(formError);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Request>({
    resolver: zodResolver(ResendConfirmationRequestSchema),
    defaultValues: { email: defaultEmail },
  });

  async function onSubmit({ email }: Request) {
    setFormError(null);
    try {
      await resendConfirmation(createApiClient(), email);
      onSent();
    } catch (error) {
      setFormError(
        formErrorFrom(error, {
          failed: ACCOUNT_TEXTS.resendFailed,
          network: ACCOUNT_TEXTS.resendFailedNetworkOnConfirm,
        }),
      );
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-4">
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
        {ACCOUNT_TEXTS.resendAction}
      </Button>
    </form>
  );
}
