import { Dialog } from 'radix-ui';
import { useForm } from 'react-hook-form';
import {
  CATALOGUE_MESSAGES as M,
  CATALOGUE_NAME_MAX,
  CATALOGUE_PAGE_TEXTS as T,
} from '#shared/contracts/catalogue.constants.ts';
import type { Category } from '#shared/contracts/catalogue.contract.ts';
import { TextField } from '../../components/forms/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';

/**
 * The spec's prompt "Novo nome da categoria:" as an accessible modal: the field comes filled in
 * with the current name, and the rename applies only when it is not empty after trimming
 * (spec 2 §5). A server error (the name taken in the type) shows under the field, which is why
 * this is not a `TextDialog` (a text area, with the server's refusal in an alert).
 */
export function RenameCategoryDialog({
  category,
  isBusy,
  error,
  onRename,
  onClose,
}: {
  category: Category | null;
  isBusy: boolean;
  error: string | undefined;
  onRename: (category: Category, name: string) => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      isOpen={category !== null}
      onClose={onClose}
      className="fixed inset-x-4 top-1/2 mx-auto max-w-md -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
    >
      {category ? (
        // A key per category: the field starts from that category's name each time.
        <RenameForm
          key={category.codigoCATEGORIA}
          category={category}
          isBusy={isBusy}
          serverError={error}
          onRename={onRename}
          onClose={onClose}
        />
      ) : null}
    </ModalDialog>
  );
}

function RenameForm({
  category,
  isBusy,
  serverError,
  onRename,
  onClose,
}: {
  category: Category;
  isBusy: boolean;
  serverError: string | undefined;
  onRename: (category: Category, name: string) => void;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { nomeCATEGORIA: category.nomeCATEGORIA } });

  return (
    <form
      onSubmit={(event) =>
        void handleSubmit(({ nomeCATEGORIA }) => onRename(category, nomeCATEGORIA.trim()))(event)
      }
      noValidate
    >
      <Dialog.Title className="text-xl font-semibold tracking-tight text-slate-900">
        Renomear categoria
      </Dialog.Title>
      <TextField
        className="mt-4"
        {...register('nomeCATEGORIA', {
          validate: (name) => name.trim() !== '' || M.categoryNameRequired,
        })}
        label={T.renamePrompt}
        maxLength={CATALOGUE_NAME_MAX}
        autoComplete="off"
        error={errors.nomeCATEGORIA?.message ?? serverError}
      />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isBusy}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={isBusy}>
          Salvar
        </Button>
      </div>
    </form>
  );
}
