import {
  CONTACT_API,
  ContactResponseSchema,
  type ContactRequest,
  type ContactResponse,
} from '#shared/contracts/contact.contract.ts';
import {
  NEWSLETTER_API,
  NewsletterResponseSchema,
  type NewsletterResponse,
} from '#shared/contracts/newsletter.contract.ts';
import type { ApiClient } from '../../lib/api-client.ts';

/** Sending the contact form gives up after this long (then the network-error message). */
export const CONTACT_TIMEOUT_MS = 20_000;

export function sendContactMessage(api: ApiClient, body: ContactRequest): Promise<ContactResponse> {
  return api.post(CONTACT_API.send, body, {
    schema: ContactResponseSchema,
    signal: AbortSignal.timeout(CONTACT_TIMEOUT_MS),
  });
}

export function confirmNewsletter(api: ApiClient, token: string): Promise<NewsletterResponse> {
  return api.get(NEWSLETTER_API.confirm, { query: { token }, schema: NewsletterResponseSchema });
}
