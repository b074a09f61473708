/**
 * Profile completeness of an ANUNCIANTE (spec 2 §4 "Profile completeness", §5): which required
 * profile data is missing, in the spec's order and with its messages. Zod-free and pure: the
 * panel's blocking modal (web) and the server's 422 on publishing (listings) both use it, so the
 * two always agree. Social networks and the condominium are optional.
 */

/**
 * The profile data the rule reads, in the spec's field names (the profile answer's own).
 * @public for the callers that map their own rows to it (listings' publish, the web modal).
 */
export interface CompletenessProfile {
  nomeUSUARIO?: string | null;
  emailUSUARIO?: string | null;
  documentoUSUARIO?: string | null;
  whatsappUSUARIO?: string | null;
  cepUSUARIO?: string | null;
  logradouroUSUARIO?: string | null;
  cidadeUSUARIO?: string | null;
  ufUSUARIO?: string | null;
}

const filled = (v: string | null | undefined): boolean => typeof v === 'string' && v.trim() !== '';
const digits = (v: string | null | undefined): string => (typeof v === 'string' ? v.replace(/\D/g, '') : '');

/** Each required field, in the spec's order, with its message and when it counts as present. */
const RULES: readonly { message: string; ok: (p: CompletenessProfile) => boolean }[] = [
  { message: 'Nome obrigatório', ok: (p) => filled(p.nomeUSUARIO) },
  { message: 'E-mail obrigatório', ok: (p) => filled(p.emailUSUARIO) },
  { message: 'Documento (CPF/CNPJ) obrigatório', ok: (p) => digits(p.documentoUSUARIO).length >= 11 },
  // A WhatsApp with its DDD: 10 or 11 digits (registration stores it so).
  { message: 'WhatsApp obrigatório', ok: (p) => digits(p.whatsappUSUARIO).length >= 10 },
  { message: 'CEP obrigatório', ok: (p) => digits(p.cepUSUARIO).length === 8 },
  { message: 'Logradouro obrigatório', ok: (p) => filled(p.logradouroUSUARIO) },
  { message: 'Cidade obrigatória', ok: (p) => filled(p.cidadeUSUARIO) },
  { message: 'UF obrigatória', ok: (p) => /^[A-Za-z]{2}$/.test((p.ufUSUARIO ?? '').trim()) },
];

/** The messages of the missing required fields, in the spec's order; empty when complete. */
export function missingProfileFields(profile: CompletenessProfile): string[] {
  return RULES.filter((rule) => !rule.ok(profile)).map((rule) => rule.message);
}

/**
 * The modal's text and the server's 422 message (spec 2 §5): "Finalize seu cadastro para
 * continuar. Campos faltantes: " and the missing fields joined by ", ", ending with a period.
 */
export function profileIncompleteMessage(missing: readonly string[]): string {
  return `Finalize seu cadastro para continuar. Campos faltantes: ${missing.join(', ')}.`;
}
