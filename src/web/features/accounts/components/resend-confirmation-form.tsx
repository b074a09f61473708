import { zodResolver } from '@hookform/resolvers/zod';
import { ResendConfirmationRequestSchema } from '#shared/contracts/users.contract.ts';
import { createApiClient } from '../../../lib/api-client.ts';
import { resendConfirmation } from '../accounts-api.ts';
import { ACCOUNT_TEXTS } from '../texts.ts';
import { AccountEmailForm } from './account-email-form.tsx';

/** The confirmation page's "resend by e-mail" form (spec 1 §2 /confirmar, spec 2 §5). */
export function ResendConfirmationForm({
  defaultEmail,
  onSent,
}: {
  defaultEmail: string;
  onSent: () => void;
}) {
  return (
    <AccountEmailForm
      resolver={zodResolver(ResendConfirmationRequestSchema)}
      defaultEmail={defaultEmail}
      submitLabel={ACCOUNT_TEXTS.resendAction}
      failures={{ failed: ACCOUNT_TEXTS.resendFailed, network: ACCOUNT_TEXTS.resendFailedNetworkOnConfirm }}
      send={async (email) => {
        await resendConfirmation(createApiClient(), email);
        onSent();
      }}
      className="space-y-4"
    />
  );
}
