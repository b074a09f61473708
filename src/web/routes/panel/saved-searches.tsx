import type { SavedSearch } from '#shared/contracts/saved-searches.contract.ts';
import { findSavedSearches } from '../../features/saved-searches/saved-searches-api.ts';
import { SavedSearchesPage } from '../../features/saved-searches/saved-searches-page.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import type { Route } from './+types/saved-searches';

/** /painel/buscas-salvas (issue 36 item 1): the user's saved searches and their e-mail alerts. */
export async function loader({ context, request }: Route.LoaderArgs) {
  try {
    const answer = await findSavedSearches(createApiClient({ context, request }));
    return { searches: answer.data, failed: false };
  } catch (error) {
    context.app.log.warn({ err: error }, 'painel/buscas-salvas: lista indisponível');
    return { searches: [] as SavedSearch[], failed: true };
  }
}

export const meta = () => [{ title: 'Buscas salvas | NC' }, { name: 'robots', content: 'noindex' }];

export default function PanelSavedSearches({ loaderData }: Route.ComponentProps) {
  return <SavedSearchesPage {...loaderData} />;
}
