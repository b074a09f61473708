import { SESSION_COOKIE, type SessionUser } from '#shared/contracts/users.contract.ts';
import type { AppLoadContext } from 'react-router';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import { getSessionUser } from './accounts-api.ts';

// Server-only (.server.ts): loaders ask the API who is logged in, forwarding the request's
// cookie through Fastify inject (no network hop).

/** True when the request carries something that may be a session (cookie or bearer). */
function hasSessionCredentials(request: Request): boolean {
  if (request.headers.get('authorization')) return true;
  const cookie = request.headers.get('cookie') ?? '';
  // `nc_sessao=` also matches `__Host-nc_sessao=`.
  return cookie.includes(`${SESSION_COOKIE.plain}=`);
}

/**
 * The session user, or null for a visitor (no cookie, expired or revoked session). Visitors
 * without a session cookie cost nothing: the API is not called. Any other failure is logged and
 * treated as anonymous, so a public page never breaks because of the session look-up.
 */
export async function findSessionUser(
  context: AppLoadContext,
  request: Request,
): Promise<SessionUser | null> {
  if (!hasSessionCredentials(request)) return null;
  try {
    return await getSessionUser(createApiClient({ context, request }));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) {
      context.app.log.warn({ err: error }, 'sessão: não foi possível consultar /api/usuarios/me');
    }
    return null;
  }
}
