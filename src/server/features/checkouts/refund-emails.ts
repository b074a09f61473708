import { renderEmail, type RenderedEmail } from '../../adapters/email/layout.ts';

/**
 * The e-mails of a refund or a chargeback (issue 35): the advertiser is told their plan was
 * refunded and the ad left the site; every admin is alerted, once per event, to check it at the
 * gateway. Links are absolute, from PUBLIC_URL.
 */

const invoiceNumber = (n: number) => `Nº ${String(n).padStart(6, '0')}`;

/** The advertiser's: the payment was refunded, the plan's credit is cancelled, the ad is off. */
export function refundedEmail(ctx: {
  publicUrl: string;
  name: string;
  invoiceNumber: number;
  planName: string;
  listingTitle: string | null;
}): RenderedEmail {
  const plans = new URL('/painel/planos', ctx.publicUrl).toString();
  return renderEmail({
    template: 'estorno',
    subject: `Estorno da fatura ${invoiceNumber(ctx.invoiceNumber)}`,
    greetingName: ctx.name,
    intro: [
      `O pagamento da fatura ${invoiceNumber(ctx.invoiceNumber)} (plano ${ctx.planName}) foi estornado. O valor volta pelo mesmo meio de pagamento, no prazo do seu banco ou da operadora do cartão.`,
      ctx.listingTitle === null
        ? 'O crédito desse plano foi cancelado e não pode mais ser usado.'
        : `O crédito desse plano foi cancelado, e o anúncio "${ctx.listingTitle}" saiu do ar.`,
    ],
    action: { label: 'Ver planos', url: plans },
    outro: ['Para colocar um anúncio no ar de novo, contrate um plano. Dúvidas? Fale com o suporte.'],
  });
}

/** What happened to a payment, in the admins' alert. */
type PaymentIncident = 'refund' | 'chargeback' | 'chargeback-won';

const INCIDENT_SUBJECT: Record<PaymentIncident, string> = {
  refund: 'Estorno',
  chargeback: 'Contestação (chargeback)',
  'chargeback-won': 'Contestação resolvida',
};

const INCIDENT_TEXT: Record<PaymentIncident, string> = {
  refund: 'foi estornado: o crédito do plano foi cancelado e o anúncio que o usava saiu do ar.',
  chargeback:
    'foi contestado no banco do pagador (chargeback): o crédito do plano está congelado e o anúncio que o usava saiu do ar até a contestação ser resolvida.',
  'chargeback-won':
    'voltou a constar como recebido depois de uma contestação: o crédito do plano foi descongelado e o anúncio voltou ao ar, se o período dele ainda não terminou e ele não foi editado.',
};

/** The admins' alert of a refund or a chargeback (one per admin account). */
export function paymentIncidentEmail(ctx: {
  publicUrl: string;
  name: string;
  incident: PaymentIncident;
  invoiceNumber: number | null;
  checkoutId: number;
  paymentId: string;
  payerName: string;
  /** The admin's reason, when an admin refunded it here; else the gateway's status. */
  detail: string;
}): RenderedEmail {
  const invoices = new URL('/painel/admin/faturas', ctx.publicUrl).toString();
  const which =
    ctx.invoiceNumber === null
      ? `do pagamento ${ctx.checkoutId}`
      : `da fatura ${invoiceNumber(ctx.invoiceNumber)}`;
  return renderEmail({
    template: 'alerta-pagamento',
    subject: `${INCIDENT_SUBJECT[ctx.incident]}: ${ctx.invoiceNumber === null ? `pagamento ${ctx.checkoutId}` : `fatura ${invoiceNumber(ctx.invoiceNumber)}`}`,
    greetingName: ctx.name,
    intro: [
      `O pagamento ${which} (${ctx.payerName}; ${ctx.paymentId} no serviço de pagamentos) ${INCIDENT_TEXT[ctx.incident]}`,
      ctx.detail,
    ],
    action: { label: 'Ver faturas', url: invoices },
    outro: ['Confira o pagamento no painel do Asaas.'],
  });
}
