import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { ApiError, createApiClient } from '../../lib/api-client.ts';

export type LogoutState = 'idle' | 'pending' | 'error';

/** Shown when Sair fails (the session stays open); same text as features/accounts/use-logout. */
export const LOGOUT_FAILED = 'Não foi possível sair agora. Verifique sua conexão e tente de novo.';

/** POST /api/usuarios/logout (spec 1 §7), written out here: see useHeaderLogout. */
const LOGOUT_PATH = '/api/usuarios/logout';

/**
 * Sair from the header, as features/accounts/use-logout does, but without importing the accounts
 * contract: that module builds zod schemas at load time, and the header is on every page, so it
 * put zod (25 KB compressed) into the entry JavaScript of every public page (budget 150 KB).
 * A 401 means the session was already gone: same result as a successful logout.
 */
export function useHeaderLogout(): { logOut: (to: string) => Promise<void>; state: LogoutState } {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [state, setState] = useState<LogoutState>('idle');

  async function logOut(to: string) {
    setState('pending');
    try {
      await createApiClient().post(LOGOUT_PATH, {});
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        setState('error');
        return;
      }
    }
    await navigate(to);
    await revalidator.revalidate();
    setState('idle');
  }

  return { logOut, state };
}
