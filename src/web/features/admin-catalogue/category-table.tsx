import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import type { Category } from '#shared/contracts/catalogue.contract.ts';
import { ActiveBadge, actionClass, dangerActionClass, thClass } from './catalogue-ui.tsx';

export interface CategoryActions {
  busyKey: string | null;
  onRename: (category: Category) => void;
  onToggle: (category: Category) => void;
  onRemove: (category: Category) => void;
}

export const categoryKey = (c: Category) => `categoria-${c.codigoCATEGORIA}`;

/** Renomear, Desativar/Ativar, Remover; each names its category for screen readers. */
function Actions({ category, actions }: { category: Category; actions: CategoryActions }) {
  const name = <span className="sr-only"> {category.nomeCATEGORIA}</span>;
  const isBusy = actions.busyKey === categoryKey(category);
  return (
    <div className="flex flex-wrap items-center gap-1" aria-busy={isBusy || undefined}>
      <button
        type="button"
        className={actionClass}
        disabled={isBusy}
        onClick={() => actions.onRename(category)}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Renomear{name}
      </button>
      <button
        type="button"
        className={actionClass}
        disabled={isBusy}
        onClick={() => actions.onToggle(category)}
      >
        {category.ativoCATEGORIA ? (
          <PowerOff aria-hidden="true" className="size-4" />
        ) : (
          <Power aria-hidden="true" className="size-4" />
        )}
        {category.ativoCATEGORIA ? 'Desativar' : 'Ativar'}
        {name}
      </button>
      <button
        type="button"
        className={dangerActionClass}
        disabled={isBusy}
        onClick={() => actions.onRemove(category)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Remover{name}
      </button>
    </div>
  );
}

const STATUS_LABELS: [string, string] = ['Ativo', 'Inativo'];

/** Spec 2 §2 "Admin categories": columns Nome, Status (Ativo/Inativo), Ações; cards on phones. */
export function CategoryTable({
  categories,
  typeName,
  actions,
}: {
  categories: readonly Category[];
  typeName: string;
  actions: CategoryActions;
}) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-[15px]">
          <caption className="sr-only">Categorias de {typeName}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-sm text-slate-600">
            <tr>
              <th scope="col" className={thClass}>
                Nome
              </th>
              <th scope="col" className={thClass}>
                Status
              </th>
              <th scope="col" className={thClass}>
                Ações
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {categories.map((category) => (
              <tr key={category.codigoCATEGORIA}>
                <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                  {category.nomeCATEGORIA}
                </th>
                <td className="px-4 py-2">
                  <ActiveBadge isActive={category.ativoCATEGORIA} labels={STATUS_LABELS} />
                </td>
                <td className="px-2 py-1">
                  <Actions category={category} actions={actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label={`Categorias de ${typeName}`}>
        {categories.map((category) => (
          <li key={category.codigoCATEGORIA} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <h2 className="font-semibold break-words text-slate-900">{category.nomeCATEGORIA}</h2>
              <ActiveBadge isActive={category.ativoCATEGORIA} labels={STATUS_LABELS} />
            </div>
            <div className="mt-2 -ml-2.5">
              <Actions category={category} actions={actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
