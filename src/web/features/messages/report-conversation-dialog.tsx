import { MESSAGES_MESSAGES } from '#shared/contracts/messages.constants.ts';
import { CONVERSATION_REPORT_REASONS } from '#shared/contracts/reports.constants.ts';
import { ReportDialog } from '../../components/forms/report-dialog.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { reportConversation } from './messages-api.ts';

/**
 * "Denunciar conversa": the report reaches the admins' queue of conversation reports, about the
 * other party.
 */
export function ReportConversationDialog({
  conversationId,
  otherName,
  isOpen,
  onClose,
}: {
  conversationId: number;
  otherName: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <ReportDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Denunciar conversa"
      description={`O que há de errado na conversa com ${otherName}? A equipe do NC Classificados lê as mensagens denunciadas e toma as medidas necessárias.`}
      reasons={CONVERSATION_REPORT_REASONS}
      detailsRequiredMessage={MESSAGES_MESSAGES.reportDetailsRequired}
      otherHint="Conte o que aconteceu."
      send={async (reason, details) => {
        const answer = await reportConversation(createApiClient(), conversationId, reason, details);
        return answer.message || MESSAGES_MESSAGES.reported;
      }}
    />
  );
}
