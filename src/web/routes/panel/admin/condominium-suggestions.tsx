import type { CondominiumSuggestion } from '#shared/contracts/profile.contract.ts';
import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import { findSuggestions } from '../../../features/admin-condominiums/admin-condominiums-api.ts';
import {
  suggestionsParams,
  SuggestionsPage,
} from '../../../features/admin-condominiums/suggestions-page.tsx';
import { isWorthLogging } from '../../../features/panel/billing.ts';
import { createApiClient } from '../../../lib/api-client.ts';
import type { Route } from './+types/condominium-suggestions';

/**
 * /painel/admin/condominios/sugestoes: the condominiums advertisers could not find and
 * suggested from their settings, newest first, filtered by status (the new ones
 * by default). "Cadastrar" opens the new condominium form with the suggestion's data, which
 * marks it aceita on save; "Recusar" marks it recusada.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { status, page } = suggestionsParams(new URL(request.url));
  try {
    const answer = await findSuggestions(createApiClient({ context, request }), {
      page,
      status: status === 'todas' ? undefined : status,
    });
    return {
      status,
      page: answer.page,
      totalPages: answer.totalPages,
      suggestions: answer.data,
      failed: false,
    };
  } catch (error) {
    if (isWorthLogging(error)) context.app.log.warn({ err: error }, 'admin/sugestoes: lista indisponível');
    return { status, page, totalPages: 0, suggestions: [] as CondominiumSuggestion[], failed: true };
  }
}

export const meta = () => [{ title: 'Sugestões de condomínio | NC' }, { name: 'robots', content: 'noindex' }];

export default function AdminCondominiumSuggestions({ loaderData }: Route.ComponentProps) {
  return <SuggestionsPage {...loaderData} />;
}
