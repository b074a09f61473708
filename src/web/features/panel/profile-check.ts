import type { SessionUser } from '#shared/contracts/users.contract.ts';
import { missingProfileFields } from '#shared/lib/profile-completeness.ts';
import { paths } from '#shared/paths.ts';

/** The blocking modal's redirect to the settings page (spec 2 §9 "profile check redirect 1.2 s"). */
export const PROFILE_CHECK_REDIRECT_MS = 1200;

/**
 * The missing required profile data of the logged-in user (spec 2 §4 "Profile completeness"):
 * only an ANUNCIANTE is held to it (spec 2 §6); the session answer carries the fields the rule
 * reads (its `billing`: the WhatsApp is `telefone`), so no other call is made. The same rule
 * (shared/lib/profile-completeness.ts) refuses a publish on the server.
 */
export function missingFieldsOf(user: SessionUser): string[] {
  if (user.role !== 'ANUNCIANTE') return [];
  const { billing } = user;
  return missingProfileFields({
    nomeUSUARIO: billing.nome || user.name,
    emailUSUARIO: billing.email || user.email,
    documentoUSUARIO: billing.documento,
    whatsappUSUARIO: billing.telefone,
    cepUSUARIO: billing.cep,
    logradouroUSUARIO: billing.logradouro,
    cidadeUSUARIO: billing.cidade,
    ufUSUARIO: billing.uf,
  });
}

/**
 * Pages that never show the modal: the settings page (where the data is completed) and the
 * billing pages (plans, payment, invoices). Buying a plan and reading a receipt need no address,
 * and a sign-up with a plan lands on the payment page straight after the first login (spec 2 §4
 * "Subscribing"): a redirect there would drop the PIX being paid. The messages are a
 * resident's page too: every sign-up is an ANUNCIANTE, and one who only writes to advertisers
 * needs no document or address to read the answers; nor does anyone to ask for support (tickets). The pages of the ads (dashboard, my ads,
 * the ad form, media) ask; the server refuses a publish anyway (422).
 */
const EXEMPT_PAGES = [
  paths.panelSettings.getHref(),
  paths.panelPayment.getHref(),
  paths.panelPlans.getHref(),
  paths.panelInvoices.getHref(),
  '/painel/mensagens',
  '/painel/tickets',
  // A resident's saved searches and their alerts (issue 36) need no document or address either.
  '/painel/buscas-salvas',
];

/** Whether the modal shows on this panel page. */
export function needsProfileCheck(missing: readonly string[], pathname: string): boolean {
  const page = pathname.replace(/\/+$/, '');
  return (
    missing.length > 0 && !EXEMPT_PAGES.some((exempt) => page === exempt || page.startsWith(`${exempt}/`))
  );
}
