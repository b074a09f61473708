import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ACCOUNT_MESSAGES as M, SESSION_COOKIE, type Role } from '#shared/contracts/users.contract.ts';
import type { Env } from '../env.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * Who is calling (DESIGN.md "auth"; ADR 005). A request carries its session token either as
 * `Authorization: Bearer <token>` (API clients, the spec's contract) or in the HttpOnly cookie
 * the login sets (the browser and, forwarded by the web loaders, SSR). The bearer header wins
 * when both are present.
 *
 * - `request.getAuth()` resolves the session once per request (null when there is none);
 * - `app.requireUser` / `app.requireRole(...)` are preHandlers that answer 401 / 403;
 * - CSRF: an unsafe request (POST, PUT, PATCH, DELETE) that carries the session cookie and no
 *   bearer header must come from this site: its Origin (or, without one, its Referer) must be
 *   PUBLIC_URL's origin or the request's own. Anything else gets 403 before any handler runs.
 */
export type RequestAuth = ResolvedSession & { via: 'bearer' | 'cookie' };

/** Who is behind a request (what the auth plugin hands to routes). */
interface AuthUser {
  code: number;
  email: string;
  name: string;
  role: Role;
  level: number;
  type: number;
}

export interface ResolvedSession {
  sessionId: number;
  user: AuthUser;
}

/** What the plugin needs of the sessions (the accounts feature's session service provides it). */
export interface SessionResolver {
  /** The live session of a token, or null (unknown, revoked, expired, idle, user blocked). */
  resolveSession(token: string): Promise<ResolvedSession | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session behind this request, resolved on first call; null when none is valid. */
    getAuth(): Promise<RequestAuth | null>;
    /** Set by requireUser / requireRole for the handlers after them. */
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    requireUser: preHandlerAsyncHookHandler;
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SessionCookie {
  name: string;
  secure: boolean;
}

/**
 * `__Host-nc_sessao` with Secure when the site is served over https (PUBLIC_URL), the plain name
 * over http (development, tests, the e2e server on 127.0.0.1).
 */
export function sessionCookie(env: Env): SessionCookie {
  const secure = env.PUBLIC_URL.startsWith('https://');
  return { name: secure ? SESSION_COOKIE.secure : SESSION_COOKIE.plain, secure };
}

export function setSessionCookie(
  reply: FastifyReply,
  c: SessionCookie,
  token: string,
  remember: boolean,
  expiresAt: Date,
): void {
  reply.setCookie(c.name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: c.secure,
    // Remember me: persistent until the session's expiry. Otherwise a browser-session cookie.
    ...(remember ? { expires: expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, c: SessionCookie): void {
  reply.clearCookie(c.name, { path: '/', httpOnly: true, sameSite: 'lax', secure: c.secure });
}

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

function isSameSite(req: FastifyRequest, allowedOrigin: string): boolean {
  const source = req.headers.origin ?? req.headers.referer;
  if (!source || source === 'null') return false;
  let origin: string;
  try {
    origin = new URL(source).origin;
  } catch {
    return false;
  }
  return origin === allowedOrigin || origin === `${req.protocol}://${req.host}`;
}

/**
 * Cookies, the session look-up and the CSRF check, for every route registered after it (app.ts
 * registers it before the features).
 */
export async function registerAuth(app: FastifyInstance, opts: { env: Env; sessions: SessionResolver }) {
  const c = sessionCookie(opts.env);
  const publicOrigin = new URL(opts.env.PUBLIC_URL).origin;
  await app.register(cookie);

  const resolved = new WeakMap<FastifyRequest, Promise<RequestAuth | null>>();
  async function resolve(req: FastifyRequest): Promise<RequestAuth | null> {
    const bearer = bearerToken(req);
    // A malformed Authorization header is no session; the cookie is not tried instead.
    const token = bearer ?? req.cookies[c.name];
    if (!token) return null;
    const session = await opts.sessions.resolveSession(token);
    return session && { ...session, via: bearer !== undefined ? 'bearer' : 'cookie' };
  }

  app.decorateRequest('auth', null);
  app.decorateRequest('getAuth', function (this: FastifyRequest) {
    let p = resolved.get(this);
    if (!p) {
      p = resolve(this);
      resolved.set(this, p);
    }
    return p;
  });

  app.addHook('onRequest', async (req) => {
    if (!UNSAFE_METHODS.has(req.method)) return;
    if (req.cookies[c.name] === undefined || bearerToken(req) !== undefined) return;
    if (!isSameSite(req, publicOrigin)) throw new AppError('FORBIDDEN', M.csrf);
  });

  const requireUser: preHandlerAsyncHookHandler = async (req) => {
    const auth = await req.getAuth();
    if (!auth) throw new AppError('UNAUTHENTICATED', M.unauthenticated);
    req.auth = auth;
  };
  const guards = new WeakSet<object>([requireUser]);
  app.decorate('requireUser', requireUser);
  app.decorate('requireRole', (...roles: Role[]): preHandlerAsyncHookHandler => {
    const requireRole: preHandlerAsyncHookHandler = async function (this: FastifyInstance, req, reply) {
      await requireUser.call(this, req, reply);
      if (!req.auth || !roles.includes(req.auth.user.role)) throw new AppError('FORBIDDEN', M.forbidden);
    };
    guards.add(requireRole);
    return requireRole;
  });

  // Routes name their guard as a preHandler, which Fastify runs after validating the body and the
  // query: an anonymous call with a bad body would get the 400 that describes the body instead of
  // its 401 (and a USUARIO on an admin route the 400 instead of its 403). The guards move to
  // preValidation, so who may call is settled before what they sent is looked at.
  app.addHook('onRoute', (route) => {
    const handlers = [route.preHandler ?? []].flat();
    const found = handlers.filter((h) => guards.has(h));
    if (found.length === 0) return;
    route.preHandler = handlers.filter((h) => !guards.has(h));
    route.preValidation = [...found, ...[route.preValidation ?? []].flat()] as typeof route.preValidation;
  });
}

/** The session of a route behind requireUser (a programming error otherwise). */
export function authOf(req: FastifyRequest): RequestAuth {
  if (!req.auth) throw new AppError('UNAUTHENTICATED', M.unauthenticated);
  return req.auth;
}
