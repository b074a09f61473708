import { ADMIN_LISTINGS_API, ADMIN_LISTINGS_PAGE_SIZE } from '#shared/contracts/admin-listings.constants.ts';
import type {
  AdminListing,
  AdminListingPatch,
  AdminListingsPage,
  ModerationAnswer,
  ReportQueuePage,
  ReportResolutionAnswer,
  RevisionAnswer,
  RevisionQueuePage,
} from '#shared/contracts/admin-listings.contract.ts';
import type { AuditList } from '#shared/contracts/audit.contract.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import type { AdminListingsParams } from './admin-listings-params.ts';

// The admin ad calls of spec 2 §7 ("Admin ads") and the report queue. Types only from the
// contracts: the zod schemas stay out of the pages' bundles.

/** GET /api/admin/auditoria (its path lives in the audit contract, a zod module). */
const AUDIT_PATH = '/api/admin/auditoria';

export function findAdminListings(api: ApiClient, params: AdminListingsParams): Promise<AdminListingsPage> {
  return api.get(ADMIN_LISTINGS_API.list, {
    query: {
      page: params.page,
      limit: ADMIN_LISTINGS_PAGE_SIZE,
      q: params.q,
      status: params.status,
      tipo: params.tipo,
      anunciante: params.anunciante,
    },
  });
}

export function findAdminListing(api: ApiClient, id: number): Promise<AdminListing> {
  return api.get(ADMIN_LISTINGS_API.one(id));
}

export function approveListing(api: ApiClient, id: number): Promise<ModerationAnswer> {
  return api.post(ADMIN_LISTINGS_API.approve(id), {});
}

export function rejectListing(api: ApiClient, id: number, motivo: string): Promise<ModerationAnswer> {
  return api.post(ADMIN_LISTINGS_API.reject(id), { motivo });
}

export function inactivateListing(api: ApiClient, id: number, motivo: string): Promise<ModerationAnswer> {
  return api.post(ADMIN_LISTINGS_API.inactivate(id), { motivo });
}

export function setHighlight(api: ApiClient, id: number, isOn: boolean): Promise<AdminListing> {
  const body: AdminListingPatch = { destaqueANUNCIO: isOn ? 1 : 0 };
  return api.patch(ADMIN_LISTINGS_API.one(id), body);
}

export function findReportQueue(api: ApiClient, page: number): Promise<ReportQueuePage> {
  return api.get(ADMIN_LISTINGS_API.reports, { query: { page, limit: ADMIN_LISTINGS_PAGE_SIZE } });
}

export function inactivateReported(
  api: ApiClient,
  id: number,
  motivo: string,
): Promise<ReportResolutionAnswer> {
  return api.post(ADMIN_LISTINGS_API.reportsInactivate(id), { motivo });
}

export function dismissReports(api: ApiClient, id: number): Promise<ReportResolutionAnswer> {
  return api.post(ADMIN_LISTINGS_API.reportsDismiss(id), {});
}

/** The admins' actions on one ad, newest first. */
export function findListingHistory(api: ApiClient, id: number): Promise<AuditList> {
  return api.get(AUDIT_PATH, { query: { entidade: 'anuncio', id } });
}

/** GET /api/admin/anuncios/alteracoes: edits of published ads awaiting review (ADR 018). */
export function findRevisionQueue(api: ApiClient, page: number): Promise<RevisionQueuePage> {
  return api.get(ADMIN_LISTINGS_API.revisions, { query: { page, limit: ADMIN_LISTINGS_PAGE_SIZE } });
}

export function approveRevision(api: ApiClient, id: number): Promise<RevisionAnswer> {
  return api.post(ADMIN_LISTINGS_API.revisionApprove(id), {});
}

export function rejectRevision(api: ApiClient, id: number, motivo: string): Promise<RevisionAnswer> {
  return api.post(ADMIN_LISTINGS_API.revisionReject(id), { motivo });
}
