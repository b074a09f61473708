import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { EmailField } from '../../../components/forms/email-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formErrorFrom, type FormError } from '../../../lib/form-errors.ts';
import { useFocusWhen } from '../../../lib/use-focus-when.ts';
import { ACCOUNT_TEXTS } from '../texts.ts';

interface EmailValues {
  email: string;
}

/**
 * An account form of one e-mail and a button (ask for a recovery link, resend the confirmation):
 * checked in the browser by the page's schema, sent by `send`. A failure shows above the field
 * in the words of `failures` and takes the focus; what was typed stays.
 */
export function AccountEmailForm({
  resolver,
  defaultEmail = '',
  submitLabel,
  failures,
  send,
  className,
}: {
  resolver: Resolver<EmailValues, unknown, EmailValues>;
  defaultEmail?: string;
  submitLabel: string;
  failures: { failed: string; network: string };
  send: (email: string) => Promise<void>;
  className: string;
}) {
  const [formError, setFormError] = useState<FormError | null>(null);
  const alertRef = useFocusWhen<HTMLDivElement>(formError);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues, unknown, EmailValues>({ resolver, defaultValues: { email: defaultEmail } });

  async function onSubmit({ email }: EmailValues) {
    setFormError(null);
    try {
      await send(email);
    } catch (error) {
      setFormError(formErrorFrom(error, failures));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className={className}>
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
        {submitLabel}
      </Button>
    </form>
  );
}
