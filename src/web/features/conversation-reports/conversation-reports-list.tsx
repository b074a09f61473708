import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { ConversationReportItem as ConversationReport } from '#shared/contracts/reports.contract.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Alert, LoadFailedAlert } from '../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ResponsiveList } from '../../components/ui/responsive-list.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { useRowAction } from '../../lib/use-row-action.ts';
import { ConversationReportItem, conversationReportHeadingId } from './conversation-report-item.tsx';
import {
  blockReportedUser,
  dismissConversationReport,
  warnReportedUser,
} from './conversation-reports-api.ts';
import { WarnDialog, type WarnRequest } from './warn-dialog.tsx';

const LOAD_FAILED = 'Não foi possível carregar as denúncias.';
const CONVERSATIONS = '/painel/admin/denuncias?tipo=conversa';

/**
 * Each report of a conversation, the oldest first, with the messages up to the report; its
 * actions are about the reported user: "Bloquear usuário" (confirmed), "Advertir" (an e-mail
 * whose text the admin may change) and "Descartar".
 */
export function ConversationReports({
  page,
  totalPages,
  total,
  items,
  failed,
}: {
  page: number;
  totalPages: number;
  total: number;
  items: ConversationReport[];
  failed: boolean;
}) {
  const { run, busyId, notice, noticeRef } = useRowAction();
  const [toBlock, setToBlock] = useState<ConversationReport | null>(null);
  const [warnRequest, setWarnRequest] = useState<WarnRequest | null>(null);
  const api = () => createApiClient();

  function confirmBlock() {
    const item = toBlock;
    if (!item) return;
    setToBlock(null);
    void run(item.id, async () => (await blockReportedUser(api(), item.id)).message);
  }

  function askWarn(item: ConversationReport) {
    setWarnRequest({
      name: item.denunciado.nome,
      onConfirm: async (text) => {
        const answer = await warnReportedUser(api(), item.id, text);
        setWarnRequest(null);
        await run(item.id, async () => answer.message);
      },
    });
  }

  return (
    <>
      {notice ? (
        <Alert ref={noticeRef} tone={notice.tone}>
          {notice.message}
        </Alert>
      ) : null}

      {failed ? (
        <LoadFailedAlert title={LOAD_FAILED} />
      ) : (
        <ResponsiveList
          label="Conversas denunciadas"
          items={items}
          itemKey={(item) => item.id}
          listClassName="space-y-4"
          itemProps={(item) => ({
            'aria-labelledby': conversationReportHeadingId(item),
            'aria-busy': busyId === item.id || undefined,
          })}
          summary={total === 1 ? '1 conversa denunciada' : `${total} conversas denunciadas`}
          pager={{
            page,
            totalPages,
            hrefFor: (p) => (p > 1 ? `${CONVERSATIONS}&page=${p}` : CONVERSATIONS),
          }}
          empty={<EmptyState icon={ShieldCheck} message="Nenhuma denúncia de conversa aberta." />}
          renderCard={(item) => (
            <ConversationReportItem
              item={item}
              isBusy={busyId === item.id}
              onBlock={() => setToBlock(item)}
              onWarn={() => askWarn(item)}
              onDismiss={() =>
                void run(item.id, async () => (await dismissConversationReport(api(), item.id)).message)
              }
            />
          )}
        />
      )}

      <ConfirmDialog
        isOpen={toBlock !== null}
        title={`Bloquear ${toBlock?.denunciado.nome ?? ''}?`}
        confirmLabel="Bloquear usuário"
        onConfirm={confirmBlock}
        onClose={() => setToBlock(null)}
      >
        A conta fica bloqueada: as sessões são encerradas e os anúncios saem do site até um administrador
        ativá-la de novo. A denúncia fica resolvida.
      </ConfirmDialog>
      <WarnDialog request={warnRequest} onClose={() => setWarnRequest(null)} />
    </>
  );
}
