import { isFallbackMessage } from '#shared/lib/zod-pt-br.ts';

/**
 * The Portuguese names of the request bodies' fields, as the site's forms label them
 * ("O campo tituloANUNCIO deve ter no máximo 150 caracteres." reached the advertiser).
 * The error handler writes them into a validation answer's messages; `field` keeps the API's
 * name, which is what a client matches against its inputs. field-labels.int.test.ts checks
 * that every top-level field of every route's body has its name here.
 */
const FIELD_LABELS: Record<string, string> = {
  // Ads (own and admin).
  tituloANUNCIO: 'Título',
  subtituloANUNCIO: 'Subtítulo',
  descricaoANUNCIO: 'Descrição',
  precoANUNCIO: 'Preço',
  tipoANUNCIO: 'Tipo',
  categoriaANUNCIO: 'Categoria',
  subcategoriaANUNCIO: 'Subcategoria',
  condicaoANUNCIO: 'Condição',
  tiposTransacaoANUNCIO: 'Tipos de transação',
  condominiosANUNCIO: 'Condomínios',
  horariosANUNCIO: 'Horários de atendimento',
  mapaUrlANUNCIO: 'Mapa',
  youtubeUrlANUNCIO: 'Vídeo (YouTube)',
  imagensANUNCIO: 'Imagens',
  statusANUNCIO: 'Situação',
  destaqueANUNCIO: 'Destaque',
  anuncianteANUNCIO: 'Anunciante',
  checkoutId: 'Plano (crédito)',
  urls: 'Imagens',
  // Users and profiles.
  codigoUSUARIO: 'Código',
  nomeUSUARIO: 'Nome',
  sobrenomeUSUARIO: 'Sobrenome',
  emailUSUARIO: 'E-mail',
  senhaUSUARIO: 'Senha',
  documentoUSUARIO: 'Documento',
  whatsappUSUARIO: 'WhatsApp',
  cepUSUARIO: 'CEP',
  logradouroUSUARIO: 'Logradouro',
  ruaenumeroUSUARIO: 'Número',
  complementoUSUARIO: 'Complemento',
  bairroUSUARIO: 'Bairro',
  cidadeUSUARIO: 'Cidade',
  ufUSUARIO: 'UF',
  dddUSUARIO: 'DDD',
  nivelUSUARIO: 'Nível',
  ativoUSUARIO: 'Ativo',
  mostrarNoAnuncioUSUARIO: 'Mostrar nos anúncios',
  mostrarenderecoUSUARIO: 'Mostrar endereço',
  avisosMensagensUSUARIO: 'Avisos de mensagens',
  resumoSemanalUSUARIO: 'Resumo semanal das estatísticas',
  condominioUSUARIO: 'Condomínio',
  siteUSUARIO: 'Site',
  linkfacebookUSUARIO: 'Facebook',
  linkinstagramUSUARIO: 'Instagram',
  linklinkedinUSUARIO: 'LinkedIn',
  linktiktokUSUARIO: 'TikTok',
  linktreeUSUARIO: 'Linktree',
  // Accounts.
  nome: 'Nome',
  email: 'E-mail',
  usuario: 'E-mail',
  senha: 'Senha',
  confirmarSenha: 'Confirmação da senha',
  novaSenha: 'Nova senha',
  novoEmail: 'Novo e-mail',
  lembrar: 'Lembrar de mim',
  pessoa: 'Tipo de conta',
  documento: 'CPF ou CNPJ',
  telefone: 'Telefone',
  aceitarTermos: 'Termos de uso',
  plano: 'Plano',
  token: 'Código do link',
  // Catalogue and condominiums.
  nomeCATEGORIA: 'Nome da categoria',
  tipoCATEGORIA: 'Tipo',
  ativoCATEGORIA: 'Ativa',
  nomeSUBCATEGORIA: 'Nome da subcategoria',
  categoriaSUBCATEGORIA: 'Categoria',
  slugSUBCATEGORIA: 'Slug',
  ativoSUBCATEGORIA: 'Ativa',
  nomeCONDOMINIO: 'Nome do condomínio',
  numeroCONDOMINIO: 'Número',
  estadoCONDOMINIO: 'Estado',
  estadoCONDOMINIOId: 'Estado',
  estadoSiglaCONDOMINIO: 'UF',
  cidadeCONDOMINIO: 'Cidade',
  cidadeCONDOMINIOId: 'Cidade',
  bairroCONDOMINIO: 'Bairro',
  bairroCONDOMINIOId: 'Bairro',
  cepCONDOMINIO: 'CEP',
  cepCONDOMINIOId: 'CEP',
  logradouroCONDOMINIO: 'Logradouro',
  logradouroCONDOMINIOId: 'Logradouro',
  condominio: 'Condomínio',
  numero: 'Número',
  logradouro: 'Logradouro',
  bairro: 'Bairro',
  cidade: 'Cidade',
  uf: 'UF',
  cep: 'CEP',
  observacao: 'Observação',
  // Contact, tickets, messages, reports, favourites, newsletter.
  assunto: 'Assunto',
  mensagem: 'Mensagem',
  resposta: 'Resposta',
  conteudo: 'Mensagem',
  anuncio: 'Anúncio',
  anuncios: 'Anúncios',
  motivo: 'Motivo',
  detalhes: 'Detalhes',
  status: 'Situação',
  // Checkout (the card form's fields, spec 2 §5 "Card checkout").
  planoSlug: 'Plano',
  anuncioId: 'Anúncio',
  customer: 'Dados do pagador',
  cardToken: 'Cartão',
  holderName: 'Nome do titular',
  number: 'Número do cartão',
  expiryMonth: 'Mês de validade',
  expiryYear: 'Ano de validade',
  ccv: 'CVV',
  cpfCnpj: 'CPF/CNPJ',
  phone: 'Telefone',
  postalCode: 'CEP',
  addressNumber: 'Número do endereço',
  // The page to return to after signing up and logging in.
  redirect: 'Página de retorno',
  // Statistics: what a visitor did on a listing page (ADR 024).
  tipo: 'Ação',
  // Saved searches and their alerts (issue 36 item 1).
  pagina: 'Página da busca',
  consulta: 'Busca',
  frequencia: 'Frequência dos alertas',
  pausada: 'Alertas pausados',
};

/** The label of a field path ("horariosANUNCIO.seg.das" → the nearest named part's: "Horários de atendimento"). */
function fieldLabel(field: string): string | null {
  const parts = field.split('.').reverse();
  for (const part of parts) {
    const label = Object.hasOwn(FIELD_LABELS, part) ? FIELD_LABELS[part] : undefined;
    if (label) return label;
  }
  return null;
}

/** True when `name` has a label (the coverage test). */
export function hasFieldLabel(name: string): boolean {
  return Object.hasOwn(FIELD_LABELS, name);
}

/** A word in the API's style: lower-case start, then an upper-case part (tituloANUNCIO, estadoCONDOMINIOId). */
const MACHINE_NAME = /\b[a-z]+[A-Z][A-Za-z]*\b/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A body field's message with the field named in Portuguese: the API's name written in it is
 * replaced by the label ("O campo tituloANUNCIO deve ter..." → "O campo Título deve ter..."),
 * and zod's fallback messages, which name no field ("Campo obrigatório."), get it in front
 * ("Título: campo obrigatório."). A message of the contract's own that names no field, or
 * already says which ("Informe um endereço do YouTube válido."), is kept.
 */
export function labelledMessage(field: string, message: string): string {
  // An API name like tituloANUNCIO anywhere in the message (a rule over several fields names
  // them all); a plain word (nome, senha) only where it names this field: "o campo nome".
  let named = message.replace(MACHINE_NAME, (name) => fieldLabel(name) ?? name);
  for (const part of field.split('.')) {
    const partLabel = /[A-Z]/.test(part) ? null : fieldLabel(part);
    if (partLabel) {
      const pattern = new RegExp(`(?<=\\b(?:campo|parâmetro) )${escapeRegExp(part)}\\b`, 'g');
      named = named.replace(pattern, partLabel);
    }
  }
  if (named !== message) return named;
  const label = fieldLabel(field);
  if (!label || !isFallbackMessage(message) || message.toLowerCase().includes(label.toLowerCase()))
    return message;
  return `${label}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}
