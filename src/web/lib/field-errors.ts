import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/*
 * The API's per-field errors under a form's inputs. Apart from lib/form-errors.ts (the banner's
 * message), so the public pages that only show a banner do not carry these in their JavaScript.
 */

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
