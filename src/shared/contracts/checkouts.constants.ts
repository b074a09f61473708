/**
 * Paths, statuses and messages of plans, checkout, credits and invoices, without zod: the
 * pages import these at load time (see contact.constants.ts for why zod stays out of them).
 * The zod schemas of the same calls are in checkouts.contract.ts.
 */
export const CHECKOUT_API = {
  sessions: '/api/checkouts/sessions',
  activateFree: '/api/checkouts/activate-free',
  pix: '/api/checkouts/asaas/pix',
  tokenize: '/api/checkouts/asaas/tokenize',
  card: '/api/checkouts/asaas/card',
  status: '/api/checkouts/status',
  statement: '/api/checkouts/extrato',
  availableCredits: '/api/checkouts/creditos-disponiveis',
  webhook: '/api/checkouts/webhooks/asaas',
  /** GET: the PIX still pending and valid of a plan (?planoSlug=) or a checkout (?id=); creates none. */
  pixPending: '/api/checkouts/asaas/pix/pendente',
  /** GET: the user's PIX charges still waiting to be paid (/painel/faturas). */
  pending: '/api/checkouts/pendentes',
  /** POST { checkoutId }: cancels a pending charge through the gateway. */
  cancel: '/api/checkouts/cancelar',
  /** Outside production only (PAYMENT_GATEWAY=sandbox): confirms a pending sandbox charge. */
  sandboxPay: '/api/checkouts/sandbox/pagar',
  /** GET /{anuncioId}: what renewing one of the caller's ads costs and gives (ADR 022). */
  renewal: '/api/checkouts/renovacoes',
  /** POST { motivo } (admins): refunds a paid invoice at the gateway and here ("Estornar"). */
  refund: (invoiceId: number) => `/api/admin/faturas/${invoiceId}/estorno`,
} as const;

export const PLANS_API = {
  list: '/api/planos',
  bySlug: (slug: string) => `/api/planos/slug/${encodeURIComponent(slug)}`,
  used: '/api/planos/usados',
  /** Whether the caller has used the free month of each account type. */
  freeTrial: '/api/planos/mes-gratis',
  invoices: '/api/planos/faturas',
  invoicePdf: (id: number) => `/api/planos/faturas/${id}/pdf`,
} as const;

/**
 * A checkout's status as the API answers it. The spec's client reads it lower-cased: "paid"
 * (or containing "pago") is paid, containing "cancel" is cancelled, anything else is waiting.
 * `expired`: a PIX charge whose QR code expired unpaid (a new one can be generated).
 */
export const CHECKOUT_STATUSES = ['pending', 'paid', 'cancelled', 'expired', 'refunded'] as const;

export const PAYMENT_METHODS = ['pix', 'card', 'free'] as const;

/**
 * A credit: one ad slot for the plan's period (DESIGN.md §4). `revoked`: its payment was refunded
 * (never bound again); `frozen`: its payment is disputed (a chargeback), until the dispute ends.
 */
export const CREDIT_STATUSES = ['available', 'used', 'expired', 'revoked', 'frozen'] as const;

/**
 * Invoice statuses (spec 2 §3 "Local invoice": open, paid, canceled), and `estornada`: paid, then
 * refunded (issue 35).
 */
export const INVOICE_STATUSES = ['open', 'paid', 'canceled', 'estornada'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The longest reason of a refund ("Estornar"). */
export const REFUND_REASON_MAX = 500;

/** Timers of the payment page (spec 2 §9). */
export const CHECKOUT_TIMERS = { pollMs: 3_000, redirectAfterPaidMs: 1_500 } as const;

/** Free trials: one month, 30 days (spec 2 §9). */
export const FREE_TRIAL_SLUGS = ['pf-mes-gratis', 'pj-mes-gratis'] as const;
export const FREE_TRIAL_DAYS = 30;

/** Ads a plan buys: each checkout grants one credit, one ad on the site for the plan's period (DESIGN.md §4). */
export const ADS_PER_PLAN = 1;

/**
 * Messages the server answers and the pages show (spec 2 §5, §8), exactly as written there;
 * the ones the spec leaves open are ours, in the same voice.
 */
export const CHECKOUT_MESSAGES = {
  // Spec 2 §8, payment mapping.
  forbidden:
    'Você não possui permissão para utilizar este recurso. Entre em contato com o suporte/gerente de contas para habilitação.',
  sessionExpired: 'Sessão expirada ou não autorizada. Faça login novamente para continuar.',
  invalidCardNumber: 'Número do cartão inválido. Verifique os dígitos e tente novamente.',
  invalidCvv: 'CVV inválido. Informe o código de segurança do cartão.',
  invalidExpiry: 'Validade do cartão inválida. Use o formato MM/AA.',
  declined: 'Transação não autorizada pelo emissor. Verifique com o banco ou utilize outro cartão.',
  generic: 'Não foi possível processar a operação. Tente novamente ou fale com o suporte.',
  // Spec 2 §8, status messages.
  pixFailed: 'Falha ao iniciar PIX.',
  cardFailed: 'Falha no pagamento com cartão.',
  paid: 'Pagamento confirmado!',
  cancelled: 'Pagamento cancelado.',
  waiting: 'Aguardando confirmação do pagamento...',
  processingCard: 'Processando pagamento com cartão...',
  // Spec 2 §8, return page.
  returnPaid: 'Pagamento confirmado! Seu plano será liberado em instantes.',
  returnCancelled: 'Pagamento cancelado. Você pode tentar novamente.',
  returnWaiting: 'Aguardando confirmação do pagamento...',
  returnError: 'Não foi possível consultar o status agora. Tente novamente mais tarde.',
  // Spec 2 §5, card checkout.
  holderRequired: 'Informe o nome do titular',
  cardNumber: 'Número do cartão inválido',
  expiry: 'Validade inválida (MM/AA)',
  cvv: 'CVV inválido',
  email: 'E-mail inválido',
  phone: 'Telefone inválido (use DDD)',
  postalCode: 'CEP inválido',
  addressNumber: 'Informe o número do endereço',
  cardNeedsCpfNotCnpj: 'Para pagamento com cartão, informe o CPF do titular (11 dígitos).',
  cardCpfInvalid: 'CPF do titular inválido. Informe 11 dígitos.',
  pixNeedsDocument:
    'Para gerar o PIX é necessário informar CPF ou CNPJ. Vá em Configurações e preencha seu documento.',
  // Spec 2 §2 dashboard.
  noCredits: 'Você não possui planos disponíveis. Contrate um plano.',
  oneAdOneUnit: 'Cada anúncio utiliza 1 unidade do seu plano.',
  // Ours (the spec leaves them open).
  planNotFound: 'Plano não encontrado.',
  wrongAccountType: 'Este plano não é para o seu tipo de conta.',
  wrongAccountTypePf: 'Este plano é para empresas (PJ). Sua conta é de pessoa física.',
  wrongAccountTypePj: 'Este plano é para pessoas físicas (PF). Sua conta é de empresa.',
  trialAlreadyUsed: 'Você já usou o mês grátis deste tipo de conta.',
  trialNotPaid: 'Este plano é gratuito: ative-o pelo botão do plano.',
  checkoutNotFound: 'Pagamento não encontrado.',
  // Renewing an ad (ADR 022).
  renewalListingNotFound: 'Anúncio não encontrado.',
  renewalNoCredit: 'Este anúncio ainda não está no ar por um plano: publique-o para colocá-lo no ar.',
  renewalWrongStatus: 'Só um anúncio no ar, em análise ou encerrado pode ser renovado.',
  renewalFreePlan:
    'Este anúncio está no mês grátis, que não se renova. Escolha um plano para mantê-lo no ar.',
  renewalTooLate: 'Este anúncio foi encerrado há mais de 30 dias. Escolha um plano e publique-o de novo.',
  renewalPlanUnavailable: 'O plano deste anúncio não está mais à venda. Escolha outro plano.',
  renewalWrongPlan: 'A renovação paga o mesmo plano que mantém o anúncio no ar.',
  renewalRefunded:
    'O pagamento do plano deste anúncio foi estornado. Escolha um plano e publique o anúncio de novo.',
  creditFrozen:
    'O pagamento do plano deste anúncio está em contestação no banco. Ele volta ao ar quando a contestação for resolvida.',
  invoiceNotFound: 'Fatura não encontrada.',
  alreadyPaid: 'Este pagamento já foi confirmado.',
  // Pending payments: listed on /painel/faturas, cancelled through the gateway.
  cancelPaid: 'Este pagamento já foi confirmado e não pode ser cancelado.',
  alreadyCancelled: 'Este pagamento já foi cancelado.',
  notCancellable: 'Este pagamento não pode ser cancelado.',
  pendingPixQuery: 'Informe o id do pagamento ou o planoSlug do plano.',
  cancelRefused: 'O serviço de pagamentos não cancelou este pagamento. Tente novamente em alguns instantes.',
  sandboxOnly: 'Disponível apenas no ambiente de testes.',
  gatewayUnavailable: 'O serviço de pagamentos não respondeu. Tente novamente em alguns instantes.',
  webhookToken: 'Token do webhook inválido.',
  // Refunds (issue 35): the admin's "Estornar".
  refundReasonRequired: 'Informe o motivo do estorno.',
  refundReasonTooLong: `O motivo do estorno deve ter no máximo ${REFUND_REASON_MAX} caracteres.`,
  refundAlready: 'Esta fatura já foi estornada.',
  refundNotPaid: 'Só uma fatura paga pode ser estornada.',
  refundNoPayment:
    'Esta fatura não tem pagamento no serviço de pagamentos atual (mês grátis ou outro gateway): não há o que estornar.',
  refundRejected: 'O serviço de pagamentos recusou o estorno. Confira o pagamento no painel do Asaas.',
  refundUnavailable:
    'O serviço de pagamentos não respondeu. Nada foi estornado; tente novamente em alguns instantes.',
  refunded: (number: number) => `Fatura Nº ${String(number).padStart(6, '0')} estornada.`,
} as const;
