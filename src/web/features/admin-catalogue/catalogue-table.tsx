import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { DataTable } from '../../components/ui/data-table.tsx';
import { RowAction } from '../../components/ui/row-action.tsx';

/** How one kind of catalogue entry (category, subcategory) reads in the table. */
export interface CatalogueKind<T> {
  id: (item: T) => number;
  /** The row's key for `useCatalogueActions().busyKey`. */
  key: (item: T) => string;
  name: (item: T) => string;
  isActive: (item: T) => boolean;
  /** Subcategories only: a Slug column, and the slug under the name on phones. */
  slug?: (item: T) => string | null | undefined;
  statusHeader: string;
  /** The badge's words, active first. */
  statusLabels: [string, string];
  /** The first action: "Renomear" (categories), "Editar" (subcategories). */
  editLabel: string;
}

export interface CatalogueActions<T> {
  busyKey: string | null;
  onEdit: (item: T) => void;
  onToggle: (item: T) => void;
  onRemove: (item: T) => void;
}

/** Active or not, in words and colour: "Ativo"/"Inativo" (categories), "Ativa"/"Inativa" (subcategories). */
function ActiveBadge({ isActive, labels }: { isActive: boolean; labels: [string, string] }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${
        isActive
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : 'bg-slate-100 text-slate-700 ring-slate-300'
      }`}
    >
      {isActive ? labels[0] : labels[1]}
    </span>
  );
}

/** Edit, Desativar/Ativar, Remover; each names its entry for screen readers. */
function Actions<T>({
  item,
  kind,
  actions,
}: {
  item: T;
  kind: CatalogueKind<T>;
  actions: CatalogueActions<T>;
}) {
  const name = kind.name(item);
  const isActive = kind.isActive(item);
  const isBusy = actions.busyKey === kind.key(item);
  return (
    <div className="flex flex-wrap items-center gap-1" aria-busy={isBusy || undefined}>
      <RowAction
        icon={Pencil}
        label={kind.editLabel}
        name={name}
        disabled={isBusy}
        onClick={() => actions.onEdit(item)}
      />
      <RowAction
        icon={isActive ? PowerOff : Power}
        label={isActive ? 'Desativar' : 'Ativar'}
        name={name}
        disabled={isBusy}
        onClick={() => actions.onToggle(item)}
      />
      <RowAction
        icon={Trash2}
        label="Remover"
        name={name}
        tone="danger"
        disabled={isBusy}
        onClick={() => actions.onRemove(item)}
      />
    </div>
  );
}

/** Spec 2 §2 "Admin categories" and "Admin subcategories": a table with the actions; cards on phones. */
export function CatalogueTable<T>({
  items,
  kind,
  caption,
  actions,
}: {
  items: readonly T[];
  kind: CatalogueKind<T>;
  caption: string;
  actions: CatalogueActions<T>;
}) {
  const { slug } = kind;
  const columns = ['Nome', ...(slug ? ['Slug'] : []), kind.statusHeader, 'Ações'];
  const badge = (item: T) => <ActiveBadge isActive={kind.isActive(item)} labels={kind.statusLabels} />;
  const title = (item: T) => <h2 className="font-semibold break-words text-slate-900">{kind.name(item)}</h2>;
  return (
    <>
      <DataTable caption={caption} columns={columns} showFrom="md">
        {items.map((item) => (
          <tr key={kind.id(item)}>
            <th scope="row" className="px-4 py-2 font-medium text-slate-900">
              {kind.name(item)}
            </th>
            {slug ? (
              <td className="px-4 py-2 font-mono text-sm text-slate-700">{slug(item) ?? '—'}</td>
            ) : null}
            <td className="px-4 py-2">{badge(item)}</td>
            <td className="px-2 py-1">
              <Actions item={item} kind={kind} actions={actions} />
            </td>
          </tr>
        ))}
      </DataTable>
      <ul className="space-y-3 md:hidden" aria-label={caption}>
        {items.map((item) => (
          <li key={kind.id(item)} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              {slug ? (
                <div className="min-w-0">
                  {title(item)}
                  <p className="font-mono text-sm break-all text-slate-600">{slug(item) ?? '—'}</p>
                </div>
              ) : (
                title(item)
              )}
              {badge(item)}
            </div>
            <div className="mt-2 -ml-2.5">
              <Actions item={item} kind={kind} actions={actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
