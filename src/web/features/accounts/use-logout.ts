import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import { logout } from './accounts-api.ts';

export type LogoutState = 'idle' | 'pending' | 'error';

/**
 * Sair (spec 1 §4): ends the session on the server (which clears the cookie), then goes to `to`
 * and reloads the root data so the header shows 'Entrar' again. A 401 means the session was
 * already gone: same result. Navigating first keeps a panel page from re-running its guard.
 */
export function useLogout(): { logOut: (to: string) => Promise<void>; state: LogoutState } {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [state, setState] = useState<LogoutState>('idle');

  async function logOut(to: string) {
    setState('pending');
    try {
      await logout(createApiClient());
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

/** Shown when Sair fails (the session stays open). */
export const LOGOUT_FAILED = 'Não foi possível sair agora. Verifique sua conexão e tente de novo.';
