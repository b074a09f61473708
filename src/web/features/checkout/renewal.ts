import { CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';
import { paths } from '#shared/paths.ts';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { getRenewal, type RenewalAnswer } from './checkout-api.ts';

/**
 * Renewing an ad (issue 35, ADR 022): paying its plan again extends its run from the current
 * end. The renewal page (/painel/anuncios/{id}/renovar) sends a renewable ad to the payment page
 * with `anuncio={id}`; these helpers read and build those addresses and the summary's view.
 */

/** The largest id the API accepts (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** A positive integer id from the path or the query string, or null when it is anything else. */
export function parseListingId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** The payment page of an ad's renewal: its plan, the ad, PIX first. */
export function renewalPaymentHref(planoSlug: string, anuncioId: number): string {
  const query = new URLSearchParams({ plano: planoSlug, anuncio: String(anuncioId), m: 'pix' });
  return `${paths.panelPayment.getHref()}?${query.toString()}`;
}

/** The ad being renewed, as the payment page's summary shows it. */
export interface PaymentRenewal {
  anuncioId: number;
  titulo: string;
  /** When its run ends or ended (ISO 8601), or null without a credit. */
  fimAtual: string | null;
  /** Whether that end is already past ("Encerrado em"), decided by the loader so SSR and hydration agree. */
  isEnded: boolean;
  /** When its run would end if paid now, or null when it cannot be renewed. */
  novoFim: string | null;
}

export function toPaymentRenewal(answer: RenewalAnswer, anuncioId: number, now: Date): PaymentRenewal {
  const end = answer.fimAtual === null ? Number.NaN : Date.parse(answer.fimAtual);
  return {
    anuncioId,
    titulo: answer.anuncio.titulo,
    fimAtual: answer.fimAtual,
    isEnded: end <= now.getTime(),
    novoFim: answer.novoFim,
  };
}

/** The renewal read for the payment page: the summary's view, and why it cannot be paid, if so. */
export interface RenewalLoad {
  renewal: PaymentRenewal | null;
  problem: string | null;
}

/**
 * The renewal of `anuncioId` for /painel/pagamento?anuncio=: the ad not the caller's (404) and a
 * failed call are problems, as are an ad that cannot be renewed (the server's reason) and a
 * `plano` in the URL that is not the one the renewal pays. Never throws.
 */
export async function loadRenewal(
  api: Pick<ApiClient, 'get'>,
  anuncioId: number,
  planoSlug: string | null,
  now: Date,
): Promise<RenewalLoad> {
  let answer: RenewalAnswer;
  try {
    answer = await getRenewal(api, anuncioId);
  } catch (error) {
    const isMissing = error instanceof ApiError && error.status === 404;
    return { renewal: null, problem: isMissing ? M.renewalListingNotFound : M.generic };
  }
  const renewal = toPaymentRenewal(answer, anuncioId, now);
  if (!answer.renovavel || !answer.plano) return { renewal, problem: answer.motivo ?? M.generic };
  if (answer.plano.slug !== planoSlug) return { renewal, problem: M.renewalWrongPlan };
  return { renewal, problem: null };
}
