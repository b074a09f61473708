/**
 * Paths and pt-BR labels of the nightly payment reconciliation (ADR 011), without zod: the admin
 * dashboard imports these at load time. The zod schemas are in reconciliation.contract.ts.
 */
export const RECONCILIATION_API = {
  /** GET (admins): the latest run and the open findings. */
  latest: '/api/admin/conciliacao',
  /** POST (admins): marks a finding resolved. */
  resolve: (findingId: number) => `/api/admin/conciliacao/${findingId}/resolver`,
} as const;

export const FINDING_KINDS = [
  'corrigido',
  'valor_divergente',
  'estornado_no_gateway',
  'sem_checkout',
  'ausente_no_gateway',
  'pago_sem_credito',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** What each kind means, as the admins read it. */
export const FINDING_KIND_LABELS: Record<FindingKind, string> = {
  corrigido: 'Pago no serviço de pagamentos e confirmado agora pela conciliação',
  valor_divergente: 'Valor diferente do pagamento',
  estornado_no_gateway: 'Pago aqui, mas estornado ou cancelado no serviço de pagamentos',
  sem_checkout: 'Pagamento sem compra correspondente aqui',
  ausente_no_gateway: 'Pago aqui, mas o serviço de pagamentos não lista o pagamento',
  pago_sem_credito: 'Pago no serviço de pagamentos, mas a compra aqui não pôde ser confirmada',
};

export const RECONCILIATION_MESSAGES = {
  findingNotFound: 'Divergência não encontrada.',
  alreadyResolved: 'Esta divergência já foi marcada como resolvida.',
} as const;
