import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import type { Subcategory } from '#shared/contracts/catalogue.contract.ts';
import { ActiveBadge, actionClass, dangerActionClass, thClass } from './catalogue-ui.tsx';

export interface SubcategoryActions {
  busyKey: string | null;
  onEdit: (subcategory: Subcategory) => void;
  onToggle: (subcategory: Subcategory) => void;
  onRemove: (subcategory: Subcategory) => void;
}

export const subcategoryKey = (s: Subcategory) => `subcategoria-${s.codigoSUBCATEGORIA}`;

/** Editar, Desativar/Ativar, Remover; each names its subcategory for screen readers. */
function Actions({ subcategory, actions }: { subcategory: Subcategory; actions: SubcategoryActions }) {
  const name = <span className="sr-only"> {subcategory.nomeSUBCATEGORIA}</span>;
  const isBusy = actions.busyKey === subcategoryKey(subcategory);
  return (
    <div className="flex flex-wrap items-center gap-1" aria-busy={isBusy || undefined}>
      <button
        type="button"
        className={actionClass}
        disabled={isBusy}
        onClick={() => actions.onEdit(subcategory)}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Editar{name}
      </button>
      <button
        type="button"
        className={actionClass}
        disabled={isBusy}
        onClick={() => actions.onToggle(subcategory)}
      >
        {subcategory.ativoSUBCATEGORIA ? (
          <PowerOff aria-hidden="true" className="size-4" />
        ) : (
          <Power aria-hidden="true" className="size-4" />
        )}
        {subcategory.ativoSUBCATEGORIA ? 'Desativar' : 'Ativar'}
        {name}
      </button>
      <button
        type="button"
        className={dangerActionClass}
        disabled={isBusy}
        onClick={() => actions.onRemove(subcategory)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Remover{name}
      </button>
    </div>
  );
}

const ACTIVE_LABELS: [string, string] = ['Ativa', 'Inativa'];

/** Spec 2 §2 "Admin subcategories": columns Nome, Slug, Ativo (Ativa/Inativa), Ações; cards on phones. */
export function SubcategoryTable({
  subcategories,
  caption,
  actions,
}: {
  subcategories: readonly Subcategory[];
  caption: string;
  actions: SubcategoryActions;
}) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-[15px]">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-sm text-slate-600">
            <tr>
              <th scope="col" className={thClass}>
                Nome
              </th>
              <th scope="col" className={thClass}>
                Slug
              </th>
              <th scope="col" className={thClass}>
                Ativo
              </th>
              <th scope="col" className={thClass}>
                Ações
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {subcategories.map((subcategory) => (
              <tr key={subcategory.codigoSUBCATEGORIA}>
                <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                  {subcategory.nomeSUBCATEGORIA}
                </th>
                <td className="px-4 py-2 font-mono text-sm text-slate-700">
                  {subcategory.slugSUBCATEGORIA ?? '—'}
                </td>
                <td className="px-4 py-2">
                  <ActiveBadge isActive={subcategory.ativoSUBCATEGORIA} labels={ACTIVE_LABELS} />
                </td>
                <td className="px-2 py-1">
                  <Actions subcategory={subcategory} actions={actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label={caption}>
        {subcategories.map((subcategory) => (
          <li
            key={subcategory.codigoSUBCATEGORIA}
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="font-semibold break-words text-slate-900">{subcategory.nomeSUBCATEGORIA}</h2>
                <p className="font-mono text-sm break-all text-slate-600">
                  {subcategory.slugSUBCATEGORIA ?? '—'}
                </p>
              </div>
              <ActiveBadge isActive={subcategory.ativoSUBCATEGORIA} labels={ACTIVE_LABELS} />
            </div>
            <div className="mt-2 -ml-2.5">
              <Actions subcategory={subcategory} actions={actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
