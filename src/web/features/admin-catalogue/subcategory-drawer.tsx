import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CATALOGUE_MESSAGES as M,
  CATALOGUE_NAME_MAX,
  CATALOGUE_PAGE_TEXTS as T,
  CATALOGUE_SLUG_MAX,
} from '#shared/contracts/catalogue.constants.ts';
import type { Category, Subcategory } from '#shared/contracts/catalogue.contract.ts';
import { CheckboxField } from '../../components/forms/checkbox-field.tsx';
import { SelectField } from '../../components/forms/select-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { Drawer } from '../../components/search/drawer.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useFocusWhen } from '../../lib/use-focus-when.ts';
import type { SubcategoryBody } from './catalogue-admin-api.ts';

/** What the drawer edits: a new subcategory (in a category) or an existing one. */
export type SubcategoryDraft =
  { kind: 'new'; categoryCode: number | undefined } | { kind: 'edit'; subcategory: Subcategory };

const FORM_ID = 'subcategoria-form';

/** The form's fields as the inputs hold them (the category's code as the select's text). */
interface SubcategoryValues {
  categoriaSUBCATEGORIA: string;
  nomeSUBCATEGORIA: string;
  slugSUBCATEGORIA: string;
  ativoSUBCATEGORIA: boolean;
}

/**
 * The side drawer of spec 2 §2 "Admin subcategories" (Nova/Editar Subcategoria): Categoria, Nome,
 * Slug (opcional), Ativa, Salvar, Cancelar and the header's Fechar; Esc closes it and the focus
 * goes back to the button that opened it. Name and category are required ("Preencha categoria e
 * nome."); the slug is sent only when filled in, and on edit an emptied slug is made again from
 * the name. `onSave` answers an error message to show here, or null when it worked.
 */
export function SubcategoryDrawer({
  draft,
  categories,
  onSave,
  onClose,
}: {
  draft: SubcategoryDraft | null;
  categories: readonly Category[];
  onSave: (draft: SubcategoryDraft, body: SubcategoryBody) => Promise<string | null>;
  onClose: () => void;
}) {
  const [isBusy, setIsBusy] = useState(false);
  const isOpen = draft !== null;
  const title = draft?.kind === 'edit' ? T.editSubcategory : T.newSubcategory;
  return (
    <Drawer
      title={title}
      isOpen={isOpen}
      onClose={onClose}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isBusy}>
            Cancelar
          </Button>
          <Button type="submit" form={FORM_ID} isLoading={isBusy} loadingText="Salvando...">
            Salvar
          </Button>
        </div>
      }
    >
      {draft ? (
        <SubcategoryForm
          key={draft.kind === 'edit' ? draft.subcategory.codigoSUBCATEGORIA : 'nova'}
          draft={draft}
          categories={categories}
          onSave={onSave}
          onBusy={setIsBusy}
        />
      ) : null}
    </Drawer>
  );
}

function SubcategoryForm({
  draft,
  categories,
  onSave,
  onBusy,
}: {
  draft: SubcategoryDraft;
  categories: readonly Category[];
  onSave: (draft: SubcategoryDraft, body: SubcategoryBody) => Promise<string | null>;
  /** The footer's Salvar shows the wait. */
  onBusy: (isBusy: boolean) => void;
}) {
  const current = draft.kind === 'edit' ? draft.subcategory : null;
  const { register, handleSubmit } = useForm<SubcategoryValues>({
    defaultValues: {
      categoriaSUBCATEGORIA: String(
        current?.categoriaSUBCATEGORIA ?? (draft.kind === 'new' ? (draft.categoryCode ?? '') : ''),
      ),
      nomeSUBCATEGORIA: current?.nomeSUBCATEGORIA ?? '',
      slugSUBCATEGORIA: current?.slugSUBCATEGORIA ?? '',
      ativoSUBCATEGORIA: current?.ativoSUBCATEGORIA ?? true,
    },
  });
  const [error, setError] = useState<string | null>(null);
  const errorRef = useFocusWhen<HTMLDivElement>(error);

  async function onSubmit(values: SubcategoryValues) {
    const nomeSUBCATEGORIA = values.nomeSUBCATEGORIA.trim();
    // One message for both fields, in the alert that takes the focus (the spec's wording).
    if (values.categoriaSUBCATEGORIA === '' || nomeSUBCATEGORIA === '') {
      setError(M.subcategoryRequired);
      return;
    }
    const trimmedSlug = values.slugSUBCATEGORIA.trim();
    const body: SubcategoryBody = {
      categoriaSUBCATEGORIA: Number(values.categoriaSUBCATEGORIA),
      nomeSUBCATEGORIA,
      ativoSUBCATEGORIA: values.ativoSUBCATEGORIA,
      // Spec 2 §5: the slug only when filled in; an emptied one on edit is made again from the name.
      ...(trimmedSlug !== '' ? { slugSUBCATEGORIA: trimmedSlug } : current ? { slugSUBCATEGORIA: null } : {}),
    };
    setError(null);
    onBusy(true);
    try {
      setError(await onSave(draft, body));
    } finally {
      onBusy(false);
    }
  }

  return (
    <form
      id={FORM_ID}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      className="space-y-5"
    >
      {error ? (
        <Alert ref={errorRef} tone="error">
          {error}
        </Alert>
      ) : null}
      <SelectField label="Categoria" {...register('categoriaSUBCATEGORIA')}>
        <option value="">Escolha a categoria</option>
        {categories.map((c) => (
          <option key={c.codigoCATEGORIA} value={String(c.codigoCATEGORIA)}>
            {c.ativoCATEGORIA ? c.nomeCATEGORIA : `${c.nomeCATEGORIA} (inativa)`}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Nome"
        {...register('nomeSUBCATEGORIA')}
        maxLength={CATALOGUE_NAME_MAX}
        autoComplete="off"
      />
      <TextField
        label="Slug (opcional)"
        {...register('slugSUBCATEGORIA')}
        maxLength={CATALOGUE_SLUG_MAX}
        autoComplete="off"
        hint="Em branco, é feito a partir do nome (ex.: “Bolos e Doces” vira bolos-e-doces)."
      />
      <CheckboxField {...register('ativoSUBCATEGORIA')}>Ativa</CheckboxField>
    </form>
  );
}
