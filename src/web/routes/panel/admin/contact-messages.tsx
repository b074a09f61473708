import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import { findContactMessages } from '../../../features/admin-overview/admin-overview-api.ts';
import { contactFiltersFrom } from '../../../features/admin-overview/admin-params.ts';
import { ContactMessagesPage } from '../../../features/admin-overview/contact-messages-page.tsx';
import { createApiClient } from '../../../lib/api-client.ts';
import type { Route } from './+types/contact-messages';

/**
 * /painel/admin/contatos: the messages sent through /contato, pending ones first (the
 * default filter), newest first, 20 a page; each opens to its full text and a reply form. The
 * reply is e-mailed to the sender; the page then shows it and loads the list again.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { status, page } = contactFiltersFrom(new URL(request.url).searchParams);
  try {
    const answer = await findContactMessages(createApiClient({ context, request }), { status, page });
    return { status, answer };
  } catch (error) {
    context.app.log.warn({ err: error }, 'painel/admin/contatos: mensagens indisponíveis');
    return { status, answer: null };
  }
}

export const meta = () => [{ title: 'Mensagens de contato | NC' }, { name: 'robots', content: 'noindex' }];

export default function AdminContactMessages({ loaderData }: Route.ComponentProps) {
  return <ContactMessagesPage {...loaderData} />;
}
