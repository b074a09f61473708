import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import {
  countNewSuggestions,
  findCondominiums,
  findStreetLinks,
} from '../../../features/admin-condominiums/admin-condominiums-api.ts';
import { condominiumListParams } from '../../../features/admin-condominiums/condominium-list-params.ts';
import { toRows } from '../../../features/admin-condominiums/condominium-table.tsx';
import { CondominiumsPage } from '../../../features/admin-condominiums/condominiums-page.tsx';
import { isWorthLogging } from '../../../features/panel/billing.ts';
import { createApiClient } from '../../../lib/api-client.ts';
import type { Route } from './+types/condominiums';

/**
 * /painel/admin/condominios (spec 2 §2 "Admin condominium list"): filters Estado, Cidade, Bairro
 * and CEP in the address, 20 a page, the number column from the street-number links, Editar and
 * Excluir (confirmed; a 409 shows the server's counts), and the way to the advertisers'
 * suggestions with how many are new.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const filters = condominiumListParams(new URL(request.url).searchParams);
  const api = createApiClient({ context, request });
  // The count only decorates a link: without it the list still shows.
  const newSuggestions = countNewSuggestions(api).catch(() => null);
  try {
    const page = await findCondominiums(api, filters);
    const links = await findStreetLinks(
      api,
      page.data.map((c) => c.codigoCONDOMINIO),
    ).catch(() => []);
    return {
      filters,
      page: page.page,
      totalPages: page.totalPages,
      total: page.total,
      rows: toRows(page.data, links),
      newSuggestions: await newSuggestions,
      failed: false,
    };
  } catch (error) {
    if (isWorthLogging(error)) context.app.log.warn({ err: error }, 'admin/condominios: lista indisponível');
    return {
      filters,
      page: filters.page,
      totalPages: 0,
      total: 0,
      rows: [],
      newSuggestions: await newSuggestions,
      failed: true,
    };
  }
}

export const meta = () => [{ title: 'Condomínios | NC' }, { name: 'robots', content: 'noindex' }];

export default function AdminCondominiums({ loaderData }: Route.ComponentProps) {
  return <CondominiumsPage {...loaderData} />;
}
