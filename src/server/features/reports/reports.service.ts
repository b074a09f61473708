import { REPORT_MESSAGES as M } from '#shared/contracts/reports.constants.ts';
import type { ReportInput } from '#shared/contracts/reports.contract.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ReportsRepository } from './reports.repository.ts';

/**
 * "Denunciar anúncio": anyone, logged in or not, reports a published listing. The
 * same address reporting the same listing while its report is still open adds nothing (the
 * admins count reports, and a repeat must not weigh twice). The admins' queue and its actions
 * are moderation: features/admin-listings.
 */
export function createReportsService(deps: { repo: ReportsRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /** True when stored, false for a repeat; 404 when the listing is not published. */
    async report(
      listingCode: number,
      input: ReportInput,
      from: { reporterCode: number | null; ip: string },
    ): Promise<boolean> {
      if (!(await repo.isPublished(listingCode))) throw notFound(M.notFound);
      return repo.createUnlessOpen({
        listingCode,
        reason: input.motivo,
        details: input.detalhes,
        reporterCode: from.reporterCode,
        ip: from.ip,
        createdAt: clock.now(),
      });
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
