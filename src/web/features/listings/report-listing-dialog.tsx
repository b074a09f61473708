import { REPORT_MESSAGES as M, REPORT_REASONS, REPORTS_API } from '#shared/contracts/reports.constants.ts';
import { ReportDialog } from '../../components/forms/report-dialog.tsx';
import { createApiClient } from '../../lib/api-client.ts';

/**
 * The report form (loaded on demand by ReportListingButton). The answer, new report or repeat, is
 * the same thanks.
 */
export function ReportListingDialog({
  isOpen,
  onClose,
  listingCode,
  title,
}: {
  isOpen: boolean;
  onClose: () => void;
  listingCode: number;
  title: string;
}) {
  return (
    <ReportDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Denunciar anúncio"
      description={`O que há de errado com “${title}”? A equipe do NC Classificados analisa cada denúncia.`}
      reasons={REPORT_REASONS}
      detailsRequiredMessage={M.detailsRequired}
      otherHint="Conte o que há de errado."
      send={async (reason, details) => {
        await createApiClient().post(REPORTS_API.create(listingCode), { motivo: reason, detalhes: details });
        return M.thanks;
      }}
    />
  );
}
