/**
 * Texts of the account screens that only the web shows (spec 1 §8, spec 2 §8), verbatim where
 * the spec gives them. Validation and API messages live in the contract (ACCOUNT_MESSAGES).
 */
export const ACCOUNT_TEXTS = {
  loginFailedStatus: (status: number) => `Falha no login: ${status}`,
  loginFailed: 'Falha ao efetuar login',
  loginSucceeded: 'Tudo certo! Entrando na sua conta...',
  resendAction: 'Reenviar confirmação',
  resendSent: 'Enviamos um novo e-mail de confirmação. Verifique sua caixa de entrada.',
  resendFailed: 'Não foi possível reenviar a confirmação.',
  resendFailedNetwork: 'Falha ao reenviar confirmação.',
  resendFailedNetworkOnConfirm: 'Falha ao reenviar e-mail de confirmação.',
  recoveryFailed: 'Não foi possível enviar o e-mail de recuperação.',
  recoveryFailedNetwork: 'Erro ao solicitar recuperação.',
  resetFailed: 'Não foi possível redefinir a senha.',
  resetFailedNetwork: 'Erro ao redefinir senha.',
  resetTokenAbsent: 'Token ausente. Use o link enviado por e-mail.',
  registerTimeout: 'Tempo esgotado ao registrar',
  registerTimeoutNotice:
    'Sua conta pode ter sido criada mesmo assim. Verifique seu e-mail ou tente entrar antes de se cadastrar de novo.',
  registerFailed: 'Falha ao registrar. Tente novamente.',
  submitting: 'Enviando...',
  loading: 'Carregando...',
} as const;

/** Spec 1 §9 and §4: the account screens' timers. */
export const ACCOUNT_TIMERS = {
  /** Sign-up success box counts down to the home page. */
  afterRegisterSeconds: 5,
  /** Login success: go to the requested page. */
  afterLoginMs: 600,
  /** Password reset success: go to the login page, replacing the history entry. */
  afterResetMs: 2_500,
} as const;
