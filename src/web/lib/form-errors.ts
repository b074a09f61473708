import { ApiError, NetworkError } from './api-client.ts';

/** Under a failure with no answer from the server (BRAND.md: say what to do). */
export const NETWORK_HINT = 'Verifique sua conexão com a internet e tente de novo.';

/** A 429 without the API's own text. */
export const RATE_LIMITED_TEXT = 'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente de novo.';

export interface ErrorTexts {
  /** The server answered with an error and no message of its own. */
  failed: string | ((status: number) => string);
  /** No answer (network down, server unreachable). */
  network: string;
}

export interface FormError {
  message: string;
  hint?: string;
  status?: number;
  code?: string;
}

/**
 * The server's own message when it refused the request (a 4xx answer with a `message`): the
 * reason to show as it is ("Você já usou o mês grátis deste tipo de conta."), never a generic
 * "try again", which would read as an outage. Undefined for anything else (no answer, a 5xx,
 * an error page that is not the API's JSON).
 */
export function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return undefined;
  return error.apiMessage;
}

/**
 * The message a form shows for a failed call (spec 1 §8, spec 2 §8): the server's text when it
 * sent one ("Server messages are preferred when present"), else the spec's fallback; a network
 * failure gets the spec's generic text plus what to do.
 */
export function formErrorFrom(error: unknown, texts: ErrorTexts): FormError {
  if (error instanceof ApiError) {
    const fallback =
      error.status === 429
        ? RATE_LIMITED_TEXT
        : typeof texts.failed === 'function'
          ? texts.failed(error.status)
          : texts.failed;
    return { message: error.apiMessage ?? fallback, status: error.status, code: error.code };
  }
  if (error instanceof NetworkError) return { message: texts.network, hint: NETWORK_HINT };
  return { message: texts.network };
}

/**
 * True when an error answer is not the API's JSON (an HTML error page, "Cannot GET"): spec 1 §8
 * says a token check answered that way is ignored rather than shown as an invalid token.
 */
export function isForeignErrorPage(error: unknown): boolean {
  return error instanceof ApiError && typeof error.body === 'string';
}
