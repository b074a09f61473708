import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { CHECKOUT_API } from '../src/shared/contracts/checkouts.constants.ts';
import { demoPassword, PASSWORD } from './accounts/helpers.ts';

/** The demo accounts, one per role (README "Demo logins"), with the run's demo password. */
export const DEMO_LOGINS = {
  admin: 'admin@nc.local',
  /** The PF advertiser: a complete profile and a paid plan. */
  pf: 'claudia.carvalho@exemplo.com.br',
  /** The PJ advertiser: a long business name. */
  pj: 'contato.sabordevodocesesalgados@example.com',
} as const;

/** Whom to log in: a demo role, or an account a spec made (its password PASSWORD unless given). */
export type Who = keyof typeof DEMO_LOGINS | { email: string; password?: string };

/** The origin of the server under test (playwright.config.ts), for the Origin of unsafe requests. */
export const baseUrl = () => process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.NC_E2E_PORT}`;

/**
 * Logs `request` in through the API, as the login form does (POST /api/usuarios/login), and
 * answers the session's token for Bearer calls. The session cookie stays in the request's
 * context: with `page.request`, every page of that browser context is logged in, without the
 * form, whose journeys are e2e/accounts' (session, sign-up, password recovery, demo logins).
 * The Origin header lets a context that already holds a session cookie log in again (the server
 * refuses a cookie's POST from another site).
 */
export async function logIn(request: APIRequestContext, who: Who): Promise<string> {
  const { email, password } =
    typeof who === 'string'
      ? { email: DEMO_LOGINS[who], password: demoPassword() }
      : { email: who.email, password: who.password ?? PASSWORD };
  const res = await request.post('/api/usuarios/login', {
    data: { usuario: email, senha: password },
    headers: { origin: baseUrl() },
  });
  expect(res.status(), `login of ${email}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * A plan bought by the logged-in `request` as an advertiser would: PIX in the sandbox, then
 * "Simular pagamento". The paid checkout's id (its credit publishes an ad).
 */
export async function buyPlanBySandboxPix(request: APIRequestContext, planoSlug: string): Promise<number> {
  const headers = { origin: baseUrl() };
  const pix = await request.post(CHECKOUT_API.pix, { headers, data: { planoSlug } });
  expect(pix.status(), await pix.text()).toBe(200);
  const { checkoutId } = (await pix.json()) as { checkoutId: number };
  const paid = await request.post(CHECKOUT_API.sandboxPay, { headers, data: { checkoutId } });
  expect(paid.status(), await paid.text()).toBe(200);
  return checkoutId;
}

/** The demo admin approves a pending ad through the API, in a context of its own. */
export async function approveAsDemoAdmin(listingCode: number): Promise<void> {
  const admin = await playwrightRequest.newContext({ baseURL: baseUrl() });
  try {
    const token = await logIn(admin, 'admin');
    const approved = await admin.post(`/api/admin/anuncios/${listingCode}/aprovar`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}
