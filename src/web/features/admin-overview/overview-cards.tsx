import { MailWarning, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminSummary } from '#shared/contracts/admin-overview.contract.ts';
import { formatDate } from '../../lib/format.ts';
import { formatCount } from './charts.tsx';

/**
 * The e-mails given up on after every delivery attempt: shown only when there are some, so the
 * team can check the address or ask the person to request the e-mail again.
 */
export function UndeliveredEmails({ emails }: { emails: AdminSummary['emailsNaoEntregues'] }) {
  const more = emails.total - emails.recentes.length;
  return (
    <section
      aria-labelledby="emails-titulo"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5"
    >
      <h2 id="emails-titulo" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <MailWarning aria-hidden="true" className="size-5 text-amber-800" />
        E-mails não entregues (7 dias)
      </h2>
      <p className="mt-1 text-slate-700">
        {emails.total === 1
          ? '1 e-mail não pôde ser entregue depois de todas as tentativas.'
          : `${formatCount(emails.total)} e-mails não puderam ser entregues depois de todas as tentativas.`}{' '}
        Confira o endereço e, se for o caso, peça à pessoa que solicite o e-mail de novo.
      </p>
      <div className="mt-3 overflow-x-auto rounded-lg border border-amber-200 bg-white">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">E-mails não entregues mais recentes</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Para
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Assunto
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Tentativas
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Última resposta do servidor
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Criado em
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {emails.recentes.map((e) => (
              <tr key={e.id}>
                <td className="px-3 py-2 break-all">{e.para}</td>
                <td className="px-3 py-2">{e.assunto}</td>
                <td className="px-3 py-2 tabular-nums">{e.tentativas}</td>
                <td className="px-3 py-2 break-words text-slate-600">{e.erro ?? '—'}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(e.criadoEm)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 && (
        <p className="mt-2 text-sm text-slate-600">
          {more === 1 ? 'E mais 1 e-mail.' : `E mais ${formatCount(more)} e-mails.`}
        </p>
      )}
    </section>
  );
}

export function Counter({
  icon: Icon,
  label,
  value,
  link,
  isMain = false,
  isCompact = false,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  link: { to: string; label: string };
  isMain?: boolean;
  isCompact?: boolean;
}) {
  // dt and dd straight inside the div (a <dl> group); the link sits in a second dd.
  return (
    <div
      className={`rounded-xl border bg-white p-5 ${isMain ? 'border-teal-700 ring-1 ring-teal-700' : 'border-slate-200'}`}
    >
      <dt className="flex items-center gap-3 text-sm text-slate-600">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-teal-50 text-teal-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd
        className={`mt-2 font-semibold tracking-tight text-slate-900 tabular-nums ${isCompact ? 'text-2xl' : 'text-3xl'}`}
      >
        {formatCount(value)}
      </dd>
      <dd className="mt-1">
        <Link
          to={link.to}
          className="inline-flex min-h-11 items-center text-[15px] font-semibold text-teal-800 hover:underline"
        >
          {link.label}
        </Link>
      </dd>
    </div>
  );
}
