import { data } from 'react-router';
import { ADMIN_LISTINGS_MESSAGES as M } from '#shared/contracts/admin-listings.constants.ts';
import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import {
  AdminListingDetail,
  type OwnerViews,
} from '../../../features/admin-listings/admin-listing-detail.tsx';
import { findAdminListing, findListingHistory } from '../../../features/admin-listings/admin-listings-api.ts';
import {
  ListingPreviewDialog,
  TRANSACTION_LABELS,
} from '../../../features/my-listings/listing-preview-dialog.tsx';
import { ListingStatusBadge } from '../../../features/my-listings/listing-status-badge.tsx';
import { isWorthLogging } from '../../../features/panel/billing.ts';
import { ApiError, createApiClient } from '../../../lib/api-client.ts';
import type { Route } from './+types/listing';

// The ad as its owner sees it (status, preview), drawn by the my-listings feature.
const OWNER_VIEWS: OwnerViews = {
  StatusBadge: ListingStatusBadge,
  PreviewDialog: ListingPreviewDialog,
  transactionLabels: TRANSACTION_LABELS,
};

/**
 * /painel/admin/anuncios/{id} (spec 2 §2 "Admin ads": the ad page that returns to the list): the
 * ad in any status with its images and advertiser, the moderation actions, its open reports and
 * the admins' history of it (the audit log). The history failing leaves the rest of the page.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const id = Number(params.id);
  if (!(Number.isInteger(id) && id > 0)) throw data({ message: M.notFound }, { status: 404 });
  const api = createApiClient({ context, request });
  const [listing, history] = await Promise.allSettled([
    findAdminListing(api, id),
    findListingHistory(api, id),
  ]);
  if (listing.status === 'rejected') {
    if (listing.reason instanceof ApiError && listing.reason.status === 404) {
      throw data({ message: M.notFound }, { status: 404 });
    }
    throw listing.reason;
  }
  if (history.status === 'rejected' && isWorthLogging(history.reason)) {
    context.app.log.warn({ err: history.reason }, 'painel/admin/anuncios/{id}: histórico indisponível');
  }
  return { listing: listing.value, history: history.status === 'fulfilled' ? history.value.data : null };
}

export const meta = ({ data: loaded }: Route.MetaArgs) => [
  { title: `${loaded?.listing.tituloANUNCIO ?? 'Anúncio'} | Anúncios | NC` },
  { name: 'robots', content: 'noindex' },
];

export default function AdminListingPage({ loaderData }: Route.ComponentProps) {
  return <AdminListingDetail listing={loaderData.listing} history={loaderData.history} views={OWNER_VIEWS} />;
}
