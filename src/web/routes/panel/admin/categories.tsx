import type { Category } from '#shared/contracts/catalogue.contract.ts';
import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import { findAdminCategories } from '../../../features/admin-catalogue/catalogue-admin-api.ts';
import { categoryPageParams } from '../../../features/admin-catalogue/catalogue-params.ts';
import { CategoriesPage } from '../../../features/admin-catalogue/categories-page.tsx';
import { createApiClient } from '../../../lib/api-client.ts';
import type { Route } from './+types/categories';

/**
 * /painel/admin/taxonomias (spec 2 §2 "Admin categories"): the categories of one type (`tipo`
 * in the address), inactive ones too, each renamed, toggled or removed from the browser; the
 * list is loaded again after every change.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { tipo } = categoryPageParams(new URL(request.url).searchParams);
  try {
    const categories = await findAdminCategories(createApiClient({ context, request }), tipo);
    return { tipo, categories, failed: false };
  } catch (error) {
    context.app.log.warn({ err: error }, 'admin/taxonomias: lista indisponível');
    return { tipo, categories: [] as Category[], failed: true };
  }
}

export const meta = () => [{ title: 'Categorias | NC' }, { name: 'robots', content: 'noindex' }];

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  return <CategoriesPage {...loaderData} />;
}
