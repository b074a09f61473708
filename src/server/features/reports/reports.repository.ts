import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ReportReason } from '#shared/contracts/reports.constants.ts';
import type { Db } from '../../db/client.ts';
import { listingReports, listings } from '../../db/schema/index.ts';
import { queryRows } from '../../lib/sql.ts';

/** The statements of the public report of a listing (ADR 010). */
export function createReportsRepository(db: Db) {
  return {
    /** Whether the listing is on the public site (only those can be reported). */
    async isPublished(code: number): Promise<boolean> {
      const [row] = await db
        .select({ code: listings.code })
        .from(listings)
        .where(and(eq(listings.code, code), eq(listings.status, 'publicado')));
      return row !== undefined;
    },

    /**
     * Stores the report unless this address already has an open one for the listing; false when
     * it had. A transaction-scoped advisory lock on (listing, address) makes two simultaneous
     * reports from one address wait for each other, so the check and the insert cannot both pass.
     */
    async createUnlessOpen(report: {
      listingCode: number;
      reason: ReportReason;
      details: string;
      reporterCode: number | null;
      ip: string;
      createdAt: Date;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        await queryRows(
          tx,
          sql`select pg_advisory_xact_lock(${report.listingCode}::int, hashtext(${report.ip}))`,
        );
        const [open] = await tx
          .select({ id: listingReports.id })
          .from(listingReports)
          .where(
            and(
              eq(listingReports.listingCode, report.listingCode),
              eq(listingReports.ip, report.ip),
              isNull(listingReports.resolvedAt),
            ),
          )
          .limit(1);
        if (open) return false;
        await tx.insert(listingReports).values(report);
        return true;
      });
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
