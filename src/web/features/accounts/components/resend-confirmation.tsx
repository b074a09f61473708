import { useState } from 'react';
import { createApiClient } from '../../../lib/api-client.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formErrorFrom, type FormError } from '../../../lib/form-errors.ts';
import { resendConfirmation } from '../accounts-api.ts';
import { ACCOUNT_TEXTS } from '../texts.ts';
import { useFocusWhen } from '../../../lib/use-focus-when.ts';

/**
 * 'Reenviar confirmação' for the e-mail typed in the login form (spec 1 §8: the unconfirmed
 * account's action). The result is announced next to the button.
 */
export function ResendConfirmationButton({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'pending' | 'sent'>('idle');
  const [error, setError] = useState<FormError | null>(null);
  const resultRef = useFocusWhen<HTMLDivElement>(state === 'sent' ? 'sent' : error);

  async function onResend() {
    setState('pending');
    setError(null);
    try {
      await resendConfirmation(createApiClient(), email);
      setState('sent');
    } catch (e) {
      setError(
        formErrorFrom(e, { failed: ACCOUNT_TEXTS.resendFailed, network: ACCOUNT_TEXTS.resendFailedNetwork }),
      );
      setState('idle');
    }
  }

  return (
    <div className="mt-3 space-y-3">
      {state === 'sent' ? (
        <Alert ref={resultRef} tone="success">
          {ACCOUNT_TEXTS.resendSent}
        </Alert>
      ) : (
        <Button
          variant="secondary"
          onClick={() => void onResend()}
          isLoading={state === 'pending'}
          loadingText={ACCOUNT_TEXTS.submitting}
          className="min-h-11 w-full sm:w-auto"
        >
          {ACCOUNT_TEXTS.resendAction}
        </Button>
      )}
      {error ? (
        <Alert ref={resultRef} tone="error" title={error.message}>
          {error.hint}
        </Alert>
      ) : null}
    </div>
  );
}
