import type { FieldError, FieldErrors, ResolverResult } from 'react-hook-form';
import { MyListingBodySchema, type MyListingBody } from '#shared/contracts/my-listings.contract.ts';
import {
  listingBodyFrom,
  missingRequired,
  REQUIRED_MESSAGE,
  type ListingFormValues,
} from './listing-form-values.ts';

/** The form field under which an error of a body field is shown (the same name but one). */
const FORM_FIELD: Record<string, keyof ListingFormValues> = { condominiosANUNCIO: 'condominios' };

/**
 * The ad form's check, the resolver react-hook-form runs: the spec's required fields (the API
 * takes every field as optional, to answer them in one message; the form marks each), then the
 * body through the API's own schema, so the map and video addresses are judged by the rules and
 * with the messages the server uses. Valid, it gives the body to send, the map address turned
 * into its embed. This file carries zod: the form loads it on the first check.
 */
export function checkListingForm(
  values: ListingFormValues,
): ResolverResult<ListingFormValues, MyListingBody> {
  const errors: Record<string, FieldError> = {};
  for (const key of missingRequired(values)) errors[key] = { type: 'required', message: REQUIRED_MESSAGE };
  const body = listingBodyFrom(values, values.mapaUrlANUNCIO);
  const parsed = MyListingBodySchema.safeParse(body);
  for (const issue of parsed.error?.issues ?? []) {
    const name = String(issue.path[0]);
    const field = FORM_FIELD[name] ?? name;
    // A missing required field says so, not that an empty choice is not a valid code.
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    return { values: {}, errors: errors as FieldErrors<ListingFormValues> };
  }
  return { values: { ...body, mapaUrlANUNCIO: parsed.data.mapaUrlANUNCIO ?? null }, errors: {} };
}
