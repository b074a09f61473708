import {
  CONVERSATION_REPORT_MESSAGES as M,
  DEFAULT_WARNING_TEXT,
  WARNING_TEXT_MAX,
} from '#shared/contracts/reports.constants.ts';
import { TextDialog } from '../../components/forms/text-dialog.tsx';

/** Whom the warning goes to, and what sends it (a failure is shown in the dialog, which stays open). */
export interface WarnRequest {
  name: string;
  onConfirm: (text: string) => Promise<void>;
}

/**
 * "Advertir" of a conversation report: the warning e-mailed to the reported user, starting from
 * the standard text, which the admin may change. Checked as the API checks it.
 */
export function WarnDialog({ request, onClose }: { request: WarnRequest | null; onClose: () => void }) {
  return (
    <TextDialog
      onClose={onClose}
      request={
        request && {
          title: `Advertir ${request.name}`,
          description: `A advertência vai por e-mail para ${request.name}. Quem denunciou não é identificado. A denúncia fica resolvida.`,
          label: 'Texto da advertência',
          hint: 'Você pode usar o texto padrão ou escrever o seu.',
          name: 'mensagem',
          initialText: DEFAULT_WARNING_TEXT,
          rows: 6,
          maxLength: WARNING_TEXT_MAX,
          requiredMessage: M.warningRequired,
          tooLongMessage: M.warningTooLong,
          confirmLabel: 'Enviar advertência',
          loadingText: 'Enviando...',
          failedText: 'Não foi possível enviar a advertência. Tente de novo.',
          onConfirm: request.onConfirm,
        }
      }
    />
  );
}
