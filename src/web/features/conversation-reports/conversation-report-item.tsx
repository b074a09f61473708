import { Ban, ExternalLink, MailWarning, MessagesSquare, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { REPORT_REASON_LABELS } from '#shared/contracts/reports.constants.ts';
import type { ConversationReportItem as Item } from '#shared/contracts/reports.contract.ts';
import { paths } from '#shared/paths.ts';
import { Button } from '../../components/ui/button.tsx';

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});
const when = (iso: string) => DATE_TIME.format(new Date(iso));

/** The id of a report's heading, which names its card. */
export const conversationReportHeadingId = (item: Item) => `denuncia-conversa-${item.id}`;

/**
 * One conversation report of the admins' queue: who reported whom, why, and the
 * messages up to the report (the reported user's marked in words, not only in colour), with the
 * actions about the reported user: block, warn, discard. The card's content: the list draws the
 * `<li>`, named by the heading (`conversationReportHeadingId`).
 */
export function ConversationReportItem({
  item,
  isBusy,
  onBlock,
  onWarn,
  onDismiss,
}: {
  item: Item;
  isBusy: boolean;
  onBlock: () => void;
  onWarn: () => void;
  onDismiss: () => void;
}) {
  const { conversa, denunciado, denunciante } = item;
  const headingId = conversationReportHeadingId(item);
  const about = <span className="sr-only"> {denunciado.nome}</span>;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-600">
            <MessagesSquare aria-hidden="true" className="size-4" />
            Conversa
          </p>
          <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {denunciado.nome} na conversa sobre “{conversa.titulo}”
          </h2>
          <p className="text-sm text-slate-600">
            Denunciado por {denunciante?.nome || 'conta removida'} em {when(item.criadoEm)}
          </p>
        </div>
        {denunciado.ativo ? null : (
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800 ring-1 ring-slate-600/20">
            Usuário bloqueado
          </span>
        )}
      </div>

      <dl className="mt-3 grid gap-x-3 gap-y-1 text-[15px] sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-600">Motivo</dt>
        <dd className="font-semibold text-red-800">{REPORT_REASON_LABELS[item.motivo]}</dd>
        {item.detalhes ? (
          <>
            <dt className="font-medium text-slate-600">Detalhes</dt>
            <dd className="break-words whitespace-pre-line text-slate-800">“{item.detalhes}”</dd>
          </>
        ) : null}
        <dt className="font-medium text-slate-600">Denunciado</dt>
        <dd className="break-words text-slate-800">
          <Link
            to={`/painel/admin/usuarios/${denunciado.codigo}/editar`}
            className="font-semibold text-teal-800 underline-offset-4 hover:underline"
          >
            {denunciado.nome}
          </Link>{' '}
          ({denunciado.email})
        </dd>
        <dt className="font-medium text-slate-600">Anúncio</dt>
        <dd className="break-words text-slate-800">
          {conversa.anuncio ? (
            conversa.anuncio.statusANUNCIO === 'publicado' ? (
              <a
                href={paths.listingDetail.getHref(conversa.anuncio)}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1 font-semibold text-teal-800 underline-offset-4 hover:underline"
              >
                {conversa.anuncio.tituloANUNCIO}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">(abre em nova aba)</span>
              </a>
            ) : (
              conversa.anuncio.tituloANUNCIO
            )
          ) : (
            'Anúncio excluído'
          )}
        </dd>
      </dl>

      <section className="mt-4" aria-label={`Mensagens da conversa com ${denunciado.nome}`}>
        <h3 className="text-sm font-medium text-slate-700">
          {item.temAnteriores ? 'Últimas mensagens até a denúncia' : 'Mensagens até a denúncia'}
        </h3>
        {item.mensagens.length === 0 ? (
          <p className="mt-1 text-[15px] text-slate-600">A conversa não tem mensagens.</p>
        ) : (
          <ol className="mt-2 max-h-96 space-y-2 overflow-y-auto rounded-lg bg-slate-50 p-3" tabIndex={0}>
            {item.mensagens.map((m) => (
              <li
                key={m.id}
                className={`rounded-lg border-l-4 bg-white px-3 py-2 ${
                  m.doDenunciado ? 'border-red-700' : 'border-slate-300'
                }`}
              >
                <p className="text-sm text-slate-600">
                  <span className="font-semibold text-slate-900">{m.remetente.nome}</span>
                  {m.doDenunciado ? <span className="font-medium text-red-800"> (denunciado)</span> : null}
                  {' · '}
                  <time dateTime={m.enviadaEm}>{when(m.enviadaEm)}</time>
                </p>
                <p className="mt-0.5 text-[15px] break-words whitespace-pre-line text-slate-900">
                  {m.conteudo}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        {denunciado.ativo ? (
          <Button onClick={onBlock} disabled={isBusy}>
            <Ban aria-hidden="true" className="size-5" />
            Bloquear usuário{about}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onWarn} disabled={isBusy}>
          <MailWarning aria-hidden="true" className="size-5" />
          Advertir{about}
        </Button>
        <Button variant="secondary" onClick={onDismiss} isLoading={isBusy} loadingText="Descartando...">
          <Trash2 aria-hidden="true" className="size-5" />
          Descartar{about}
        </Button>
      </div>
    </>
  );
}
