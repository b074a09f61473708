import type { Category } from '#shared/contracts/catalogue.contract.ts';
import { CatalogueTable, type CatalogueKind } from './catalogue-table.tsx';

export interface CategoryActions {
  busyKey: string | null;
  onRename: (category: Category) => void;
  onToggle: (category: Category) => void;
  onRemove: (category: Category) => void;
}

export const categoryKey = (c: Category) => `categoria-${c.codigoCATEGORIA}`;

const CATEGORY: CatalogueKind<Category> = {
  id: (c) => c.codigoCATEGORIA,
  key: categoryKey,
  name: (c) => c.nomeCATEGORIA,
  isActive: (c) => c.ativoCATEGORIA,
  statusHeader: 'Status',
  statusLabels: ['Ativo', 'Inativo'],
  editLabel: 'Renomear',
};

/** Spec 2 §2 "Admin categories": columns Nome, Status (Ativo/Inativo), Ações; cards on phones. */
export function CategoryTable({
  categories,
  typeName,
  actions: { onRename, ...actions },
}: {
  categories: readonly Category[];
  typeName: string;
  actions: CategoryActions;
}) {
  return (
    <CatalogueTable
      items={categories}
      kind={CATEGORY}
      caption={`Categorias de ${typeName}`}
      actions={{ ...actions, onEdit: onRename }}
    />
  );
}
