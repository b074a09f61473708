/**
 * Paths, limits and messages of the contact form, without zod: the pages
 * import these at load time and fetch the zod schemas (contact.contract.ts) only when a form
 * is validated, which keeps zod out of the pages' entry JavaScript (<= 150 KB).
 */
export const CONTACT_API = { send: '/api/contato' } as const;

export const CONTACT_LIMITS = { name: 150, subject: 150, messageMin: 10, messageMax: 5000 } as const;
const L = CONTACT_LIMITS;

export const CONTACT_MESSAGES = {
  nameRequired: 'Informe seu nome.',
  nameTooLong: `O nome deve ter no máximo ${L.name} caracteres.`,
  emailRequired: 'Informe seu e-mail.',
  subjectRequired: 'Informe o assunto.',
  subjectTooLong: `O assunto deve ter no máximo ${L.subject} caracteres.`,
  messageRequired: 'Escreva sua mensagem.',
  messageTooShort: `A mensagem deve ter pelo menos ${L.messageMin} caracteres.`,
  messageTooLong: `A mensagem deve ter no máximo ${L.messageMax} caracteres.`,
  sent: 'Mensagem enviada! Respondemos no e-mail informado em até 2 dias úteis.',
} as const;
