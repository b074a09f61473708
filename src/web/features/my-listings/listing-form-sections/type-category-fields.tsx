import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { LISTING_TYPES } from '#shared/constants.ts';
import type { Category, Subcategory } from '#shared/contracts/catalogue.contract.ts';
import { SelectField } from '../../../components/forms/select-field.tsx';
import { createApiClient } from '../../../lib/api-client.ts';
import { findSubcategories } from '../../../lib/catalogue-api.ts';
import type { ListingFormValues } from '../listing-form-values.ts';

/**
 * Tipo, categoria and subcategoria: each choice empties the ones under it; the categories are
 * the type's, the subcategories are fetched for the category chosen.
 */
export function TypeCategoryFields({
  categories,
  initialSubcategories,
}: {
  categories: Category[];
  initialSubcategories: Subcategory[];
}) {
  const { control, setValue } = useFormContext<ListingFormValues>();
  const tipo = useController({ control, name: 'tipoANUNCIO' });
  const categoria = useController({ control, name: 'categoriaANUNCIO' });
  const subcategoria = useController({ control, name: 'subcategoriaANUNCIO' });
  const [subcategories, setSubcategories] = useState(initialSubcategories);
  const typeCategories = categories.filter((c) => String(c.tipoCATEGORIA) === tipo.field.value);

  async function loadSubcategories(code: string) {
    setSubcategories([]);
    if (!code) return;
    try {
      setSubcategories(await findSubcategories(createApiClient(), code));
    } catch {
      setSubcategories([]);
    }
  }

  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <SelectField
        label="Tipo *"
        {...tipo.field}
        error={tipo.fieldState.error?.message}
        onChange={(event) => {
          tipo.field.onChange(event);
          setValue('categoriaANUNCIO', '', { shouldDirty: true });
          setValue('subcategoriaANUNCIO', '', { shouldDirty: true });
          setSubcategories([]);
        }}
      >
        <option value="">Escolha o tipo</option>
        {Object.entries(LISTING_TYPES).map(([code, type]) => (
          <option key={code} value={code}>
            {type.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Categoria *"
        {...categoria.field}
        error={categoria.fieldState.error?.message}
        disabled={!tipo.field.value}
        hint={tipo.field.value ? undefined : 'Escolha o tipo primeiro.'}
        onChange={(event) => {
          categoria.field.onChange(event);
          setValue('subcategoriaANUNCIO', '', { shouldDirty: true });
          void loadSubcategories(event.target.value);
        }}
      >
        <option value="">Escolha a categoria</option>
        {typeCategories.map((c) => (
          <option key={c.codigoCATEGORIA} value={c.codigoCATEGORIA}>
            {c.nomeCATEGORIA}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Subcategoria"
        {...subcategoria.field}
        disabled={!categoria.field.value || subcategories.length === 0}
      >
        <option value="">{subcategories.length === 0 ? 'Nenhuma' : 'Escolha a subcategoria'}</option>
        {subcategories.map((s) => (
          <option key={s.codigoSUBCATEGORIA} value={s.codigoSUBCATEGORIA}>
            {s.nomeSUBCATEGORIA}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
