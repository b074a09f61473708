import { data, type AppLoadContext } from 'react-router';
import type { SessionUser } from '#shared/contracts/users.contract.ts';
import { findSessionUser } from './session.server.ts';

/**
 * The admin pages' check (spec 2 §6): anyone but an admin gets the panel's 404, as if
 * the page did not exist (the API answers 403 on its own). The panel layout's loader has sent a
 * visitor to /entrar already; the role is asked for here too, since a child's loader runs beside
 * its layout's, not after it.
 */
export async function requireAdmin(context: AppLoadContext, request: Request): Promise<SessionUser> {
  const user = await findSessionUser(context, request);
  if (user?.role !== 'ADMIN') throw data(null, { status: 404 });
  return user;
}
