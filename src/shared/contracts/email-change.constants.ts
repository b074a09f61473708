/**
 * The e-mail change's paths, durations and messages without zod (issue 36 item 4): the settings
 * page and the link pages import them at load time; email-change.contract.ts re-exports them
 * beside its schemas.
 */

export const EMAIL_CHANGE_API = {
  /** POST { novoEmail, senha } with a session: mails the confirmation link to the new address. */
  request: '/api/usuarios/email/alterar',
  /** GET ?token=: the link of the new address; the change happens here. */
  confirm: '/api/usuarios/email/confirmar',
  /** GET ?token=: the undo link of the old address. */
  undo: '/api/usuarios/email/desfazer',
} as const;

/**
 * The pages of the two links (kept out of #shared/paths.ts, which every page's entry carries:
 * only these pages and the e-mails need them).
 */
export const EMAIL_CHANGE_PAGES = {
  confirm: '/confirmar-email',
  undo: '/desfazer-email',
} as const;

/** The link e-mails' days and hours, for the messages and the e-mails. */
export const EMAIL_CHANGE_CONFIRM_HOURS = 48;
export const EMAIL_CHANGE_UNDO_DAYS = 7;

export const EMAIL_CHANGE_MESSAGES = {
  newEmailRequired: 'Informe o novo e-mail.',
  passwordRequired: 'Informe sua senha atual.',
  wrongPassword: 'Senha incorreta. Confira e tente de novo.',
  sameEmail: 'Este já é o e-mail da sua conta. Informe um endereço diferente.',
  /**
   * The sign-up's own answer for a taken address (ACCOUNT_MESSAGES.emailTaken; the integration
   * test holds them equal): nothing more is told here than there.
   */
  emailTaken: 'Este e-mail já está cadastrado.',
  requested: (email: string) =>
    `Enviamos um link de confirmação para ${email}. A troca só acontece quando você abrir esse link, em até ${EMAIL_CHANGE_CONFIRM_HOURS} horas. Até lá, continue entrando com o e-mail atual.`,
  changed: (email: string) =>
    `Pronto! O e-mail da sua conta agora é ${email}. Use-o para entrar da próxima vez.`,
  changeUsed: 'Este link já foi usado: a troca de e-mail já foi feita.',
  changeExpired: `Este link expirou (ele vale por ${EMAIL_CHANGE_CONFIRM_HOURS} horas). Peça a troca de novo em Configurações.`,
  changeInvalid:
    'Este link não é válido. Ele pode ter sido substituído por um pedido mais recente: use o link do último e-mail ou peça a troca de novo em Configurações.',
  changeTakenMeanwhile:
    'Não foi possível trocar: este e-mail passou a ser usado por outra conta. Seu e-mail continua o mesmo.',
  undone: (email: string) =>
    `O e-mail da sua conta voltou a ser ${email}. Por segurança, encerramos todas as sessões abertas da conta.`,
  undoTaken: (email: string) =>
    `Não foi possível devolver o e-mail ${email} à sua conta: ele já está em uso por outra conta. Por segurança, encerramos todas as sessões abertas da conta. Fale com a gente pela página de contato para recuperar o acesso.`,
  undoTakenMeanwhile:
    'Não foi possível desfazer a troca agora: o e-mail antigo acabou de ser usado por outra conta. Tente de novo ou fale com a gente pela página de contato.',
  undoUsed: 'Este link já foi usado: a troca de e-mail já foi desfeita.',
  undoExpired: `Este link expirou (ele vale por ${EMAIL_CHANGE_UNDO_DAYS} dias). Se você não reconhece a troca de e-mail, fale com a gente pela página de contato.`,
  undoInvalid:
    'Este link não é válido. Confira se copiou o endereço inteiro do e-mail ou fale com a gente pela página de contato.',
} as const;
