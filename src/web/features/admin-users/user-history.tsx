import { History } from 'lucide-react';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '#shared/contracts/audit.contract.ts';
import { userLevelLabel } from '#shared/contracts/admin-users.constants.ts';

/** The user fields of the audit log (the API's names) as the form labels them. */
const FIELD_LABELS: Record<string, string> = {
  nomeUSUARIO: 'Nome',
  sobrenomeUSUARIO: 'Sobrenome',
  emailUSUARIO: 'Email',
  senhaUSUARIO: 'Senha',
  pessoa: 'Tipo de conta',
  documentoUSUARIO: 'Documento',
  whatsappUSUARIO: 'WhatsApp',
  dddUSUARIO: 'DDD',
  linkinstagramUSUARIO: 'Instagram',
  linkfacebookUSUARIO: 'Facebook',
  linklinkedinUSUARIO: 'LinkedIn',
  linktiktokUSUARIO: 'TikTok',
  linktreeUSUARIO: 'Linktree',
  siteUSUARIO: 'Site',
  cepUSUARIO: 'CEP',
  logradouroUSUARIO: 'Logradouro',
  ruaenumeroUSUARIO: 'Número',
  complementoUSUARIO: 'Complemento',
  bairroUSUARIO: 'Bairro',
  cidadeUSUARIO: 'Cidade',
  ufUSUARIO: 'UF',
  mostrarNoAnuncioUSUARIO: 'Mostrar nos anúncios',
  condominioUSUARIO: 'Condomínio',
  nivelUSUARIO: 'Nível',
  ativoUSUARIO: 'Ativo',
  anunciosSuspensos: 'Anúncios retirados do site',
  anunciosRepublicados: 'Anúncios de volta ao site',
  denunciaConversa: 'Denúncia de conversa',
  conversa: 'Conversa',
  aviso: 'Advertência',
};

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** A logged value in words: levels by name, flags as Sim/Não, nothing as a dash. */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'nivelUSUARIO' && typeof value === 'number') return userLevelLabel(value);
  if (field === 'pessoa') return value === 'pj' ? 'Pessoa jurídica' : 'Pessoa física';
  if (field === 'mostrarNoAnuncioUSUARIO') return value === 1 ? 'Sim' : 'Não';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return String(value);
}

/** One line per changed field: "Email: antigo → novo" (a created user lists what it was created with). */
function changesOf(entry: AuditEntry): { field: string; label: string; text: string }[] {
  const before = entry.antes ?? {};
  const after = entry.depois ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => entry.acao !== 'criar' || shown(field, after[field]) !== '—')
    .map((field) => ({
      field,
      label: FIELD_LABELS[field] ?? field,
      text:
        entry.acao === 'criar' || !(field in before)
          ? shown(field, after[field])
          : `${shown(field, before[field])} → ${shown(field, after[field])}`,
    }));
}

/**
 * The user's history in the audit log: who did what and when, newest first, with the
 * fields each action changed. A new password shows only as "redefinida".
 */
export function UserHistory({ entries, hasFailed }: { entries: readonly AuditEntry[]; hasFailed: boolean }) {
  return (
    <section
      aria-labelledby="usuario-historico"
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="usuario-historico" className="text-lg font-semibold text-slate-900">
        Histórico
      </h2>
      {hasFailed ? (
        <p className="mt-2 text-[15px] text-red-700">Não foi possível carregar o histórico agora.</p>
      ) : entries.length === 0 ? (
        <p className="mt-2 flex items-center gap-2 text-[15px] text-slate-600">
          <History aria-hidden="true" className="size-5" />
          Nenhuma ação de administrador registrada para este usuário.
        </p>
      ) : (
        <ol className="mt-4 space-y-4">
          {entries.map((entry) => {
            const changes = changesOf(entry);
            return (
              <li key={entry.id} className="border-l-2 border-teal-700 pl-4">
                <p className="text-[15px] text-slate-900">
                  <span className="font-semibold">{AUDIT_ACTION_LABELS[entry.acao] ?? entry.acao}</span>
                  {' por '}
                  {entry.autor?.nome || 'administrador removido'}
                  {' em '}
                  <time dateTime={entry.criadoEm}>{DATE_TIME.format(new Date(entry.criadoEm))}</time>
                </p>
                {changes.length > 0 ? (
                  <dl className="mt-1 grid gap-x-3 gap-y-0.5 text-sm text-slate-700 sm:grid-cols-[max-content_1fr]">
                    {changes.map((change) => (
                      <div key={change.field} className="contents">
                        <dt className="font-medium text-slate-600">{change.label}</dt>
                        <dd className="break-words">{change.text}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
