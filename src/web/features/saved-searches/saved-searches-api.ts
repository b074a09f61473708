import {
  SAVED_SEARCHES_API as API,
  type AlertFrequency,
  type SavedSearchPage,
} from '#shared/contracts/saved-searches.constants.ts';
import type {
  SavedSearchAnswer,
  SavedSearchList,
  UnsubscribeInfo,
} from '#shared/contracts/saved-searches.contract.ts';
import type { ApiClient } from '../../lib/api-client.ts';

/** The saved searches' calls (issue 36 item 1). */
export const findSavedSearches = (api: ApiClient) => api.get<SavedSearchList>(API.list);

export const createSavedSearch = (
  api: ApiClient,
  body: { nome: string; pagina: SavedSearchPage; consulta: string; frequencia: AlertFrequency },
) => api.post<SavedSearchAnswer>(API.list, body);

export const updateSavedSearch = (
  api: ApiClient,
  id: number,
  body: { nome?: string; frequencia?: AlertFrequency; pausada?: boolean },
) => api.patch<SavedSearchAnswer>(API.one(id), body);

export const deleteSavedSearch = (api: ApiClient, id: number) =>
  api.delete<{ ok: true; message: string }>(API.one(id));

export const getUnsubscribeInfo = (api: ApiClient, token: string) =>
  api.get<UnsubscribeInfo>(API.unsubscribe, { query: { token } });

export const unsubscribe = (api: ApiClient, token: string) =>
  api.post<UnsubscribeInfo & { message: string }>(API.unsubscribe, { token });
