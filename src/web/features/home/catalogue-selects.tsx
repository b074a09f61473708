import { useEffect, useState } from 'react';
import type { Category, Subcategory } from '#shared/contracts/catalogue.contract.ts';
import { LISTING_TYPE_CODES, LISTING_TYPES } from '#shared/constants.ts';
import { SelectField } from '../../components/forms/select-field.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { findCategories, findSubcategories } from './suggest-api.ts';

const api = createApiClient();

export interface CatalogueChoice {
  tipo: string;
  categoria: string;
  subcategoria: string;
}

/**
 * The hero's listing type, category and subcategory (spec 1 §4): each list follows the choice
 * before it, fetched when that choice changes, and a new choice clears the ones after it.
 */
export function CatalogueSelects({
  value,
  onChange,
}: {
  value: CatalogueChoice;
  onChange: (patch: Partial<CatalogueChoice>) => void;
}) {
  const [categories, setCategories] = useState<Category[]>([]);
  const [subcategories, setSubcategories] = useState<Subcategory[]>([]);

  useEffect(() => {
    if (!value.tipo) return;
    let isCurrent = true;
    findCategories(api, value.tipo)
      .then((list) => isCurrent && setCategories(list))
      .catch(() => isCurrent && setCategories([]));
    return () => {
      isCurrent = false;
    };
  }, [value.tipo]);
  useEffect(() => {
    if (!value.categoria) return;
    let isCurrent = true;
    findSubcategories(api, value.categoria)
      .then((list) => isCurrent && setSubcategories(list))
      .catch(() => isCurrent && setSubcategories([]));
    return () => {
      isCurrent = false;
    };
  }, [value.categoria]);

  return (
    <>
      <SelectField
        id="busca-tipo"
        label="Tipo de anúncio"
        isLabelHidden
        className="sm:col-span-2"
        name="tipo"
        value={value.tipo}
        onChange={(e) => {
          onChange({ tipo: e.target.value, categoria: '', subcategoria: '' });
          setCategories([]);
          setSubcategories([]);
        }}
      >
        <option value="">Tipo de anúncio</option>
        {LISTING_TYPE_CODES.map((tipo) => (
          <option key={tipo} value={tipo}>
            {LISTING_TYPES[tipo].name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="busca-categoria"
        label="Categoria"
        isLabelHidden
        className="sm:col-span-2"
        name="categoria"
        value={value.categoria}
        disabled={!value.tipo}
        onChange={(e) => {
          onChange({ categoria: e.target.value, subcategoria: '' });
          setSubcategories([]);
        }}
      >
        <option value="">Categoria</option>
        {categories.map((c) => (
          <option key={c.codigoCATEGORIA} value={c.codigoCATEGORIA}>
            {c.nomeCATEGORIA}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="busca-subcategoria"
        label="Subcategoria"
        isLabelHidden
        className="sm:col-span-2"
        name="subcategoria"
        value={value.subcategoria}
        disabled={!value.categoria}
        onChange={(e) => onChange({ subcategoria: e.target.value })}
      >
        <option value="">Subcategoria</option>
        {subcategories.map((s) => (
          <option key={s.codigoSUBCATEGORIA} value={s.codigoSUBCATEGORIA}>
            {s.nomeSUBCATEGORIA}
          </option>
        ))}
      </SelectField>
    </>
  );
}
