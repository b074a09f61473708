import { Eye, HeartPlus, MessagesSquare, MousePointerClick, type LucideIcon } from 'lucide-react';
import type { StatCounts } from '#shared/contracts/listing-stats.contract.ts';
import { STAT_LABELS } from '#shared/contracts/listing-stats.constants.ts';
import { contactsOf, formatCount } from './stats-view.ts';

// Heart is the public pages' favourite button's, inside its chunk: another user would split it
// into a chunk of its own on every public page (the JS budget); HeartPlus is the panel's alone.

/** The period's totals: Visualizações, Contatos, Conversas iniciadas, Favoritados. */
export function StatsTiles({ totals }: { totals: StatCounts }) {
  return (
    <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      <Tile icon={Eye} label={STAT_LABELS.visualizacao} value={totals.visualizacao} />
      <Tile
        icon={MousePointerClick}
        label="Contatos"
        hint="WhatsApp, mapa, site e redes"
        value={contactsOf(totals)}
      />
      <Tile icon={MessagesSquare} label={STAT_LABELS.conversa} value={totals.conversa} />
      <Tile icon={HeartPlus} label={STAT_LABELS.favorito} value={totals.favorito} />
    </dl>
  );
}

function Tile({
  icon: Icon,
  label,
  hint,
  value,
}: {
  icon: LucideIcon;
  label: string;
  hint?: string;
  value: number;
}) {
  // dt and dd straight inside the div (a <dl> group): the icon sits in the dt.
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <dt className="flex items-center gap-2 text-sm text-slate-600">
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-teal-50 text-teal-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0">
          {label}
          {hint ? <span className="block text-xs text-slate-600">{hint}</span> : null}
        </span>
      </dt>
      <dd className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">
        {formatCount(value)}
      </dd>
    </div>
  );
}
