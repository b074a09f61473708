import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { cnpjFromBase, cpfFromBase } from '../../src/shared/lib/documents.ts';

/** A fresh address per run, so journeys never collide with earlier accounts. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;
}

function randomDigits(n: number): string {
  let out = '';
  while (out.length < n) out += Math.floor(Math.random() * 10);
  return out;
}

/** A valid CPF (check digits right, not all equal), digits only. */
export function newCpf(): string {
  for (;;) {
    const cpf = cpfFromBase(randomDigits(9));
    if (!/^(\d)\1+$/.test(cpf)) return cpf;
  }
}

/** A valid CNPJ (head office 0001), digits only. */
export function newCnpj(): string {
  return cnpjFromBase(`${randomDigits(8)}0001`);
}

export const PASSWORD = 'vizinho-de-confianca-42';

export interface OutboxMessage {
  to: string;
  subject: string;
  template: string;
  links: string[];
}

/** The demo admin (README "Demo logins"), whose password playwright.config.ts gives the server. */
export const DEMO_ADMIN = 'admin@nc.local';
export const demoPassword = (): string => {
  const password = process.env.NC_E2E_DEMO_PASSWORD;
  if (!password) throw new Error('NC_E2E_DEMO_PASSWORD ausente: rode pelo playwright.config.ts');
  return password;
};
const baseUrl = () => process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.NC_E2E_PORT}`;

let adminToken: Promise<string> | undefined;
/**
 * A bearer token of the demo admin, made once per worker. The login runs in a request context of
 * its own, so the page's browser context never gets the admin's session cookie.
 */
function demoAdminToken(): Promise<string> {
  adminToken ??= (async () => {
    const context = await playwrightRequest.newContext({ baseURL: baseUrl() });
    try {
      const res = await context.post('/api/usuarios/login', {
        data: { usuario: DEMO_ADMIN, senha: demoPassword() },
      });
      expect(res.status(), `login of the demo admin: ${await res.text()}`).toBe(200);
      return ((await res.json()) as { token: string }).token;
    } finally {
      await context.dispose();
    }
  })();
  return adminToken;
}

/**
 * The outbox's newest messages to `to` (DESIGN.md "e-mail", /dev/emails.json). In production
 * only an admin may read it: the request carries the demo admin's bearer token,
 * which wins over any session cookie of the page.
 */
export async function outboxMessages(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const res = await request.get(`/dev/emails.json?to=${encodeURIComponent(to)}`, {
    headers: { authorization: `Bearer ${await demoAdminToken()}` },
  });
  expect(res.ok(), `the outbox (/dev/emails.json) answered ${res.status()} to the demo admin`).toBe(true);
  return ((await res.json()) as { data: OutboxMessage[] }).data;
}

/**
 * The newest link of the newest e-mail to `to` whose link path is `linkPath`, waiting for it:
 * e-mails leave in the background. Returned as a path on the test server.
 */
export async function emailLink(request: APIRequestContext, to: string, linkPath: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const data = await outboxMessages(request, to);
        link = data.flatMap((m) => m.links).find((l) => new URL(l).pathname === linkPath);
        return link;
      },
      { message: `e-mail to ${to} with a ${linkPath} link`, timeout: 15_000 },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** Creates and confirms an account through the API (for journeys that start logged out). */
export async function createConfirmedAccount(
  request: APIRequestContext,
  opts: { email: string; nome: string; pessoa?: 'pf' | 'pj' },
): Promise<void> {
  const pessoa = opts.pessoa ?? 'pf';
  const res = await request.post('/api/usuarios/registrar', {
    data: {
      pessoa,
      documentoUSUARIO: pessoa === 'pf' ? newCpf() : newCnpj(),
      nome: opts.nome,
      email: opts.email,
      telefone: '',
      senha: PASSWORD,
      confirmarSenha: PASSWORD,
      aceitarTermos: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const link = await emailLink(request, opts.email, '/confirmar');
  const token = new URL(link, 'http://x').searchParams.get('token');
  const confirmed = await request.get(`/api/usuarios/confirmar?token=${encodeURIComponent(token ?? '')}`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

export { waitForHydration } from '../fixtures.ts';

/** Logs in through the form of /entrar (the page must be open). */
export async function fillLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}
