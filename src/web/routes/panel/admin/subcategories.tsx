import type { Category, Subcategory } from '#shared/contracts/catalogue.contract.ts';
import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import {
  findAdminCategories,
  findAdminSubcategories,
} from '../../../features/admin-catalogue/catalogue-admin-api.ts';
import { activeQuery, subcategoryPageParams } from '../../../features/admin-catalogue/catalogue-params.ts';
import { SubcategoriesPage } from '../../../features/admin-catalogue/subcategories-page.tsx';
import { createApiClient } from '../../../lib/api-client.ts';
import type { Route } from './+types/subcategories';

/**
 * /painel/admin/subcategorias (spec 2 §2 "Admin subcategories"): filters Tipo (default 3),
 * Categoria (the type's categories, the first one chosen when none is asked for) and Ativo
 * (default Ativas), all in the address; the list, the drawer to create or edit, the toggle and
 * the removal. Inactive categories and subcategories are listed too: the admin turns them back on.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const filters = subcategoryPageParams(new URL(request.url).searchParams);
  const api = createApiClient({ context, request });
  try {
    const categories = await findAdminCategories(api, filters.tipo);
    const chosen = categories.find((c) => c.codigoCATEGORIA === filters.categoria) ?? categories[0];
    const subcategories = chosen
      ? await findAdminSubcategories(api, chosen.codigoCATEGORIA, activeQuery(filters.ativo))
      : [];
    return { ...filters, categoria: chosen?.codigoCATEGORIA, categories, subcategories, failed: false };
  } catch (error) {
    context.app.log.warn({ err: error }, 'admin/subcategorias: lista indisponível');
    return {
      ...filters,
      categories: [] as Category[],
      subcategories: [] as Subcategory[],
      failed: true,
    };
  }
}

export const meta = () => [{ title: 'Subcategorias | NC' }, { name: 'robots', content: 'noindex' }];

export default function AdminSubcategories({ loaderData }: Route.ComponentProps) {
  return <SubcategoriesPage {...loaderData} />;
}
