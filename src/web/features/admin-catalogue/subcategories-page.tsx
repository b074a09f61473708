import { Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { LISTING_TYPE_CODES, LISTING_TYPES, type ListingType } from '#shared/constants.ts';
import { CATALOGUE_PAGE_TEXTS as T } from '#shared/contracts/catalogue.constants.ts';
import type { Category, Subcategory } from '#shared/contracts/catalogue.contract.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { SelectField } from '../../components/forms/select-field.tsx';
import { LoadFailedAlert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import {
  createSubcategory,
  removeSubcategory,
  updateSubcategory,
  type SubcategoryBody,
} from './catalogue-admin-api.ts';
import {
  ACTIVE_FILTERS,
  subcategoriesHref,
  type ActiveFilter,
  type SubcategoryFilters,
} from './catalogue-params.ts';
import { LoadingOverlay, NoticeBox } from './catalogue-ui.tsx';
import { SubcategoryDrawer, type SubcategoryDraft } from './subcategory-drawer.tsx';
import { subcategoryKey, SubcategoryTable } from './subcategory-table.tsx';
import { actionError, useCatalogueActions } from './use-catalogue-actions.ts';

const LOAD_FAILED = 'Não foi possível carregar as subcategorias.';

/**
 * The subcategories of one category, filtered by type, category and state through the address;
 * the drawer creates or edits one, and the list toggles or removes it (one removed while in use
 * offers to deactivate it instead).
 */
export function SubcategoriesPage({
  tipo,
  categoria,
  ativo,
  categories,
  subcategories,
  failed,
}: SubcategoryFilters & {
  categories: Category[];
  subcategories: Subcategory[];
  failed: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { notice, noticeRef, busyKey, run } = useCatalogueActions();
  const [draft, setDraft] = useState<SubcategoryDraft | null>(null);
  const [removing, setRemoving] = useState<Subcategory | null>(null);

  const api = () => createApiClient();
  const isLoading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const category = categories.find((c) => c.codigoCATEGORIA === categoria);
  const filter = (next: { tipo?: ListingType; categoria?: number | undefined; ativo?: ActiveFilter }) =>
    void navigate(subcategoriesHref({ tipo, categoria, ativo, ...next }), { preventScrollReset: true });

  function toggle(subcategory: Subcategory) {
    const ativoSUBCATEGORIA = !subcategory.ativoSUBCATEGORIA;
    void run(subcategoryKey(subcategory), async () => {
      // Spec 2 §7: the toggle sends only ativoSUBCATEGORIA.
      await updateSubcategory(api(), subcategory.codigoSUBCATEGORIA, { ativoSUBCATEGORIA });
      return `Subcategoria “${subcategory.nomeSUBCATEGORIA}” ${ativoSUBCATEGORIA ? 'ativada' : 'desativada'}.`;
    });
  }

  async function save(current: SubcategoryDraft, body: SubcategoryBody): Promise<string | null> {
    let failure: string | null = null;
    const done = await run(
      current.kind === 'edit' ? subcategoryKey(current.subcategory) : 'nova-subcategoria',
      async () => {
        if (current.kind === 'edit') {
          const saved = await updateSubcategory(api(), current.subcategory.codigoSUBCATEGORIA, body);
          return `Subcategoria “${saved.nomeSUBCATEGORIA}” salva.`;
        }
        const created = await createSubcategory(api(), body);
        return `Subcategoria “${created.nomeSUBCATEGORIA}” criada.`;
      },
      // Shown in the drawer, which stays open with what was typed.
      (error) => {
        failure = actionError(error).message;
        return null;
      },
    );
    if (done) setDraft(null);
    return failure;
  }

  function remove(subcategory: Subcategory) {
    void run(
      subcategoryKey(subcategory),
      async () => (await removeSubcategory(api(), subcategory.codigoSUBCATEGORIA)).message,
      (error) => {
        const failure = actionError(error);
        // In use (409 with how many): deactivating is the way out, offered at once.
        return error instanceof ApiError && error.status === 409 && subcategory.ativoSUBCATEGORIA
          ? { ...failure, offer: { label: 'Desativar', onClick: () => toggle(subcategory) } }
          : failure;
      },
    ).then(() => setRemoving(null));
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Subcategorias</h1>
        <Button onClick={() => setDraft({ kind: 'new', categoryCode: categoria })}>
          <Plus aria-hidden="true" className="size-5" />
          {T.newSubcategory}
        </Button>
      </div>

      <form
        role="search"
        aria-label="Filtrar subcategorias"
        className="grid gap-4 sm:grid-cols-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <SelectField
          label="Tipo"
          name="tipo"
          value={String(tipo)}
          // Another type has other categories: its first one is chosen.
          onChange={(e) => filter({ tipo: Number(e.target.value) as ListingType, categoria: undefined })}
        >
          {LISTING_TYPE_CODES.map((t) => (
            <option key={t} value={String(t)}>
              {LISTING_TYPES[t].name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Categoria"
          name="categoria"
          value={categoria === undefined ? '' : String(categoria)}
          disabled={categories.length === 0}
          onChange={(e) => filter({ categoria: Number(e.target.value) })}
        >
          {categories.length === 0 ? <option value="">Nenhuma categoria neste tipo</option> : null}
          {categories.map((c) => (
            <option key={c.codigoCATEGORIA} value={String(c.codigoCATEGORIA)}>
              {c.ativoCATEGORIA ? c.nomeCATEGORIA : `${c.nomeCATEGORIA} (inativa)`}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Ativo"
          name="ativo"
          value={ativo}
          onChange={(e) => filter({ ativo: e.target.value as ActiveFilter })}
        >
          {ACTIVE_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </SelectField>
      </form>

      <NoticeBox notice={notice} ref={noticeRef} />

      <LoadingOverlay isLoading={isLoading}>
        {failed ? (
          <LoadFailedAlert title={LOAD_FAILED} />
        ) : subcategories.length === 0 ? (
          <EmptyState icon={Tags} message={T.noSubcategories} />
        ) : (
          <SubcategoryTable
            subcategories={subcategories}
            caption={`Subcategorias de ${category?.nomeCATEGORIA ?? ''}`}
            actions={{
              busyKey,
              onEdit: (s) => setDraft({ kind: 'edit', subcategory: s }),
              onToggle: toggle,
              onRemove: setRemoving,
            }}
          />
        )}
      </LoadingOverlay>

      <SubcategoryDrawer draft={draft} categories={categories} onSave={save} onClose={() => setDraft(null)} />
      <ConfirmDialog
        isOpen={removing !== null}
        title={T.confirmRemoveSubcategory}
        confirmLabel="Remover"
        isBusy={removing !== null && busyKey === subcategoryKey(removing)}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove(removing);
        }}
      >
        “{removing?.nomeSUBCATEGORIA}” será removida. Uma subcategoria usada por anúncios não pode ser
        removida: desative-a.
      </ConfirmDialog>
    </div>
  );
}
