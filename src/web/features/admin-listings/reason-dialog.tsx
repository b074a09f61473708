import {
  ADMIN_LISTINGS_MESSAGES as M,
  MODERATION_REASON_MAX,
} from '#shared/contracts/admin-listings.constants.ts';
import { TextDialog } from '../../components/forms/text-dialog.tsx';

export interface ReasonRequest {
  /** The dialog's title ("Reprovar anúncio"). */
  title: string;
  /** The ad it is about, named under the title. */
  listingTitle: string;
  confirmLabel: string;
  hint: string;
  isRequired: boolean;
  /** The text the field starts with (the report queue's most common reason). */
  initialReason?: string;
  /** Runs the action; a failure is shown in the dialog, which then stays open. */
  onConfirm: (reason: string) => Promise<void>;
}

/**
 * The "Motivo" of a rejection or a deactivation (e-mailed to the advertiser), checked as the API
 * checks it: required where it is, at most MODERATION_REASON_MAX characters.
 */
export function ReasonDialog({ request, onClose }: { request: ReasonRequest | null; onClose: () => void }) {
  return (
    <TextDialog
      onClose={onClose}
      request={
        request && {
          title: request.title,
          description: `“${request.listingTitle}”`,
          label: 'Motivo',
          hint: request.hint,
          name: 'motivo',
          initialText: request.initialReason,
          maxLength: MODERATION_REASON_MAX,
          requiredMessage: request.isRequired ? M.reasonRequired : undefined,
          tooLongMessage: M.reasonTooLong,
          confirmLabel: request.confirmLabel,
          failedText: 'Não foi possível concluir a operação. Tente de novo.',
          onConfirm: request.onConfirm,
        }
      }
    />
  );
}
