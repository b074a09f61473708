import type { Subcategory } from '#shared/contracts/catalogue.contract.ts';
import { CatalogueTable, type CatalogueActions, type CatalogueKind } from './catalogue-table.tsx';

export const subcategoryKey = (s: Subcategory) => `subcategoria-${s.codigoSUBCATEGORIA}`;

const SUBCATEGORY: CatalogueKind<Subcategory> = {
  id: (s) => s.codigoSUBCATEGORIA,
  key: subcategoryKey,
  name: (s) => s.nomeSUBCATEGORIA,
  isActive: (s) => s.ativoSUBCATEGORIA,
  slug: (s) => s.slugSUBCATEGORIA,
  statusHeader: 'Ativo',
  statusLabels: ['Ativa', 'Inativa'],
  editLabel: 'Editar',
};

/** Spec 2 §2 "Admin subcategories": columns Nome, Slug, Ativo (Ativa/Inativa), Ações; cards on phones. */
export function SubcategoryTable({
  subcategories,
  caption,
  actions,
}: {
  subcategories: readonly Subcategory[];
  caption: string;
  actions: CatalogueActions<Subcategory>;
}) {
  return <CatalogueTable items={subcategories} kind={SUBCATEGORY} caption={caption} actions={actions} />;
}
