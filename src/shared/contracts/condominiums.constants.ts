/**
 * Paths and messages of the condominium calls and the admin condominium pages (spec 2 §2 "Admin
 * condominium list", "New and edit condominium", §5, §7 "Catalogue", §8), without
 * zod: the pages import these at load time (see contact.constants.ts). The zod schemas of the
 * same calls are in condominiums.contract.ts.
 */
export const CONDOMINIUMS_API = {
  /** GET (public): page, limit, estado, cidade, bairro, cep, nome. POST (ADMIN): create. */
  list: '/api/condominios',
  /** GET (public) one; PUT and DELETE (ADMIN). */
  one: (id: number) => `/api/condominios/${id}`,
  /** GET (public): ?condominio=12 or ?condominio=12,13 (the list's number column). */
  streetLinks: '/api/vinculos-condominio-logradouro',
  /** GET (ADMIN) one advertiser's suggestion; PATCH (ADMIN) marks it aceita or recusada. */
  suggestion: (id: number) => `/api/admin/condominios/sugestoes/${id}`,
} as const;

/** The reviews an admin gives a suggestion (it is `nova` until then). */
export const SUGGESTION_REVIEWS = ['aceita', 'recusada'] as const;
export type SuggestionReview = (typeof SUGGESTION_REVIEWS)[number];

/** Postal code digits (spec 2 §9). */
export const CONDOMINIUM_CEP_DIGITS = 8;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Messages, exactly as spec 2 §5/§8 writes them where it does; the ones it leaves open are
 * ours, in the same voice (they say what happened and what to do).
 */
export const CONDOMINIUM_MESSAGES = {
  // spec 2 §5 "Condominium create" and §8 "Condominium"
  requiredFields: 'Preencha todos os campos obrigatórios antes de salvar.',
  cepDigitsToSearch: 'Informe um CEP com 8 dígitos para buscar.',
  viaCepFailed: 'Falha ao consultar ViaCEP.',
  viaCepNotFound: 'CEP não encontrado no ViaCEP.',
  cepSearchFailed: 'Não foi possível buscar o CEP.',
  saveFailed: 'Erro ao salvar condomínio.',
  // spec 2 §2 "Admin condominium list"
  confirmDelete: 'Excluir este condomínio?',
  empty: 'Nenhum resultado.',
  // ours
  notFound: 'Condomínio não encontrado.',
  created: 'Condomínio adicionado.',
  updated: 'Alterações salvas.',
  deleted: 'Condomínio excluído.',
  duplicate: 'Já existe um condomínio com este nome neste endereço.',
  /** 409 on DELETE while ads or users still point at it. */
  inUse: (listings: number, users: number) => {
    const where = [
      listings > 0 ? plural(listings, 'anúncio', 'anúncios') : '',
      users > 0 ? plural(users, 'usuário', 'usuários') : '',
    ]
      .filter(Boolean)
      .join(' e ');
    return `Este condomínio está em ${where}. Tire-o de lá antes de excluir.`;
  },
  stateNotFound: 'Estado não encontrado. Escolha um estado da lista.',
  cityNotFound: 'Cidade não encontrada neste estado. Escolha uma cidade da lista.',
  cityOutsideState: 'A cidade escolhida não é deste estado. Escolha a cidade de novo.',
  neighbourhoodNotFound: 'Bairro não encontrado. Escolha o bairro de novo.',
  neighbourhoodOutsideCity: 'O bairro escolhido não é desta cidade. Escolha o bairro de novo.',
  cepInvalid: 'Informe um CEP com 8 dígitos.',
  cepNotFound: 'CEP não encontrado. Escolha o CEP de novo.',
  cepOutsideNeighbourhood: 'Este CEP é de outro bairro ou cidade. Confira o CEP ou o bairro.',
  streetNotFound: 'Logradouro não encontrado. Escolha o logradouro de novo.',
  streetOutsideCep: 'O logradouro escolhido não é deste CEP. Escolha o logradouro de novo.',
  suggestionNotFound: 'Sugestão não encontrada.',
  suggestionAccepted: 'Sugestão marcada como aceita.',
  suggestionRefused: 'Sugestão recusada.',
} as const;
