import {
  LoginResponseSchema,
  OkResponseSchema,
  RegisterResponseSchema,
  SessionUserSchema,
  USERS_API,
  type LoginRequest,
  type LoginResponse,
  type OkResponse,
  type RegisterRequest,
  type RegisterResponse,
  type SessionUser,
} from '#shared/contracts/users.contract.ts';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';

/** The /api/usuarios/* calls of spec 1 §7 and spec 2 §7, one function each. */

/** Spec 1 §7: the registration call gives up after 30 s. */
export const REGISTER_TIMEOUT_MS = 30_000;

export function registerUser(
  api: ApiClient,
  body: RegisterRequest,
  signal?: AbortSignal,
): Promise<RegisterResponse> {
  return api.post(USERS_API.register, body, { schema: RegisterResponseSchema, signal });
}

/** Sets the HttpOnly session cookie. The answer's token is left alone: the web app never stores it. */
export function login(api: ApiClient, body: LoginRequest): Promise<LoginResponse> {
  return api.post(USERS_API.login, body, { schema: LoginResponseSchema });
}

export function getSessionUser(api: ApiClient): Promise<SessionUser> {
  return api.get(USERS_API.me, { schema: SessionUserSchema });
}

export function confirmEmail(api: ApiClient, token: string): Promise<OkResponse> {
  return api.get(USERS_API.confirm, { query: { token }, schema: OkResponseSchema });
}

export function resendConfirmation(api: ApiClient, email: string): Promise<OkResponse> {
  return api.post(USERS_API.resendConfirmation, { email }, { schema: OkResponseSchema });
}

/** POST recuperar-senha; `plano` (a plan chosen before logging in) rides in the e-mail's link. */
export function requestPasswordRecovery(
  api: ApiClient,
  email: string,
  plano: string | null,
): Promise<OkResponse> {
  return api.post(USERS_API.recoverPassword, plano ? { email, plano } : { email }, {
    schema: OkResponseSchema,
  });
}

export function validateResetToken(api: ApiClient, token: string): Promise<OkResponse> {
  return api.get(USERS_API.validateResetToken, { query: { token }, schema: OkResponseSchema });
}

/**
 * POST /recuperar-senha/confirmar with token and novaSenha; on 404 or 405 the spec's fallback,
 * POST /resetar-senha with token and senha (spec 2 §7).
 */
export async function resetPassword(
  api: ApiClient,
  { token, novaSenha }: { token: string; novaSenha: string },
): Promise<OkResponse> {
  try {
    return await api.post(USERS_API.confirmReset, { token, novaSenha }, { schema: OkResponseSchema });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 405)) {
      return api.post(USERS_API.resetPassword, { token, senha: novaSenha }, { schema: OkResponseSchema });
    }
    throw error;
  }
}
