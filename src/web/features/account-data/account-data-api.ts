import { ACCOUNT_DATA_API } from '#shared/contracts/account-data.constants.ts';
import type { DataExport, DataExportsResponse } from '#shared/contracts/account-data.contract.ts';
import type { ApiClient } from '../../lib/api-client.ts';

/*
 * "Meus dados" and "Excluir minha conta" (issue 36 items 2 and 3). Types only from the
 * contract: the schemas would bring zod into the page.
 */

/** GET /api/minha-conta/dados: the latest export and whether a new one can be asked. */
export function getDataExports(api: ApiClient): Promise<DataExportsResponse> {
  return api.get(ACCOUNT_DATA_API.exports);
}

/** POST /api/minha-conta/dados: asks for a new export (409/429 say when it can be asked again). */
export function requestDataExport(
  api: ApiClient,
): Promise<{ ok: true; message: string; exportacao: DataExport }> {
  return api.post(ACCOUNT_DATA_API.exports);
}

/** POST /api/minha-conta/excluir { senha }: deletes the account; the session cookie goes. */
export function deleteMyAccount(api: ApiClient, senha: string): Promise<{ ok: true; message: string }> {
  return api.post(ACCOUNT_DATA_API.deleteAccount, { senha });
}
