import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { USERS_API } from '#shared/contracts/users.constants.ts';
import { ApiError, createApiClient } from './api-client.ts';

export type LogoutState = 'idle' | 'pending' | 'error';

/** Shown when Sair fails (the session stays open). */
export const LOGOUT_FAILED = 'Não foi possível sair agora. Verifique sua conexão e tente de novo.';

/**
 * Sair (spec 1 §4), from the header's menu and the panel: ends the session on the server (which
 * clears the cookie), then goes to `to` and reloads the root data so the header shows 'Entrar'
 * again. A 401 means the session was already gone: same result. Navigating first keeps a panel
 * page from re-running its guard. The path comes from the zod-free users.constants.ts: the
 * header is on every page, and the contract's schemas would put zod into every page's entry
 * JavaScript (budget 150 KB).
 */
export function useLogout(): { logOut: (to: string) => Promise<void>; state: LogoutState } {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [state, setState] = useState<LogoutState>('idle');

  async function logOut(to: string) {
    setState('pending');
    try {
      await createApiClient().post(USERS_API.logout, {});
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
