import { CONTACT_API } from '#shared/contracts/contact.constants.ts';
import { NEWSLETTER_API } from '#shared/contracts/newsletter.constants.ts';
import type { ContactRequest, ContactResponse } from '#shared/contracts/contact.contract.ts';
import type { NewsletterResponse } from '#shared/contracts/newsletter.contract.ts';
import type { ApiClient } from '../../lib/api-client.ts';

// Types only from the zod contracts: these calls ship with the pages, zod does not (the
// contract tests on the server check the answers' shape).

/** Sending the contact form gives up after this long (then the network-error message). */
const CONTACT_TIMEOUT_MS = 20_000;

export function sendContactMessage(api: ApiClient, body: ContactRequest): Promise<ContactResponse> {
  return api.post(CONTACT_API.send, body, { signal: AbortSignal.timeout(CONTACT_TIMEOUT_MS) });
}

export function confirmNewsletter(api: ApiClient, token: string): Promise<NewsletterResponse> {
  return api.get(NEWSLETTER_API.confirm, { query: { token } });
}
