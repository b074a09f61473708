import { FolderTree, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { LISTING_TYPE_CODES, LISTING_TYPES, type ListingType } from '#shared/constants.ts';
import {
  CATALOGUE_MESSAGES as M,
  CATALOGUE_NAME_MAX,
  CATALOGUE_PAGE_TEXTS as T,
} from '#shared/contracts/catalogue.constants.ts';
import type { Category } from '#shared/contracts/catalogue.contract.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { LoadFailedAlert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import { createCategory, removeCategory, updateCategory } from './catalogue-admin-api.ts';
import { LoadingOverlay, NoticeBox } from './catalogue-ui.tsx';
import { categoryKey, CategoryTable } from './category-table.tsx';
import { RenameCategoryDialog } from './rename-category-dialog.tsx';
import { actionError, useCatalogueActions } from './use-catalogue-actions.ts';

const LOAD_FAILED = 'Não foi possível carregar as categorias.';

/**
 * The categories of one listing type, chosen by the tabs: the new category's form, then the list
 * with rename, toggle and remove (one removed while in use offers to deactivate it instead).
 */
export function CategoriesPage({
  tipo,
  categories,
  failed,
}: {
  tipo: ListingType;
  categories: Category[];
  failed: boolean;
}) {
  const typeName = LISTING_TYPES[tipo].name;
  const location = useLocation();
  const navigation = useNavigation();
  const { notice, noticeRef, busyKey, run } = useCatalogueActions();
  const [renaming, setRenaming] = useState<Category | null>(null);
  const [renameError, setRenameError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<Category | null>(null);

  const api = () => createApiClient();
  const isLoading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  function toggle(category: Category) {
    const ativoCATEGORIA = !category.ativoCATEGORIA;
    void run(categoryKey(category), async () => {
      await updateCategory(api(), category.codigoCATEGORIA, { ativoCATEGORIA });
      return `Categoria “${category.nomeCATEGORIA}” ${ativoCATEGORIA ? 'ativada' : 'desativada'}.`;
    });
  }

  async function rename(category: Category, nomeCATEGORIA: string) {
    setRenameError(undefined);
    const done = await run(
      categoryKey(category),
      async () => {
        const renamed = await updateCategory(api(), category.codigoCATEGORIA, { nomeCATEGORIA });
        return `Categoria renomeada para “${renamed.nomeCATEGORIA}”.`;
      },
      // The dialog stays open with the reason under the field (a name the type already has).
      (error) => {
        setRenameError(actionError(error).message);
        return null;
      },
    );
    if (done) setRenaming(null);
  }

  function remove(category: Category) {
    void run(
      categoryKey(category),
      async () => (await removeCategory(api(), category.codigoCATEGORIA)).message,
      (error) => {
        const failure = actionError(error);
        // In use (409 with how many): deactivating is the way out, offered at once.
        if (error instanceof ApiError && error.status === 409 && category.ativoCATEGORIA) {
          return { ...failure, offer: { label: 'Desativar', onClick: () => toggle(category) } };
        }
        return failure;
      },
    ).then(() => setRemoving(null));
  }

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Categorias</h1>

      <nav
        aria-label="Tipo de anúncio"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
      >
        {LISTING_TYPE_CODES.map((t) => {
          const isCurrent = t === tipo;
          return (
            <Link
              key={t}
              to={`?tipo=${t}`}
              aria-current={isCurrent ? 'page' : undefined}
              className={`inline-flex min-h-11 shrink-0 items-center rounded-full px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${
                isCurrent
                  ? 'bg-teal-700 text-white'
                  : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
              }`}
            >
              {LISTING_TYPES[t].name}
            </Link>
          );
        })}
      </nav>

      <AddCategoryForm key={tipo} tipo={tipo} typeName={typeName} onAdded={run} />

      <NoticeBox notice={notice} ref={noticeRef} />

      <LoadingOverlay isLoading={isLoading}>
        {failed ? (
          <LoadFailedAlert title={LOAD_FAILED} />
        ) : categories.length === 0 ? (
          <EmptyState icon={FolderTree} message={T.noCategories} />
        ) : (
          <CategoryTable
            categories={categories}
            typeName={typeName}
            actions={{
              busyKey,
              onRename: (category) => {
                setRenameError(undefined);
                setRenaming(category);
              },
              onToggle: toggle,
              onRemove: setRemoving,
            }}
          />
        )}
      </LoadingOverlay>

      <RenameCategoryDialog
        category={renaming}
        isBusy={renaming !== null && busyKey === categoryKey(renaming)}
        error={renameError}
        onRename={(category, name) => void rename(category, name)}
        onClose={() => setRenaming(null)}
      />
      <ConfirmDialog
        isOpen={removing !== null}
        title={T.confirmRemoveCategory}
        confirmLabel="Remover"
        isBusy={removing !== null && busyKey === categoryKey(removing)}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove(removing);
        }}
      >
        “{removing?.nomeCATEGORIA}” e suas subcategorias serão removidas. Uma categoria usada por anúncios não
        pode ser removida: desative-a.
      </ConfirmDialog>
    </div>
  );
}

/** The new category's name (trimmed) and Adicionar. */
function AddCategoryForm({
  tipo,
  typeName,
  onAdded,
}: {
  tipo: number;
  typeName: string;
  onAdded: ReturnType<typeof useCatalogueActions>['run'];
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nomeCATEGORIA = name.trim();
    if (nomeCATEGORIA === '') {
      setError(M.categoryNameRequired);
      return;
    }
    setError(undefined);
    setIsBusy(true);
    const done = await onAdded(
      'nova-categoria',
      async () => {
        const created = await createCategory(createApiClient(), { nomeCATEGORIA, tipoCATEGORIA: tipo });
        return `Categoria “${created.nomeCATEGORIA}” adicionada em ${typeName}.`;
      },
      // Under the field, like the empty name (a name the type already has, say).
      (err) => {
        setError(actionError(err).message);
        return null;
      },
    );
    setIsBusy(false);
    if (done) setName('');
  }

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        label={`Nova categoria em ${typeName}`}
        name="nomeCATEGORIA"
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={CATALOGUE_NAME_MAX}
        autoComplete="off"
        error={error}
        className="flex-1"
      />
      <Button type="submit" isLoading={isBusy} className="sm:mt-8">
        <Plus aria-hidden="true" className="size-5" />
        Adicionar
      </Button>
    </form>
  );
}
