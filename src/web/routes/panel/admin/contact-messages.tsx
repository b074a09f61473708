import { Inbox } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { ContactMessageFilter } from '#shared/contracts/admin-overview.constants.ts';
import type { ContactMessage, ContactReplyAnswer } from '#shared/contracts/admin-overview.contract.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Pagination } from '../../../components/search/pagination.tsx';
import { Alert, LoadFailedAlert } from '../../../components/ui/alert.tsx';
import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import { findContactMessages } from '../../../features/admin-overview/admin-overview-api.ts';
import { contactFiltersFrom, contactsHref } from '../../../features/admin-overview/admin-params.ts';
import { ContactMessageItem, ReplyQuote } from '../../../features/admin-overview/contact-message-item.tsx';
import { createApiClient } from '../../../lib/api-client.ts';
import type { Route } from './+types/contact-messages';

/**
 * /painel/admin/contatos (issue 21): the messages sent through /contato, pending ones first (the
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

const FILTERS: { status: ContactMessageFilter; label: string }[] = [
  { status: 'pendentes', label: 'Pendentes' },
  { status: 'respondidas', label: 'Respondidas' },
  { status: 'todas', label: 'Todas' },
];

const EMPTY: Record<ContactMessageFilter, string> = {
  pendentes: 'Nenhuma mensagem aguardando resposta.',
  respondidas: 'Nenhuma mensagem respondida ainda.',
  todas: 'Nenhuma mensagem recebida ainda.',
};

type Notice = { kind: 'sent'; message: string; sent: ContactMessage } | { kind: 'taken' };

export default function AdminContactMessages({ loaderData }: Route.ComponentProps) {
  const { status, answer } = loaderData;
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  function onReplied(reply: ContactReplyAnswer | null) {
    setNotice(reply ? { kind: 'sent', message: reply.message, sent: reply.mensagem } : { kind: 'taken' });
    void revalidator.revalidate();
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Mensagens de contato
        </h1>
        <p className="mt-1 text-slate-600">O que os visitantes escreveram pela página Fale com a gente.</p>
      </div>

      <nav
        aria-label="Filtrar mensagens"
        className="inline-flex rounded-lg border border-slate-300 bg-white p-1"
      >
        {FILTERS.map((f) => (
          <Link
            key={f.status}
            to={contactsHref(f.status)}
            aria-current={f.status === status ? 'page' : undefined}
            onClick={() => setNotice(null)}
            className={`inline-flex min-h-11 items-center rounded-md px-4 text-[15px] font-semibold focus-visible:outline-2 focus-visible:outline-teal-700 ${
              f.status === status ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {f.label}
          </Link>
        ))}
      </nav>

      {notice?.kind === 'sent' ? (
        <Alert ref={noticeRef} tone="success" title={notice.message}>
          <p className="mb-2">
            “{notice.sent.assunto}”, de {notice.sent.nome}
          </p>
          <ReplyQuote message={notice.sent} />
        </Alert>
      ) : null}
      {notice?.kind === 'taken' ? (
        <Alert ref={noticeRef} tone="info" title="Esta mensagem já foi respondida.">
          Outra pessoa da equipe respondeu antes; a resposta dela está em Respondidas.
        </Alert>
      ) : null}

      {!answer ? (
        <LoadFailedAlert title="Não foi possível carregar as mensagens." />
      ) : answer.data.length === 0 ? (
        <EmptyState icon={Inbox} message={EMPTY[status]} />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {answer.total === 1 ? '1 mensagem' : `${answer.total.toLocaleString('pt-BR')} mensagens`}
          </p>
          <ul className="space-y-3" aria-label="Mensagens">
            {answer.data.map((message) => (
              <ContactMessageItem key={message.id} message={message} onReplied={onReplied} />
            ))}
          </ul>
          <Pagination
            page={answer.page}
            totalPages={answer.totalPages}
            hrefFor={(page) => contactsHref(status, page)}
          />
        </>
      )}
    </div>
  );
}
