import type { AdminListingItem } from '#shared/contracts/admin-listings.contract.ts';
import type { ComboboxOption } from '../../../components/forms/combobox.tsx';
import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import { findAdminListings } from '../../../features/admin-listings/admin-listings-api.ts';
import { AdminListingsPage } from '../../../features/admin-listings/admin-listings-page.tsx';
import { adminListingsParams } from '../../../features/admin-listings/admin-listings-params.ts';
import { findUsers } from '../../../features/admin-users/admin-users-api.ts';
import { ListingPreviewDialog } from '../../../features/my-listings/listing-preview-dialog.tsx';
import { ListingStatusBadge } from '../../../features/my-listings/listing-status-badge.tsx';
import { isWorthLogging } from '../../../features/panel/billing.ts';
import { createApiClient } from '../../../lib/api-client.ts';
import type { Route } from './+types/listings';

/**
 * /painel/admin/anuncios (spec 2 §2 "Admin ads", §7): every ad, 20 a page, filtered by title or
 * code, status, type and advertiser (all in the address: shareable, server-rendered, Filtrar
 * works without JavaScript). "Fila de moderação" is the pending list, oldest waiting first, with
 * keyboard shortcuts.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const params = adminListingsParams(new URL(request.url).searchParams);
  try {
    const answer = await findAdminListings(createApiClient({ context, request }), params);
    return {
      params,
      totalPages: answer.totalPages,
      total: answer.total,
      listings: answer.data,
      failed: false,
    };
  } catch (error) {
    if (isWorthLogging(error))
      context.app.log.warn({ err: error }, 'painel/admin/anuncios: lista indisponível');
    return { params, totalPages: 0, total: 0, listings: [] as AdminListingItem[], failed: true };
  }
}

export const meta = () => [{ title: 'Anúncios | NC' }, { name: 'robots', content: 'noindex' }];

/** "Anunciante" suggests accounts as it is typed: up to 8, by e-mail, the name as a hint. */
async function loadAdvertisers(typed: string): Promise<ComboboxOption[]> {
  return (await findUsers(createApiClient(), { q: typed })).data.slice(0, 8).map((u) => ({
    value: String(u.codigoUSUARIO),
    label: u.emailUSUARIO,
    hint: [u.nomeUSUARIO, u.sobrenomeUSUARIO].filter(Boolean).join(' '),
  }));
}

const PARTS = { StatusBadge: ListingStatusBadge, PreviewDialog: ListingPreviewDialog, loadAdvertisers };

export default function AdminListings({ loaderData }: Route.ComponentProps) {
  return <AdminListingsPage {...loaderData} parts={PARTS} />;
}
