import { ADMIN_USERS_MESSAGES } from '#shared/contracts/admin-users.constants.ts';
import type { UserCreateForm } from '#shared/contracts/admin-users.contract.ts';
import { PROFILE_MESSAGES } from '#shared/contracts/profile.constants.ts';
import type { CepAnswer, Profile, ProfileUpdateForm } from '#shared/contracts/profile.contract.ts';
import { maskCnpj, maskCpf, maskPhone, onlyDigits } from '#shared/lib/masks.ts';
import { addressFromCep, maskCep, pickFromCep } from '../../components/forms/cep-lookup.ts';
import { ApiError } from '../../lib/api-client.ts';

/**
 * The admin's user form (spec 2 §2 "Admin users", §5 "User create", §8 "Users"), pure:
 * what it shows from a profile, what the CEP look-up fills, what is checked before sending and
 * what is sent. The component (user-form.tsx) wires these to the fields.
 */

export const USER_FORM_MESSAGES = {
  ...ADMIN_USERS_MESSAGES,
  nameRequired: PROFILE_MESSAGES.nameRequired,
  /** The edit form's version of the spec's rule: the password is optional there. */
  editRequired: 'Preencha email e documento',
} as const;
const M = USER_FORM_MESSAGES;

export interface UserFormValues {
  nome: string;
  sobrenome: string;
  email: string;
  /** Required on create; on edit, empty keeps the current password. */
  senha: string;
  /** CPF or CNPJ, masked as typed. */
  documento: string;
  whatsapp: string;
  cep: string;
  logradouro: string;
  complemento: string;
  bairro: string;
  cidade: string;
  uf: string;
  ddd: string;
  nivel: '1' | '2' | '3';
  ativo: boolean;
  mostrarNoAnuncio: boolean;
}

export type UserFormField = Exclude<keyof UserFormValues, 'ativo' | 'mostrarNoAnuncio'>;
export type UserFormErrors = Partial<Record<UserFormField | 'ativo', string>>;

/** The order the fields appear in (the first with an error takes the focus). */
const FIELD_ORDER: readonly (UserFormField | 'ativo')[] = [
  'nome',
  'sobrenome',
  'email',
  'senha',
  'documento',
  'whatsapp',
  'cep',
  'logradouro',
  'complemento',
  'bairro',
  'cidade',
  'uf',
  'ddd',
  'nivel',
  'ativo',
];

/** A new user (spec 2 §9): nível 2 (Anunciante), active, shown on the ads. */
export const NEW_USER_VALUES: UserFormValues = {
  nome: '',
  sobrenome: '',
  email: '',
  senha: '',
  documento: '',
  whatsapp: '',
  cep: '',
  logradouro: '',
  complemento: '',
  bairro: '',
  cidade: '',
  uf: '',
  ddd: '',
  nivel: '2',
  ativo: true,
  mostrarNoAnuncio: true,
};

const text = (value: string | null | undefined): string => (value ?? '').trim();

/** CPF mask up to 11 digits, CNPJ mask from the 12th on (one field takes both). */
export function maskDocumentInput(value: string): string {
  const digits = onlyDigits(value).slice(0, 14);
  return digits.length <= 11 ? maskCpf(digits) : maskCnpj(digits);
}

const levelOf = (nivel: number): UserFormValues['nivel'] => (nivel === 1 ? '1' : nivel === 3 ? '3' : '2');

/** The edit form's values from the user's profile (GET /api/usuarios/{id}). */
export function valuesFromProfile(profile: Profile): UserFormValues {
  return {
    nome: text(profile.nomeUSUARIO),
    sobrenome: text(profile.sobrenomeUSUARIO),
    email: text(profile.emailUSUARIO),
    senha: '',
    documento: maskDocumentInput(profile.documentoUSUARIO),
    whatsapp: maskPhone(text(profile.whatsappUSUARIO)),
    cep: maskCep(text(profile.cepUSUARIO)),
    logradouro: text(profile.logradouroUSUARIO),
    complemento: text(profile.complementoUSUARIO),
    bairro: text(profile.bairroUSUARIO),
    cidade: text(profile.cidadeUSUARIO),
    uf: text(profile.ufUSUARIO).toUpperCase(),
    ddd: text(profile.dddUSUARIO),
    nivel: levelOf(profile.nivelUSUARIO),
    ativo: profile.ativoUSUARIO,
    mostrarNoAnuncio: profile.mostrarNoAnuncioUSUARIO === 1,
  };
}

/** Street, neighbourhood, city, UF and DDD from the answer; a field it leaves empty keeps what was typed. */
export function withCepAnswer(values: UserFormValues, answer: Partial<CepAnswer>): UserFormValues {
  return { ...values, ...addressFromCep(values, answer), ddd: pickFromCep(answer.ddd, values.ddd) };
}

/** Create: e-mail, senha and documento are required (spec 2 §5), the spec's message on each. */
export function validateNewUser(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  for (const field of ['email', 'senha', 'documento'] as const) {
    if (text(values[field]) === '') errors[field] = M.required;
  }
  return errors;
}

/** Edit: e-mail and documento stay required; a name the user had cannot be erased. */
export function validateUserEdit(values: UserFormValues, original: Profile): UserFormErrors {
  const errors: UserFormErrors = {};
  if (text(values.nome) === '' && text(original.nomeUSUARIO) !== '') errors.nome = M.nameRequired;
  for (const field of ['email', 'documento'] as const) {
    if (text(values[field]) === '') errors[field] = M.editRequired;
  }
  return errors;
}

/** The first field with an error, in the page's order (it takes the focus). */
export function firstErrorField(errors: UserFormErrors): UserFormField | 'ativo' | undefined {
  return FIELD_ORDER.find((field) => errors[field]);
}

/** The fields both calls send the same way (masks removed). */
function commonFields(values: UserFormValues) {
  return {
    sobrenomeUSUARIO: text(values.sobrenome),
    emailUSUARIO: text(values.email),
    documentoUSUARIO: onlyDigits(values.documento),
    whatsappUSUARIO: onlyDigits(values.whatsapp),
    dddUSUARIO: onlyDigits(values.ddd),
    cepUSUARIO: onlyDigits(values.cep),
    logradouroUSUARIO: text(values.logradouro),
    complementoUSUARIO: text(values.complemento),
    bairroUSUARIO: text(values.bairro),
    cidadeUSUARIO: text(values.cidade),
    ufUSUARIO: text(values.uf).toUpperCase(),
    nivelUSUARIO: Number(values.nivel) as 1 | 2 | 3,
    ativoUSUARIO: values.ativo,
    mostrarNoAnuncioUSUARIO: values.mostrarNoAnuncio ? (1 as const) : (0 as const),
  };
}

/** The body of POST /api/usuarios/criar (the user payload of spec 2 §3). */
export function toCreateRequest(values: UserFormValues): UserCreateForm {
  return { nomeUSUARIO: text(values.nome), senha: values.senha, ...commonFields(values) };
}

/**
 * The body of PATCH /api/usuarios/alterar for an admin: the user's code and every field of the
 * form (an emptied one is cleared), the name only when filled (it cannot be cleared, and a user
 * created without one keeps none), the password only when typed (empty keeps it).
 */
export function toUpdateRequest(codigo: number, values: UserFormValues): ProfileUpdateForm {
  const name = text(values.nome);
  return {
    codigoUSUARIO: codigo,
    ...(name ? { nomeUSUARIO: name } : {}),
    ...(values.senha !== '' ? { senhaUSUARIO: values.senha } : {}),
    ...commonFields(values),
  };
}

/** The API's field names (spec 2 §3) to the form's: the server's and the schema's errors go under them. */
export const FIELD_OF: Readonly<Record<string, UserFormField | 'ativo'>> = {
  nomeUSUARIO: 'nome',
  sobrenomeUSUARIO: 'sobrenome',
  emailUSUARIO: 'email',
  senha: 'senha',
  senhaUSUARIO: 'senha',
  documentoUSUARIO: 'documento',
  whatsappUSUARIO: 'whatsapp',
  dddUSUARIO: 'ddd',
  cepUSUARIO: 'cep',
  logradouroUSUARIO: 'logradouro',
  complementoUSUARIO: 'complemento',
  bairroUSUARIO: 'bairro',
  cidadeUSUARIO: 'cidade',
  ufUSUARIO: 'uf',
  nivelUSUARIO: 'nivel',
  ativoUSUARIO: 'ativo',
};

/** A failed create or save: the server's message when it sent one (spec 2 §8), else the spec's. */
export function saveErrorMessage(error: unknown, isNew: boolean): string {
  const fallback = isNew ? M.createFailed : M.saveFailed;
  return error instanceof ApiError ? (error.apiMessage ?? fallback) : fallback;
}
