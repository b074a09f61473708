import { zodResolver } from '@hookform/resolvers/zod';
import type {
  ForgotPasswordFormSchema,
  RecoverPasswordRequestSchema,
} from '#shared/contracts/users.contract.ts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { createApiClient } from '../../../lib/api-client.ts';
import { useFocusWhen } from '../../../lib/use-focus-when.ts';
import { requestPasswordRecovery } from '../accounts-api.ts';
import { ACCOUNT_TEXTS } from '../texts.ts';
import { AccountEmailForm } from './account-email-form.tsx';

type Schema = typeof ForgotPasswordFormSchema | typeof RecoverPasswordRequestSchema;

/**
 * "Send me a recovery link" (spec 1 §2 /esqueci-senha and /recuperar-senha). The answer is the
 * same for known and unknown e-mails (no enumeration); the two pages differ only in their
 * required-field message, which comes with their schema. A plan chosen before logging in goes
 * along: the reset link carries it, and the login after the new password continues to it.
 */
export function RecoveryRequestForm({ schema, plano }: { schema: Schema; plano: string | null }) {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const sentRef = useFocusWhen<HTMLDivElement>(sentMessage);

  if (sentMessage) {
    return (
      <div className="space-y-4">
        <Alert ref={sentRef} tone="success">
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
    <AccountEmailForm
      resolver={zodResolver(schema)}
      submitLabel="Enviar link de recuperação"
      failures={{ failed: ACCOUNT_TEXTS.recoveryFailed, network: ACCOUNT_TEXTS.recoveryFailedNetwork }}
      send={async (email) => {
        const answer = await requestPasswordRecovery(createApiClient(), email, plano);
        setSentMessage(answer.message);
      }}
      className="space-y-5"
    />
  );
}
