import type { AccountRow } from './admin-users.repository.ts';

/**
 * An account as the audit log keeps it: the user fields under the API's names (spec 2 §3), never
 * the password hash. `tipo` is left out: it follows `pessoa`.
 */
export function accountFields(a: AccountRow): Record<string, unknown> {
  return {
    nomeUSUARIO: a.name,
    sobrenomeUSUARIO: a.surname,
    emailUSUARIO: a.email,
    pessoa: a.personKind,
    documentoUSUARIO: a.document,
    whatsappUSUARIO: a.whatsapp,
    dddUSUARIO: a.ddd,
    linkinstagramUSUARIO: a.instagram,
    linkfacebookUSUARIO: a.facebook,
    linklinkedinUSUARIO: a.linkedin,
    linktiktokUSUARIO: a.tiktok,
    linktreeUSUARIO: a.linktree,
    siteUSUARIO: a.site,
    cepUSUARIO: a.postalCode,
    logradouroUSUARIO: a.street,
    ruaenumeroUSUARIO: a.streetNumber,
    complementoUSUARIO: a.complement,
    bairroUSUARIO: a.neighbourhood,
    cidadeUSUARIO: a.city,
    ufUSUARIO: a.uf,
    mostrarNoAnuncioUSUARIO: a.showAddress ? 1 : 0,
    condominioUSUARIO: a.condominiumCode,
    nivelUSUARIO: a.level,
    ativoUSUARIO: a.active,
  };
}

/** Only the fields whose values differ, as they were and as they are. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[key] === after[key]) continue;
    was[key] = before[key] ?? null;
    is[key] = after[key] ?? null;
  }
  return { before: was, after: is };
}
