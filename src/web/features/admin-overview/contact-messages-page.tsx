import { Inbox } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { ContactMessageFilter } from '#shared/contracts/admin-overview.constants.ts';
import type {
  ContactMessage,
  ContactMessagesPage as ContactMessagesAnswer,
  ContactReplyAnswer,
} from '#shared/contracts/admin-overview.contract.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Alert, LoadFailedAlert } from '../../components/ui/alert.tsx';
import { ResponsiveList } from '../../components/ui/responsive-list.tsx';
import { contactsHref } from './admin-params.ts';
import { ContactMessageItem, ReplyQuote } from './contact-message-item.tsx';

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

/**
 * The messages sent through /contato, filtered by Pendentes, Respondidas or Todas; each opens to
 * its full text and a reply form. The reply is e-mailed to the sender; the page then shows it and
 * loads the list again.
 */
export function ContactMessagesPage({
  status,
  answer,
}: {
  status: ContactMessageFilter;
  answer: ContactMessagesAnswer | null;
}) {
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
      ) : (
        <ResponsiveList
          label="Mensagens"
          items={answer.data}
          itemKey={(message) => message.id}
          cardClassName="rounded-xl border border-slate-200 bg-white"
          summary={answer.total === 1 ? '1 mensagem' : `${answer.total.toLocaleString('pt-BR')} mensagens`}
          pager={{
            page: answer.page,
            totalPages: answer.totalPages,
            hrefFor: (page) => contactsHref(status, page),
          }}
          empty={<EmptyState icon={Inbox} message={EMPTY[status]} />}
          renderCard={(message) => <ContactMessageItem message={message} onReplied={onReplied} />}
        />
      )}
    </div>
  );
}
