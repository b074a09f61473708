import { PROFILE_MESSAGES } from '#shared/contracts/profile.constants.ts';
import type { CepAnswer, Profile, ProfileUpdateForm } from '#shared/contracts/profile.contract.ts';
import { maskPhone, onlyDigits } from '#shared/lib/masks.ts';
import { STATES } from '#shared/states.ts';
import { addressFromCep, cepDigits, isCepComplete, maskCep } from '../../components/forms/cep-lookup.ts';

/**
 * The settings form's rules (spec 2 §2 "Settings", §3 User, §5 "Settings"), pure: what the form
 * shows from the profile, what the address lock does, what is checked before saving and what
 * is sent. The page (routes/panel/settings.tsx) only wires them to the fields.
 */

/**
 * The settings page's texts: the server's (spec 2 §5/§8, profile.constants.ts) and the page's own.
 */
export const SETTINGS_MESSAGES = {
  ...PROFILE_MESSAGES,
  /** Shown 2 s beside the button after a save (spec 2 §9). */
  saved: 'Salvo!',
  whatsappInvalid: 'Informe o WhatsApp com DDD (10 ou 11 dígitos).',
} as const;

/** "Salvo!" stays this long (spec 2 §9 "save message 2 s"). */
export const SAVED_MESSAGE_MS = 2000;

/** The profile fields the form reads (the answer of GET /api/usuarios/{codigo}). */
export type ProfileData = Omit<
  Profile,
  'faltantes' | 'nivelUSUARIO' | 'ativoUSUARIO' | 'tipoUSUARIO' | 'dddUSUARIO'
>;

/** The condominium the address is locked to (its own address fills the locked fields). */
export interface ChosenCondominium {
  code: number;
  name: string;
  address: LockedAddress;
}

/** The address fields a chosen condominium fills and locks (all but complemento). */
interface LockedAddress {
  cep: string;
  logradouro: string;
  numero: string;
  bairro: string;
  cidade: string;
  uf: string;
}

export const SOCIAL_FIELDS = [
  { key: 'instagram', label: 'Instagram', placeholder: 'https://instagram.com/seuperfil' },
  { key: 'facebook', label: 'Facebook', placeholder: 'https://facebook.com/suapagina' },
  { key: 'linkedin', label: 'LinkedIn', placeholder: 'https://linkedin.com/in/seuperfil' },
  { key: 'tiktok', label: 'TikTok', placeholder: 'https://tiktok.com/@seuperfil' },
  { key: 'linktree', label: 'Linktree', placeholder: 'https://linktr.ee/seuperfil' },
  { key: 'site', label: 'Site', placeholder: 'https://seusite.com.br' },
] as const;

type SocialKey = (typeof SOCIAL_FIELDS)[number]['key'];

/** What the form holds (masked for display: WhatsApp and CEP). */
export interface SettingsValues extends LockedAddress, Record<SocialKey, string> {
  nome: string;
  sobrenome: string;
  whatsapp: string;
  complemento: string;
  mostrarNoAnuncio: boolean;
  /** E-mail me when a message arrives (the user's opt-out). */
  avisosMensagens: boolean;
  /** E-mail me a weekly summary of my ads' statistics (the user's opt-in). */
  resumoSemanal: boolean;
  /** The chosen condominium, or null (address typed by hand). */
  condominio: { code: number; name: string } | null;
}

export type SettingsField = keyof Omit<
  SettingsValues,
  'mostrarNoAnuncio' | 'avisosMensagens' | 'resumoSemanal' | 'condominio'
>;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** The order errors are met on the page (the first one takes the focus). */
const FIELD_ORDER: readonly SettingsField[] = [
  'nome',
  'sobrenome',
  'whatsapp',
  'instagram',
  'facebook',
  'linkedin',
  'tiktok',
  'linktree',
  'site',
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'uf',
];

const text = (value: string | null | undefined): string => (value ?? '').trim();

/** The form's values from the profile the API answered. */
export function valuesFromProfile(profile: ProfileData): SettingsValues {
  const flag = profile.mostrarNoAnuncioUSUARIO;
  return {
    nome: text(profile.nomeUSUARIO),
    sobrenome: text(profile.sobrenomeUSUARIO),
    whatsapp: maskPhone(text(profile.whatsappUSUARIO)),
    instagram: text(profile.linkinstagramUSUARIO),
    facebook: text(profile.linkfacebookUSUARIO),
    linkedin: text(profile.linklinkedinUSUARIO),
    tiktok: text(profile.linktiktokUSUARIO),
    linktree: text(profile.linktreeUSUARIO),
    site: text(profile.siteUSUARIO),
    cep: maskCep(text(profile.cepUSUARIO)),
    logradouro: text(profile.logradouroUSUARIO),
    numero: text(profile.ruaenumeroUSUARIO),
    complemento: text(profile.complementoUSUARIO),
    bairro: text(profile.bairroUSUARIO),
    cidade: text(profile.cidadeUSUARIO),
    uf: text(profile.ufUSUARIO).toUpperCase(),
    mostrarNoAnuncio: flag === 1,
    avisosMensagens: profile.avisosMensagensUSUARIO === 1,
    resumoSemanal: profile.resumoSemanalUSUARIO === 1,
    condominio: profile.condominioUSUARIO
      ? { code: profile.condominioUSUARIO, name: text(profile.nomeCondominioUSUARIO) }
      : null,
  };
}

/** Whether the address fields but complemento are locked (a condominium is chosen). */
export function isAddressLocked(values: SettingsValues): boolean {
  return values.condominio !== null;
}

/** Chooses a condominium: its address fills the locked fields; complemento stays the user's. */
export function withCondominium(values: SettingsValues, condominium: ChosenCondominium): SettingsValues {
  return {
    ...values,
    ...condominium.address,
    cep: maskCep(condominium.address.cep),
    uf: condominium.address.uf.toUpperCase(),
    condominio: { code: condominium.code, name: condominium.name },
  };
}

/** Drops the condominium: the address stays as it was, editable again. */
export function withoutCondominium(values: SettingsValues): SettingsValues {
  return { ...values, condominio: null };
}

/**
 * Fills street, neighbourhood, city and UF from a CEP answer. A field the answer leaves empty
 * (a city-wide CEP has no street) keeps what the user typed. Never while locked.
 */
export function withCepAnswer(values: SettingsValues, answer: Partial<CepAnswer>): SettingsValues {
  if (isAddressLocked(values)) return values;
  return { ...values, ...addressFromCep(values, answer) };
}

/** A profile link as the server takes it: an http(s) address or a bare handle (no other scheme). */
function isLinkOk(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value) || (!value.includes(':') && !/\s/.test(value));
}

const UFS = new Set(STATES.map((state) => state.uf));

/** The field errors before saving (what the server would refuse, said where it happens). */
export function validateSettings(values: SettingsValues): SettingsErrors {
  const errors: SettingsErrors = {};
  if (text(values.nome) === '') errors.nome = SETTINGS_MESSAGES.nameRequired;
  const phone = onlyDigits(values.whatsapp);
  if (phone !== '' && (phone.length < 10 || phone.length > 11)) {
    errors.whatsapp = SETTINGS_MESSAGES.whatsappInvalid;
  }
  for (const { key } of SOCIAL_FIELDS) {
    const link = text(values[key]);
    if (link !== '' && !isLinkOk(link)) errors[key] = SETTINGS_MESSAGES.linkInvalid;
  }
  if (onlyDigits(values.cep) !== '' && !isCepComplete(values.cep)) errors.cep = SETTINGS_MESSAGES.cepInvalid;
  if (text(values.uf) !== '' && !UFS.has(text(values.uf).toUpperCase())) {
    errors.uf = SETTINGS_MESSAGES.ufInvalid;
  }
  if (isAddressLocked(values) && text(values.complemento) === '') {
    errors.complemento = SETTINGS_MESSAGES.complementRequired;
  }
  return errors;
}

/** The first field with an error, in the page's order (it gets the focus). */
export function firstErrorField(errors: SettingsErrors): SettingsField | undefined {
  return FIELD_ORDER.find((field) => errors[field]);
}

/**
 * The body of PATCH /api/usuarios/alterar (spec 2 §7 "Users"): the user's code and the editable
 * fields. Never the e-mail, the person type or the document (read-only here) nor the role or
 * status (the server ignores them anyway). Masks are removed (digits only); the condominium as a
 * number or 0 (spec 2 §7).
 */
export function toUpdateRequest(codigo: number, values: SettingsValues): ProfileUpdateForm {
  return {
    codigoUSUARIO: codigo,
    nomeUSUARIO: text(values.nome),
    sobrenomeUSUARIO: text(values.sobrenome),
    whatsappUSUARIO: onlyDigits(values.whatsapp),
    linkinstagramUSUARIO: text(values.instagram),
    linkfacebookUSUARIO: text(values.facebook),
    linklinkedinUSUARIO: text(values.linkedin),
    linktiktokUSUARIO: text(values.tiktok),
    linktreeUSUARIO: text(values.linktree),
    siteUSUARIO: text(values.site),
    cepUSUARIO: cepDigits(values.cep),
    logradouroUSUARIO: text(values.logradouro),
    ruaenumeroUSUARIO: text(values.numero),
    complementoUSUARIO: text(values.complemento),
    bairroUSUARIO: text(values.bairro),
    cidadeUSUARIO: text(values.cidade),
    ufUSUARIO: text(values.uf).toUpperCase(),
    mostrarNoAnuncioUSUARIO: values.mostrarNoAnuncio ? 1 : 0,
    avisosMensagensUSUARIO: values.avisosMensagens ? 1 : 0,
    resumoSemanalUSUARIO: values.resumoSemanal ? 1 : 0,
    condominioUSUARIO: values.condominio?.code ?? 0,
  };
}

/** The API's field names (spec 2 §3) to the form's: the server's and the schema's errors go under them. */
export const FIELD_OF: Readonly<Record<string, SettingsField>> = {
  nomeUSUARIO: 'nome',
  sobrenomeUSUARIO: 'sobrenome',
  whatsappUSUARIO: 'whatsapp',
  dddUSUARIO: 'whatsapp',
  linkinstagramUSUARIO: 'instagram',
  linkfacebookUSUARIO: 'facebook',
  linklinkedinUSUARIO: 'linkedin',
  linktiktokUSUARIO: 'tiktok',
  linktreeUSUARIO: 'linktree',
  siteUSUARIO: 'site',
  cepUSUARIO: 'cep',
  logradouroUSUARIO: 'logradouro',
  ruaenumeroUSUARIO: 'numero',
  complementoUSUARIO: 'complemento',
  bairroUSUARIO: 'bairro',
  cidadeUSUARIO: 'cidade',
  ufUSUARIO: 'uf',
};
