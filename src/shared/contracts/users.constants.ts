/**
 * The /api/usuarios/* paths, without zod: the header's Sair and other code on every page import
 * them at load time, and zod (built into users.contract.ts's schemas) stays out of the pages'
 * entry JavaScript (<= 150 KB). users.contract.ts re-exports them beside its schemas.
 */
export const USERS_API = {
  register: '/api/usuarios/registrar',
  login: '/api/usuarios/login',
  confirm: '/api/usuarios/confirmar',
  resendConfirmation: '/api/usuarios/reenviar-confirmacao',
  recoverPassword: '/api/usuarios/recuperar-senha',
  validateResetToken: '/api/usuarios/recuperar-senha/validar',
  confirmReset: '/api/usuarios/recuperar-senha/confirmar',
  resetPassword: '/api/usuarios/resetar-senha',
  logout: '/api/usuarios/logout',
  me: '/api/usuarios/me',
} as const;

/**
 * A plan slug as the plans page writes them (pf-anual, pj-mes-gratis): the shape the sign-up and
 * login pages accept in `?plano=` and the sign-up call in `plano` (spec 1 §4). Whether the plan
 * exists is the server's question.
 */
export function isPlanSlug(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(value);
}
