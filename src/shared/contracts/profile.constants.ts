/**
 * Paths and messages of the settings page (own profile), the postal-code look-up and the
 * condominium suggestions (spec 2 §2 "Settings", §5, §7 "Users", §8), without zod: the pages
 * import these at load time (see contact.constants.ts for why zod stays out of them). The zod
 * schemas of the same calls are in profile.contract.ts.
 */
export const PROFILE_API = {
  /** GET: one user's profile (own; an admin any). */
  byId: (codigo: number) => `/api/usuarios/${codigo}`,
  /** PATCH: codigoUSUARIO plus the fields to change. */
  update: '/api/usuarios/alterar',
  /** PUT: the fallback of a 404 on PATCH with a known code; full replace of the editable fields. */
  replace: (codigo: number) => `/api/usuarios/editar/${codigo}`,
} as const;

export const POSTAL_CODE_API = {
  /** GET: ViaCEP's answer for an 8-digit CEP (non-digits are stripped). */
  lookup: (cep: string) => `/api/cep/${encodeURIComponent(cep)}`,
} as const;

export const CONDOMINIUM_SUGGESTIONS_API = {
  /** POST (session): a condominium the advertiser could not find, for the admins. */
  create: '/api/condominios/sugestoes',
  /** GET (ADMIN): the suggestions, newest first. */
  adminList: '/api/admin/condominios/sugestoes',
} as const;

/** Postal code: 8 digits (spec 2 §9). */
export const CEP_DIGITS = 8;

/**
 * Messages the server answers and the settings page shows, exactly as spec 2 §5/§8 writes them;
 * the ones the spec leaves open are ours, in the same voice.
 */
export const PROFILE_MESSAGES = {
  // spec 2 §8 "Settings"
  saveFailed: 'Falha ao salvar',
  cepLookupFailed: 'Falha ao buscar CEP',
  cepUnavailable: 'Não foi possível consultar o CEP agora.',
  cepNotFound: 'CEP não encontrado.',
  /**
   * Ours: after any failed or fruitless look-up, the address is typed by hand; the
   * settings page and the admin's user and condominium forms add it to their message.
   */
  cepTypeAddress: 'Preencha o endereço abaixo.',
  sessionExpired: 'Sessão expirada. Faça login novamente.',
  // spec 2 §5 "Settings"
  cepInvalid: 'Informe um CEP válido com 8 dígitos.',
  complementRequired:
    'Informe o complemento do endereço (ex.: bloco, torre, apartamento) quando um condomínio estiver selecionado.',
  // ours (spec 2 §2 names the warning, not its words)
  divergenceWarning: 'Seus dados podem ser verificados; divergências podem cancelar o cadastro.',
  saved: 'Dados salvos com sucesso.',
  notFound: 'Usuário não encontrado.',
  nameRequired: 'Nome obrigatório',
  ufInvalid: 'Informe uma UF válida (ex.: SP).',
  linkInvalid: 'Informe um endereço que comece com http:// ou https:// (ou só o nome de usuário).',
  condominiumNotFound: 'Condomínio não encontrado.',
  // condominium suggestion modal (spec 2 §2: it only showed a success message; here it is stored)
  suggestionNameRequired: 'Informe o nome do condomínio.',
  suggestionSent: 'Sugestão enviada! Nossa equipe vai analisar e cadastrar o condomínio.',
} as const;
