import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
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

/**
 * Puts the API's per-field errors (`errors: [{ field, message }]`, DESIGN.md §3) under the
 * form's inputs; the first one gets focus. Returns false when the answer had none for this form.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const list = (error.body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return false;
  let applied = 0;
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    const field = fields.find((f) => f === item.field);
    if (!field || typeof item.message !== 'string') continue;
    setError(field, { type: 'server', message: item.message }, { shouldFocus: applied === 0 });
    applied++;
  }
  return applied > 0;
}

/**
 * The API's per-field errors for a form whose fields are named otherwise (masked text, a chosen
 * object): `fieldOf` maps the API's names to the form's. The first message of a field wins; a
 * field the form does not have is left out.
 */
export function fieldErrorsFrom<F extends string>(
  error: unknown,
  fieldOf: Readonly<Record<string, F>>,
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return out;
  const list = (error.body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return out;
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    const field =
      typeof item.field === 'string' && Object.hasOwn(fieldOf, item.field) ? fieldOf[item.field] : undefined;
    if (field && typeof item.message === 'string' && out[field] === undefined) out[field] = item.message;
  }
  return out;
}
